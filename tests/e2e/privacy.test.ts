// The site holds to its privacy declaration (site/privacy.ts), in a real browser against the
// preview server: on every page of a build without analytics and of one with an id, before any
// choice, after declining and after accepting, what is stored (cookies, local and session storage,
// Cache Storage, service workers) and every request to another origin are exactly what the
// declaration allows in that state; each declared thing is done at least once (a language chosen,
// consent given), and every link to another origin is one the policy names.
//
// Storage is read by page-side JavaScript, which every engine runs alike; only the request
// recording (`recordOutside`) is the browser driver's.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languages, languageTable, otherLanguages, prefixOf, rootLang } from '../../i18n/languages.ts';
import { declarePrivacy } from '../../site/privacy.ts';
import { loadSiteConfig, type SiteConfig } from '../../site/config.ts';
import type { RunningServer } from '../../tools/serve.ts';
import { builtPages, newContext, startPreview, useChromium, viewports } from '../support/browser.ts';
import { analyticsId } from '../global-setup.ts';
import { mismatches, storedInPage, type Visitor } from '../support/privacy-check.ts';

const env = useChromium(inject('dist'));

/**
 * A stand-in for gtag.js, which the test cannot load (no network): it does what GA4 documents for
 * a page view, independent of the declaration it is checked against: the cookies `_ga` and
 * `_ga_<id without "G-">` on the site's domain, and a hit to a regional collection server.
 */
