// What a visitor meets, in each engine (Chromium, Firefox, WebKit; tests/engines.ts) against the
// preview server, so the real headers and CSP apply: every page loads clean and scrolls nothing
// sideways from 320 px up, axe finds no WCAG A/AA violation, language detection and switching, the
// mobile menu and the language list, consent, and pages kept readable offline by the service
// worker. The key pages are saved as screenshots in screenshots/<engine>/ for a person to look at.
// Chromium's own suites go deeper (interaction, every-page, analytics, service-worker).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteId } from '../i18n/types.ts';
import { routeIds } from '../pages/routes.ts';
import { serve, type RunningServer } from '../tools/serve.ts';
import { builtPages, viewports } from './browser.ts';
import { engineNames, useEngine, type Tab, type Visitor } from './engines.ts';
import { contents, paths } from './fixtures.ts';

// Page-side code: see tests/browser.ts.
declare const window: any;
declare const document: any;
declare const localStorage: any;
declare const navigator: any;

const dist = inject('dist');
const pages = builtPages(dist);
const langOf = (url: string) => (url === '/en' || url.startsWith('/en/') ? 'en' : 'de');
const locales = { de: 'de-DE', en: 'en-US' } as const;
const widths = [320, 360, 375, 414, 600, 768, 900, 1024, 1280, 1440];
const [desktop, phone] = viewports;
const workshop = routeIds.find((id) => id.startsWith('workshop:'))!;
const toolPage = routeIds.find((id) => paths.of(id, 'de').startsWith('/tools/'))!;
/** What a person looks at after a CSS change. */
const keyRoutes: RouteId[] = ['home', 'tools', workshop, toolPage];
const screenshots = path.resolve(import.meta.dirname, '..', 'screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pathOf = async (tab: Tab) => new URL(await tab.url()).pathname;

/** No console error or uncaught exception (where the engine reports them), no CSP violation, no
 * request off this machine. `notFound`: the page is a 404, whose status the console reports. */
async function expectClean(tab: Tab, where: string, { notFound = false } = {}) {
  const problems = await tab.problems();
  problems.consoleErrors = problems.consoleErrors.filter((e) => !(notFound && /404|Not Found/i.test(e)));
  expect(problems, where).toEqual({ consoleErrors: [], pageErrors: [], csp: [], offMachine: [] });
}

async function axeViolations(tab: Tab): Promise<string[]> {
  if (!(await tab.evaluate(() => !!window.axe))) await tab.run(axeSource);
  return tab.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations.flatMap((v: any) => v.nodes.map((n: any) => `${v.id}: ${v.help} — ${JSON.stringify(n.target)}`));
  });
}

