// What a visitor meets, in one engine (tests/support/engines.ts), against the preview server so the
// real headers and CSP apply: every page loads clean, with no WCAG A/AA violation, nothing sideways
// and no stray card at any width, storing and contacting only what the privacy policy declares; the
// header at every width, also of a declared site with every page in its navigation; the interactive
// layer; language detection and switching; consent and its withdrawal on a build with an analytics
// id; the service worker and the redirect stubs. Every expectation is read from the site's model
// (site/model.ts): its pages, languages, navigation, footer and privacy declaration. One file per
// engine runs it (engine-chromium, engine-firefox, engine-webkit), so vitest's two workers run
// engines side by side. A few visitors serve all tests (a WebKit visitor is a MiniBrowser of its
// own); screenshots of one page of each kind go to a temporary folder (SCREENSHOTS_DIR moves it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildSite } from '../../site/build-site.ts';
import type { Host } from '../../site/host-names.ts';
import { fileOf, resolveSite, type Site, type SitePage } from '../../site/model.ts';
import { consentMonths, storageNames } from '../../site/privacy.ts';
import type { Project } from '../../site/project.ts';
import { writeSite } from '../../site/write.ts';
import { serve, type RunningServer } from '../../tools/serve.ts';
import * as on from './browser.ts';
import { checkoutFolder } from './caches.ts';
import { testDomain, useEngine, type EngineName, type Seen, type Tab, type Visitor } from './engines.ts';
import { localeOf, unspokenLocale } from './locales.ts';
import { mismatches, storedInPage, type Visitor as Choices } from './privacy-check.ts';
import {
  analytics as withAnalytics,
  analyticsId,
  declare,
  everyPageInNav,
  languages,
  serviceWorker,
  shipped,
  shippedSite as site,
} from './site.ts';

const dist = inject('dist');
/** The build with an analytics id, as tests/global-setup.ts makes it. */
const analytics = resolveSite(declare(shipped, withAnalytics).input);
const codes = site.languages.map((language) => language.code);
const [root, last] = [codes[0]!, codes.at(-1)!];
const name = (lang: string, of: Site = site) => of.languages.find((language) => language.code === lang)!.name;
const home = (lang: string, of: Site = site) => of.pages.find((p) => p.id === of.home && p.lang === lang)!;
/** A page besides the home page: one of a list (a workshop) where there is one. */
const inner = (lang: string, of: Site = site) =>
  of.pages.find((p) => p.lang === lang && p.item) ??
  of.pages.find((p) => p.lang === lang && p.id !== of.home && p.url)!;
const [desktop, phone, tablet] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];
/** The smallest phone in use (an iPhone SE of the first kind). */
const smallPhone = { width: 320, height: 568 };
/** A visitor of each language, at alternating sizes; the last language's (besides the root's) prefers
 * reduced motion, so that one browser serves both in the engines that start one for each. */
const visitorOf = (lang: string, of: Site = site): Visitor => {
  const index = of.languages.findIndex((language) => language.code === lang);
  return {
    locale: localeOf(of.languages[index]!),
    viewport: index % 2 === 0 ? desktop : phone,
    reducedMotion: index > 0 && index === of.languages.length - 1,
  };
};
/** The site the language tests visit: the shipped one where it has two languages or more, else the
 * shipped one with a second, so that detection and switching are tested whatever the owner keeps. */
const inTwo = codes.length > 1 ? undefined : declare(shipped, languages(2));
const bilingual = inTwo ? resolveSite(inTwo.input) : site;
/** The home page's sections in the navigation (`top` first), and the one hash links go to. */
const sections = home(root).nav.flatMap((link) => (link.section ? [link.section] : []));
const hashTarget = sections.filter((section) => section !== 'top').at(-1);
const booking = site.config.links.booking;
/** Widths of phones, tablets and desktops, between the breakpoints of the page's grids. */
const layoutWidths = [320, 360, 390, 480, 600, 768, 900, 1024, 1280, 1920];
const everyWidth = (step: number) => Array.from({ length: 1600 / step + 1 }, (_, i) => 320 + i * step);
/** Every page as a visitor meets it: a 404 page at an unknown URL of each list of its language (a
 * relative URL would break there first; the language tests visit one at its top), or of the language. */
const visits = site.pages.flatMap((page) => {
  if (page.id !== 'notFound') return [{ page, url: page.path }];
  const lists = site.pages.filter((p) => p.lang === page.lang && p.item).map((p) => p.path.replace(/\/[^/]+$/, ''));
  const unknown = lists.length
    ? new Set(lists.map((l) => `${l}/no-such-item`))
    : [`${page.path.replace(/\/404$/, '')}/no-such-page`];
  return [...unknown].map((url) => ({ page, url }));
});
/** One page of each kind (component), in alternating languages: what a person looks at after a CSS change. */
const keyPages = new Set(
  [...new Set(site.pages.map((p) => p.entry.component))].map((component, i) =>
    site.pages.find((p) => p.entry.component === component && p.lang === codes[i % codes.length])!,
  ),
);
// One folder for each checkout: each engine's run empties its own.
const screenshots = path.resolve(process.env.SCREENSHOTS_DIR ?? checkoutFolder('site-screenshots'));

/** gtag.js as the tests answer it: what GA4 documents for a page view, whatever the declaration says:
 * `_ga` and `_ga_<id without "G-">` on the highest domain it may (none on an IP address), and a hit. */
