// What stays Chromium-only of the interactive layer, because it needs playwright: the Tools
// highlight, no analytics request on the default build (the context's request log), the history
// entries of the language switch and of a redirect stub (history events, request routing), and of
// language detection the hash kept, crawlers (user agent), the 404 pages' console line and no loop.
// The rest of the interactive layer runs in every engine: tests/support/engine-suite.ts. Every test ends by
// checking the pages stayed clean: no console or page errors, no CSP violation, no request off
// this machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { languages, otherLanguages, prefixOf, rootLang } from '../../i18n/languages.ts';
import { createPaths, fileOf, redirects, routeIds, routes } from '../../site/routes.ts';
import { loadSiteConfig } from '../../site/config.ts';
import { config, contents, parseHtml, paths } from '../support/fixtures.ts';
import { unspokenLocale, visitorLocales } from '../support/locales.ts';
import {
  expectClean,
  frames,
  useChromium,
  newContext,
  preventNewTab,
  viewports,
  type Viewport,
} from '../support/browser.ts';

const dist = inject('dist');
const booking = loadSiteConfig({}).links.booking;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const pathOf = (page: Page) => new URL(page.url()).pathname;

const env = useChromium(dist);
const workshop = routeIds.find((id) => id.startsWith('workshop:'))!;
const homePage = routeIds.find((route) => paths.of(route, rootLang) === '/')!;
/** A language besides the root's, and a browser's locale for each (its og:locale: de_DE → de-DE). */
const other = otherLanguages(rootLang)[0]!;
const [rootLocale, otherLocale] = [visitorLocales[rootLang], visitorLocales[other]];

/** Opens `urlPath` in a fresh context at `viewport`. A browser of the root language unless a test
 * says otherwise: language detection keeps it on the root language's pages. No service worker: its install fetches the
 * shell on every fresh context, and nothing here is about it (tests/e2e/service-worker.test.ts is). */
const openAt = async (viewport: Viewport, urlPath: string, options: Parameters<typeof newContext>[1] = {}) => {
  const { context, log } = await newContext(env.browser, {
    viewport,
    locale: rootLocale,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  await page.goto(env.site.url + urlPath);
  return { context, log, page };
};

// What reads no viewport (the server marks the current page; the default build has no analytics;
// a stub's script): one viewport serves.
describe('at 1280×800', () => {
  const open = (urlPath: string, options: Parameters<typeof newContext>[1] = {}) =>
    openAt(viewports[0], urlPath, options);

  /** The sections of the navigation besides the home page's: Tools. */
  const sections = [...new Set(routeIds.map((route) => routes[route].nav))].filter(
    (nav): nav is NonNullable<typeof nav> => nav !== null && nav !== routes[homePage].nav,
  );
  it.each(languages)('a section of the navigation is the current page on every page of it (%s)', async (lang) => {
    // A browser in the pages' language, so detection leaves them where they are.
    const { context, page } = await open(paths.of(homePage, lang), { locale: visitorLocales[lang] });
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.site-header .nav-links a[aria-current="page"]')].map((a: any) =>
          a.getAttribute('href'),
        ),
      );
    for (const route of routeIds) {
      const urlPath = paths.of(route, lang);
      const { nav } = routes[route];
      await page.goto(env.site.url + urlPath);
      expect(pathOf(page), urlPath).toBe(urlPath);
      // The home page's own marks follow the section scrolled to (the client's); none is another section's.
      const marked = await current();
      if (nav && nav !== routes[homePage].nav) expect(marked, urlPath).toEqual([paths.of(nav, lang)]);
      else for (const section of sections) expect(marked, urlPath).not.toContain(paths.of(section, lang));
    }
    await expectClean(page);
    await context.close();
  });

  describe('analytics', () => {
    it('the default build (placeholder id) has no banner and makes no analytics request', async () => {
      const { context, log, page } = await open('/');
      expect(await page.locator('[data-consent]').count()).toBe(0);
      expect(await page.locator('[data-consent-settings]').isVisible()).toBe(false);
      await preventNewTab(page, booking);
      await page.locator(`main a[href^="${booking}"]`).first().click();
      await frames(page);
      expect(await page.evaluate(() => typeof window.dataLayer)).toBe('undefined');
      expect(log.requests.filter((url) => /google/i.test(new URL(url).hostname))).toEqual([]);
      expect(context.pages()).toHaveLength(1);
      await expectClean(page);
      await context.close();
    });
  });

  it('switching language replaces the history entry', async () => {
    // Swapping the slug and storing the choice: tests/support/engine-suite.ts, in every engine.
    const { context, page } = await open('/');
    const [de, en] = [paths.of(workshop, rootLang), paths.of(workshop, other)];
    await page.goto(env.site.url + de);
    await page.locator('.lang-toggle').click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === en),
      page.locator(`#lang-menu a[data-lang="${other}"]`).click(),
    ]);
    // Back skips the replaced workshop page: it lands on the home page visited before it.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goBack();
    await page.waitForLoadState('load');
    expect(visited[0]).toBe('/');
    expect(visited).not.toContain(de);
    // …and, loaded again, the home page follows the stored choice to its counterpart.
    await expect.poll(() => pathOf(page)).toBe(paths.of(homePage, other));
    await expectClean(page);
    await context.close();
  });

  it('a redirect stub (for hosts without redirect rules) moves on and leaves no history entry', async () => {
    const { context, page } = await open('/');
    // The preview server answers the old URL with a 301, as the hosts with redirect rules do; here
    // the stub file answers it, with the headers (CSP and all) of any page, as a plain host serves
    // it. Its meta refresh is taken out, so what moves on is the stub's script.
    const { from, route, lang } = redirects[0]!;
    const target = createPaths(contents, config).of(route, lang);
    await context.route(env.site.url + from, async (request) => {
      const response = await request.fetch({ url: env.site.url + target });
      const stub = parseHtml(readFileSync(path.join(dist, fileOf(from)), 'utf8'));
      stub.querySelector('meta[http-equiv=refresh]')!.remove();
      await request.fulfill({ response, body: `<!doctype html>${stub.documentElement.outerHTML}` });
    });
    const entries = await page.evaluate(() => window.history.length);
    await page.goto(env.site.url + from);
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForLoadState('load');
    expect(await page.locator('main h1').isVisible()).toBe(true);
    // One entry more, the workshop's: the stub's was replaced. (Going back alone cannot tell: Chrome
    // skips an entry that a script left without a user's gesture.)
    expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expectClean(page);
    await context.close();
  });
});

