// Every page and every section, on the render function in memory (no disk, no server); that the real
// build in dist/ holds the same pages is checked once, at the end.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnsFor } from '../components/CardGrid.tsx';
import { languageTable, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { isToolLink, languages, rapidFramesSignupOpen, workshopIds, type Lang, type RouteId } from '../i18n/types.ts';
import { declarePrivacy } from '../site/privacy.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { layoutTexts } from '../pages/pages.ts';
import { findGaps } from '../site/validate.ts';
import type { Site } from '../site/render.ts';
import { loadSiteConfig } from '../site/config.ts';
import { formatHours, prepareContents } from '../i18n/typeset.ts';
import { builtDist } from './support/built-dist.ts';
import {
  config,
  contents,
  fakeAssets,
  isElement,
  page,
  pageFiles,
  paths,
  readSitemap,
  rendered,
  renderWith,
  shown,
  source,
  textNodes,
} from './support/fixtures.ts';
import { sameLength } from './support/names.ts';

/** A figure as the texts say it ({prototype} → "rund 30 Minuten"), from site.config.ts. */
const figureText = (name: string, lang: Lang, year: number): string =>
  (
    prepareContents({ [lang]: { ...contents[lang], probe: `{${name}}` } } as never, config, year)[lang] as never as {
      probe: string;
    }
  ).probe;

/** A name, an address or an id (words that start upper-case, numbers): the same in every language. */
const isFact = (text: string): boolean =>
  /^[\p{Lu}\d+]/u.test(text) && text.split(/[\s,]+/).every((word) => /^[\p{Lu}\d+(]|^$/u.test(word));

/** The pages of the table a tool card links to. */
const toolPages = routeIds.filter((route) =>
  contents[rootLang].tools.items.some(({ link }) => link && 'route' in link && link.route === route),
);
/** The pages search engines do not see: the legal pages. */
const legalPages = routeIds.filter((route) => !routes[route].indexable && !route.startsWith('workshop:'));
/** The page of a group of texts: the one that shows that group alone. */
const pageOf = (group: string): RouteId => routeIds.find((route) => routes[route].texts.join() === group)!;
const imprintPage = pageOf('impressum');
const toolsPage = pageOf('tools');
const privacyPage = pageOf('datenschutz');
const homePage = routeIds.find((route) => paths.of(route, rootLang) === '/')!;

/** The site built with a sign-up URL of its own (once). */
let signupBuild: Promise<{ custom: Awaited<ReturnType<typeof renderWith>>; signup: string }> | undefined;
const withSignup = () =>
  (signupBuild ??= (async () => {
    const signup = 'https://example.org/sign-up';
    const custom = await renderWith({ config: { ...config, links: { ...config.links, rapidFramesSignup: signup } } });
    return { custom, signup };
  })());
/** The pages with sign-up buttons: those that link to a sign-up URL once one is configured. */
const signupPages = async (lang: Lang): Promise<RouteId[]> => {
  const { custom, signup } = await withSignup();
  const pages = routeIds.filter((route) =>
    [...page(custom.files, fileOf(paths.of(route, lang))).querySelectorAll('main a')].some(
      (a) => a.getAttribute('href') === signup,
    ),
  );
  return pages;
};

let site: Site;
beforeAll(async () => {
  site = await rendered();
});

describe('rendered in memory', () => {
  const files = () => site.files;
  const year = 2026;
  describe('every route in every language', () => {
    it('renders every route in every language and a 404 per language, each at its clean URL', () => {
      const rendered = site.pages.map((p) => p.file).sort();
      for (const file of rendered) expect(files().has(file), file).toBe(true);
      expect(rendered).toEqual(pageFiles);
      // The layout every common static host serves at the clean URL: `<prefix>/<path>.html`, each
      // root `index.html` or `<code>.html`, each 404 `404.html` under its language's prefix.
      const expected = languages.flatMap((lang) => [
        ...routeIds.map((route) => {
          const url = paths.of(route, lang);
          expect(url.startsWith(prefixOf(lang)), url).toBe(true);
          return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
        }),
        prefixOf(lang) ? `${prefixOf(lang).slice(1)}/404.html` : '404.html',
      ]);
      expect(rendered).toEqual(expected.sort());
    });

    it.each(languages.flatMap((lang) => routeIds.map((route) => [lang, route] as const)))(
      '%s %s has <html lang>, one h1, a main landmark, nav and footer',
      (lang, route) => {
        const doc = page(files(), fileOf(paths.of(route, lang)));
        expect(doc.querySelector('html')!.getAttribute('lang')).toBe(lang);
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        expect(doc.querySelectorAll('main#main')).toHaveLength(1);
        expect(doc.querySelector('header nav')).not.toBeNull();
        expect(doc.querySelector('footer')).not.toBeNull();
      },
    );
  });

  describe('home page', () => {
    it.each(languages)('%s: the sections in order, with the anchors the navigation uses', (lang) => {
      const doc = page(files(), fileOf(paths.of(homePage, lang)));
      const ids = [...doc.querySelectorAll('main > section, main > * > section')].map((s) => s.id);
      expect(ids).toEqual(['hero', 'problem', 'solutions', 'workshops', 'tools', 'about', 'contact']);
    });

    it.each(languages)('%s: hero booking button opens the booking page in a new tab', (lang) => {
      const hero = page(files(), fileOf(paths.of(homePage, lang))).querySelector('#hero')!;
      const booking = [...hero.querySelectorAll('a')].find((a) => a.getAttribute('href') === config.links.booking)!;
      expect(booking.getAttribute('target')).toBe('_blank');
      expect(booking.getAttribute('rel')).toContain('noopener');
      expect(
        [...hero.querySelectorAll('a')].some((a) => a.getAttribute('href') === `${paths.of(homePage, lang)}#solutions`),
      ).toBe(true);
    });

    it('every link off the site, on every page, carries rel="noopener noreferrer"', () => {
      const offSite = site.pages.flatMap((p) =>
        [...page(files(), p.file).querySelectorAll('a[href^="http"]')]
          .filter((a) => new URL(a.getAttribute('href')!).origin !== config.siteUrl)
          .map((a) => ({ page: p.file, href: a.getAttribute('href'), rel: a.getAttribute('rel') })),
      );
      expect(offSite.filter((link) => link.page.includes('datenschutz')).length).toBeGreaterThan(0);
      expect(
        offSite.filter((link) => !/\bnoopener\b/.test(link.rel ?? '') || !/\bnoreferrer\b/.test(link.rel ?? '')),
      ).toEqual([]);
    });

    it('links to the booking page carry data-booking (what analytics counts as cta_click), no other link does', () => {
      for (const lang of languages) {
        const links = [...page(files(), fileOf(paths.of(homePage, lang))).querySelectorAll('a[href]')];
        const toBooking = links.filter((a) => a.getAttribute('href') === config.links.booking);
        expect(toBooking.length, lang).toBeGreaterThanOrEqual(4); // bar, hero, solutions, closing call
        expect(
          toBooking.filter((a) => !a.hasAttribute('data-booking')),
          lang,
        ).toEqual([]);
      }
      const marked = site.pages.flatMap((p) => [...page(files(), p.file).querySelectorAll('[data-booking]')]);
      expect(marked.length).toBeGreaterThan(site.pages.length);
      expect(marked.filter((a) => a.getAttribute('href') !== config.links.booking)).toEqual([]);
    });

    it.each(languages)('%s: every pain card, benefit, option and workshop', (lang) => {
      const doc = page(files(), fileOf(paths.of(homePage, lang)));
      const t = shown[lang];
      const cards = (list: string) => doc.querySelectorAll(`${list} > li`).length;
      expect(cards('#problem ul.grid')).toBe(t.problem.items.length);
      expect(cards('#solutions ul.benefits')).toBe(t.solutions.benefits.length);
      expect(cards('#solutions ul.options')).toBe(t.solutions.options.length);
      expect(cards('#workshops ul.grid')).toBe(t.workshops.items.length);
      for (const item of t.problem.items) expect(doc.querySelector('#problem')!.textContent).toContain(item.title);
      for (const benefit of t.solutions.benefits)
        expect(doc.querySelector('#solutions')!.textContent).toContain(benefit.title);
      for (const option of t.solutions.options)
        expect(doc.querySelector('#solutions')!.textContent).toContain(option.title);
      const workshopLinks = [...doc.querySelectorAll('#workshops a')].map((a) => a.getAttribute('href'));
      for (const id of workshopIds) expect(workshopLinks).toContain(paths.of(`workshop:${id}`, lang));
      for (const id of workshopIds)
        expect(doc.querySelector('#workshops')!.textContent).toContain(formatHours(config.workshopHours[id]!, lang));
    });

    it.each(languages)('%s: shows the first three tools and links to the tools page', (lang) => {
      const section = page(files(), fileOf(paths.of(homePage, lang))).querySelector('#tools')!;
      const t = shown[lang];
      t.tools.items.slice(0, 3).forEach((tool) => expect(section.textContent).toContain(tool.title));
      t.tools.items.slice(3).forEach((tool) => expect(section.textContent).not.toContain(tool.title));
      expect([...section.querySelectorAll('a')].some((a) => a.getAttribute('href') === paths.of(toolsPage, lang))).toBe(
        true,
      );
    });

    it.each(languages)('%s: about links to the professional profile and shows the portrait with its size', (lang) => {
      const about = page(files(), fileOf(paths.of(homePage, lang))).querySelector('#about')!;
      expect([...about.querySelectorAll('a')].some((a) => a.getAttribute('href') === config.links.profile)).toBe(true);
      const img = about.querySelector('img')!;
      expect(img.getAttribute('alt')).toBe(shown[lang].about.portraitAlt);
      expect(img.getAttribute('width')).toBeTruthy();
      expect(img.getAttribute('height')).toBeTruthy();
    });
  });

  describe('tool cards', () => {
    it.each(languages)('%s: the tools page shows every card, each by its link rule', (lang) => {
      const doc = page(files(), fileOf(paths.of(toolsPage, lang)));
      const t = shown[lang];
      for (const tool of t.tools.items) {
        const card = [...doc.querySelectorAll('main article, main li')].find(
          (el) => el.querySelector('h2, h3')?.textContent.trim() === tool.title,
        );
        expect(card, tool.title).toBeTruthy();
        expect(card!.textContent).toContain(t.tools.pills[tool.pill]);
        const links = [...card!.querySelectorAll('a')];
        if (tool.link === null) {
          expect(links, `${tool.title} must not be a link`).toHaveLength(0);
          continue;
        }
        const href = paths.link(tool.link, lang);
        expect(links.map((a) => a.getAttribute('href'))).toContain(href);
        const a = links.find((l) => l.getAttribute('href') === href)!;
        if (href.startsWith('/')) expect(a.getAttribute('target')).toBeNull();
        else {
          expect(a.getAttribute('target')).toBe('_blank');
          expect(a.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }
    });
  });

  describe('workshop pages', () => {
    it.each(languages.flatMap((lang) => workshopIds.map((id) => [lang, id] as const)))(
      '%s %s: sections with emphasis, booking, teaser to the other workshop, back home',
      (lang, id) => {
        const doc = page(files(), fileOf(paths.of(`workshop:${id}`, lang)));
        const t = shown[lang];
        const workshop = t.workshops.items.find((w) => w.id === id)!;
        const index = t.workshops.items.indexOf(workshop);
        const last = index === t.workshops.items.length - 1;
        const other = t.workshops.items[last ? index - 1 : index + 1]!;
        expect(doc.querySelector('h1')!.textContent).toBe(workshop.detailPage.title);
        const bold = workshop.detailPage.sections.flatMap((s) => [...s.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]));
        expect(bold.length).toBeGreaterThan(0);
        const strong = [...doc.querySelectorAll('main strong')].map((s) => s.textContent);
        for (const b of bold) expect(strong).toContain(b);
        expect(textNodes(doc.querySelector('main')!).filter((text) => text.includes('**'))).toEqual([]);
        const links = [...doc.querySelectorAll('main a')];
        // The next workshop, or on the last one the one before, labelled as such.
        const teaser = doc.querySelector('main .teaser')!;
        expect(teaser.querySelector('a')!.getAttribute('href')).toBe(paths.of(`workshop:${other.id}`, lang));
        expect(teaser.querySelector('.eyebrow')!.textContent).toBe(
          last ? t.workshops.detail.previous : t.workshops.detail.next,
        );
        expect(
          links.some(
            (a) => a.getAttribute('href') === paths.of(homePage, lang) && a.textContent.includes(t.common.backToHome),
          ),
        ).toBe(true);
        const book = links.find((a) => a.textContent.includes(t.workshops.detail.cta.button))!;
        expect(book.getAttribute('href')).toBe(config.links.booking);
      },
    );
  });

  describe('tool pages and legal pages', () => {
    it.each(languages.flatMap((lang) => toolPages.map((route) => [lang, route] as const)))(
      '%s %s: a tool page opens the configured links it leads to in a new tab',
      (lang, route) => {
        const configured = new Set<string>(Object.values(config.links));
        const links = [...page(files(), fileOf(paths.of(route, lang))).querySelectorAll('main a')].filter((a) =>
          configured.has(a.getAttribute('href')!),
        );
        expect(links.length).toBeGreaterThan(0);
        for (const a of links) expect(a.getAttribute('target'), a.outerHTML).toBe('_blank');
      },
    );

    it.each(languages.flatMap((lang) => legalPages.map((r) => [lang, r] as const)))(
      '%s %s: rich text as elements, placeholders marked, noindex',
      (lang, route) => {
        const doc = page(files(), fileOf(paths.of(route, lang)));
        expect(doc.querySelectorAll('main h2').length).toBeGreaterThan(1);
        // One highlighted mark per [[gap]] left in the page's texts, none once they are filled.
        const gaps = findGaps(shown[lang], lang, config).filter((gap) => gap.key.startsWith(`${route}.`));
        expect(doc.querySelectorAll('main mark.placeholder').length).toBe(gaps.length);
        expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex, nofollow');
        expect(textNodes(doc.querySelector('main')!).filter((text) => /\*\*|\[\[/.test(text))).toEqual([]);
      },
    );

    it.each(languages)('%s: the privacy policy covers what the site really does', (lang) => {
      // A section for each thing this build does; what depends on the config is tests/privacy-policy.test.ts's.
      const t = shown[lang].datenschutz;
      const text = page(files(), fileOf(paths.of(privacyPage, lang))).querySelector('main')!.textContent;
      for (const feature of declarePrivacy(config).features) expect(text, feature).toContain(t.sections[feature].title);
      for (const { name } of declarePrivacy(config).storage) expect(text, name).toContain(name);
      // The booking provider it names is the one the buttons go to.
      expect(text.toLowerCase()).toContain(new URL(config.links.booking).hostname);
    });

    it.each(languages)('%s: the footer carries the build year and the brand on every page', (lang) => {
      for (const p of site.pages.filter((p) => p.lang === lang))
        expect(page(files(), p.file).querySelector('footer .copyright')!.textContent, p.file).toContain(
          `${year}\u00a0${config.brand}`,
        );
    });
  });

  describe('claims, links and every text of the tool pages', () => {
    /** A page's visible main text, whitespace collapsed. */
    const mainText = (file: string) => page(files(), file).querySelector('main')!.textContent.replace(/\s+/g, ' ');
    /** The texts of a content tree a page shows: not the SEO texts, the portrait's alt text, or the
     * teaser label a workshop page does not use. */
    const visibleTexts = (tree: unknown) =>
      [...strings(tree)].filter(([key]) => !/(^|\.)seo\.|portraitAlt|workshops\.detail\.(next|previous)$/.test(key));
    /** Keys of the visible texts of `tree` that `main` does not contain (`**` read as plain words). */
    const missingIn = (main: string, tree: unknown) =>
      visibleTexts(tree)
        .filter(([, text]) => !main.includes(text.replace(/\*\*/g, '').replace(/\s+/g, ' ')))
        .map(([key]) => key);

    it.each(languages)(
      "%s: the owner's figures are on the pages that promise them, number and unit unbroken",
      (lang) => {
        const figure = (name: string) => figureText(name, lang, year);
        for (const name of Object.keys(config.figures)) expect(figure(name), name).toMatch(/\d\u00a0\p{L}/u);
        // Each page whose own visible texts (not the SEO texts) say a figure shows it.
        for (const route of routeIds) {
          const main = page(files(), fileOf(paths.of(route, lang))).querySelector('main')!.textContent;
          const own = routes[route].texts.flatMap((group) =>
            [...strings(contents[lang][group], group).entries()]
              .filter(([key]) => !/(^|\.)(seo|detailPage|detail)\.|\.items\[|\.signup$/.test(key))
              .map(([, text]) => text),
          );
          for (const name of Object.keys(config.figures))
            if (own.some((text) => text.includes(`{${name}}`)))
              expect(main, `${route}: ${name}`).toContain(figure(name));
        }
      },
    );

    it('every page says a figure with its qualifier wherever it appears, each claim on its own offer', () => {
      for (const lang of languages) {
        const said = (name: string) => figureText(name, lang, year);
        for (const [name, figure] of Object.entries(config.figures)) {
          if (!('qualifier' in figure) || !figure.qualifier) continue;
          // "rund 30 Minuten": the figure without its first word may only follow that word.
          const [qualifier, ...rest] = said(name).split(' ');
          const bare = rest.join(' ');
          for (const p of site.pages.filter((p) => p.lang === lang)) {
            const text = textNodes(page(files(), p.file).body)
              .join(' ')
              .replace(/[ \t\n]+/g, ' ');
            // The word before each occurrence (a chunk ends "… rund ").
            const before = text
              .split(bare)
              .slice(0, -1)
              .map((chunk) => chunk.split(' ').at(-2));
            expect(new Set(before), `${p.file}: ${bare}`).toEqual(new Set(before.length ? [qualifier] : []));
          }
        }
        // Each claim only on a tool page whose own texts make it (the journeys in seconds are the
        // prototyping offer's, not another tool's): a figure appears where its placeholder is.
        for (const route of toolPages) {
          const text = page(files(), fileOf(paths.of(route, lang))).querySelector('main')!.textContent;
          const own = [...routes[route].texts, ...layoutTexts].flatMap((group) => [
            ...strings(contents[lang][group]).values(),
          ]);
          for (const name of Object.keys(config.figures))
            if (text.includes(said(name)))
              expect(
                own.some((t) => new RegExp(`\\{${name}(:\\w+)?\\}`).test(t)),
                `${route} (${lang}) says ${said(name)}`,
              ).toBe(true);
        }
      }
    });

    it.each(languages)('%s: hero, solutions and the closing call each have a booking button', (lang) => {
      const doc = page(files(), fileOf(paths.of(homePage, lang)));
      for (const section of ['#hero', '#solutions', '#contact'])
        expect(doc.querySelector(`${section} a[data-booking]`)?.getAttribute('href'), section).toBe(
          config.links.booking,
        );
    });

    it.each(languages.flatMap((lang) => toolPages.map((route) => [lang, route] as const)))(
      '%s %s: every text of a tool page is on the page',
      (lang, route) => {
        // Of the sign-up labels and notes, the page shows those for the configured sign-up (here: a call).
        expect(rapidFramesSignupOpen(config)).toBe(false);
        const callOnly = (value: unknown): unknown =>
          Array.isArray(value)
            ? value.map(callOnly)
            : value && typeof value === 'object'
              ? 'call' in value && 'signup' in value
                ? value.call
                : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, callOnly(v)]))
              : value;
        const tree = callOnly(Object.fromEntries(routes[route].texts.map((group) => [group, shown[lang][group]])));
        expect(visibleTexts(tree).length).toBeGreaterThan(20);
        expect(missingIn(mainText(fileOf(paths.of(route, lang))), tree)).toEqual([]);
      },
    );

    it.each(languages)('%s: every text of the home sections and of each workshop page is on its page', (lang) => {
      const t = shown[lang];
      const home = mainText(fileOf(paths.of(homePage, lang)));
      const cards = t.workshops.items.map(({ detailPage: _, id: __, slug: ___, ...card }) => card);
      expect(
        missingIn(home, {
          hero: t.hero,
          problem: t.problem,
          solutions: t.solutions,
          about: t.about,
          cta: t.cta,
          cards,
        }),
      ).toEqual([]);
      for (const workshop of t.workshops.items) {
        const main = mainText(fileOf(paths.of(`workshop:${workshop.id}`, lang)));
        expect(missingIn(main, workshop.detailPage), workshop.id).toEqual([]);
        expect(main).toContain(workshop.audience);
      }
      for (const workshop of t.workshops.items) expect(home).toContain(workshop.audience);
    });

    it('every page: the language links go to its hreflang twins, the footer to the legal pages of its language', () => {
      for (const p of site.pages) {
        const doc = page(files(), p.file);
        const switcher = Object.fromEntries(
          [...doc.querySelectorAll('a[data-lang]')].map((a) => [a.getAttribute('data-lang'), a.getAttribute('href')]),
        );
        expect(Object.keys(switcher).sort(), p.file).toEqual([...languages].sort());
        for (const link of doc.querySelectorAll('link[rel=alternate][hreflang]')) {
          const lang = link.getAttribute('hreflang')!;
          if (lang !== 'x-default') expect(config.siteUrl + switcher[lang], p.file).toBe(link.getAttribute('href'));
        }
        const footer = [...doc.querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
        expect(footer, p.file).toContain(paths.of(imprintPage, p.lang));
        expect(footer, p.file).toContain(paths.of(privacyPage, p.lang));
      }
    });
  });

  it('no text a component wrote itself: a page shares with its twin in another language only names', () => {
    const allowed = new Set([
      config.brand,
      config.founder.name,
      // The imprint's names and address, the same in both languages.
      `${config.founder.name}, ${config.brand}`,
      `${config.founder.name},`,
      config.email,
      // What the texts say alike in two languages (names, a bold lead-in): the texts', not a component's.
      ...otherLanguages(rootLang).flatMap((other) => sameIn(rootLang, other)),
      // The language menu: each language's name in itself, the same on every page.
      ...Object.values(languageTable).map(({ name }) => name),
      // The hosts the privacy policy lists: names, from site.config.ts.
      ...Object.values(config.links).map((url) => new URL(url).host),
    ]);
    /** Text nodes and the attributes people hear or read: aria-label, alt, title, placeholder. */
    const texts = (file: string): Set<string> => {
      const out = new Set<string>();
      const walk = (node: Node): void => {
        if (node.nodeType === node.TEXT_NODE) {
          if (node.textContent!.trim()) out.add(node.textContent!.trim());
        } else if (isElement(node) && !['script', 'style'].includes(node.localName)) {
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = node.getAttribute(name);
            if (value) out.add(value);
          }
          node.childNodes.forEach(walk);
        }
      };
      walk(page(files(), file).querySelector('html')!);
      return out;
    };
    const notFound = (lang: Lang) => fileOf(`${prefixOf(lang)}/404`);
    const shared = otherLanguages(rootLang).flatMap((other) => [
      ...[
        ...routeIds.map((route) => [fileOf(paths.of(route, rootLang)), fileOf(paths.of(route, other))]),
        [notFound(rootLang), notFound(other)],
      ].flatMap(([root, twin]) => {
        const twinTexts = texts(twin!);
        return [...texts(root!)]
          .filter((text) => twinTexts.has(text) && !allowed.has(text) && !/^[\W\d]*$/.test(text) && !isFact(text))
          .filter((text) => text.replace(/^\W+/, '') !== config.brand)
          .map((text) => `${twin}: ${text}`);
      }),
    ]);
    expect(shared).toEqual([]);
  });

  it('every page: aria-current marks its own navigation link (Home, Tools) and its language, nothing else', () => {
    for (const p of site.pages) {
      const doc = page(files(), p.file);
      const current = [...doc.querySelectorAll('.site-header .nav-links a[aria-current="page"]')].map((a) =>
        a.getAttribute('href'),
      );
      const nav = p.route === 'notFound' ? null : routes[p.route].nav;
      const expected = nav ? [paths.of(nav, p.lang)] : [];
      expect(current, p.file).toEqual(expected);
      expect(
        [...doc.querySelectorAll('a[data-lang][aria-current]')].map((a) => a.getAttribute('data-lang')),
        p.file,
      ).toEqual([p.lang]);
    }
  });

  describe('typography and names', () => {
    /** The text a visitor reads on a page: body text plus what screen readers and previews read. */
    const readable = (file: string) => {
      const doc = page(files(), file);
      const attributes = [
        ...doc.querySelectorAll('[alt], meta[name=description], meta[property="og:title"], title'),
      ].map((el) => el.getAttribute('alt') ?? el.getAttribute('content') ?? el.textContent);
      return [doc.body.textContent, ...attributes].join('\n');
    };

    it('every page: a number never breaks from the word it counts, nor § from its number', () => {
      for (const p of site.pages) {
        const text = readable(p.file);
        expect(text.match(/.{0,12}\d[ \t\n]+\p{L}.{0,8}/gu), p.file).toBeNull();
        expect(text.match(/.{0,12}(§|Art\.|Abs\.|Section)[ \t\n]+\d.{0,8}/g), p.file).toBeNull();
        expect(text, p.file).not.toMatch(/(^|\s)(z|d|u)\. [BhaT]\./);
      }
    });

    it.each(languages)(
      '%s: the legal pages keep their references whole ("Art. 6 Abs. 1 lit. f", "§ 5 DDG", "z. B.")',
      (lang) => {
        for (const route of legalPages) {
          const text = readable(fileOf(paths.of(route, lang)));
          expect(text).not.toMatch(/(§|Art\.|Abs\.|lit\.|Section) /);
          expect(text).not.toMatch(/(^|\s)z\. B\./);
        }
      },
    );

    it.each(languages)('%s: the imprint shows the e-mail of the structured data, as a mailto link', (lang) => {
      const imprint = page(files(), fileOf(paths.of(imprintPage, lang)));
      const mail = [...imprint.querySelectorAll('main a[href^="mailto:"]')].map((a) => [
        a.getAttribute('href'),
        a.textContent,
      ]);
      expect(mail).toEqual([[`mailto:${config.email}`, config.email]]);
      const graph = JSON.parse(
        page(files(), fileOf(paths.of(homePage, lang))).querySelector('script[type="application/ld+json"]')!
          .textContent,
      )['@graph'];
      expect(graph.find((n: { '@type': string }) => n['@type'] === 'Organization').email).toBe(config.email);
      expect(imprint.querySelector('main')!.textContent).toContain(`${config.founder.name}, ${config.brand}`);
    });
  });

  describe('404 pages', () => {
    it.each(languages.map((lang) => [lang, fileOf(`${prefixOf(lang)}/404`)] as const))(
      '%s: says so and links home',
      (lang, file) => {
        const { title: heading, home } = shown[lang].common.notFound;
        const href = paths.of(homePage, lang);
        const doc = page(files(), file);
        expect(doc.querySelector('html')!.getAttribute('lang')).toBe(lang);
        expect(doc.querySelector('h1')!.textContent).toBe(heading);
        expect(
          [...doc.querySelectorAll('main a')].some(
            (a) => a.textContent.includes(home) && a.getAttribute('href') === href,
          ),
        ).toBe(true);
        expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex, nofollow');
      },
    );
  });
});

describe('the real build', () => {
  it('writes every page the render makes into dist/', async () => {
    const dist = await builtDist();
    const built = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(built).toEqual(expect.arrayContaining(site.pages.map((p) => p.file)));
  });
});

describe('names come from site.config.ts', () => {
  it('no text file types the brand, the founder, the network or the e-mail address', () => {
    const root = path.resolve(import.meta.dirname, '../i18n');
    for (const file of readdirSync(root)) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const name of [config.brand, config.founder.name, config.network.name, config.email])
        expect(source.includes(name), `i18n/${file}: ${name}`).toBe(false);
    }
  });

  it('a changed brand, founder, network and e-mail reach every page that names them', async () => {
    // Names no owner has, so that none of them is part of the one it replaces.
    // The brand as long as the one it replaces: titles and descriptions keep the length the build checked.
    const brand = sameLength('Zyxtra Werkstatt', config.brand);
    const other = {
      ...config,
      brand,
      founder: { ...config.founder, name: 'Quirin Zabelsky' },
      email: 'post@zyxtra.example',
      network: { name: 'Qwerkly', privacyPolicy: 'https://qwerkly.example/privacy' },
    };
    const changed = await renderWith({ config: other });
    const text = (file: string) => page(changed.files, file).querySelector('html')!.textContent;
    for (const lang of languages) {
      expect(text(fileOf(paths.of(imprintPage, lang)))).toContain(`Quirin Zabelsky, ${brand}`);
      expect(text(fileOf(paths.of(imprintPage, lang)))).toContain('post@zyxtra.example');
      expect(text(fileOf(paths.of(privacyPage, lang)))).toContain('Qwerkly');
      const privacyLinks = [...page(changed.files, fileOf(paths.of(privacyPage, lang))).querySelectorAll('main a')];
      expect(privacyLinks.map((a) => a.getAttribute('href'))).toContain(other.network.privacyPolicy);
      expect(text(fileOf(paths.of(homePage, lang)))).toContain('Qwerkly');
    }
    expect(page(changed.files, 'index.html').querySelector('#about img')!.getAttribute('alt')).toContain(
      'Quirin Zabelsky',
    );
    for (const p of changed.pages) {
      const html = source(changed.files, p.file);
      for (const old of [config.brand, config.founder.name, config.email, config.network.name])
        expect(html.includes(old), `${p.file}: ${old}`).toBe(false);
    }
  });

  it("a changed tool platform, the tools' links on it, is the one the privacy policy names", async () => {
    const toolPlatform = {
      name: 'Zyxtra Werkbank',
      provider: 'Zyxtra Labs',
      origin: 'https://werkbank.zyxtra.example',
      privacyPolicy: 'https://zyxtra.example/privacy',
    };
    const links = Object.fromEntries(
      Object.entries(config.links).map(([id, url]) => [id, isToolLink(id) ? `${toolPlatform.origin}/${id}` : url]),
    ) as typeof config.links;
    const changed = await renderWith({ config: { ...config, toolPlatform, links } });
    // The platform's host and policy are listed while a tool links to it (an owner may remove every tool).
    const linked = Object.keys(links).some(isToolLink);
    for (const lang of languages) {
      const main = page(changed.files, fileOf(paths.of(privacyPage, lang))).querySelector('main')!;
      const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      if (linked) expect(main.textContent, lang).toContain(new URL(toolPlatform.origin).host);
      expect(hrefs.includes(toolPlatform.privacyPolicy), lang).toBe(linked);
      expect(hrefs.includes(config.toolPlatform.privacyPolicy), lang).toBe(false);
      // Its name and provider, wherever the texts say them by placeholder (an owner may write them out).
      const legal = JSON.stringify(contents[lang].datenschutz);
      for (const [key, value, old] of [
        ['toolPlatform', toolPlatform.name, config.toolPlatform.name],
        ['toolPlatformProvider', toolPlatform.provider, config.toolPlatform.provider],
      ] as const)
        if (legal.includes(`{${key}}`)) {
          expect(main.textContent, `${lang}: ${value}`).toContain(value);
          expect(main.textContent!.includes(old), `${lang}: ${old}`).toBe(legal.includes(old));
        }
    }
  });
});

describe('config', () => {
  it('SITE_URL from the environment makes every absolute URL', async () => {
    const moved = loadSiteConfig({ SITE_URL: 'https://example.org/' });
    expect(moved.siteUrl).toBe('https://example.org');
    const custom = await renderWith({ config: moved });
    // A page below the root, in a language under a prefix.
    const [route, lang] = [routeIds.find((r) => r !== homePage)!, otherLanguages(rootLang)[0]!];
    const tools = `https://example.org${paths.of(route, lang)}`;
    const doc = page(custom.files, fileOf(paths.of(route, lang)));
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(tools);
    expect(doc.querySelector('meta[property="og:image"]')!.getAttribute('content')).toMatch(
      /^https:\/\/example\.org\//,
    );
    expect(readSitemap(source(custom.files, 'sitemap.xml')).url.map((u) => u.loc)).toContain(tools);
    expect(source(custom.files, 'robots.txt')).toContain('Sitemap: https://example.org/sitemap.xml');
  });

  it.each(languages)(
    '%s: without a sign-up URL of its own, the sign-up pages sign up through the booking page',
    async (lang) => {
      expect(config.links.rapidFramesSignup).toBe(config.links.booking);
      for (const route of await signupPages(lang)) {
        const links = [...page(site.files, fileOf(paths.of(route, lang))).querySelectorAll('main a[href^="http"]')].map(
          (a) => a.getAttribute('href'),
        );
        expect(links.length).toBeGreaterThanOrEqual(2);
        expect(new Set(links)).toEqual(new Set([config.links.booking]));
      }
    },
  );
});

describe('rendering', () => {
  it('a page that fails to render names itself, and the minifier thread stops with the build', async () => {
    const threads = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;
    const before = threads();
    const broken = { ...fakeAssets, images: {} as typeof fakeAssets.images };
    await expect(renderWith({ assets: broken })).rejects.toThrow(
      new RegExp(`^${homePage} \\(${rootLang}\\): rendering failed: `),
    );
    expect(threads()).toBe(before);
    await renderWith();
    expect(threads()).toBe(before);
  });

  it('a card grid has as many columns as fit, and leaves no card alone in its last row where any width would not', () => {
    for (const most of [2, 3, 4] as const)
      for (let cards = 1; cards <= 25; cards++) {
        const columns = columnsFor(cards, most);
        const fitting = [2, 3, 4].filter((c) => c <= Math.min(most, cards));
        const label = `${cards} cards, at most ${most} to a row: ${columns}`;
        expect(columns, label).toBeLessThanOrEqual(Math.max(1, Math.min(most, cards)));
        if (fitting.some((c) => cards % c === 0)) expect(cards % columns, label).toBe(0);
        else if (fitting.some((c) => cards % c !== 1)) expect(cards % columns, label).not.toBe(1);
      }
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((cards) => columnsFor(cards, 4))).toEqual([1, 2, 3, 4, 3, 3, 4, 4]);
  });
});

