// The routes: the page table (pages/pages.ts) with a page per workshop of the texts, and everything
// the build derives from it: each path under its language's prefix (i18n/languages.ts; no trailing
// slash), the breadcrumb names, and the old URLs that answer with a 301. Links are always made
// here, never typed by hand.
import { languages, workshopIds, type Content, type Lang, type Link, type RouteId } from '../i18n/types.ts';
import { prefixOf } from '../i18n/languages.ts';
import { notFoundPage, pageTable, workshopPage, type Page } from '../pages/pages.ts';
import type { SiteConfig } from './config.ts';

/** A page of the table, its path as a function of the texts and its parents as route ids. */
export interface Route extends Omit<Page, 'path' | 'parents'> {
  /** The path in a language's texts, without the language prefix. */
  path: (t: Content) => string;
  /** The breadcrumb trail above the page, home first. */
  parents: RouteId[];
}

const routeOf = ({ path, parents, ...page }: Page): Route => ({
  ...page,
  path: typeof path === 'string' ? () => path : path,
  parents: parents as RouteId[],
});

export const routes = Object.fromEntries([
  ...Object.entries(pageTable).map(([id, page]) => [id, routeOf(page)]),
  ...workshopIds.map((id) => [`workshop:${id}`, routeOf(workshopPage(id))]),
]) as Record<RouteId, Route>;

/** The pages that stand above others in a breadcrumb trail, with the name the trail gives them. */
export const crumbNames = Object.fromEntries(
  Object.entries(routes).flatMap(([id, route]) => (route.crumb ? [[id, route.crumb]] : [])),
) as Partial<Record<RouteId, (t: Content) => string>>;

/** The 404 page of each language: not a route (no URL of its own), served by the host for misses. */
export const notFound = notFoundPage;

export const routeIds = Object.keys(routes) as RouteId[];

export const isRouteId = (value: string): value is RouteId => Object.hasOwn(routes, value);

/** An old URL with the page it now lives at. */
export interface Redirect {
  from: string;
  route: RouteId;
  lang: Lang;
}

/** Every old URL with the page it now lives at. */
export const redirects: readonly Redirect[] = routeIds.flatMap((route) =>
  (routes[route].formerly ?? []).map(({ from, lang }) => ({ from, route, lang })),
);

export interface Paths {
  /** Root-relative URL of a route in a language: `/en/tools`, `/`, `/workshops/…`. */
  of(route: RouteId, lang: Lang): string;
  /** Resolves a content link: a root-relative path for pages, the configured URL otherwise. */
  link(target: Link, lang: Lang): string;
}

export function createPaths(contents: Record<Lang, Content>, config: SiteConfig): Paths {
  // Every path once: a workshop's comes from a search of the texts, and pages link to each other often.
  const table = new Map<string, string>();
  for (const lang of languages)
    for (const route of routeIds) {
      const local = routes[route].path(contents[lang]);
      table.set(`${lang} ${route}`, prefixOf(lang) && local === '/' ? prefixOf(lang) : prefixOf(lang) + local);
    }
  const of = (route: RouteId, lang: Lang): string => table.get(`${lang} ${route}`)!;
  return {
    of,
    link: (target, lang) =>
      'route' in target
        ? of(target.route, lang) + (target.hash ? `#${target.hash}` : '')
        : config.links[target.external],
  };
}

/** `/` → `index.html`, `/en/tools` → `en/tools.html`: the layout every common static host serves cleanly. */
export const fileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
