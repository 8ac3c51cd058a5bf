// Every built page without JavaScript, on a phone, in Debian's Chromium against the preview server:
// the whole navigation is visible and clickable, no menu button. Chromium-only because only
// playwright turns JavaScript off per context; every page with JavaScript (CSP, axe, sideways
// scrolling, card rows) runs in every engine: tests/support/engine-suite.ts.
//
// One browser context per language visits every page in turn (a context in the page's own
// language, so language detection keeps it where it is): opening a context per page cost half a
// second each, for nothing these checks need.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languageTable } from '../../i18n/languages.ts';
import { languages, type Lang } from '../../i18n/types.ts';
import { routeIds } from '../../site/routes.ts';
import { builtPages, useChromium, newContext, recorderOf } from '../support/browser.ts';
import { langOfPath } from '../support/fixtures.ts';

const dist = inject('dist');
const pages = builtPages(dist);
/** A browser's locale for a language: its og:locale with a hyphen (de_DE → de-DE). */
const localeOf = (lang: Lang) => languageTable[lang].locale.replace('_', '-');

const env = useChromium(dist);

/** One page per language, made once for a describe block; `visit` clears what the last page logged. */
function pagesPerLanguage(options: Parameters<typeof newContext>[1] = {}) {
  const open = new Map<Lang, { context: BrowserContext; page: Page }>();
  beforeAll(async () => {
    for (const lang of languages) {
      const { context } = await newContext(env.browser, { locale: localeOf(lang), ...options });
      open.set(lang, { context, page: await context.newPage() });
    }
  });
  afterAll(async () => {
    for (const { context } of open.values()) await context.close();
  });
  return async (url: string): Promise<Page> => {
    const { context, page } = open.get(langOfPath(url))!;
    const log = recorderOf(context);
    for (const list of [log.consoleErrors, log.pageErrors, log.csp, log.blocked]) list.length = 0;
    await page.goto(env.site.url + url);
    return page;
  };
}

it("finds every route in every language and each language's 404 page", () => {
  expect(pages).toHaveLength((routeIds.length + 1) * languages.length);
  expect(pages.filter((p) => p.notFound)).toHaveLength(languages.length);
});

describe('without JavaScript, on a phone (375×812)', () => {
  const visit = pagesPerLanguage({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  it.each(pages)(
    '$url: every nav link and every language are visible and clickable, no menu button',
    async ({ url }) => {
      const page = await visit(url);
      expect(await page.locator('.menu-toggle').isVisible(), 'menu toggle').toBe(false);
      // Each link of the nav and each language: each visible, and at its centre (once
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
      // A link for every language, and the nav's own beside them.
      expect(await page.locator('.site-header a[data-lang]').count()).toBe(languages.length);
      expect(links.length).toBeGreaterThan(languages.length);
      for (const [label, state] of links) expect(state, label).toBe('clickable');
    },
  );
});