describe('content', () => {
  it('renders no text literal twice across languages where it should be translated', () => {
    // The texts of each language against the root language's, text by text.
    const allowed = new Set([config.brand, config.founder.name, `${config.founder.name}, ${config.brand}`]);
    const root = strings(shown[rootLang]);
    const same = otherLanguages(rootLang).flatMap((other) => {
      const twin = strings(shown[other]);
      return [...root]
        .filter(
          ([key, text]) =>
            twin.get(key) === text &&
            !namedKeys.test(key) &&
            !allowed.has(text) &&
            !/^[A-Z]{2}$/.test(text) &&
            !/^\[\[/.test(text) &&
            !/^[\W\d]*$/.test(text) &&
            !isFact(text),
        )
        .map(([key, text]) => `${other}: ${key}: ${text}`);
    });
    expect(same).toEqual([]);
  });

  it.each(languages)('%s: one label per action, and each says where it leads', (lang) => {
    const t = shown[lang];
    const labels = new Map<string, Set<string>>();
    for (const p of site.pages.filter((p) => p.lang === lang))
      for (const a of page(site.files, p.file).querySelectorAll('a[href]')) {
        const label = [...a.childNodes]
          .filter((node) => !(isElement(node) && node.classList.contains('visually-hidden')))
          .map((node) => node.textContent)
          .join('')
          .trim();
        const href = a.getAttribute('href')!;
        labels.set(href, (labels.get(href) ?? new Set()).add(label));
      }
    // The booking page: the booking label, the workshop request through the call, and the call a
    // sign-up button books while there is no sign-up URL (its `button.call`).
    const calls = [...strings(t).entries()].filter(([key]) => /\.button\.call$/.test(key)).map(([, text]) => text);
    expect([...labels.get(config.links.booking)!].sort()).toEqual(
      [...new Set([t.navigation.cta, t.workshops.detail.cta.button, ...calls])].sort(),
    );
  });

  it.each(languages)('%s: the sign-up buttons go to the configured sign-up URL', async (lang) => {
    const { custom, signup } = await withSignup();
    for (const route of await signupPages(lang)) {
      /** The page's own label of a sign-up button: `call` or `signup` of its texts' `button`. */
      const label = (form: 'call' | 'signup') =>
        routes[route].texts.flatMap((group) =>
          [...strings(shown[lang][group], group).entries()]
            .filter(([key]) => key.endsWith(`.button.${form}`))
            .map(([, text]) => text),
        )[0]!;
      const links = [...page(custom.files, fileOf(paths.of(route, lang))).querySelectorAll('main a')].filter(
        (a) => a.getAttribute('href') === signup,
      );
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const a of links) {
        expect(a.getAttribute('rel')).toBe('noopener noreferrer');
        // A sign-up is not a booking: labelled so, and not counted as a booking click.
        expect(a.textContent).toContain(label('signup'));
        expect(a.hasAttribute('data-booking')).toBe(false);
      }
      // Without one, the same buttons book a call, and say so.
      const booking = [...page(site.files, fileOf(paths.of(route, lang))).querySelectorAll('main a')].filter(
        (a) => a.getAttribute('href') === config.links.booking,
      );
      expect(booking.length).toBeGreaterThanOrEqual(2);
      for (const a of booking) {
        expect(a.textContent).toContain(label('call'));
        expect(a.hasAttribute('data-booking')).toBe(true);
      }
    }
  });
});

/** Every string of a content tree by key; ids, slugs and link targets left out. */
/**
 * Keys whose text may read the same in both languages: names (an offer's, a tool's, a pill's, a
 * language's), section labels, and the browser's own terms for what it stores.
 */
const namedKeys =
  /(\.(items|options)\[\d+\]\.title|^tools\.pills\.\w+|\.eyebrow|^navigation\.\w+|^language\.(names|short)\.\w+|^datenschutz\.facts\.kinds\.\w+)$/;

/** The texts (and the bold lead-ins of rich texts) that read the same in two languages. */
function sameIn(one: Lang, other: Lang): string[] {
  const twin = strings(shown[other]);
  const bold = (text: string) => [...text.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  return [...strings(shown[one])].flatMap(([key, text]) => {
    const twinText = twin.get(key);
    if (twinText === undefined) return [];
    return text === twinText ? [text] : bold(text).filter((part) => bold(twinText).includes(part));
  });
}

function strings(value: unknown, key = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    if (!/\.(id|icon|pill|route|hash|external|slug)$/.test(key) && !key.startsWith('language.names'))
      out.set(key, value);
  } else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${key}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, key ? `${key}.${k}` : k, out);
  return out;
}
