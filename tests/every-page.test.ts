// Every built page in a real browser (Debian's Chromium against the preview server, so the real
// headers and CSP apply), both 404 pages included, at a desktop and a phone viewport: it loads with
// no console error, no uncaught exception, no CSP violation and no request off this machine; axe
// finds no WCAG 2.x A or AA violation, also with the menus open; with JavaScript off the whole
// navigation is usable on a phone; nothing scrolls sideways from 320 to 1440 px, and no card stands
// alone at the start of a row under fuller ones.
//
// One browser context per language and viewport visits every page in turn (a context in the
// page's own language, so language detection keeps it where it is): opening a context per page
// cost half a second each, for nothing these checks need.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languages, type Lang } from '../i18n/types.ts';
import { routeIds } from '../site/routes.ts';
import {
  axeViolations,
  builtPages,
  expectClean,
  frames,
  useChromium,
  newContext,
  openMenuIfCollapsed,
  recorderOf,
  viewports,
} from './browser.ts';

// Page-side code: see tests/browser.ts.
declare const document: any;
declare function getComputedStyle(element: any): any;

const dist = inject('dist');
const pages = builtPages(dist);
const langOf = (url: string): Lang => (url === '/en' || url.startsWith('/en/') ? 'en' : 'de');
const locales = { de: 'de-DE', en: 'en-US' } as const;
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** Widths checked for sideways scrolling and card rows: the phone sweep takes those under 800, the desktop one the rest. */
const widths = [320, 360, 375, 414, 600, 768, 900, 1024, 1280, 1440];

const env = useChromium(dist);

/** One page per language, made once for a describe block; `visit` clears what the last page logged. */
function pagesPerLanguage(options: Parameters<typeof newContext>[1] = {}) {
  const open = new Map<Lang, { context: BrowserContext; page: Page }>();
  beforeAll(async () => {
    for (const lang of ['de', 'en'] as const) {
      const { context } = await newContext(env.browser, { locale: locales[lang], ...options });
      open.set(lang, { context, page: await context.newPage() });
    }
  });
  afterAll(async () => {
    for (const { context } of open.values()) await context.close();
  });
  return async (url: string): Promise<Page> => {
    const { context, page } = open.get(langOf(url))!;
    const log = recorderOf(context);
    for (const list of [log.consoleErrors, log.pageErrors, log.csp, log.blocked]) list.length = 0;
    await page.goto(env.site.url + url);
    return page;
  };
}

it('finds every route in both languages and both 404 pages', () => {
  expect(pages).toHaveLength(routeIds.length * languages.length + 2);
  expect(pages.filter((p) => p.notFound)).toHaveLength(2);
});

describe.each(viewports)('at $width×$height', (viewport) => {
  const visit = pagesPerLanguage({ viewport });

  it.each(pages)(
    '$url: loads under the real CSP without errors or requests off the machine; no WCAG A/AA violation',
    async ({ url, notFound }) => {
      const page = await visit(url);
      expect(pathOf(page), url).toBe(url);
      await frames(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('js')), url).toBe(true);
      await page.evaluate(() => document.fonts.ready.then(() => true));
      expect(await axeViolations(page), url).toEqual([]);
      await expectClean(page, { notFound });
      // Nothing scrolls sideways, from 320 px up to this viewport's width.
      for (const width of widths.filter((w) => (viewport.width < 800 ? w < 800 : w >= 800))) {
        await page.setViewportSize({ width, height: viewport.height });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${url} at ${width}px`).toBe(0);
        // A card alone in its row, under a row of more, sits in the middle of the grid.
        const stray: string[] = await page.evaluate(() =>
          [...document.querySelectorAll('ul.grid')].flatMap((grid: any) => {
            const rows = new Map<number, any[]>();
            for (const card of grid.children) {
              const top = Math.round(card.getBoundingClientRect().top);
              rows.set(top, [...(rows.get(top) ?? []), card]);
            }
            const widest = Math.max(...[...rows.values()].map((row) => row.length));
            const box = grid.getBoundingClientRect();
            return [...rows.values()]
              .filter((row) => row.length === 1 && widest > 1)
              .map(([card]) => card.getBoundingClientRect())
              .filter((card) => Math.abs(card.left + card.width / 2 - (box.left + box.width / 2)) > 1)
              .map(() => `${grid.className}: a card alone at the start of its row`);
          }),
        );
        expect(stray, `${url} at ${width}px`).toEqual([]);
      }
      await page.setViewportSize(viewport);
    },
  );

  it.each(['/', '/en/tools'])('%s with the menu and the language list open: no violation', async (url) => {
    const page = await visit(url);
    await openMenuIfCollapsed(page);
    await page.locator('.lang-toggle').click();
    expect(await page.locator('#lang-menu').isVisible()).toBe(true);
    expect(await axeViolations(page), url).toEqual([]);
    await expectClean(page);
  });
});

describe('without JavaScript, on a phone (375×812)', () => {
  const visit = pagesPerLanguage({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  it.each(pages)(
    '$url: every nav link and both languages are visible and clickable, no menu button',
    async ({ url }) => {
      const page = await visit(url);
      expect(await page.locator('.menu-toggle').isVisible(), 'menu toggle').toBe(false);
      // Home, Solutions, Tools, About and the two languages: each visible, and at its centre (once
      // scrolled into view, as a click would) the link itself is hit, not something covering it.
      const links: string[][] = await page.evaluate(() =>
        [...document.querySelectorAll('.site-header .nav-links a, .site-header a[data-lang]')].map((link: any) => {
          const label = `${link.getAttribute('href')} "${link.textContent.trim()}"`;
          link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const box = link.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(link).visibility !== 'visible')
            return [label, 'not visible'];
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return [label, link.contains(hit) ? 'clickable' : `covered by ${hit?.outerHTML.slice(0, 80)}`];
        }),
      );
      expect(links).toHaveLength(6);
      for (const [label, state] of links) expect(state, label).toBe('clickable');
    },
  );
});
