// The interactive layer in a real browser: Debian's Chromium against the preview server, so every
// page runs under the real CSP. Navigation (compact bar, active section, scroll to top, hash
// landing, mobile menu, language dropdown) and language switching at a desktop and a phone
// viewport; the Tools highlight, no analytics on the default build, redirect stubs and language
// detection, which read no viewport, at one (the service worker: tests/service-worker.test.ts;
// analytics on a build with an id: tests/analytics.test.ts). Every test ends by checking the pages
// stayed clean: no console or page errors, no CSP violation, no request off this machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createPaths, fileOf, redirects } from '../site/routes.ts';
import { loadSiteConfig } from '../site.config.ts';
import { config, contents } from './fixtures.ts';
import {
  expectClean,
  frames,
  useChromium,
  newContext,
  openMenuIfCollapsed,
  preventNewTab,
  scrollInstantly,
  settledScroll,
  viewports,
  type Viewport,
} from './browser.ts';

// Page-side code: see tests/browser.ts.
declare const window: any;
declare const PerformanceObserver: any;
declare const document: any;
declare const localStorage: any;
declare const navigator: any;
declare const caches: any;
declare function getComputedStyle(element: any): any;

const dist = inject('dist');
const booking = loadSiteConfig({}).links.booking;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const pathOf = (page: Page) => new URL(page.url()).pathname;

const env = useChromium(dist);

/** Where the section's top sits in the viewport, and how tall the bar is. */
const offsetOf = (page: Page, id: string) =>
  page.evaluate((id: string) => {
    const target = document.getElementById(id);
    return {
      top: target ? target.getBoundingClientRect().top : NaN,
      bar: document.querySelector('.site-header').offsetHeight,
    };
  }, id);

/** Positions are measured in CSS pixels and may be fractional. */
const expectNear = (actual: number, expected: number, tolerance = 1) =>
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tolerance);

const activeSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.site-header [data-section].is-active')].map((a: any) => a.dataset.section),
  );

/** Opens `urlPath` in a fresh context at `viewport`. A German browser unless a test says otherwise:
 * language detection keeps it on the German pages. No service worker: its install fetches the
 * shell on every fresh context, and nothing here is about it (tests/service-worker.test.ts is). */
