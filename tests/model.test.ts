// The site's model (site/model.ts), resolved from small sites the tests declare: one language or
// three, no workshop or three, a page added to the navigation. What every page, path, alternate,
// navigation link and redirect must be follows from the tables; nothing here names a shipped page.
import { describe, expect, it } from 'vitest';
import { resolveSite, type Site } from '../site/model.ts';
import { declare, everyPageInNav, languages, shipped, workshops, type Draft } from './support/site.ts';

/** An old URL in each language to a page of the table, whatever the shipped ones are. */
const oldUrls = (draft: Draft) => {
  const [id] = Object.keys(draft.pages).filter((page) => !draft.pages[page]!.each);
  for (const { code } of draft.languages) draft.redirects.push({ from: `/old-page-${code}`, to: id!, lang: code });
};
const sites: [string, Site][] = [
  ['with one language', resolveSite(declare(shipped, languages(1), oldUrls).input)],
  // Pages whose paths lie below another's (a tool below the tools) in the navigation too.
  ['with every page in the navigation', resolveSite(declare(shipped, everyPageInNav, oldUrls).input)],
  ['with three languages', resolveSite(declare(shipped, languages(3), oldUrls).input)],
  ['with no workshop', resolveSite(declare(shipped, workshops(0), oldUrls).input)],
  ['with three workshops', resolveSite(declare(shipped, workshops(3), oldUrls).input)],
];

describe.each(sites)('the model of a site %s', (_name, site) => {
  const [root, ...others] = site.languages;
  const pages = site.pages.filter((page) => page.id !== 'notFound');

  it('has every page of the table in every language, a list entry once for each of its items', () => {
    for (const { code } of site.languages) {
      const ids = pages.filter((page) => page.lang === code).map((page) => page.id);
      const expected = Object.entries(site.input.pages).flatMap(([id, entry]) =>
        entry.each ? entry.each(site.texts[code]!).map((item) => `${id}:${item.id}`) : [id],
      );
      expect(ids.sort()).toEqual(expected.sort());
    }
  });

  it('serves the first language at the root and each other under /<code>, without a trailing slash', () => {
    for (const page of pages) {
      const prefix = page.lang === root!.code ? '' : `/${page.lang}`;
      expect(page.path === (prefix || '/') || page.path.startsWith(`${prefix}/`), page.path).toBe(true);
      expect(page.path === '/' || !page.path.endsWith('/'), page.path).toBe(true);
      expect(page.file).toBe(page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
      expect(page.url).toBe(`${site.config.siteUrl}${page.path}`);
    }
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('gives each page its twins in every language as alternates, the first language as x-default, reciprocally', () => {
    for (const page of pages) {
      const twins = pages.filter((other) => other.id === page.id);
      expect(page.alternates).toEqual([
        ...twins.map((twin) => ({ hreflang: twin.lang, href: twin.url })),
        { hreflang: 'x-default', href: twins.find((twin) => twin.lang === root!.code)!.url },
      ]);
      expect(page.inLanguages.map((l) => l.href)).toEqual(twins.map((twin) => twin.path));
    }
  });

  it('has a 404 page for each language, under its prefix, outside every index', () => {
    const missing = site.pages.filter((page) => page.id === 'notFound');
    expect(missing.map((page) => page.path)).toEqual(['/404', ...others.map(({ code }) => `/${code}/404`)]);
    for (const page of missing) expect([page.url, page.indexable, page.alternates]).toEqual([null, false, []]);
  });

  it('marks as current the navigation link of the page (page), or of the deepest page its path lies below (true)', () => {
    for (const page of pages) {
      const local = (path: string) => path.slice(page.lang === root!.code ? 0 : page.lang.length + 1) || '/';
      const below = ({ href }: { href: string }) =>
        !href.includes('#') &&
        (local(page.path) === local(href) || (local(href) !== '/' && local(page.path).startsWith(`${local(href)}/`)));
      const deepest = page.nav.filter(below).sort((a, b) => b.href.length - a.href.length)[0];
      expect(page.nav.filter((link) => link.current)).toEqual(deepest ? [deepest] : []);
      // aria-current: `page` for the page itself, `true` for the page it lies below.
      if (deepest) expect(deepest.current).toBe(local(page.path) === local(deepest.href) ? 'page' : 'true');
    }
    const entries = Object.values(site.input.pages).flatMap((entry) => entry.nav ?? []);
    for (const page of pages) expect(page.nav).toHaveLength(entries.length);
  });

  it('leads the breadcrumb from the home page to the page itself', () => {
    for (const page of pages.filter((page) => page.indexable)) {
      const trail = page.breadcrumb.map((crumb) => crumb.url);
      expect(trail[0]).toBe(site.url(site.pathOf(site.home, page.lang)!));
      expect(trail.at(-1)).toBe(page.url);
      expect(page.breadcrumb.every((crumb) => crumb.name)).toBe(true);
    }
  });

  it("leads every old URL to its page's path in its language", () => {
    const pathOf = (id: string, lang: string) => pages.find((page) => page.id === id && page.lang === lang)?.path;
    expect(site.redirects.map(({ from, to }) => ({ from, to }))).toEqual(
      site.input.redirects.map(({ from, to, lang }) => ({ from, to: pathOf(to, lang) })),
    );
    expect(site.redirects.length).toBeGreaterThanOrEqual(site.languages.length);
  });
});

it('adds a page to the navigation by its entry of the table, in the order of the entries', () => {
  // Two entries, those outside the navigation first (their own entries replaced where they have some).
  const { pages } = shipped.input;
  const [first, second] = Object.keys(pages)
    .filter((id) => !pages[id]!.each)
    .sort((a, b) => Number(!!pages[a]!.nav) - Number(!!pages[b]!.nav));
  const site = resolveSite(
    declare(shipped, (draft) => {
      draft.pages[first!] = { ...draft.pages[first!]!, nav: [{ order: 0, label: () => 'First' }] };
      draft.pages[second!] = { ...draft.pages[second!]!, nav: [{ order: 99, label: () => 'Last' }] };
    }).input,
  );
  for (const page of site.pages.filter((page) => page.id === first)) {
    expect(page.nav[0]).toMatchObject({ label: 'First', href: page.path, current: 'page' });
    expect(page.nav.at(-1)).toMatchObject({ label: 'Last', current: false });
  }
  expect(site.framed).toEqual(expect.arrayContaining([first, second]));
});