/** Waits until `check` holds in the page (or fails with what it last saw). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engineNames)('%s', (name) => {
  const env = useEngine(name);
  let site: RunningServer;
  /** Paths of the documents the preview server was asked for, in order (a redirect shows as two). */
  const documents: string[] = [];
  beforeAll(async () => {
    site = await serve({
      root: dist,
      port: 0,
      intercept: (req) => {
        if (/text\/html/.test(String(req.headers.accept)) && req.headers['service-worker'] === undefined)
          documents.push(new URL(req.url ?? '/', 'http://x').pathname);
        return false;
      },
    });
    mkdirSync(path.join(screenshots, name), { recursive: true });
  });
  afterAll(async () => {
    await site?.close();
  });
  const open = async (url: string, visitor: Partial<Visitor> = {}) => {
    const tab = await env.engine.open({ locale: locales[langOf(url)], viewport: desktop, ...visitor });
    await tab.goto(site.url + url);
    return tab;
  };

  describe.each(viewports)('at $width×$height', (viewport) => {
    const tabs = new Map<string, Tab>();
    afterAll(async () => {
      for (const tab of tabs.values()) await tab.close();
    });
    /** One tab per language visits every page in turn, in a browser of the page's language. */
    const visit = async (url: string) => {
      const lang = langOf(url);
      if (!tabs.has(lang)) tabs.set(lang, await env.engine.open({ locale: locales[lang], viewport }));
      const tab = tabs.get(lang)!;
      await tab.goto(site.url + url);
      return tab;
    };

    it.each(pages)(
      '$url: loads clean under the real CSP, no WCAG A/AA violation, nothing scrolls sideways',
      async ({ url, notFound }) => {
        const tab = await visit(url);
        expect(await pathOf(tab)).toBe(url);
        // The inline head script, the inline styles and the module script all ran.
        expect(await tab.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
        expect(await tab.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
        await tab.evaluate(() => document.fonts.ready.then(() => true));
        expect(await axeViolations(tab), url).toEqual([]);
        for (const width of widths.filter((w) => (viewport.width < 800 ? w < 800 : w >= 800))) {
          await tab.resize({ width, height: viewport.height });
          const overflow = await tab.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${url} at ${width}px`).toBe(0);
        }
        await tab.resize(viewport);
        const route = routeIds.find((id) => paths.of(id, langOf(url)) === url);
        if (route && keyRoutes.includes(route))
          await tab.screenshot(
            path.join(
              screenshots,
              name,
              `${url === '/' ? 'de' : url.slice(1).replaceAll('/', '_')}-${viewport.width}.png`,
            ),
          );
        await expectClean(tab, url, { notFound });
      },
    );

    it('the language list opens by keyboard and closes on Escape; on a phone the menu opens and closes', async () => {
      const tab = await open('/', { viewport });
      const expanded = (selector: string) =>
        tab.evaluate((s: string) => document.querySelector(s).getAttribute('aria-expanded'), selector);
      const shown = (selector: string) =>
        tab.evaluate((s: string) => document.querySelector(s).getBoundingClientRect().height > 0, selector);
      if (viewport.width < 800) {
        expect(await shown('#site-menu')).toBe(false);
        await tab.click('.menu-toggle');
        expect(await expanded('.menu-toggle')).toBe('true');
        expect(await shown('#site-menu')).toBe(true);
        await tab.press('Escape');
        expect(await expanded('.menu-toggle')).toBe('false');
        expect(await tab.evaluate(() => document.activeElement.classList.contains('menu-toggle'))).toBe(true);
        await tab.click('.menu-toggle');
      } else expect(await shown('.menu-toggle')).toBe(false);
      await tab.evaluate(() => document.querySelector('.lang-toggle').focus());
      await tab.press('Enter');
      expect(await expanded('.lang-toggle')).toBe('true');
      expect(await shown('#lang-menu')).toBe(true);
      await tab.press('ArrowDown');
      expect(await tab.evaluate(() => document.activeElement.getAttribute('data-lang'))).toBe('de');
      expect(await axeViolations(tab)).toEqual([]);
      await tab.press('Escape');
      expect(await expanded('.lang-toggle')).toBe('false');
      expect(await tab.evaluate(() => document.activeElement.matches('.lang-toggle'))).toBe(true);
      await expectClean(tab, '/');
      await tab.close();
    });
  });

  describe('language', () => {
    /** Opens `url` as a new visitor; returns where they end up and which documents were loaded. */
    const land = async (url: string, locale: Visitor['locale'], stored?: 'de' | 'en') => {
      const tab = await env.engine.open({ locale, viewport: desktop });
      if (stored) {
        // The visitor chose a language on an earlier visit.
        await tab.goto(site.url + '/robots.txt');
        await tab.evaluate((lang: string) => localStorage.setItem('lang', lang), stored);
      }
      documents.length = 0;
      await tab.goto(site.url + url);
      await until(
        () => pathOf(tab),
        () => false,
        600,
      ); // room for a (wrong) further redirect
      await until(
        () => tab.evaluate(() => document.readyState),
        (state) => state === 'complete',
      );
      return { tab, ended: await pathOf(tab), loaded: [...documents] };
    };

    it.each([
      ['an English browser on / goes to /en', '/', 'en-US', undefined, ['/', '/en']],
      ['a German browser stays on /', '/', 'de-DE', undefined, ['/']],
      [
        'a German browser on an English page goes to the German one',
        '/en/tools',
        'de-DE',
        undefined,
        ['/en/tools', '/tools'],
      ],
      ['a stored choice beats the browser language', '/tools', 'de-DE', 'en', ['/tools', '/en/tools']],
      [
        'a browser that speaks neither language stays where it was sent',
        '/en/tools',
        'fr-FR',
        undefined,
        ['/en/tools'],
      ],
    ] as const)('%s', async (_name, url, locale, stored, loaded) => {
      const { tab, ended, loaded: actual } = await land(url, locale, stored);
      expect(await tab.evaluate(() => navigator.languages[0])).toBe(locale);
      expect(actual).toEqual(loaded);
      expect(ended).toBe(loaded.at(-1));
      await expectClean(tab, url);
      await tab.close();
    });

    it('switching language on a workshop page swaps the slug and stores the choice', async () => {
      const [de, en] = [paths.of(workshop, 'de'), paths.of(workshop, 'en')];
      const tab = await open(de);
      await tab.click('.lang-toggle');
      await tab.click('#lang-menu a[data-lang="en"]');
      expect(
        await until(
          () => pathOf(tab),
          (p) => p === en,
        ),
      ).toBe(en);
      expect(await tab.evaluate(() => localStorage.getItem('lang'))).toBe('en');
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe('en');
      await expectClean(tab, en);
      await tab.close();
    });
  });

  describe('consent, on a build with an analytics id', () => {
    const ID = 'G-TEST123456';
    let folder: string;
    let analytics: RunningServer;
    beforeAll(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'site-engines-'));
    });
    beforeAll(async () => {
      execFileSync(process.execPath, ['--import', 'tsx', 'build.ts', '--quiet', '--out', path.join(folder, 'dist')], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { ...process.env, ANALYTICS_ID: ID },
        stdio: 'inherit',
      });
      analytics = await serve({ root: path.join(folder, 'dist'), port: 0 });
    });
    afterAll(async () => {
      await analytics?.close();
      rmSync(folder, { recursive: true, force: true });
    });
    const banner = (tab: Tab) =>
      tab.evaluate(() => {
        const element = document.querySelector('[data-consent]');
        return !!element && !element.hidden && element.getBoundingClientRect().height > 0;
      });
    const google = (urls: string[]) => urls.filter((url) => /google/.test(new URL(url).hostname));

    it('nothing before a choice; Decline holds after a reload; Accept asks for gtag.js', async () => {
      const tab = await env.engine.open({ locale: 'de-DE', viewport: phone });
      await tab.goto(analytics.url + '/');
      expect(await banner(tab)).toBe(true);
      expect(await tab.evaluate(() => document.querySelector('[data-consent]').textContent)).toContain(
        contents.de.common.consent.accept,
      );
      expect(await axeViolations(tab)).toEqual([]);
      await tab.click('[data-consent] [data-choice="denied"]');
      expect(await banner(tab)).toBe(false);
      await tab.reload();
      expect(await banner(tab)).toBe(false);
      expect(await tab.evaluate(() => typeof window.dataLayer)).toBe('undefined');
      await expectClean(tab, '/ declined');

      await tab.click('footer [data-consent-settings]');
      expect(await banner(tab)).toBe(true);
      await tab.click('[data-consent] [data-choice="granted"]');
      expect(await banner(tab)).toBe(false);
      const config = await tab.evaluate(() =>
        (window.dataLayer ?? []).some((entry: any) => entry[0] === 'config' && entry[1] === 'G-TEST123456'),
      );
      expect(config).toBe(true);
      // The request goes out (here refused: nothing leaves the machine), to Google's tag host only.
      const { offMachine } = await until(
        () => tab.problems(),
        (problems) => problems.offMachine.length > 0,
      );
      expect(google(offMachine).map((url) => new URL(url).hostname)).toEqual(['www.googletagmanager.com']);
      await tab.close();
    });
  });

  describe('service worker', () => {
    it('a visited page stays readable when the server is gone', async () => {
      // A copy of the build on a server of its own, to stop under the running worker.
      const root = mkdtempSync(path.join(tmpdir(), 'site-engines-sw-'));
      cpSync(dist, root, { recursive: true });
      const copy = await serve({ root, port: 0 });
      try {
        const tab = await env.engine.open({ locale: 'de-DE', viewport: desktop });
        await tab.goto(copy.url + '/');
        await tab.evaluate(() => navigator.serviceWorker.ready.then(() => true));
        await tab.goto(copy.url + '/tools');
        const heading = await tab.evaluate(() => document.querySelector('main h1').textContent);
        await copy.close();
        await tab.reload();
        expect(await pathOf(tab)).toBe('/tools');
        expect(await tab.evaluate(() => document.querySelector('main h1')?.textContent)).toBe(heading);
        await tab.close();
      } finally {
        await copy.close();
        rmSync(root, { recursive: true, force: true });
      }
    });
  });
});

// Every engine sees the same number of pages: a suite that lost its pages would pass empty.
it('visits every route in both languages and both 404 pages', () => {
  expect(pages.length).toBe(routeIds.length * 2 + 2);
});
