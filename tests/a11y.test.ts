// Accessibility in a real browser: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every built page,
// both 404 pages included, at a desktop and a phone viewport, with no console errors; the open
// menus too; and with JavaScript off, the whole navigation usable on a phone.
//
// axe is injected as a script, which the site's CSP (rightly) forbids, so these contexts bypass the
// CSP; tests/interaction.test.ts checks every page under the real CSP.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../site/serve.ts';
import {
  axeViolations,
  builtPages,
  launchChromium,
  newContext,
  openMenuIfCollapsed,
  recorderOf,
  startPreview,
  viewports,
} from './browser.ts';

// Page-side code: see tests/browser.ts.
declare const window: any;

const dist = inject('dist');
const pages = builtPages(dist);

let browser: Browser;
let site: RunningServer;

beforeAll(async () => {
  // No browser is a failure, not a skip: launchChromium names the package to install.
  browser = await launchChromium();
  site = await startPreview(dist);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Console errors apart from Chromium's own line for a document served with status 404 on purpose. */
const consoleErrors = (page: Page, notFound: boolean) =>
  recorderOf(page.context())
    .consoleErrors.filter((e) => !(notFound && /status of 404/.test(e.text) && e.url === page.url()))
    .map((e) => `${e.text} (${e.url})`);

it('finds all 16 pages and both 404 pages', () => {
  expect(pages).toHaveLength(18);
  expect(pages.filter((p) => p.notFound)).toHaveLength(2);
});

describe.each(viewports)('axe at $width×$height', (viewport) => {
  it.each(pages)('$url: no WCAG A/AA violation, no console error', async ({ url, notFound }) => {
    const { context, log } = await newContext(browser, {
      viewport,
      bypassCSP: true,
      locale: url.startsWith('/en') ? 'en-US' : 'de-DE',
    });
    const page = await context.newPage();
    await page.goto(site.url + url);
    expect(new URL(page.url()).pathname).toBe(url);
    await page.evaluate(() => window.document.fonts.ready.then(() => true));
    expect(await axeViolations(page), url).toEqual([]);
    expect(consoleErrors(page, notFound), url).toEqual([]);
    expect(log.pageErrors, url).toEqual([]);
    expect(log.blocked, url).toEqual([]);
    await context.close();
  });

  it.each(['/', '/en/tools'])('%s with the menu and the language list open: no violation', async (url) => {
    const { context } = await newContext(browser, {
      viewport,
      bypassCSP: true,
      locale: url.startsWith('/en') ? 'en-US' : 'de-DE',
    });
    const page = await context.newPage();
    await page.goto(site.url + url);
    await openMenuIfCollapsed(page);
    await page.locator('.lang-toggle').click();
    expect(await page.locator('#lang-menu').isVisible()).toBe(true);
    expect(await axeViolations(page), url).toEqual([]);
    expect(consoleErrors(page, false)).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript, on a phone (375×812)', () => {
  it.each(pages)(
    '$url: every nav link and both languages are visible and clickable, no menu button',
    async ({ url }) => {
      const { context } = await newContext(browser, {
        viewport: { width: 375, height: 812 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(site.url + url);
      expect(await page.locator('.menu-toggle').isVisible(), 'menu toggle').toBe(false);
      const links = page.locator('.site-header .nav-links a, .site-header a[data-lang]');
      // Home, Solutions, Tools, About and the two languages.
      expect(await links.count()).toBe(6);
      for (const link of await links.all()) {
        const label = `${await link.getAttribute('href')} "${(await link.textContent())?.trim()}"`;
        expect(await link.isVisible(), label).toBe(true);
        // Actionability: visible, stable, and the element itself receives the click (nothing covers it).
        await link.click({ trial: true, timeout: 2000 });
      }
      await context.close();
    },
  );
});

describe('no horizontal scrolling from 320 to 1440 px', () => {
  it.each(pages)('$url', async ({ url }) => {
    const { context } = await newContext(browser, { locale: url.startsWith('/en') ? 'en-US' : 'de-DE' });
    const page = await context.newPage();
    await page.goto(site.url + url);
    for (const width of [320, 360, 414, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const doc = window.document.documentElement;
        return doc.scrollWidth - doc.clientWidth;
      });
      expect(overflow, `${url} at ${width}px`).toBe(0);
    }
    await context.close();
  });
});