const gtagStandIn = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  const host = location.hostname;
  const kept = 'path=/; max-age=63072000' + (/^[\\d.]+$/.test(host) ? '' : '; domain=' + host.split('.').slice(-2).join('.'));
  document.cookie = '_ga=GA1.1.1234567890.1700000000; ' + kept;
  document.cookie = '_ga_' + id.slice(2) + '=GS1.1.1700000000.1.0.1700000000.0.0.0; ' + kept;
  window.__gtagLoaded = true;
  fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=page_view', { method: 'POST', mode: 'no-cors' })
    .catch(() => {}).finally(() => (window.__gaSent = true));
})();`;
const standIns = [
  { url: /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/, type: 'text/javascript', body: gtagStandIn },
  { url: /^https:\/\/[^/]+\.google-analytics\.com\//, status: 204 },
];

/** What the page stored and the origins it contacted against the build's privacy declaration, for what
 * the visitor has done. Waits for the service worker (where the build has one), which stores once ready. */
async function privacyMismatches(tab: Tab, of: Site, choices: Choices, seen: Seen): Promise<string[]> {
  if (of.privacy.features.includes('offline')) await on.workerReady(tab);
  const origins = seen.offMachine.map((url) => new URL(url).origin);
  return mismatches(of.privacy, choices, await tab.evaluate(storedInPage), origins);
}
const nothingChosen = { choseLanguage: false, consent: null };

/** A declared site as the build command writes it, into `folder`. */
async function buildInto(project: Project, folder: string, host?: Host): Promise<string> {
  await writeSite(folder, (await buildSite(project, { host })).output);
  return folder;
}

/** Where the header shows its menu button, opens the menu (its links are in it). */
async function openMenuIfCollapsed(tab: Tab): Promise<void> {
  if ((await on.visible(tab, '.menu-toggle')) && (await on.attribute(tab, '.menu-toggle', 'aria-expanded')) !== 'true')
    await tab.click('.menu-toggle');
}
/** Clicks `selector` in the header: in its menu where the header shows the menu button. */
const clickInHeader = async (tab: Tab, selector: string) => (await openMenuIfCollapsed(tab), await tab.click(selector));
/** Booking links open a new tab on another host: the click (and its listeners) stays, the tab does not open. */
const preventNewTab = (tab: Tab) =>
  tab.evaluate(() =>
    addEventListener('click', (e) => (e.target as Element).closest('[data-booking]') && e.preventDefault()),
  );
const dataLayer = (tab: Tab): Promise<unknown[][]> =>
  tab.evaluate(() => JSON.parse(JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as never)))));
const ctaClicks = async (tab: Tab) => (await dataLayer(tab)).filter((entry) => entry[1] === 'cta_click');
const isCompact = (tab: Tab) =>
  tab.evaluate(() => document.querySelector('.site-header')!.classList.contains('is-compact'));

export function visitorSuite(engine: EngineName): void {
  describe(engine, () => {
    const env = useEngine(engine, standIns);
    let plain: RunningServer;
    let withId: RunningServer;
    /** Where the language tests visit `bilingual`: `plain`, or a server of the declared site. */
    let languageServer: RunningServer;
    let languageFolder: string | undefined;
    /** Paths of the documents the plain build's server was asked for, in order (a redirect shows as two). */
    const documents: string[] = [];
    beforeAll(async () => {
      const intercept = (req: IncomingMessage, res: ServerResponse) => {
        if (/text\/html/.test(String(req.headers.accept)) && !req.url?.includes('framed'))
          documents.push(new URL(req.url ?? '/', 'http://x').pathname);
        return on.framable(req, res);
      };
      plain = await serve({ root: dist, port: 0, intercept });
      languageServer = plain;
      if (inTwo) {
        languageFolder = mkdtempSync(path.join(tmpdir(), `site-${engine}-languages-`));
        languageServer = await serve({ root: await buildInto(inTwo, languageFolder), port: 0, intercept });
      }
      withId = await serve({ root: inject('analyticsDist'), port: 0, intercept: on.framable });
      // This run's screenshots alone: an earlier run's of a page since removed would mislead.
      rmSync(path.join(screenshots, engine), { recursive: true, force: true });
      mkdirSync(path.join(screenshots, engine), { recursive: true });
    });
    /** A visitor of each language, shared by the tests that need no new one. */
    const tabs = new Map<string, Promise<Tab>>();
    const tabOf = (lang: string, of: Site = site) =>
      tabs.get(lang) ?? tabs.set(lang, env.engine.open(visitorOf(lang, of))).get(lang)!;
    afterAll(async () => {
      for (const tab of tabs.values()) await (await tab).close();
      await plain?.close();
      await withId?.close();
      if (languageFolder) {
        await languageServer?.close();
        rmSync(languageFolder, { recursive: true, force: true });
      }
      console.log(`${engine}: screenshots of the key pages in ${path.join(screenshots, engine)}`);
    });
    /** A new visitor on `url`. */
    const open = async (url: string, visitor: Partial<Visitor> = {}) => {
      const tab = await env.engine.open({ ...visitorOf(root), ...visitor });
      await tab.goto(url);
      return tab;
    };

    // Every page in Chromium; in the other engines one page of each kind (what their layout and
    // scripts differ on is the template, which every page of a kind shares), with every 404 visit.
    const visited = engine === 'chromium' ? visits : visits.filter(({ page }) => keyPages.has(page));
    describe(engine === 'chromium' ? 'every page' : 'a page of each kind', () => {
      it.each(visited)(
        '$url: loads clean under the real CSP, no WCAG A/AA violation, nothing sideways at any width, stores what the policy says',
        async ({ page, url }) => {
          const tab = await tabOf(page.lang);
          await tab.goto(plain.url + url);
          const shown = await tab.evaluate(async () => {
            await document.fonts.ready;
            const settings = document.querySelector<HTMLElement>('[data-consent-settings]');
            return {
              path: location.pathname,
              // The inline head script, the inline styles and the module script all ran.
              ran: [document.documentElement.classList.contains('js'), document.styleSheets.length > 0],
              // A build without an analytics id: no banner, no settings button, no analytics code.
              analytics: [!!document.querySelector('[data-consent]'), !!settings, typeof window.dataLayer],
            };
          });
          expect(shown.path, 'never sent elsewhere').toBe(url);
          expect(shown.ran).toEqual([true, true]);
          expect(shown.analytics).toEqual([false, false, 'undefined']);
          expect(await on.axeViolations(tab), url).toEqual([]);
          // Across widths, in a frame: nothing scrolls sideways, no card alone at the start of a row.
          await on.withProbe(tab);
          const args = { url, widths: layoutWidths };
          expect(await tab.evaluate((a) => window.__probe.across(a.url, a.widths, 'layout'), args)).toEqual([]);
          if (keyPages.has(page)) {
            const file = `${page.file.replace(/\//g, '_')}-${visitorOf(page.lang).viewport.width}.png`;
            await tab.screenshot(path.join(screenshots, engine, file));
          }
          const seen = await tab.seen();
          expect(await privacyMismatches(tab, site, nothingChosen, seen), `${url}: privacy`).toEqual([]);
          // The 404 page logs the path it was asked for.
          if (page.id === 'notFound' && env.engine.can.console)
            expect(seen.console.join()).toContain(url.split('/').pop());
          on.expectClean(seen, url, { notFound: page.id === 'notFound' });
        },
      );
    });

    // A page of each state of the navigation (which link is current, in bold) in each language: the
    // page's own link and its parent's are drawn alike (pages.test holds their aria-current).
    const stateOf = (p: SitePage) => JSON.stringify([p.lang, p.nav.map((link) => [link.href, !!link.current])]);
    const navStates = site.pages.filter(
      (p, i) => p.id !== 'notFound' && site.pages.findIndex((q) => stateOf(q) === stateOf(p)) === i,
    );
    /** The header probe on `page` (of the server the tab is on), at `widths` and without JavaScript at
     * `plainWidths`: its links, its language menu and the booking button; no problem found. */
    const expectHeaderFits = async (tab: Tab, page: SitePage, widths: number[], plainWidths: number[] = []) => {
      await on.withProbe(tab);
      const hrefs = (list: { href: string }[]) => list.map(({ href }) => href);
      const languages = page.inLanguages.length > 1 ? hrefs(page.inLanguages) : [];
      const model = { url: page.path, links: hrefs(page.nav), languages, booking, widths, plainWidths };
      const problems = await tab.evaluate((model) => window.__probe.header(model), model);
      expect(problems.slice(0, 20), `${page.path}: ${problems.length} problems`).toEqual([]);
    };
    it.each(navStates)(
      '$path: the header at every width from 320 to 1920 px is one row with every link, the language menu and booking, or the menu button and a menu that holds them; without JavaScript every one shows',
      async (page) => {
        const tab = await tabOf(page.lang);
        // The probe loads the page into a frame: any page of the server holds it.
        if (!(await tab.url()).startsWith(`${plain.url}/`)) await tab.goto(plain.url + page.path);
        // Without JavaScript the header wraps as it needs: every other step of the sweep.
        await expectHeaderFits(tab, page, everyWidth(10), everyWidth(20));
        // The frame without scripts reports the scripts it did not run.
        const seen = await tab.seen();
        on.expectClean({ ...seen, consoleErrors: seen.consoleErrors.filter((e) => !/sandbox/.test(e)) }, page.path);
      },
    );

    describe('navigation', () => {
      const at = async (url: string) => {
        const tab = await tabOf(root);
        if (url.includes('#')) await tab.goto('about:blank');
        await tab.goto(plain.url + url);
        return tab;
      };
      const activeSections = (tab: Tab) =>
        tab.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.site-header .is-active')].map((a) => a.dataset.section),
        );
      /** `barShown`: whether the bar stays on the screen (it scrolls away on a screen a few lines high). */
      const expectLanded = async (tab: Tab, id: string, barShown = true) => {
        await on.settledScroll(tab);
        // Below what is left of the bar on the screen: all of it, or none where it scrolls with the page.
        const { top, bar, end } = await tab.evaluate(
          (id) => ({
            top: document.getElementById(id)!.getBoundingClientRect().top,
            bar: Math.max(0, document.querySelector<HTMLElement>('.site-header')!.getBoundingClientRect().bottom),
            // Scrolled as far as the page goes: a section near its end stands lower, never higher.
            end: scrollY > 0 && Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
          }),
          id,
        );
        expect(bar > 0, `the bar ${barShown ? 'on' : 'off'} the screen`).toBe(barShown);
        const off = top - (bar + 8);
        expect(end ? Math.max(0, -off) : Math.abs(off), `#${id} at ${top}px, bar ${bar}px`).toBeLessThanOrEqual(2);
      };
      /** From 2000 px down, Home in the header, back to the top; from 2000 px on, the window's scroll
       * positions recorded, and where the click left it once its handlers ran, in a document marked as this one. */
      const homeFromBelow = async (tab: Tab) => {
        on.expectNear(await on.scrollInstantly(tab, 2000), 2000);
        await tab.evaluate(() => {
          window.__sameDocument = true;
          window.__scrolls = [];
          addEventListener('scroll', () => window.__scrolls.push(scrollY));
          addEventListener('click', () => (window.__atClick = scrollY));
        });
        await clickInHeader(tab, '.site-header a[data-section="top"]');
        await expect.poll(() => tab.evaluate(() => scrollY)).toBe(0);
      };
      const homeUrl = home(root).path;

      it('the bar becomes compact beyond 50px of scrolling, and back; the active link follows the section within 100px of the top', async () => {
        const tab = await at(homeUrl);
        for (const [y, is] of [
          [49, false],
          [51, true],
          [49, false],
        ] as const) {
          on.expectNear(await on.scrollInstantly(tab, y), y);
          await expect.poll(() => isCompact(tab), { message: `at ${y}px` }).toBe(is);
        }
        // The sections in the order of the page; just below the 100px line the one before is active,
        // at or above it this one.
        const below = await tab.evaluate(
          (ids) =>
            ids
              .map((id) => document.getElementById(id)!)
              .sort((a, b) => a.offsetTop - b.offsetTop)
              .map((el) => el.id),
          sections.filter((section) => section !== 'top'),
        );
        const ordered = ['top', ...below];
        for (let i = 1; i < ordered.length; i++)
          for (const [offset, active] of [
            [110, ordered[i - 1]],
            [95, ordered[i]],
          ] as const) {
            const y = await tab.evaluate(
              ([id, at]) => document.getElementById(id!)!.getBoundingClientRect().top + scrollY - Number(at),
              [ordered[i]!, String(offset)],
            );
            await on.scrollInstantly(tab, Math.round(y));
            await expect.poll(() => activeSections(tab), { message: `${ordered[i]} at ${offset}px` }).toEqual([active]);
          }
        await on.scrollInstantly(tab, 0);
        await expect.poll(() => activeSections(tab)).toEqual([ordered[0]]);
        on.expectClean(await tab.seen(), homeUrl);
      });

      it('Home on the home page scrolls smoothly to the top without loading a page', async () => {
        const tab = await at(homeUrl);
        await homeFromBelow(tab);
        expect(await tab.evaluate(() => [location.pathname, window.__sameDocument])).toEqual([homeUrl, true]);
        // Smooth: the click leaves the page where it was, to an animation (an instant scroll is done by
        // then). Which positions a frame shows on the way depends on how busy the machine is.
        on.expectNear((await tab.evaluate(() => window.__atClick))!, 2000);
        on.expectClean(await tab.seen(), homeUrl);
      });

      if (hashTarget) {
        it('with motion allowed, a hash lands just below the bar (the bar animates to its compact height), or, on a screen a few lines high, where the bar scrolls away, just below the top', async () => {
          const tab = await at(`${homeUrl}#${hashTarget}`);
          await expectLanded(tab, hashTarget);
          on.expectClean(await tab.seen(), homeUrl);
          await tab.resize({ width: 640, height: 400 });
          try {
            await expectLanded(await at(`${homeUrl}#${hashTarget}`), hashTarget, false);
          } finally {
            await tab.resize(visitorOf(root).viewport);
          }
        });

        it('with reduced motion, a hash lands just below the bar: opened, arriving from another page, by an in-page link; nothing scrolls smoothly', async () => {
          // The last language's visitor prefers reduced motion; with one language, a visitor of its own.
          const lang = last;
          const tab = lang !== root ? await tabOf(lang) : await open('about:blank', { reducedMotion: true });
          const lastHome = home(lang).path;
          await tab.goto('about:blank');
          await tab.goto(`${plain.url}${lastHome}#${hashTarget}`);
          expect(await on.pathOf(tab)).toBe(lastHome);
          await expectLanded(tab, hashTarget);

          await tab.goto(plain.url + inner(lang).path);
          await clickInHeader(tab, `.site-header a[data-section="${hashTarget}"]`);
          const arrived = `${lastHome}#${hashTarget}`;
          const where = () => tab.evaluate(() => location.pathname + location.hash + document.readyState);
          await expect.poll(where).toBe(`${arrived}complete`);
          await expectLanded(tab, hashTarget);

          expect(await tab.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe(
            'smooth',
          );
          // Home from 2000 px, then the section link: each a jump, in the same document.
          await homeFromBelow(tab);
          await clickInHeader(tab, `.site-header a[data-section="${hashTarget}"]`);
          await expectLanded(tab, hashTarget);
          expect(await tab.evaluate(() => [location.hash, window.__sameDocument])).toEqual([`#${hashTarget}`, true]);
          const entries = await tab.evaluate(() => history.length);
          await clickInHeader(tab, `.site-header a[data-section="${hashTarget}"]`);
          expect(await tab.evaluate(() => history.length), 'the same fragment again: no entry').toBe(entries);
          await expect.poll(() => activeSections(tab)).toEqual([hashTarget]);
          const [positions, landed] = await tab.evaluate(() => [window.__scrolls, scrollY] as const);
          expect(positions.filter((y) => y !== 0 && y !== landed)).toEqual([]);
          on.expectClean(await tab.seen(), lastHome);
          if (lang === root) await tab.close();
        });
      }

      // What the menu holds, at every width: the header test.
      it('on a phone the menu opens, closes on a link, on Escape with focus back on its button, and as the focus leaves it', async () => {
        const tab = await tabOf(root);
        await tab.resize(phone);
        try {
          await at(homeUrl);
          const state = () => on.attribute(tab, '.menu-toggle', 'aria-expanded');
          expect([await on.visible(tab, '.menu-toggle'), await state(), await on.visible(tab, '#site-menu')]).toEqual([
            true,
            'false',
            false,
          ]);
          expect(await on.attribute(tab, '.menu-toggle', 'aria-controls')).toBe('site-menu');
          await tab.click('.menu-toggle');
          expect(await state()).toBe('true');
          if (hashTarget) {
            await tab.click(`#site-menu a[data-section="${hashTarget}"]`);
            expect([await state(), await on.visible(tab, '#site-menu')]).toEqual(['false', false]);
            // The focus goes on to the section, as following the link would have taken it.
            expect(await tab.evaluate(() => document.activeElement?.id)).toBe(hashTarget);
            await tab.click('.menu-toggle');
          }
          await tab.press('Tab');
          expect(await tab.evaluate(() => !!document.activeElement?.closest('#site-menu'))).toBe(true);
          await tab.press('Escape');
          expect([await state(), await on.visible(tab, '#site-menu')]).toEqual(['false', false]);
          expect(await tab.evaluate(() => document.activeElement?.matches('.menu-toggle'))).toBe(true);
          // The focus leaving it closes it: open, it would cover what takes the focus.
          await tab.click('.menu-toggle');
          await tab.press('Tab');
          await tab.evaluate(() => document.querySelector<HTMLElement>('main a[href]')!.focus());
          expect([await state(), await on.visible(tab, '#site-menu')]).toEqual(['false', false]);
          // Widened to where the header is one row, it closes: narrowed again, it is not open. (A header
          // of more links than a row holds at any width keeps its menu.)
          await tab.click('.menu-toggle');
          await tab.resize({ width: 1920, height: 1080 });
          const oneRow = !(await on.visible(tab, '.menu-toggle'));
          // The window's resize event comes with a frame: a visitor's wider window shows at least one.
          await on.frames(tab);
          await tab.resize(phone);
          expect([await state(), await on.visible(tab, '#site-menu')]).toEqual(
            oneRow ? ['false', false] : ['true', true],
          );
          if (!oneRow) await tab.click('.menu-toggle');
          // With the menu and the language list open: no WCAG violation of theirs (which of the page's
          // targets the open menu half covers depends on how long the texts are).
          await tab.click('.menu-toggle');
          if (codes.length > 1) {
            await tab.click('.lang-toggle');
            expect(await on.visible(tab, '#lang-menu')).toBe(true);
          }
          expect(await on.axeViolations(tab, '.site-header')).toEqual([]);
          on.expectClean(await tab.seen(), homeUrl);
        } finally {
          await tab.resize(desktop);
        }
      });

      it('on a phone the menu works after a malformed hash (`#50%`), and without the client script, all its links show; wider, a hash lands clear of the header', async () => {
        const tab = await tabOf(root);
        await tab.resize(phone);
        const noScript = await serve({
          root: dist,
          port: 0,
          intercept: (req, res) => {
            if (!/^\/assets\/[^/]+\.js$/.test(req.url ?? '')) return on.framable(req, res);
            res.writeHead(404).end();
            return true;
          },
        });
        try {
          await at(`${homeUrl}#50%`);
          await tab.click('.menu-toggle');
          expect(await on.attribute(tab, '.menu-toggle', 'aria-expanded')).toBe('true');
          on.expectClean(await tab.seen(), `${homeUrl}#50%`);
          await tab.goto(noScript.url + homeUrl);
          await on.frames(tab);
          expect(await tab.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
          for (const { href } of home(root).nav)
            expect(await on.visible(tab, `.site-header a[href="${href}"]`), href).toBe(true);
          // Where the client's bar stays on the screen, the one without it (never compact) hides no
          // section its hash leads to, opened from elsewhere.
          if (hashTarget) {
            await tab.resize(desktop);
            await tab.goto('about:blank');
            await tab.goto(`${noScript.url}${homeUrl}#${hashTarget}`);
            await expect.poll(() => tab.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false);
            await on.settledScroll(tab);
            const { top, bar } = await tab.evaluate(
              (id) => ({
                top: document.getElementById(id)!.getBoundingClientRect().top,
                bar: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
              }),
              hashTarget,
            );
            expect(top, `#${hashTarget} at ${top}px, the header's bottom at ${bar}px`).toBeGreaterThanOrEqual(bar);
          }
          await tab.seen();
        } finally {
          await noScript.close();
          await tab.resize(desktop);
        }
      });

      it("the current page's link is marked by more than its weight: the mark under it stands out from the header (3:1), in forced colours (a high contrast theme) too", async () => {
        const marked = navStates.filter((p) => p.nav.some((link) => link.current));
        for (const forcedColors of [false, true])
          for (const lang of new Set(marked.map((p) => p.lang))) {
            // A visitor of the pages' language, whom detection leaves on them, where the bar shows the links.
            const visitor = { ...visitorOf(lang), viewport: desktop, reducedMotion: false, forcedColors };
            const tab = await open('about:blank', visitor);
            try {
              for (const page of marked.filter((p) => p.lang === lang)) {
                await tab.goto(plain.url + page.path);
                expect(await on.pathOf(tab)).toBe(page.path);
                const forced = await tab.evaluate(() => matchMedia('(forced-colors: active)').matches);
                expect(forced, 'forced colours').toBe(forcedColors && env.engine.can.forcedColors);
                const hrefs = page.nav.filter((link) => link.current).map((link) => link.href);
                const contrasts = await tab.evaluate((hrefs) => {
                  const rgba = (color: string) => color.match(/[\d.]+/g)!.map(Number);
                  /** A colour, painted over an opaque one. */
                  const over = ([r, g, b, a = 1]: number[], under: number[]) =>
                    [r, g, b].map((c, i) => c! * a + under[i]! * (1 - a));
                  const luminance = (color: number[]) => {
                    const [r, g, b] = color.map((c) =>
                      c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
                    );
                    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
                  };
                  const style = (el: Element, pseudo?: string) => getComputedStyle(el, pseudo);
                  const page = over(rgba(style(document.body).backgroundColor), [255, 255, 255]);
                  const ground = over(rgba(style(document.querySelector('.site-header')!).backgroundColor), page);
                  return hrefs.map((href) => {
                    const mark = style(document.querySelector(`.site-header .nav-links a[href="${href}"]`)!, '::after');
                    if (mark.content === 'none') return [href, 'no mark'];
                    const [a, b] = [luminance(over(rgba(mark.backgroundColor), ground)), luminance(ground)];
                    return [href, Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100];
                  });
                }, hrefs);
                const where = `${page.path}${forced ? ', forced colours' : ''}`;
                expect(
                  contrasts.filter(([, contrast]) => !(Number(contrast) >= 3)),
                  where,
                ).toEqual([]);
                on.expectClean(await tab.seen(), where);
              }
            } finally {
              await tab.close();
            }
          }
      });

      // Where the engine takes a text size of the visitor's: WebKitGTK's MiniBrowser takes none
      // (`can.textSize`, docs/testing.md), so its suite has no such visitor.
      if (engine !== 'webkit')
        it("a visitor whose browser's settings make text twice as large: the header at every width from 640 px is one row with every link or the menu button, whose menu holds them", async () => {
          expect(env.engine.can.textSize).toBe(true);
          const page = navStates.find((p) => p.lang === root)!;
          const visitor = { ...visitorOf(root), viewport: desktop, reducedMotion: false, textSize: 32 };
          const tab = await open(plain.url + page.path, visitor);
          try {
            expect(await tab.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
            // From twice the narrowest width the site is made for: the same text in as many characters a row.
            const widths = everyWidth(20).filter((w) => w >= 640);
            await expectHeaderFits(tab, page, widths);
            await tab.seen();
          } finally {
            await tab.close();
          }
        });
    });

    describe('language', () => {
      const [R, L] = [bilingual.languages[0]!.code, bilingual.languages.at(-1)!.code];
      const { path: atRoot } = home(R, bilingual);
      const [innerR, innerL] = [inner(R, bilingual).path, inner(L, bilingual).path];
      /** An address no page has, in the part of the site of `lang`. */
      const lostIn = (lang: string) =>
        `${bilingual.pages.find((p) => p.id === 'notFound' && p.lang === lang)!.path.slice(0, -'/404'.length)}/no-such-page`;
      const [lost, lostL] = [lostIn(R), lostIn(L)];
      const nameOf = (lang: string) => name(lang, bilingual);
      const tabIn = (lang: string) => tabOf(lang, bilingual);
      it('the language list works by keyboard: Enter, Space, the arrows (wrapping), Escape, a click or the focus elsewhere', async () => {
        const tab = await tabIn(R);
        await tab.goto(languageServer.url + atRoot);
        await openMenuIfCollapsed(tab);
        const state = () => on.attribute(tab, '.lang-toggle', 'aria-expanded');
        const focused = () =>
          tab.evaluate(() => {
            const el = document.activeElement!;
            return el.matches('.lang-toggle') ? 'toggle' : (el.getAttribute('data-lang') ?? el.tagName);
          });
        // In the menu where the header shows the menu button: the focus leaving the menu closed it.
        const focusToggle = async () => {
          await openMenuIfCollapsed(tab);
          await tab.evaluate(() => document.querySelector<HTMLElement>('.lang-toggle')!.focus());
        };
        expect([await state(), await on.attribute(tab, '.lang-toggle', 'aria-controls')]).toEqual([
          'false',
          'lang-menu',
        ]);
        expect(await on.visible(tab, '#lang-menu')).toBe(false);
        await focusToggle();
        await tab.press('Enter');
        expect([await state(), await on.visible(tab, '#lang-menu')]).toEqual(['true', true]);
        await tab.press('ArrowDown');
        expect(await focused()).toBe(R);
        await tab.press('Escape');
        expect([await state(), await focused()]).toEqual(['false', 'toggle']);
        await tab.press('Space');
        expect(await state()).toBe('true');
        await tab.evaluate(() =>
          document.querySelector('main')!.dispatchEvent(new MouseEvent('click', { bubbles: true })),
        );
        expect(await state()).toBe('false');
        await focusToggle();
        await tab.press('Enter');
        await tab.evaluate(() => document.querySelector<HTMLElement>('main a[href]')!.focus());
        expect([await state(), await on.visible(tab, '#lang-menu')]).toEqual(['false', false]);

        await focusToggle();
        for (const { code: lang } of [...bilingual.languages, bilingual.languages[0]!]) {
          await tab.press('ArrowDown');
          expect(await focused()).toBe(lang);
        }
        await tab.press('ArrowUp');
        expect(await focused()).toBe(L);
        await tab.press('Enter');
        await expect.poll(() => on.loaded(tab)).toEqual([home(L, bilingual).path, 'complete']);
        expect(await tab.evaluate((key) => localStorage.getItem(key), storageNames.language)).toBe(L);
        await tab.evaluate(() => localStorage.clear());
        on.expectClean(await tab.seen(), home(L, bilingual).path);
      });

      /** Who visits (a language's shared visitor, or a new one), and each landing: what it shows, the
       * choice stored before, where, and the documents loaded. */
      const visitors: [string, string | Partial<Visitor>, [string, string | null, string, string[]][]][] = [
        [
          `a browser in ${nameOf(L)}`,
          L,
          [
            [
              `on the ${nameOf(R)} home page (at a section, from a campaign) goes to the ${nameOf(L)} one, keeping the query and the hash`,
              null,
              `${atRoot}?utm_source=test#${hashTarget ?? 'top'}`,
              [atRoot, home(L, bilingual).path],
            ],
            [`with ${nameOf(R)} chosen earlier, stays on a ${nameOf(R)} page`, R, innerR, [innerR]],
            ['never leaves a 404 page', null, lost, [lost]],
          ],
        ],
        [
          `a browser in ${nameOf(R)}`,
          R,
          [
            [`stays on the ${nameOf(R)} home page`, null, atRoot, [atRoot]],
            [`on a ${nameOf(L)} page goes to the ${nameOf(R)} one`, null, innerL, [innerL, innerR]],
            [`with ${nameOf(L)} chosen earlier, goes to the ${nameOf(L)} page`, L, innerR, [innerR, innerL]],
            [`never leaves a ${nameOf(L)} 404 page`, null, lostL, [lostL]],
          ],
        ],
        [
          'a browser that speaks no language of the site',
          { locale: unspokenLocale },
          [
            [`stays on the ${nameOf(L)} page it was sent to`, null, innerL, [innerL]],
            [`stays on a ${nameOf(R)} page too`, null, innerR, [innerR]],
          ],
        ],
      ];
      it.each(visitors)(
        '%s: each landing goes where detection says, in one hop at most, storing nothing',
        async (who, visitor, landings) => {
          const shared = typeof visitor === 'string';
          const tab = shared ? await tabIn(visitor) : await open('about:blank', visitor);
          const locale = shared ? visitorOf(visitor, bilingual).locale : (visitor.locale ?? visitorOf(root).locale);
          for (const [what, stored, url, loaded] of landings) {
            // The choice of an earlier visit, set on a page that detects nothing; no worker answers
            // (Firefox reports a page's requests cut short by the redirect as the worker's errors).
            await tab.goto(`${languageServer.url}/robots.txt`);
            await tab.evaluate(
              async ([key, lang]) => {
                for (const worker of await navigator.serviceWorker.getRegistrations()) await worker.unregister();
                if (lang) localStorage.setItem(key!, lang);
                else localStorage.clear();
              },
              [storageNames.language, stored],
            );
            documents.length = 0;
            await tab.goto(languageServer.url + url);
            // The head script decides while its document's head is parsed: once the tab shows the last
            // document the server sent, loaded, a (wrong) further redirect would have asked for its page.
            const [ended, , rest] = await on.until(
              () => tab.evaluate(() => [location.pathname, document.readyState, location.search + location.hash]),
              ([path, state]) => state === 'complete' && path === documents.at(-1),
            );
            await new Promise((resolve) => setTimeout(resolve, 100));
            expect([...documents], what).toEqual(loaded);
            expect(ended, what).toBe(loaded.at(-1));
            expect(rest, what).toBe(/[?#].*$/.exec(url)?.[0] ?? '');
            const read = await tab.evaluate(
              (key) => [navigator.languages[0], localStorage.getItem(key)],
              storageNames.language,
            );
            expect(read, what).toEqual([locale, stored]);
          }
          await tab.evaluate(() => localStorage.clear());
          on.expectClean(await tab.seen(), who, { notFound: true });
          if (!shared) await tab.close();
        },
      );

      it('switching language on a page of a list swaps its path, stores the choice and replaces the history entry', async () => {
        const from = inner(R, bilingual);
        const to = from.inLanguages.find((language) => language.lang === L)!.href;
        const tab = await tabIn(R);
        // Before each page is left, the browser's own requests done (its icons, which Firefox asks for
        // just after the load): the next page would cut them short, which Firefox reports as an error.
        await tab.goto(languageServer.url + atRoot);
        await tab.networkIdle();
        await tab.goto(languageServer.url + from.path);
        const entries = await tab.evaluate(() => history.length);
        await clickInHeader(tab, '.lang-toggle');
        expect(await on.attribute(tab, `#lang-menu a[data-lang="${L}"]`, 'href')).toBe(to);
        await tab.networkIdle();
        await tab.click(`#lang-menu a[data-lang="${L}"]`);
        await expect.poll(() => on.loaded(tab)).toEqual([to, 'complete']);
        const after = await tab.evaluate(
          (key) => [localStorage.getItem(key), document.documentElement.lang, history.length],
          storageNames.language,
        );
        expect(after, 'stored, shown, history entries').toEqual([L, L, entries]);
        const seen = await tab.seen();
        expect(await privacyMismatches(tab, bilingual, { choseLanguage: true, consent: null }, seen)).toEqual([]);
        on.expectClean(seen, to);
        await tab.evaluate(() => localStorage.clear());
      });
    });

    describe('consent, on a build with an analytics id', () => {
      const texts = (lang: string) => analytics.texts[lang]!.common.consent;
      const banner = (tab: Tab) => on.visible(tab, '[data-consent]');
      const choose = (tab: Tab, choice: 'granted' | 'denied') => tab.click(`[data-consent] [data-choice="${choice}"]`);
      /** Chooses by keyboard (Enter on the button); then what has the focus. */
      const chooseByKeys = async (tab: Tab, choice: 'granted' | 'denied') => {
        await tab.evaluate(
          (choice) => document.querySelector<HTMLElement>(`[data-consent] [data-choice="${choice}"]`)!.focus(),
          choice,
        );
        await tab.press('Enter');
        return tab.evaluate(() =>
          document.activeElement?.matches('[data-consent-settings]') ? 'settings' : document.activeElement?.localName,
        );
      };
      const stored = (tab: Tab) => tab.evaluate((key) => localStorage.getItem(key), storageNames.consent);
      const gtagLoaded = (tab: Tab) =>
        on.until(
          () => tab.evaluate(() => window.__gtagLoaded ?? false),
          (l) => l,
        );

      it.each(codes)(
        '%s, at 390×844, 320×568 and 768×1024: the banner is a labelled region that links the imprint and the privacy policy, takes at most a third of a phone, covers no footer link, shows the focus, and has no WCAG violation of its own',
        async (lang) => {
          const tab = await tabOf(lang);
          try {
            for (const size of [phone, smallPhone, tablet]) {
              await tab.resize(size);
              await tab.goto(withId.url + home(lang, analytics).path);
              const where = `${lang} at ${size.width}×${size.height}`;
              expect(await banner(tab), where).toBe(true);
              const region = await tab.evaluate(() => {
                const el = document.querySelector('[data-consent]')!;
                return {
                  // HTML-AAM: a section with a name is a region.
                  role: el.getAttribute('role') ?? (el.matches('section[aria-labelledby]') ? 'region' : el.localName),
                  label: document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent,
                  links: [...el.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
                  height: el.getBoundingClientRect().height,
                  buttons: [...el.querySelectorAll('button')].map((b) => [b.offsetWidth, b.offsetHeight]),
                  preconnects: document.querySelectorAll('link[rel=preconnect]').length,
                };
              });
              expect(region).toMatchObject({
                role: 'region',
                label: texts(lang).title,
                links: analytics.footer[lang]!.map((item) => [item.href, item.label]),
                // No preconnect to Google (or any host) before a choice either.
                preconnects: 0,
              });
              if (size !== tablet) expect(region.height, where).toBeLessThanOrEqual(size.height / 3);
              // Two buttons of equal weight.
              expect(region.buttons[1], 'buttons of one size').toEqual(region.buttons[0]);
              expect(await on.axeViolations(tab, '[data-consent]'), where).toEqual([]);
              if (env.engine.can.layoutShift) {
                const shift = await tab.evaluate(
                  () =>
                    new Promise<number>((resolve) => {
                      let sum = 0;
                      new PerformanceObserver((list) =>
                        list.getEntries().forEach((e) => (sum += (e as never as { value: number }).value)),
                      ).observe({ type: 'layout-shift', buffered: true });
                      setTimeout(() => resolve(sum), 300);
                    }),
                );
                expect(shift, 'the banner shifts nothing').toBe(0);
              }
              // A keyboard user sees where the focus is in the banner (in a focused window).
              await tab.evaluate(() => document.querySelector<HTMLElement>('[data-consent]')!.focus());
              await tab.press('Tab');
              const focus = await tab.evaluate(() => {
                const { outlineStyle, outlineWidth } = getComputedStyle(document.activeElement!);
                return {
                  in: !!document.activeElement!.closest('[data-consent]'),
                  seen: outlineStyle !== 'none' && parseFloat(outlineWidth) >= 2,
                };
              });
              expect(focus, 'Tab from the banner').toEqual({ in: true, seen: env.engine.can.focus });
              // The footer's links, scrolled to the end of the page and each focused: none hidden or covered.
              await on.withProbe(tab);
              expect(await tab.evaluate(() => window.__probe.footer(document)), where).toEqual([]);
              const seen = await tab.seen();
              expect(await privacyMismatches(tab, analytics, nothingChosen, seen), where).toEqual([]);
              on.expectClean(seen, where);
            }
          } finally {
            await tab.resize(visitorOf(lang).viewport);
          }
        },
      );

      it.each(codes)(
        '%s: nothing covers the footer links while the banner is shown, at every width from 320 to 1920 px',
        async (lang) => {
          // The home page (long) and the imprint (short).
          const imprint = analytics.footer[lang]!.find((item) => item.kind === 'imprint')?.href ?? inner(lang).path;
          const tab = await tabOf(lang);
          await tab.goto(withId.url + home(lang, analytics).path);
          await on.withProbe(tab);
          const problems: string[] = [];
          for (const url of [home(lang, analytics).path, imprint]) {
            const args = { url, widths: everyWidth(20) };
            problems.push(...(await tab.evaluate((a) => window.__probe.across(a.url, a.widths, 'footer'), args)));
          }
          expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
        },
      );

      it('zoomed to 200 % and 400 % (640×400, 320×256), the header and the banner scroll with the page, covering none of it (WCAG 1.4.10)', async () => {
        const tab = await tabOf(root);
        try {
          await tab.goto(withId.url + home(root, analytics).path);
          await tab.evaluate(() => localStorage.clear());
          for (const size of [
            { width: 640, height: 400 },
            { width: 320, height: 256 },
          ]) {
            await tab.resize(size);
            await tab.reload();
            expect(await banner(tab)).toBe(true);
            // Halfway down, what is under the top and the bottom of the screen is the page's.
            const under = await tab.evaluate(({ width, height }) => {
              scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' });
              return [2, height - 2].map((y) => !!document.elementFromPoint(width / 2, y)?.closest('main'));
            }, size);
            expect(under, `${size.width}×${size.height}`).toEqual([true, true]);
          }
        } finally {
          await tab.resize(visitorOf(root).viewport);
        }
      });

      it('Decline holds; reopened, the banner says what was chosen and takes the focus, where Enter chooses nothing and Escape or the footer button (aria-expanded) closes it; Accept loads gtag.js and counts a booking click on the home page only; the focus goes on to the content, or back to the footer', async () => {
        const tab = await tabOf(root);
        const at = home(root, analytics).path;
        await tab.goto(withId.url + at);
        // Asked for the first time, Escape leaves it asking.
        await tab.evaluate(() => document.querySelector<HTMLElement>('[data-consent] [data-choice]')!.focus());
        await tab.press('Escape');
        expect(await banner(tab), 'Escape on a first ask').toBe(true);
        // Chosen by keyboard, the focus goes on to the page's content, not back to its top.
        expect(await chooseByKeys(tab, 'denied')).toBe('main');
        expect(await banner(tab)).toBe(false);
        await tab.reload();
        expect([await banner(tab), await tab.evaluate(() => typeof window.dataLayer)]).toEqual([false, 'undefined']);
        let seen = await tab.seen();
        const declined = { choseLanguage: false, consent: 'denied' } as const;
        expect(await privacyMismatches(tab, analytics, declined, seen), 'privacy, declined').toEqual([]);
        on.expectClean(seen, `${at} declined`);
        /** Opens the banner from the footer by keyboard: whether it shows, has the focus, and what it says. */
        const reopen = async () => {
          await tab.evaluate(() => document.querySelector<HTMLElement>('[data-consent-settings]')!.focus());
          await tab.press('Enter');
          return tab.evaluate(() => ({
            shown: !document.querySelector<HTMLElement>('[data-consent]')!.hidden,
            expanded: document.querySelector('[data-consent-settings]')!.getAttribute('aria-expanded'),
            focus: !!document.activeElement?.matches('[data-consent]'),
            says: [...document.querySelectorAll<HTMLElement>('[data-consent-status]')]
              .filter((el) => el.offsetHeight > 0)
              .map((el) => el.textContent?.trim()),
          }));
        };
        const open = { shown: true, expanded: 'true', focus: true };
        expect(await reopen()).toEqual({ ...open, says: [texts(root).choice.denied] });
        await tab.press('Enter');
        expect([await banner(tab), await stored(tab)], 'Enter on the banner chooses nothing').toEqual([
          true,
          expect.stringMatching(/^denied /),
        ]);

        await choose(tab, 'granted');
        expect(await banner(tab)).toBe(false);
        await expect.poll(() => tab.evaluate(() => window.__gaSent ?? false)).toBe(true);
        const configs = async () => (await dataLayer(tab)).filter((e) => e[0] === 'config' && e[1] === analyticsId);
        // `config` sends the page view, unless told not to.
        expect(await configs()).toHaveLength(1);
        expect(JSON.stringify(await configs())).not.toMatch(/send_page_view/);
        // Consent to analytics alone: gtag, which takes a consent type it is not told as granted, is
        // told before its config that the advertising ones are denied.
        const told = (await dataLayer(tab)).map((e) => e.slice(0, 2).join(' '));
        const ads = (await dataLayer(tab)).find((e) => e[0] === 'consent' && e[1] === 'default')?.[2];
        expect(ads, 'advertising consent denied').toEqual({
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        });
        expect(told.indexOf('consent default'), 'before the config').toBeLessThan(
          told.indexOf(`config ${analyticsId}`),
        );
        seen = await tab.seen();
        const granted = { choseLanguage: false, consent: 'granted' } as const;
        // Its requests to Google are held to the declaration here.
        expect(await privacyMismatches(tab, analytics, granted, seen), 'privacy, granted').toEqual([]);
        on.expectClean({ ...seen, offMachine: [] }, `${at} granted`);
        // An in-page link is no cta_click; a booking link on the home page is one.
        await preventNewTab(tab);
        if (hashTarget) await clickInHeader(tab, `.site-header a[data-section="${hashTarget}"]`);
        expect(await ctaClicks(tab)).toEqual([]);
        await clickInHeader(tab, '.site-header [data-booking]');
        const cta = ['event', 'cta_click', { event_category: 'engagement', event_label: 'booking', value: 1 }];
        expect(await ctaClicks(tab)).toEqual([cta]);

        // The choice is kept: the next page loads analytics without asking; its booking link is no cta_click.
        await tab.goto(withId.url + inner(root, analytics).path);
        expect([await gtagLoaded(tab), await banner(tab), (await configs()).length]).toEqual([true, false, 1]);
        await preventNewTab(tab);
        await clickInHeader(tab, '.site-header [data-booking]');
        expect(await ctaClicks(tab)).toEqual([]);
        expect(await reopen()).toEqual({ ...open, says: [texts(root).choice.granted] });
        await tab.press('Enter');
        expect(await stored(tab)).toMatch(/^granted /);
        // Escape closes it unchanged, the focus back on the footer's button.
        await tab.press('Escape');
        const focus = () => tab.evaluate(() => document.activeElement?.matches('[data-consent-settings]'));
        const expanded = () =>
          tab.evaluate(() => document.querySelector('[data-consent-settings]')!.getAttribute('aria-expanded'));
        expect([await banner(tab), await stored(tab), await focus(), await expanded()]).toEqual([
          false,
          expect.stringMatching(/^granted /),
          true,
          'false',
        ]);
        // The footer's button closes it as it opened it.
        await tab.click('footer [data-consent-settings]');
        await tab.click('footer [data-consent-settings]');
        expect([await banner(tab), await stored(tab), await expanded()]).toEqual([
          false,
          expect.stringMatching(/^granted /),
          'false',
        ]);
        await reopen();
        // Reopened from the footer, the focus goes back there.
        expect(await chooseByKeys(tab, 'granted')).toBe('settings');
        expect(await banner(tab)).toBe(false);
        on.expectClean({ ...(await tab.seen()), offMachine: [] }, `${at} granted, next page`);
      });

      it('withdrawing tells gtag first, then deletes the analytics cookies (on the parent domain too) and reloads without gtag', async () => {
        // Served under a host name of its own, so that gtag.js sets its cookies on the domain above it.
        const host = `http://www.${testDomain}:${new URL(withId.url).port}`;
        const cookies = analytics.privacy.storage
          .filter((e) => e.feature === 'analytics' && e.kind === 'cookie')
          .map((e) => e.name);
        const names = () =>
          tab.evaluate(() =>
            document.cookie
              .split('; ')
              .filter(Boolean)
              .map((c) => c.split('=')[0]!),
          );
        const tab = await tabOf(root);
        await tab.goto(host + home(root, analytics).path);
        await choose(tab, 'granted');
        expect(await gtagLoaded(tab)).toBe(true);
        // The same names host-only too, as an older gtag.js or another setting leaves them.
        await tab.evaluate(
          (all) => all.forEach((name) => (document.cookie = `${name}=GA1.1.1; path=/; max-age=99999`)),
          cookies,
        );
        expect([...new Set(await names())].sort()).toEqual([...cookies].sort());
        // What the page does as it withdraws, in order, kept across the reload in window.name (no storage).
        await tab.evaluate((id) => {
          window.__sameDocument = true;
          const steps: unknown[] = [];
          const step = (what: object) => {
            steps.push({ ...what, disabled: (window as never)[`ga-disable-${id}`] ?? false });
            window.name = JSON.stringify(steps);
          };
          const push = window.dataLayer!.push.bind(window.dataLayer);
          window.dataLayer!.push = (...entries) => {
            for (const entry of entries) step({ gtag: Array.from(entry as never), cookies: document.cookie });
            return push(...entries);
          };
          const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
          Object.defineProperty(document, 'cookie', {
            get: () => cookie.get!.call(document),
            set: (value: string) => (step({ cookie: value.split('=')[0] }), cookie.set!.call(document, value)),
          });
        }, analyticsId);
        await tab.click('footer [data-consent-settings]');
        await choose(tab, 'denied');
        await on.until(
          () => tab.evaluate(() => !window.__sameDocument && document.readyState === 'complete'),
          (d) => d,
        );
        const [first, ...then] = JSON.parse(await tab.evaluate(() => window.name));
        const denied = { analytics_storage: 'denied' };
        expect(first, 'gtag told first').toMatchObject({ gtag: ['consent', 'update', denied] });
        expect(
          cookies.filter((name) => !first.cookies.includes(`${name}=`)),
          'while its cookies are there',
        ).toEqual([]);
        expect(then.length, 'then the cookies expired').toBeGreaterThanOrEqual(cookies.length);
        expect(
          then.filter((s: { cookie?: string; disabled: boolean }) => !s.cookie || !s.disabled),
          'gtag disabled',
        ).toEqual([]);
        expect([await names(), await banner(tab), await tab.evaluate(() => typeof window.dataLayer)]).toEqual([
          [],
          false,
          'undefined',
        ]);
        await on.frames(tab, 10);
        await tab.seen();
        await tab.reload();
        expect((await tab.seen()).offMachine, 'no request to Google after withdrawing').toEqual([]);
        await tab.evaluate(() => ((window.name = ''), localStorage.clear()));
      });

      it('turned off, the build deletes the analytics cookies and the choice an earlier build stored', async () => {
        const host = `http://www.${testDomain}:${new URL(plain.url).port}`;
        const names = analytics.privacy.storage
          .filter((e) => e.feature === 'analytics' && e.kind === 'cookie')
          .map((e) => e.name);
        const tab = await open(host + home(root).path);
        onTestFinished(() => tab.close());
        // What a visitor who agreed keeps from the build with the id: its cookies, on the domain above
        // (as gtag.js sets them) and host-only, and the choice.
        await tab.evaluate(
          ([names, domain, key]) => {
            for (const name of names as string[])
              for (const scope of ['', `; domain=${domain}`]) document.cookie = `${name}=GA1.1.1; path=/${scope}`;
            localStorage.setItem(key as string, `granted ${Date.now()}`);
          },
          [names, testDomain, storageNames.consent],
        );
        expect(await tab.evaluate(() => document.cookie.split('; ').length)).toBe(names.length * 2);
        await tab.reload();
        await expect
          .poll(() => tab.evaluate((key) => [document.cookie, localStorage.getItem(key)], storageNames.consent))
          .toEqual(['', null]);
        // Served under a domain over http, where the headers' COOP draws a warning: its errors alone.
        expect((await tab.seen()).pageErrors).toEqual([]);
      });

      // The client's own reading of a stored choice (its age; a storage or pageshow event the test sends):
      // no engine differs there, so Chromium alone runs these two (docs/testing.md).
      if (engine === 'chromium')
        it('a choice, either, holds for its stated lifetime, then lapses and the banner asks again', async () => {
          const tab = await tabOf(root);
          for (const choice of ['granted', 'denied'])
            for (const [months, holds] of [
              [consentMonths - 1, true],
              [consentMonths + 1, false],
            ] as const) {
              const where = `${choice} ${months} months ago`;
              await tab.goto(`${withId.url}/robots.txt`);
              await tab.evaluate(
                ([key, value, months]) => {
                  const made = new Date();
                  made.setMonth(made.getMonth() - Number(months));
                  localStorage.setItem(key!, `${value} ${made.getTime()}`);
                },
                [storageNames.consent, choice, String(months)],
              );
              await tab.seen();
              await tab.goto(withId.url + home(root, analytics).path);
              await on.frames(tab);
              expect(await banner(tab), where).toBe(!holds);
              if (holds && choice === 'granted') expect(await gtagLoaded(tab), where).toBe(true);
              else expect((await tab.seen()).offMachine, `${where}: no request to Google`).toEqual([]);
              if (!holds) expect(await stored(tab), where).toBeNull();
            }
          await tab.evaluate(() => localStorage.clear());
        });

      if (engine === 'chromium')
        it('a choice made since, in another tab or while Back kept the page, holds on it: it loads again, withdrawn without gtag', async () => {
          const tab = await tabOf(root);
          await tab.goto(withId.url + home(root, analytics).path);
          await choose(tab, 'granted');
          expect(await gtagLoaded(tab)).toBe(true);
          /** Another tab's choice (its storage event), or this page shown again from the back/forward cache. */
          const madeElsewhere = async (choice: string, event: 'storage' | 'pageshow') => {
            await tab.evaluate(
              ([key, choice, event]) => {
                window.__sameDocument = true;
                localStorage.setItem(key!, `${choice} ${Date.now()}`);
                dispatchEvent(
                  event === 'storage'
                    ? new StorageEvent('storage', { key })
                    : new PageTransitionEvent('pageshow', { persisted: true }),
                );
              },
              [storageNames.consent, choice, event],
            );
            await on.until(
              () => tab.evaluate(() => !window.__sameDocument && document.readyState === 'complete'),
              (d) => d,
            );
          };
          await madeElsewhere('denied', 'storage');
          expect([await tab.evaluate(() => typeof window.dataLayer), await banner(tab)]).toEqual(['undefined', false]);
          await madeElsewhere('granted', 'pageshow');
          expect([await gtagLoaded(tab), await banner(tab)]).toEqual([true, false]);
          await tab.evaluate(() => localStorage.clear());
        });
    });

    describe('a site of three languages with every page of its table in the navigation', () => {
      let folder: string;
      let full: RunningServer;
      let fullSite: Site;
      beforeAll(async () => {
        const project = declare(shipped, everyPageInNav, languages(3));
        fullSite = resolveSite(project.input);
        folder = mkdtempSync(path.join(tmpdir(), `site-${engine}-nav-`));
        full = await serve({
          root: await buildInto(project, path.join(folder, 'dist')),
          port: 0,
          intercept: on.framable,
        });
      });
      afterAll(async () => {
        await full?.close();
        if (folder) rmSync(folder, { recursive: true, force: true });
      });

      it('the header at every width is one row with every link or the menu button, whose menu holds them, while another visitor is on the site', async () => {
        const page = home(root, fullSite);
        const tab = await tabOf(root);
        // Another visitor in the same browser (Firefox: one a motion preference) opened since: the first acts on.
        const other = await open(full.url + home(fullSite.languages.at(-1)!.code, fullSite).path);
        onTestFinished(() => other.close());
        await tab.goto(full.url + page.path);
        // Its page is in front, as a visitor's is: a hidden one gets few animation frames and slow timers.
        expect(await tab.evaluate(() => document.visibilityState)).toBe('visible');
        await expectHeaderFits(tab, page, everyWidth(10), everyWidth(20));
      });
    });

    describe('a copy of the build, changed under a visitor', () => {
      let builds: string;
      let folder: string;
      let copy: RunningServer;
      /** The build with its service worker on and with it off: the owner's, and the other declared. */
      const build = { on: dist, off: dist };
      beforeAll(async () => {
        builds = mkdtempSync(path.join(tmpdir(), `site-${engine}-copy-`));
        const other = site.privacy.features.includes('offline') ? 'off' : 'on';
        build[other] = await buildInto(declare(shipped, serviceWorker(other === 'on')), path.join(builds, other));
        folder = path.join(builds, 'copy');
        cpSync(build.on, folder, { recursive: true });
        copy = await serve({ root: folder, port: 0 });
      });
      afterAll(async () => {
        await copy?.close();
        if (builds) rmSync(builds, { recursive: true, force: true });
      });

      const redirect = site.redirects[0];
      // The stub's one line of script (location.replace) works alike in every engine: Chromium runs it.
      if (redirect && engine === 'chromium')
        it('a redirect stub (for hosts without redirect rules) moves on, keeping the query and the hash, and leaves no history entry', async () => {
          // The server answers the old URL with a 301, as the hosts with redirect rules do: the stub is
          // served at a path of its own, without its meta refresh, so that what moves on is its script.
          const stub = readFileSync(path.join(dist, fileOf(redirect.from)), 'utf8');
          writeFileSync(path.join(folder, 'stub-check.html'), stub.replace(/<meta[^>]*http-equiv="?refresh[^>]*>/, ''));
          // A visitor of the language it leads to, whom detection leaves there.
          const tab = await open(copy.url + home(redirect.lang).path, visitorOf(redirect.lang));
          const entries = await tab.evaluate(() => history.length);
          await tab.goto(`${copy.url}/stub-check?utm_source=test#more`);
          await expect.poll(() => on.loaded(tab)).toEqual([redirect.to, 'complete']);
          expect(await tab.evaluate(() => location.search + location.hash)).toBe('?utm_source=test#more');
          expect(await on.visible(tab, 'main h1')).toBe(true);
          // One entry more, the page's: the stub's was replaced.
          expect(await tab.evaluate(() => history.length)).toBe(entries + 1);
          on.expectClean(await tab.seen(), redirect.to);
          await tab.close();
        });

      it('a build for a host that sends no headers (--host static) carries its policy in each page, and the browser applies it', async () => {
        const folder = await buildInto(shipped, path.join(builds, 'static'), 'static');
        const headless = await serve({ root: folder, port: 0 });
        onTestFinished(() => headless.close());
        const tab = await open(headless.url + inner(root).path);
        expect(await tab.evaluate(() => document.documentElement.classList.contains('js')), 'the head script ran').toBe(
          true,
        );
        on.expectClean(await tab.seen(), 'a page of the static build');
        // The policy holds: a script put in afterwards is refused.
        const ran = await tab.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.head.append(script);
          return (window as { __injected?: boolean }).__injected ?? false;
        });
        expect(ran).toBe(false);
        // The violation is reported as a task of its own, after the script is refused.
        const violations: string[] = [];
        await expect
          .poll(
            async () => (
              violations.push(...(await tab.seen()).csp),
              violations.some((v) => v.startsWith('script-src'))
            ),
          )
          .toBe(true);
        await tab.close();
      });

      it('the service worker precaches the shell in a cache of this build, serves pages from the network first and assets from its cache, and pages visited stay readable when the server is gone', async () => {
        const sw = readFileSync(path.join(build.on, storageNames.serviceWorker), 'utf8');
        // The build fills in the cache name and the shell list (client/sw.ts).
        const cacheName = sw.match(new RegExp(`"(${storageNames.cachePrefix}[a-z0-9]+)"`))![1]!;
        const shell: string[] = JSON.parse(sw.match(/(\["\/[^\]]*\])/)![1]!);
        const page = inner(root);
        // The copy's server is an origin of its own: the shared visitor has stored nothing there.
        const tab = await tabOf(root);
        await tab.goto(`${copy.url}/robots.txt`);
        // A cache left by an earlier build, made before this build's worker is installed.
        await tab.evaluate(() => caches.open('site-older').then((cache) => cache.put('/old', new Response('old'))));
        await tab.goto(copy.url + home(root).path);
        await on.workerReady(tab);
        await expect.poll(() => tab.evaluate(() => caches.keys())).toEqual([cacheName]);
        const cached = await tab.evaluate(
          (name) => caches.open(name).then(async (c) => (await c.keys()).map((r) => new URL(r.url).pathname)),
          cacheName,
        );
        expect(
          shell.filter((file) => !cached.includes(file)),
          'shell not cached',
        ).toEqual([]);

        // Arriving from a campaign: the page is kept under its path, not a copy for each query.
        await tab.goto(`${copy.url}${page.path}?utm_source=test`);
        const keys = () =>
          tab.evaluate(
            (name) =>
              caches
                .open(name)
                .then(async (c) => (await c.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search)),
            cacheName,
          );
        await expect.poll(keys).toContain(page.path);
        expect((await keys()).filter((key) => key.includes('?'))).toEqual([]);
        // The page changed on the server: the next visit shows the change, not the cached copy.
        const file = path.join(folder, page.file);
        writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', '<p id="changed">changed</p></main>'));
        // The bundle is gone from the server: the worker still has it, so the page stays enhanced.
        rmSync(path.join(folder, (await on.attribute(tab, 'script[type=module]', 'src'))!));
        await tab.reload();
        expect(await on.visible(tab, '#changed')).toBe(true);
        await on.scrollInstantly(tab, 200);
        await expect.poll(() => isCompact(tab), { message: 'enhanced by the bundle' }).toBe(true);
        // The worker stores the changed page as it answers it, a moment after the answer: the server
        // goes once the copy it will read offline is the changed one.
        const copied = () =>
          tab.evaluate(
            async ([name, key]) => (await (await caches.open(name!)).match(key!))?.text() ?? '',
            [cacheName, page.path],
          );
        await expect.poll(copied, { message: 'the changed page cached' }).toContain('<p id="changed">');

        await copy.close();
        await tab.reload();
        expect([await on.pathOf(tab), await on.visible(tab, '#changed')], 'offline').toEqual([page.path, true]);
      });

      it('a failed service-worker registration is only logged', async () => {
        // The build as it was (the test before took the bundle away), without the worker.
        cpSync(build.on, folder, { recursive: true });
        rmSync(path.join(folder, storageNames.serviceWorker));
        // A server on another port: an origin the worker of the test before never saw.
        copy = await serve({ root: folder, port: 0 });
        const tab = await tabOf(root);
        await tab.seen();
        await tab.goto(copy.url + home(root).path);
        expect(await on.visible(tab, 'main h1')).toBe(true);
        const seen: Seen = { consoleErrors: [], pageErrors: [], console: [], csp: [], offMachine: [] };
        const more = async () => {
          for (const [key, lines] of Object.entries(await tab.seen())) seen[key as keyof Seen].push(...lines);
          return seen.console;
        };
        await on.until(more, (lines) => !env.engine.can.console || lines.some((line) => /service ?worker/i.test(line)));
        if (env.engine.can.console) expect(seen.console.join('\n')).toMatch(/^warn(ing)?: .*service ?worker/im);
        // The engine reports the worker's 404 itself; no script error and no CSP violation besides.
        expect([seen.pageErrors, seen.csp, seen.offMachine]).toEqual([[], [], []]);
      });

      it('without the web font (late on a slow first visit), the header fits every width in the fallback font', async () => {
        // The build without its font files, on an origin of its own: nothing of the font is cached there.
        cpSync(build.on, folder, { recursive: true });
        for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }))
          if (file.endsWith('.woff2')) rmSync(path.join(folder, file));
        // Nor the worker, whose shell names them.
        rmSync(path.join(folder, storageNames.serviceWorker));
        await copy.close();
        copy = await serve({ root: folder, port: 0, intercept: on.framable });
        for (const page of navStates) {
          // A visitor of the page's language, whom detection leaves on it (as the header test's).
          const tab = await tabOf(page.lang);
          await tab.goto(copy.url + page.path);
          await on.withProbe(tab);
          expect(await tab.evaluate(() => window.__probe.inFallbackFont(document)), 'in the fallback').toBe(true);
          await expectHeaderFits(tab, page, everyWidth(10));
        }
      });

      it("turned off, the worker and the caches an earlier build left on a visitor's device go", async () => {
        // The build with its worker, visited on an origin of its own; then the build without it in its place.
        rmSync(folder, { recursive: true });
        cpSync(build.on, folder, { recursive: true });
        await copy.close();
        copy = await serve({ root: folder, port: 0 });
        const tab = await tabOf(root);
        await tab.seen(); // what the tests before left in it
        await tab.goto(copy.url + home(root).path);
        await on.workerReady(tab);
        const left = () =>
          tab.evaluate(async () => [
            (await navigator.serviceWorker.getRegistrations()).length,
            (await caches.keys()).length,
          ]);
        await expect.poll(left).toEqual([1, 1]);
        rmSync(folder, { recursive: true });
        cpSync(build.off, folder, { recursive: true });
        // The old worker still serves the page that removes it (and may store what it fetches meanwhile):
        // the visit after finds nothing left.
        await tab.reload();
        await tab.networkIdle();
        await tab.reload();
        await expect.poll(left).toEqual([0, 0]);
        on.expectClean(await tab.seen(), home(root).path);
      });
    });
  });
}
