// The route table: every page once, with everything the build derives from it: its path (under its
// language's prefix, i18n/languages.ts; no trailing slash), its breadcrumb parents, whether
// search engines may index it, the nav link it highlights, its SEO texts, and the old URLs that
// answer with a 301 to it. Links are always made here, never typed by hand. Data only: the
// component that renders a route is pages/page-for.ts's.
import {
  languages,
  workshopIds,
  type Content,
  type Lang,
  type Link,
  type NavSection,
  type RouteId,
  type Seo,
  type WorkshopId,
} from '../i18n/types.ts';
import { prefixOf } from '../i18n/languages.ts';
import type { SiteConfig } from '../site.config.ts';

/** The pages that stand above others in a breadcrumb trail, with the name the trail gives them. */
export const crumbNames = {
  home: (t: Content) => t.common.breadcrumbHome,
  tools: (t: Content) => t.navigation.tools,
} satisfies Partial<Record<RouteId, (t: Content) => string>>;

export interface Route {
  /** The path in a language's texts, without the language prefix. */
  path: (t: Content) => string;
  /** The breadcrumb trail above the page, home first. */
  parents: (keyof typeof crumbNames)[];
  /** Open to search engines and in the sitemap (the legal pages are not). */
  indexable: boolean;
  /** The navigation link shown as the current page. */
  nav: NavSection | null;
  seo: (t: Content) => Seo & { keywords?: string };
  /** Old URLs, each answered with one 301 to this page in the given language. */
  formerly?: { from: string; lang: Lang }[];
}

const at = (path: string) => () => path;
const workshopOf = (t: Content, id: WorkshopId) => t.workshops.items.find((w) => w.id === id)!;

/** Old URLs of the workshop pages, kept so that links and bookmarks to them still arrive (301). */
const formerWorkshopUrls: Partial<Record<WorkshopId, Route['formerly']>> = {
  'ux-workflows': [
    { from: '/effiziente-ux-workflows-mit-ki', lang: 'de' },
    { from: '/ux-design-workshop', lang: 'de' },
    { from: '/efficient-ux-workflows-with-ai', lang: 'en' },
    { from: '/workshops/efficient-ux-workflows-with-ai', lang: 'en' },
  ],
  'user-research': [
    { from: '/user-research-workshop', lang: 'de' },
    { from: '/user-research-workshop-en', lang: 'en' },
    { from: '/workshops/user-research-workshop', lang: 'en' },
  ],
};

/** A workshop page per workshop of the texts; its slug comes from the texts of each language. */
const workshopRoutes = Object.fromEntries(
  workshopIds.map((id): [`workshop:${WorkshopId}`, Route] => [
    `workshop:${id}`,
    {
      path: (t) => `/workshops/${workshopOf(t, id).slug}`,
      parents: ['home'],
      indexable: true,
      nav: null,
      seo: (t) => workshopOf(t, id).detailPage.seo,
      formerly: formerWorkshopUrls[id],
    },
  ]),
) as Record<`workshop:${WorkshopId}`, Route>;

export const routes = {
  home: { path: at('/'), parents: [], indexable: true, nav: 'home', seo: (t) => t.hero.seo },
  tools: {
    path: at('/tools'),
    parents: ['home'],
    indexable: true,
    nav: 'tools',
    seo: (t) => t.tools.seo,
  },
  interviewAgent: {
    path: at('/tools/interview-agent'),
    parents: ['home', 'tools'],
    indexable: true,
    nav: 'tools',
    seo: (t) => t.interviewAgent.seo,
  },
  markdownPrototyping: {
    path: at('/tools/markdown-prototyping'),
    parents: ['home', 'tools'],
    indexable: true,
    nav: 'tools',
    seo: (t) => t.markdownPrototyping.seo,
  },
  impressum: {
    path: at('/impressum'),
    parents: ['home'],
    indexable: false,
    nav: null,
    seo: (t) => t.impressum.seo,
  },
  datenschutz: {
    path: at('/datenschutz'),
    parents: ['home'],
    indexable: false,
    nav: null,
    seo: (t) => t.datenschutz.seo,
  },
  ...workshopRoutes,
} satisfies Record<RouteId, Route>;

/** The 404 page of each language: not a route (no URL of its own), served by the host for misses. */
export const notFound = { seo: (t: Content) => t.common.notFound.seo };

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
  ((routes[route] as Route).formerly ?? []).map(({ from, lang }) => ({ from, route, lang })),
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
      const local = (routes[route] as Route).path(contents[lang]);
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
