// The route table (site/routes.ts) and the paths made from it, for the texts and config as they are:
// every route in both languages at a path of its own, the old URLs, the breadcrumbs, content links.
import { describe, expect, it } from 'vitest';
import { otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { languages, type ExternalLinkId } from '../i18n/types.ts';
import { crumbNames, fileOf, isRouteId, redirects, routeIds, routes, type Route } from '../site/routes.ts';
import { config, contents, paths } from './support/fixtures.ts';

const everyPath = languages.flatMap((lang) => routeIds.map((route) => ({ lang, route, path: paths.of(route, lang) })));

describe('paths', () => {
  it('every route has a path in every language: the first at the root, each other under /<code>, no trailing slash', () => {
    expect(everyPath).toHaveLength(routeIds.length * languages.length);
    const prefixOfPath = (path: string) =>
      languages.find((lang) => path === `/${lang}` || path.startsWith(`/${lang}/`));
    for (const { lang, route, path } of everyPath) {
      expect(path, `${lang} ${route}`).toMatch(/^\//);
      if (path !== '/') expect(path.endsWith('/'), `${lang} ${route}: ${path}`).toBe(false);
      expect(prefixOfPath(path), `${lang} ${route}: ${path}`).toBe(lang === rootLang ? undefined : lang);
    }
  });

  it('no two pages share a path, nor a file', () => {
    const all = everyPath.map(({ path }) => path);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all.map(fileOf)).size).toBe(all.length);
  });

  it("a workshop's path is its slug in each language", () => {
    for (const lang of languages)
      for (const workshop of contents[lang].workshops.items)
        expect(paths.of(`workshop:${workshop.id}`, lang)).toBe(`${prefixOf(lang)}/workshops/${workshop.slug}`);
  });

  it('a path is served from the file of the same name, the home page from index.html', () => {
    expect(fileOf('/')).toBe('index.html');
    for (const { path } of everyPath.filter(({ path }) => path !== '/'))
      expect(fileOf(path)).toBe(`${path.slice(1)}.html`);
  });

  it('a content link becomes the route’s path (with its #fragment) or the configured URL', () => {
    const [route] = routeIds;
    for (const lang of languages) {
      expect(paths.link({ route: route! }, lang)).toBe(paths.of(route!, lang));
      expect(paths.link({ route: route!, hash: 'part' }, lang)).toBe(`${paths.of(route!, lang)}#part`);
      for (const external of Object.keys(config.links) as ExternalLinkId[])
        expect(paths.link({ external }, lang)).toBe(config.links[external]);
    }
  });

  it('tells route ids from other names, and each language the others', () => {
    for (const route of routeIds) expect(isRouteId(route)).toBe(true);
    for (const name of ['nope', 'toString', 'constructor', '']) expect(isRouteId(name), name).toBe(false);
    for (const lang of languages) {
      expect(otherLanguages(lang)).not.toContain(lang);
      expect([lang, ...otherLanguages(lang)].sort()).toEqual([...languages].sort());
    }
  });
});

describe('old URLs', () => {
  it('each answers for one page of the table, and none is the path of a page', () => {
    const from = redirects.map((r) => r.from);
    expect(new Set(from).size).toBe(from.length);
    const pagePaths = new Set(everyPath.map(({ path }) => path));
    for (const redirect of redirects) {
      expect(pagePaths.has(redirect.from), redirect.from).toBe(false);
      expect(isRouteId(redirect.route), redirect.from).toBe(true);
    }
    // Exactly the old URLs the routes list, each once.
    const listed = routeIds.flatMap((route) => ((routes[route] as Route).formerly ?? []).map((f) => f.from));
    expect([...from].sort()).toEqual([...listed].sort());
  });
});

describe('breadcrumbs', () => {
  it('every route but home sits below home, its parents pages with a crumb name and a path', () => {
    for (const route of routeIds) {
      const { parents } = routes[route] as Route;
      if (route === 'home') {
        expect(parents).toEqual([]);
        continue;
      }
      expect(parents[0], route).toBe('home');
      expect(parents, route).not.toContain(route);
      for (const parent of parents) {
        expect(Object.keys(crumbNames), route).toContain(parent);
        for (const lang of languages)
          expect(crumbNames[parent]!(contents[lang]).trim(), `${lang} ${parent}`).not.toBe('');
      }
    }
  });
});