const gtagStandIn = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const year = 'path=/; max-age=63072000; SameSite=Lax';
  document.cookie = '_ga=GA1.1.1234567890.1700000000; ' + year;
  document.cookie = '_ga_' + id.slice(2) + '=GS1.1.1700000000.1.0.1700000000.0.0.0; ' + year;
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=page_view', { method: 'POST', mode: 'no-cors' })
    .catch(() => {})
    .finally(() => (window.__gaSent = true));
})();`;

/**
 * The browser-specific part: the origin of every request the context's pages make off this machine,
 * recorded; gtag.js and GA4's collection answered by stand-ins, every other request aborted
 * (newContext's route, which this one's precede).
 */
async function recordOutside(context: BrowserContext): Promise<Set<string>> {
  const outside = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') outside.add(url.origin);
  });
  await context.route('https://www.googletagmanager.com/gtag/js?*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gtagStandIn }),
  );
  await context.route(/^https:\/\/[^/]+\.google-analytics\.com\//, (route) => route.fulfill({ status: 204 }));
  return outside;
}

/** The origins of the page's links to other sites. */
const linkedOrigins = (page: Page, own: string[]): Promise<string[]> =>
  page.evaluate(
    (own: string[]) =>
      [...document.querySelectorAll('a[href]')]
        .map((a: any) => new URL(a.href))
        .filter((url: URL) => /^https?:$/.test(url.protocol) && !own.includes(url.origin))
        .map((url: URL) => url.origin),
    own,
  );

describe.each([
  ['without analytics', {}],
  ['with an analytics id', { ANALYTICS_ID: analyticsId }],
] as const)('a build %s does on every page exactly what its privacy policy declares', (_name, buildEnv) => {
  const config: SiteConfig = loadSiteConfig(buildEnv);
  const declaration = declarePrivacy(config);
  const analytics = declaration.features.includes('analytics');
  let site: RunningServer;
  let pages: ReturnType<typeof builtPages>;

  beforeAll(async () => {
    if (!analytics) {
      site = env.site;
      pages = builtPages(inject('dist'));
      return;
    }
    site = await startPreview(inject('analyticsDist'));
    pages = builtPages(inject('analyticsDist'));
  });
  afterAll(async () => {
    if (analytics) await site?.close();
  });

  /** A visitor: one browser per language, each speaking the language of the pages it opens (so
   * none redirects, and language detection runs as it does for real visitors). */
  const open = async (before: (page: Page) => Promise<void> = async () => {}) =>
    Promise.all(
      languages.map(async (lang) => {
        const locale = languageTable[lang].locale.replace('_', '-');
        const { context } = await newContext(env.browser, { viewport: viewports[0], locale });
        const outside = await recordOutside(context);
        const page = await context.newPage();
        await before(page);
        return { lang, context, outside, page };
      }),
    );
  const langOf = (url: string) =>
    otherLanguages(rootLang).find((lang) => new RegExp(`^${prefixOf(lang)}(/|$)`).test(url)) ?? rootLang;

  /** Visits every page once; returns each page's mismatches (requests counted per page) and the
   * origins of the links to other sites. */
  const everyPage = async (browsers: Awaited<ReturnType<typeof open>>, visitor: Visitor) => {
    const problems: string[] = [];
    const linked = new Set<string>();
    const own = [new URL(site.url).origin, new URL(config.siteUrl).origin];
    for (const { url } of pages) {
      const { page, outside } = browsers.find((b) => b.lang === langOf(url))!;
      outside.clear();
      await page.goto(site.url + url);
      await page.evaluate(() => navigator.serviceWorker.ready);
      if (visitor.consent === 'granted') await page.waitForFunction(() => window.__gaSent === true);
      for (const problem of mismatches(declaration, visitor, await page.evaluate(storedInPage), outside))
        problems.push(`${url}: ${problem}`);
      for (const origin of await linkedOrigins(page, own)) linked.add(origin);
    }
    await Promise.all(browsers.map((b) => b.context.close()));
    return { problems, linked };
  };

  it('before any choice: only what happens on every visit; every link out is one the policy names', async () => {
    const { problems, linked } = await everyPage(await open(), { choseLanguage: false, consent: null });
    expect(problems).toEqual([]);
    const clicks = declaration.origins.filter((entry) => entry.when === 'click');
    const policies = declaration.origins.flatMap((entry) => (entry.privacyPolicy ? [entry.privacyPolicy] : []));
    const named = (origin: string) =>
      clicks.some((entry) => entry.origins.includes(origin)) || policies.some((url) => new URL(url).origin === origin);
    expect(
      [...linked].filter((origin) => !named(origin)),
      'links to origins the policy does not name',
    ).toEqual([]);
    const unlinked = clicks.filter((entry) => !entry.origins.some((origin) => linked.has(origin)));
    expect(
      unlinked.map((entry) => entry.id),
      'declared links no page has',
    ).toEqual([]);
  });

  // Each build its own states: without analytics a language choice, with it the consent choices.
  if (!analytics)
    it('a language chosen in the menu: its key, and nothing more', async () => {
      // A visitor of the root language's home page chooses another language.
      const [root, ...others] = await open();
      for (const browser of others) await browser.context.close();
      const { context, outside, page } = root!;
      const chosen = otherLanguages(rootLang)[0]!;
      await page.goto(site.url + '/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.locator('.lang-toggle').click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === prefixOf(chosen)),
        page.locator(`#lang-menu a[data-lang="${chosen}"]`).click(),
      ]);
      await page.evaluate(() => navigator.serviceWorker.ready);
      outside.clear();
      await page.reload();
      await page.evaluate(() => navigator.serviceWorker.ready);
      expect(
        mismatches(declaration, { choseLanguage: true, consent: null }, await page.evaluate(storedInPage), outside),
      ).toEqual([]);
      await context.close();
    });

  // One visitor per choice, each a test of its own: every page twice in one test ran close to the
  // test timeout on a loaded machine.
  if (analytics)
    it.each(['denied', 'granted'] as const)('after the choice %s: what it allows, and nothing more', async (choice) => {
      const choose = async (page: Page) => {
        await page.goto(site.url + '/');
        // The worker in place before the visitor moves on, as every page's check waits for it.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await page.locator(`[data-consent] [data-choice="${choice}"]`).click();
      };
      const { problems } = await everyPage(await open(choose), { choseLanguage: false, consent: choice });
      expect(problems).toEqual([]);
    });
});
