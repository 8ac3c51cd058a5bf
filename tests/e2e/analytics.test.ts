// Analytics on a build with a real id, in Debian's Chromium against the preview server (real CSP):
// what needs playwright's request routing (gtag.js answered by a local fake that sets GA4's cookies:
// config, the cta_click event on home only, withdrawal from the footer deleting the cookies, the
// choice's lifetime) or its layout-shift entries (the banner shifts nothing). The banner itself, Decline, the footer button and Accept's request run in every engine:
// tests/support/engine-suite.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentMonths, declarePrivacy, storageNames } from '../../site/privacy.ts';
import { languages, languageTable, prefixOf, rootLang } from '../../i18n/languages.ts';
import { routeIds } from '../../site/routes.ts';
import { loadSiteConfig } from '../../site/config.ts';
import type { RunningServer } from '../../tools/serve.ts';
import {
  axeViolations,
  expectClean,
  frames,
  useChromium,
  newContext,
  preventNewTab,
  startPreview,
  viewports,
} from '../support/browser.ts';
import { contents, paths } from '../support/fixtures.ts';
import { analyticsId } from '../global-setup.ts';

/** A browser of the root language (its og:locale, de_DE → de-DE): detection leaves it on the root's pages. */
const rootLocale = languageTable[rootLang].locale.replace('_', '-');

const booking = loadSiteConfig({}).links.booking;
/** GA4's cookies as the analytics build declares them. */
const gaCookies = declarePrivacy(loadSiteConfig({ ANALYTICS_ID: analyticsId }))
  .storage.filter((entry) => entry.feature === 'analytics' && entry.kind === 'cookie')
  .map((entry) => entry.name);

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

  /** A context whose analytics hosts answer locally: gtag.js is a fake that marks itself loaded and
   * sets the cookies the declaration names, as GA4 does, for two years. */
  const openAt = async (viewport: (typeof viewports)[number], urlPath: string) => {
    const { context, log } = await newContext(env.browser, { viewport, locale: rootLocale });
    const google: string[] = [];
    await context.route('https://www.googletagmanager.com/**', (route) => {
      google.push(route.request().url());
      const cookies = gaCookies.map((name) => `document.cookie = '${name}=GA1.1.1; path=/; max-age=63072000';`);
      return route.fulfill({
        contentType: 'text/javascript',
        body: `${cookies.join('\n')}\nwindow.__gtagLoaded = true;`,
      });
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
    it.each(
      languages.map((lang) => [prefixOf(lang) || '/', languageTable[lang].locale.replace('_', '-'), lang] as const),
    )('%s: the banner speaks the page language, has no WCAG violation, shifts nothing', async (url, locale, lang) => {
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
    });
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

    it('withdrawing consent from the footer deletes the cookies, reloads without gtag; the choice holds', async () => {
      const { context, page, google } = await open('/');
      await page.locator('[data-consent] [data-choice="granted"]').click();
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      const names = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
      expect(await names()).toEqual([...gaCookies].sort());
      await page.locator('footer [data-consent-settings]').click();
      const requestsBefore = google.length;
      await Promise.all([page.waitForEvent('load'), page.locator('[data-consent] [data-choice="denied"]').click()]);
      await frames(page);
      expect(await page.evaluate(() => typeof window.dataLayer)).toBe('undefined');
      expect(await page.evaluate(() => window.__gtagLoaded ?? false)).toBe(false);
      expect(await banner(page).isVisible()).toBe(false);
      expect(await names(), 'cookies after withdrawing').toEqual([]);
      await preventNewTab(page, booking);
      await page.locator(`main a[href^="${booking}"]`).first().click();
      await page.goto(analyticsSite.url + '/tools');
      await frames(page);
      expect(google.length, 'no request to Google after withdrawing').toBe(requestsBefore);
      await expectClean(page);
      await context.close();
    });

    it('withdrawing deletes the cookies gtag.js sets on the parent domain, under a host name of its own', async () => {
      // The site served as www.<domain> through request routing, so that a cookie can be set on the
      // domain above the host, as gtag.js does on a real site's registrable domain.
      const host = 'http://www.site.test';
      const domain = new URL(host).hostname.split('.').slice(1).join('.');
      const { context, page } = await openAt(viewports[0], '/');
      await context.route(`${host}/**`, async (route) =>
        route.fulfill({ response: await route.fetch({ url: route.request().url().replace(host, analyticsSite.url) }) }),
      );
      await page.goto(host + '/');
      await page.locator('[data-consent] [data-choice="granted"]').click();
      await expect.poll(() => page.evaluate(() => window.__gtagLoaded ?? false)).toBe(true);
      await page.evaluate(
        ([names, on]) => {
          for (const name of names!) document.cookie = `${name}=GA1.1.1; path=/; domain=${on}; max-age=63072000`;
        },
        [gaCookies, domain] as const,
      );
      const domains = async () => (await context.cookies(host)).map((cookie) => `${cookie.name} ${cookie.domain}`);
      expect(await domains()).toEqual(expect.arrayContaining(gaCookies.map((name) => `${name} .${domain}`)));
      await page.locator('footer [data-consent-settings]').click();
      await Promise.all([page.waitForEvent('load'), page.locator('[data-consent] [data-choice="denied"]').click()]);
      await frames(page);
      expect(await domains(), 'cookies after withdrawing').toEqual([]);
      // A lazy image still on its way through the route would reject once the context is gone.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    });

    /** A page opened with a choice stored `months` ago, as the client stores it (`choice time`). */
    const withChoiceOf = async (choice: 'granted' | 'denied', months: number) => {
      const { context, page, google } = await open('/');
      const made = new Date();
      made.setMonth(made.getMonth() - months);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [storageNames.consent, `${choice} ${made.getTime()}`],
      );
      await page.reload();
      await frames(page);
      return { context, page, google };
    };

    it.each(['granted', 'denied'] as const)(
      'a choice (%s) holds for its stated lifetime, then lapses and the banner asks again',
      async (choice) => {
        const young = await withChoiceOf(choice, consentMonths - 1);
        expect(await banner(young.page).isVisible()).toBe(false);
        if (choice === 'granted') await expect.poll(() => young.google.length).toBeGreaterThan(0);
        else expect(young.google).toEqual([]);
        await young.context.close();

        const old = await withChoiceOf(choice, consentMonths + 1);
        expect(await banner(old.page).isVisible()).toBe(true);
        expect(old.google, 'no request to Google with a lapsed choice').toEqual([]);
        expect(await old.page.evaluate((key) => localStorage.getItem(key), storageNames.consent)).toBeNull();
        await old.context.close();
      },
    );

    it('no cta_click off the home page', async () => {
      // The workshop pages have a call to action through the booking page (a workshop request).
      const { context, page } = await open(
        paths.of(
          routeIds.find((id) => id.startsWith('workshop:'))!,
          rootLang,
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