const openAt = async (viewport: Viewport, urlPath: string, options: Parameters<typeof newContext>[1] = {}) => {
  const { context, log } = await newContext(env.browser, {
    viewport,
    locale: 'de-DE',
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  await page.goto(env.site.url + urlPath);
  return { context, log, page };
};

describe.each(viewports)('at $width×$height', (viewport) => {
  const phone = viewport.width < 800;
  const open = (urlPath: string, options: Parameters<typeof newContext>[1] = {}) => openAt(viewport, urlPath, options);

  it('1. the bar becomes compact beyond 50px of scrolling, and back', async () => {
    const { context, page } = await open('/');
    const compact = () => page.evaluate(() => document.querySelector('.site-header').classList.contains('is-compact'));
    expect(await compact()).toBe(false);
    expect(await scrollInstantly(page, 49)).toBe(49);
    expect(await compact()).toBe(false);
    expect(await scrollInstantly(page, 51)).toBe(51);
    await expect.poll(compact).toBe(true);
    expect(await scrollInstantly(page, 49)).toBe(49);
    await expect.poll(compact).toBe(false);
    // Also off the home page.
    await page.goto(env.site.url + '/tools');
    expect(await scrollInstantly(page, 51)).toBe(51);
    await expect.poll(compact).toBe(true);
    await expectClean(page);
    await context.close();
  });

  it('2. on the home page the active link follows the section within 100px of the top', async () => {
    const { context, page } = await open('/');
    if (phone) await openMenuIfCollapsed(page);
    expect(await activeSections(page)).toEqual(['top']);
    /** Scrolls so the section's top sits `at` px below the viewport's top; returns where it sits. */
    const place = async (id: string, at: number) => {
      const y = await page.evaluate(
        ({ id, at }: { id: string; at: number }) =>
          document.getElementById(id).getBoundingClientRect().top + window.scrollY - at,
        { id, at },
      );
      await scrollInstantly(page, Math.round(y));
      return (await offsetOf(page, id)).top;
    };
    for (const [id, before] of [
      ['solutions', 'top'],
      ['about', 'solutions'],
    ] as const) {
      // Just below the 100px line the previous section is still the active one...
      expectNear(await place(id, 110), 110);
      await expect.poll(() => activeSections(page)).toEqual([before]);
      // ...at or above it, this one.
      expectNear(await place(id, 95), 95);
      await expect.poll(() => activeSections(page)).toEqual([id]);
      expectNear(await place(id, 20), 20);
      await expect.poll(() => activeSections(page)).toEqual([id]);
    }
    await scrollInstantly(page, 0);
    await expect.poll(() => activeSections(page)).toEqual(['top']);
    await expectClean(page);
    await context.close();
  });

  it('4. Home on the home page scrolls smoothly to the top without loading a page', async () => {
    const { context, page } = await open('/');
    expect(await scrollInstantly(page, 2000)).toBe(2000);
    await page.evaluate(() => {
      window.__sameDocument = true;
      window.__scrolls = [];
      window.addEventListener('scroll', () => window.__scrolls.push(window.scrollY));
    });
    if (phone) await openMenuIfCollapsed(page);
    await page.locator('.site-header a[data-section="top"]').click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    expect(pathOf(page)).toBe('/');
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    const positions: number[] = await page.evaluate(() => window.__scrolls);
    expect(
      positions.some((y) => y > 0 && y < 2000),
      `smooth: passes through positions (${positions})`,
    ).toBe(true);
    if (phone) expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    await expectClean(page);
    await context.close();
  });

  describe('5. hash links land just below the bar (bar height + 8px)', () => {
    const reduced = { reducedMotion: 'reduce' } as const;
    const expectLanded = async (page: Page, id: string) => {
      await settledScroll(page);
      const { top, bar } = await offsetOf(page, id);
      expect(bar).toBeGreaterThan(0);
      expect(Math.abs(top - (bar + 8)), `#${id} at ${top}px, bar ${bar}px`).toBeLessThanOrEqual(2);
    };

    it.each([
      ['/#about', '/', 'about'],
      ['/en#solutions', '/en', 'solutions'],
    ])('opened fresh at %s', async (url, pathname, id) => {
      const { context, page } = await open(url, { ...reduced, locale: pathname === '/en' ? 'en-US' : 'de-DE' });
      expect(pathOf(page)).toBe(pathname);
      await expectLanded(page, id);
      await expectClean(page);
      await context.close();
    });

    it('with motion allowed, the smooth scroll lands just as exactly (the bar animates to its compact height)', async () => {
      const { context, page } = await open('/#about');
      await expect
        .poll(
          async () => {
            const { top, bar } = await offsetOf(page, 'about');
            return Math.abs(top - (bar + 8)) <= 2;
          },
          { timeout: 5000 },
        )
        .toBe(true);
      await expectLanded(page, 'about');
      await expectClean(page);
      await context.close();
    });

    it('arriving from another page: About on /tools', async () => {
      const { context, page } = await open('/tools', reduced);
      if (phone) await openMenuIfCollapsed(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/' && url.hash === '#about'),
        page.locator('.site-header a[data-section="about"]').click(),
      ]);
      await page.waitForLoadState('load');
      await expectLanded(page, 'about');
      await expectClean(page);
      await context.close();
    });

    it('an in-page link on the home page scrolls without loading a page', async () => {
      const { context, page } = await open('/', reduced);
      await page.evaluate(() => (window.__sameDocument = true));
      if (phone) await openMenuIfCollapsed(page);
      await page.locator('.site-header a[data-section="solutions"]').click();
      await expectLanded(page, 'solutions');
      expect(new URL(page.url()).hash).toBe('#solutions');
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
      await expect.poll(() => activeSections(page)).toEqual(['solutions']);
      await expectClean(page);
      await context.close();
    });

    it('with reduced motion nothing scrolls smoothly', async () => {
      const { context, page } = await open('/', reduced);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
      // The scrolling the script does jumps too: Home from 2000 px, then a section link.
      expect(await scrollInstantly(page, 2000)).toBe(2000);
      await page.evaluate(() => {
        window.__scrolls = [];
        window.addEventListener('scroll', () => window.__scrolls.push(window.scrollY));
      });
      if (phone) await openMenuIfCollapsed(page);
      await page.locator('.site-header a[data-section="top"]').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (phone) await openMenuIfCollapsed(page);
      await page.locator('.site-header a[data-section="solutions"]').click();
      await expectLanded(page, 'solutions');
      const positions: number[] = await page.evaluate(() => window.__scrolls);
      const landed = await page.evaluate(() => window.scrollY);
      expect(positions.filter((y) => y !== 0 && y !== landed)).toEqual([]);
      await expectClean(page);
      await context.close();
    });
  });

  if (phone) {
    it('6. the mobile menu opens, closes on a link, and closes on Escape with focus back on its button', async () => {
      const { context, page } = await open('/');
      const toggle = page.locator('.menu-toggle');
      const menu = page.locator('#site-menu');
      expect(await toggle.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.getAttribute('aria-controls')).toBe('site-menu');
      expect(await menu.isVisible()).toBe(false);
      expect(await toggle.evaluate((b: any) => b.textContent.trim().length > 0 || !!b.getAttribute('aria-label'))).toBe(
        true,
      );

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.locator(`a[href^="${booking}"]`).isVisible()).toBe(true);
      for (const section of ['top', 'solutions', 'about'])
        expect(await menu.locator(`a[data-section="${section}"]`).isVisible(), section).toBe(true);

      await menu.locator('a[data-section="solutions"]').click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab'); // into the menu
      expect(await page.evaluate(() => !!document.activeElement.closest('#site-menu'))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement.classList.contains('menu-toggle'))).toBe(true);
      await expectClean(page);
      await context.close();
    });
  } else {
    it('6. on a wide screen there is no menu button: links, language and booking sit in the bar', async () => {
      const { context, page } = await open('/');
      expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
      for (const section of ['top', 'solutions', 'about'])
        expect(await page.locator(`.site-header a[data-section="${section}"]`).isVisible(), section).toBe(true);
      expect(await page.locator('.site-header a[href="/tools"]').isVisible()).toBe(true);
      expect(await page.locator('.lang-toggle').isVisible()).toBe(true);
      expect(await page.locator(`.site-header a[href^="${booking}"]`).isVisible()).toBe(true);
      await expectClean(page);
      await context.close();
    });
  }

  it('7. the language dropdown works by keyboard', async () => {
    const { context, page } = await open('/');
    if (phone) await openMenuIfCollapsed(page);
    const toggle = page.locator('.lang-toggle');
    const list = page.locator('#lang-menu');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el.matches('.lang-toggle') ? 'toggle' : el.matches('#lang-menu a[data-lang]') ? 'language' : el.tagName;
      });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('lang-menu');
    expect(await list.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('language');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await focused()).toBe('toggle');

    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    // A click elsewhere closes it.
    await page.locator('main').dispatchEvent('click');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The arrows move through the languages and wrap; Enter on one switches to it.
    const language = () => page.evaluate(() => document.activeElement.getAttribute('data-lang'));
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await language()).toBe('de');
    await page.keyboard.press('ArrowDown');
    expect(await language()).toBe('en');
    await page.keyboard.press('ArrowDown');
    expect(await language()).toBe('de');
    await page.keyboard.press('ArrowUp');
    expect(await language()).toBe('en');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en'), page.keyboard.press('Enter')]);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await expectClean(page);
    await context.close();
  });

  it('8. switching language on a workshop page swaps the slug, stores the choice and replaces the entry', async () => {
    const { context, page } = await open('/', { locale: 'de-DE' });
    await page.goto(env.site.url + '/workshops/effiziente-ux-workflows-mit-ki');
    if (phone) await openMenuIfCollapsed(page);
    await page.locator('.lang-toggle').click();
    const english = page.locator('#lang-menu a[data-lang="en"]');
    expect(await english.getAttribute('href')).toBe('/en/workshops/efficient-ux-workflows-with-ai');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/workshops/efficient-ux-workflows-with-ai'),
      english.click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Back skips the replaced German workshop page: it lands on the home page visited before it.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goBack();
    await page.waitForLoadState('load');
    expect(visited[0]).toBe('/');
    expect(visited).not.toContain('/workshops/effiziente-ux-workflows-mit-ki');
    // …and, loaded again, the home page follows the stored choice to its English counterpart.
    await expect.poll(() => pathOf(page)).toBe('/en');
    await expectClean(page);
    await context.close();
  });
});

