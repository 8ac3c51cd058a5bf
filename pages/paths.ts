// URLs of every route in every language, and the redirect table. German at the root, English
// under /en, no trailing slash (DECISIONS.md). Links are always made here, never typed by hand.
import { languages, workshopIds, type Content, type Lang, type Link, type RouteId } from '../i18n/types.ts';
import type { SiteConfig } from '../site.config.ts';

type StaticRouteId = Exclude<RouteId, `workshop:${string}`>;

const staticPaths = {
  home: '/',
  tools: '/tools',
  interviewAgent: '/tools/interview-agent',
  markdownPrototyping: '/tools/markdown-prototyping',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
} as const satisfies Record<StaticRouteId, string>;

export const routeIds: readonly RouteId[] = [
  ...(Object.keys(staticPaths) as StaticRouteId[]),
  ...workshopIds.map((id) => `workshop:${id}` as const),
];

/** Legal pages are noindex, nofollow and stay out of the sitemap. */
export const isIndexable = (route: RouteId): boolean => route !== 'impressum' && route !== 'datenschutz';

/** The breadcrumb trail above a page, home first, the page itself excluded. */
export const parentsOf = (route: RouteId): RouteId[] =>
  route === 'home' ? [] : route === 'interviewAgent' || route === 'markdownPrototyping' ? ['home', 'tools'] : ['home'];

/** Old and un-prefixed URLs, each answered with one 301 to its page's canonical URL. */
export const redirects: readonly { from: string; route: RouteId; lang: Lang }[] = [
  { from: '/effiziente-ux-workflows-mit-ki', route: 'workshop:ux-workflows', lang: 'de' },
  { from: '/ux-design-workshop', route: 'workshop:ux-workflows', lang: 'de' },
  { from: '/user-research-workshop', route: 'workshop:user-research', lang: 'de' },
  { from: '/efficient-ux-workflows-with-ai', route: 'workshop:ux-workflows', lang: 'en' },
  { from: '/user-research-workshop-en', route: 'workshop:user-research', lang: 'en' },
  { from: '/workshops/efficient-ux-workflows-with-ai', route: 'workshop:ux-workflows', lang: 'en' },
  { from: '/workshops/user-research-workshop', route: 'workshop:user-research', lang: 'en' },
];

export const isRouteId = (value: string): value is RouteId => (routeIds as readonly string[]).includes(value);

export interface Paths {
  /** Root-relative URL of a route in a language: `/en/tools`, `/`, `/workshops/…`. */
  of(route: RouteId, lang: Lang): string;
  /** Resolves a content link: a root-relative path for pages, the configured URL otherwise. */
  link(target: Link, lang: Lang): string;
  /** Output file of a route: `index.html`, `en.html`, `en/tools.html`. */
  file(route: RouteId, lang: Lang): string;
}

export function createPaths(contents: Record<Lang, Content>, config: SiteConfig): Paths {
  const of = (route: RouteId, lang: Lang): string => {
    const local = route.startsWith('workshop:')
      ? `/workshops/${contents[lang].workshops.items.find((w) => `workshop:${w.id}` === route)?.slug}`
      : staticPaths[route as StaticRouteId];
    if (lang === 'de') return local;
    return local === '/' ? '/en' : `/en${local}`;
  };
  return {
    of,
    link: (target, lang) =>
      'route' in target
        ? of(target.route, lang) + (target.hash ? `#${target.hash}` : '')
        : config.links[target.external],
    file: (route, lang) => fileOf(of(route, lang)),
  };
}

/** `/` → `index.html`, `/en/tools` → `en/tools.html`: the layout every common static host serves cleanly. */
export const fileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

export const otherLanguage = (lang: Lang): Lang => (lang === 'de' ? 'en' : 'de');
export { languages };