// Language detection is the head script's, which reads the browser's languages and the stored
// choice, never the viewport: one viewport serves.
describe('language detection (1280×800)', () => {
  const viewport = viewports[0];
  /** An init script: the visitor chose `lang` on an earlier visit. */
  const setStored = (lang: string) => `if (location.protocol === 'http:') localStorage.setItem('lang', '${lang}');`;
  /** Opens `url` in a fresh context; returns where it ends up and every main-frame navigation. */
  const land = async (url: string, options: Parameters<typeof newContext>[1], init?: string) => {
    const { context } = await newContext(env.browser, { viewport, ...options });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto(env.site.url + url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(400); // room for a (wrong) further redirect
    await page.waitForLoadState('load');
    const stored = await page.evaluate(() => localStorage.getItem('lang'));
    return { context, page, visited, stored, ended: pathOf(page) };
  };

  it('keeps the hash when it moves a visitor', async () => {
    const { context, page, ended } = await land('/#about', { locale: otherLocale, reducedMotion: 'reduce' });
    expect(ended).toBe(paths.of(homePage, other));
    expect(new URL(page.url()).hash).toBe('#about');
    await expectClean(page);
    await context.close();
  });

  it('never redirects a crawler', async () => {
    const { context, page, visited, ended } = await land('/', { locale: otherLocale, userAgent: GOOGLEBOT });
    expect(ended).toBe('/');
    expect(visited).toEqual(['/']);
    await expectClean(page);
    await context.close();
  });

  it.each([
    ['/no-such-page', otherLocale, '404: /no-such-page'],
    [`${prefixOf(other)}/no-such-page`, rootLocale, `404: ${prefixOf(other)}/no-such-page`],
    [`${prefixOf(other)}/workshops/no-such-slug`, otherLocale, '404: unknown workshop no-such-slug'],
    ['/workshops/kein-solcher-workshop', rootLocale, '404: unknown workshop kein-solcher-workshop'],
  ])('the 404 page %s never redirects (%s browser) and logs the path', async (url, locale, message) => {
    const { context, page, visited, ended } = await land(url, { locale });
    expect(ended).toBe(url);
    expect(visited).toEqual([url]);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    // The unknown path is logged to the console.
    const logged = page.waitForEvent('console', (m) => m.type() === 'info' && m.text().startsWith('404:'));
    await page.reload();
    expect((await logged).text()).toBe(message);
    await expectClean(page, { notFound: true });
    await context.close();
  });

  it('never loops, whatever the browser and the stored choice disagree on', async () => {
    // A browser of a language the site does not have.
    const below = routeIds.find((route) => route !== homePage)!;
    for (const [locale, stored, url] of [
      [otherLocale, rootLang, paths.of(homePage, other)],
      [rootLocale, other, '/'],
      [unspokenLocale, null, paths.of(below, other)],
    ] as const) {
      const { context, page, visited } = await land(url, { locale }, stored ? setStored(stored) : undefined);
      expect(visited.length, `${locale} ${stored} ${url}: ${visited}`).toBeLessThanOrEqual(2);
      await expectClean(page);
      await context.close();
    }
  });
});