// What reads no viewport (the server marks the current page; the default build has no analytics;
// a stub's script): one viewport serves.
describe('at 1280×800', () => {
  const open = (urlPath: string, options: Parameters<typeof newContext>[1] = {}) =>
    openAt(viewports[0], urlPath, options);

  it.each([
    ['de-DE', ['/tools', '/tools/interview-agent', '/tools/markdown-prototyping'], '/tools'],
    ['en-US', ['/en/tools', '/en/tools/interview-agent', '/en/tools/markdown-prototyping'], '/en/tools'],
  ] as const)('3. Tools is the current page on every tools page (%s)', async (locale, toolPages, toolsHref) => {
    // A browser in the pages' language, so detection leaves them where they are.
    const { context, page } = await open(toolPages[0], { locale });
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.site-header .nav-links a[aria-current="page"]')].map((a: any) =>
          a.getAttribute('href'),
        ),
      );
    for (const urlPath of toolPages) {
      await page.goto(env.site.url + urlPath);
      expect(pathOf(page), urlPath).toBe(urlPath);
      expect(await current(), urlPath).toEqual([toolsHref]);
    }
    const home = toolsHref === '/tools' ? '/' : '/en';
    for (const urlPath of [home, `${home === '/' ? '' : home}/impressum`]) {
      await page.goto(env.site.url + urlPath);
      expect(pathOf(page), urlPath).toBe(urlPath);
      expect(await current(), urlPath).not.toContain(toolsHref);
    }
    await expectClean(page);
    await context.close();
  });

  describe('10. analytics', () => {
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

  it('14. a redirect stub (for hosts without redirect rules) moves on and leaves no history entry', async () => {
    const { context, page } = await open('/');
    // The preview server answers the old URL with a 301, as the hosts with redirect rules do; here
    // the stub file answers it, with the headers (CSP and all) of any page, as a plain host serves
    // it. Its meta refresh is taken out, so what moves on is the stub's script.
    const { from, route, lang } = redirects[0]!;
    const target = createPaths(contents, config).of(route, lang);
    await context.route(env.site.url + from, async (request) => {
      const response = await request.fetch({ url: env.site.url + target });
      const body = readFileSync(path.join(dist, fileOf(from)), 'utf8');
      expect(body).toMatch(/<meta [^>]*http-equiv="?refresh/);
      await request.fulfill({ response, body: body.replace(/<meta [^>]*http-equiv="?refresh[^>]*>/, '') });
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
describe('9. language detection (1280×800)', () => {
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

  it.each([
    ['an English browser on / goes to /en, nothing stored', '/', 'en-US', null, ['/', '/en'], null],
    ['a German browser stays on /, nothing stored', '/', 'de-DE', null, ['/'], null],
    ['a stored preference beats the browser language', '/tools', 'de-DE', 'en', ['/tools', '/en/tools'], 'en'],
    [
      'a browser that speaks neither language stays on the English page it was sent to, nothing stored',
      '/en/tools',
      'fr-FR',
      null,
      ['/en/tools'],
      null,
    ],
    ['a browser that speaks neither language stays on a German page too', '/tools', 'fr-FR', null, ['/tools'], null],
  ] as const)('%s', async (_name, url, locale, preference, visits, lang) => {
    const { context, page, visited, stored, ended } = await land(
      url,
      { locale },
      preference ? setStored(preference) : undefined,
    );
    expect(visited).toEqual(visits);
    expect(ended).toBe(visits.at(-1));
    expect(stored).toBe(lang);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await expectClean(page);
    await context.close();
  });

  it('a German browser on an English page goes to the German page', async () => {
    const { context, page, visited, ended } = await land('/en/tools/interview-agent', { locale: 'de-DE' });
    expect(ended).toBe('/tools/interview-agent');
    expect(visited.length).toBeLessThanOrEqual(2);
    await expectClean(page);
    await context.close();
  });

  it('keeps the hash when it moves a visitor', async () => {
    const { context, page, ended } = await land('/#about', { locale: 'en-US', reducedMotion: 'reduce' });
    expect(ended).toBe('/en');
    expect(new URL(page.url()).hash).toBe('#about');
    await expectClean(page);
    await context.close();
  });

  it('never redirects a crawler', async () => {
    const { context, page, visited, ended } = await land('/', { locale: 'en-US', userAgent: GOOGLEBOT });
    expect(ended).toBe('/');
    expect(visited).toEqual(['/']);
    await expectClean(page);
    await context.close();
  });

  it.each([
    ['/no-such-page', 'en-US', '404: /no-such-page'],
    ['/en/no-such-page', 'de-DE', '404: /en/no-such-page'],
    ['/en/workshops/no-such-slug', 'en-US', '404: unknown workshop no-such-slug'],
    ['/workshops/kein-solcher-workshop', 'de-DE', '404: unknown workshop kein-solcher-workshop'],
  ])('the 404 page %s never redirects (%s browser) and logs the path', async (url, locale, message) => {
    const { context, page, visited, ended } = await land(url, { locale });
    expect(ended).toBe(url);
    expect(visited).toEqual([url]);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    // SPEC: the unknown path is logged to the console.
    const logged = page.waitForEvent('console', (m) => m.type() === 'info' && m.text().startsWith('404:'));
    await page.reload();
    expect((await logged).text()).toBe(message);
    await expectClean(page, { notFound: true });
    await context.close();
  });

  it('never loops, whatever the browser and the stored choice disagree on', async () => {
    for (const [locale, stored, url] of [
      ['en-US', 'de', '/en'],
      ['de-DE', 'en', '/'],
      ['fr-FR', null, '/en/tools'],
    ] as const) {
      const { context, page, visited } = await land(url, { locale }, stored ? setStored(stored) : undefined);
      expect(visited.length, `${locale} ${stored} ${url}: ${visited}`).toBeLessThanOrEqual(2);
      await expectClean(page);
      await context.close();
    }
  });
});
