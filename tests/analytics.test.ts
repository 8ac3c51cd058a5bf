// Analytics on a build with a real id, in Debian's Chromium against the preview server (real CSP):
// what needs playwright's request routing (gtag.js answered by a local fake: config, the cta_click
// event on home only, withdrawal from the footer) or its layout-shift entries (the banner shifts
// nothing). The banner itself, Decline, the footer button and Accept's request run in every engine:
// tests/support/engine-suite.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeIds } from '../site/routes.ts';
import { loadSiteConfig } from '../site/config.ts';
import type { RunningServer } from '../tools/serve.ts';
import {
  axeViolations,
  expectClean,
  frames,
  useChromium,
  newContext,
  preventNewTab,
  startPreview,
  viewports,
} from './support/browser.ts';
import { contents, paths } from './support/fixtures.ts';
import { analyticsId } from './global-setup.ts';

const booking = loadSiteConfig({}).links.booking;

const env = useChromium();

describe('analytics on a build with a real id, only after consent', () => {
  const ID = analyticsId;
  let analyticsSite: RunningServer;

  beforeAll(async () => {
    analyticsSite = await startPreview(inject('analyticsDist'));
  });

  afterAll(async () => {
    await analyticsSite?.close();
  });

  /** A context whose analytics hosts answer locally: gtag.js is a fake that marks itself loaded. */
  const openAt = async (viewport: (typeof viewports)[number], urlPath: string) => {
    const { context, log } = await newContext(env.browser, { viewport, locale: 'de-DE' });
    const google: string[] = [];
    await context.route('https://www.googletagmanager.com/**', (route) => {
      google.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    });
    await context.route(/^https:\/\/[^/]*\.(google-analytics\.com|analytics\.google\.com)\//, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    const page = await context.newPage();
    await page.goto(analyticsSite.url + urlPath);
    await frames(page);
    return { context, log, page, google };
  };
  const banner = (page: Page) => page.locator('[data-consent]');
  const dataLayer = (page: Page): Promise<unknown[][]> =>
    page.evaluate(() => JSON.parse(JSON.stringify((window.dataLayer ?? []).map((entry: any) => Array.from(entry)))));

  describe.each(viewports)('at $width×$height', (viewport) => {
    it.each([
      ['/', 'de-DE', 'de'],
      ['/en', 'en-US', 'en'],
    ] as const)(
      '%s: the banner speaks the page language, has no WCAG violation, shifts nothing',
      async (url, locale, lang) => {
        const { context } = await newContext(env.browser, { viewport, locale, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(analyticsSite.url + url);
        expect(await banner(page).isVisible()).toBe(true);
        expect(await banner(page).textContent()).toContain(contents[lang].common.consent.accept);
        expect(await axeViolations(page), url).toEqual([]);
        const shift: number = await page.evaluate(
          () =>
            new Promise((resolve) => {
              let sum = 0;
              new PerformanceObserver((list: any) => {
                for (const entry of list.getEntries() as any[]) sum += entry.value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(sum), 500);
            }),
        );
        expect(shift, 'cumulative layout shift').toBe(0);
        await context.close();
      },
    );
  });

  // What consent does is the client's logic, which reads no viewport: one viewport serves.
  describe('consent at 1280×800', () => {
    const open = (urlPath: string) => openAt(viewports[0], urlPath);

    it('Accept: gtag.js loads, config is sent, a booking click on home is a cta_click', async () => {
      const { context, page, google } = await open('/');
      expect(google).toEqual([]);
      await Promise.all([
        page.waitForResponse((response) => response.url().startsWith('https://www.googletagmanager.com/gtag/js')),
        page.locator('[data-consent] [data-choice="granted"]').click(),
      ]);
      expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
      expect(await banner(page).isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      const entries = await dataLayer(page);
      // `config` sends the page_view, unless told not to.
      const configs = entries.filter((entry) => entry[0] === 'config' && entry[1] === ID);
      expect(configs).toHaveLength(1);
      expect(JSON.stringify(configs[0]![2] ?? {})).not.toMatch(/send_page_view/);

      // Any other link is no cta_click: the hero's in-page link to the solutions.
      await page.locator('#hero a[href$="#solutions"]').click();
      expect((await dataLayer(page)).filter((entry) => entry[1] === 'cta_click')).toEqual([]);

      await preventNewTab(page, booking);
      await page.locator(`main a[href^="${booking}"]`).first().click();
      expect(await dataLayer(page)).toContainEqual([
        'event',
        'cta_click',
        { event_category: 'engagement', event_label: 'booking', value: 1 },
      ]);
      expect(context.pages()).toHaveLength(1);

      // The choice is kept: the next page loads analytics without asking again.
      await page.goto(analyticsSite.url + '/tools');
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      expect(await banner(page).isVisible()).toBe(false);
      const tools = await dataLayer(page);
      expect(tools.some((entry) => entry[0] === 'config' && entry[1] === ID)).toBe(true);
      await expectClean(page);
      await context.close();
    });

    it('withdrawing consent from the footer reloads the page without gtag; the choice holds', async () => {
      const { context, page, google } = await open('/');
      await page.locator('[data-consent] [data-choice="granted"]').click();
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      await page.locator('footer [data-consent-settings]').click();
      const requestsBefore = google.length;
      await Promise.all([page.waitForEvent('load'), page.locator('[data-consent] [data-choice="denied"]').click()]);
      await frames(page);
      expect(await page.evaluate(() => typeof window.dataLayer)).toBe('undefined');
      expect(await page.evaluate(() => window.__gtagLoaded ?? false)).toBe(false);
      expect(await banner(page).isVisible()).toBe(false);
      await preventNewTab(page, booking);
      await page.locator(`main a[href^="${booking}"]`).first().click();
      await page.goto(analyticsSite.url + '/tools');
      await frames(page);
      expect(google.length, 'no request to Google after withdrawing').toBe(requestsBefore);
      await expectClean(page);
      await context.close();
    });

    it('no cta_click off the home page', async () => {
      // The workshop pages have a call to action through the booking page (a workshop request).
      const { context, page } = await open(
        paths.of(
          routeIds.find((id) => id.startsWith('workshop:'))!,
          'de',
        ),
      );
      await page.locator('[data-consent] [data-choice="granted"]').click();
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      await preventNewTab(page, booking);
      await page.locator(`main a[href^="${booking}"]`).first().click();
      const entries = await dataLayer(page);
      expect(entries.some((entry) => entry[0] === 'config' && entry[1] === ID)).toBe(true);
      expect(entries.filter((entry) => entry[1] === 'cta_click')).toEqual([]);
      await expectClean(page);
      await context.close();
    });
  });
});
