// The page table: every page once, with its path in each language, its component, the texts it
// shows, its place in the breadcrumb trail, its SEO and whether search engines see it. The route ids
// (RouteId in i18n/types.ts), the routes (site/routes.ts) and the list of pages follow from it.
// Adding a page is an entry here, its component and its texts; the build names what else is missing.
import type { ComponentType } from 'react';
import type { PageProps } from '../components/props.ts';
import type { Content, Lang, NavSection, Seo, Workshop, WorkshopId } from '../i18n/types.ts';
import { HomePage } from './Home.tsx';
import { InterviewAgentPage } from './InterviewAgent.tsx';
import { LegalPage } from './Legal.tsx';
import { MarkdownPrototypingPage } from './MarkdownPrototyping.tsx';
import { NotFoundPage } from './NotFound.tsx';
import { ToolsPage } from './Tools.tsx';
import { WorkshopPage } from './Workshop.tsx';

export interface Page {
  /** Its path without the language prefix: the same in every language, or from each language's texts. */
  path: string | ((t: Content) => string);
  component: ComponentType<PageProps>;
  /** The groups of the texts it shows, besides those of every page (`layoutTexts`). */
  texts: (keyof Content)[];
  /** The pages above it in the breadcrumb trail, home first; each needs a `crumb`. */
  parents: string[];
  /** Its name in the breadcrumb trail of the pages below it. */
  crumb?: (t: Content) => string;
  /** Open to search engines and in the sitemap (the legal pages are not). */
  indexable: boolean;
  /** The navigation link shown as the current page. */
  nav: NavSection | null;
  seo: (t: Content) => Seo & { keywords?: string };
  /** Old URLs, each answered with one 301 to this page in the given language. */
  formerly?: { from: string; lang: Lang }[];
}

export const pageTable = {
  home: {
    path: '/',
    component: HomePage,
    texts: ['hero', 'problem', 'solutions', 'workshops', 'tools', 'about', 'cta'],
    parents: [],
    crumb: (t) => t.common.breadcrumbHome,
    indexable: true,
    nav: 'home',
    seo: (t) => t.hero.seo,
  },
  tools: {
    path: '/tools',
    component: ToolsPage,
    texts: ['tools'],
    parents: ['home'],
    crumb: (t) => t.navigation.tools,
    indexable: true,
    nav: 'tools',
    seo: (t) => t.tools.seo,
  },
  interviewAgent: {
    path: '/tools/interview-agent',
    component: InterviewAgentPage,
    texts: ['interviewAgent'],
    parents: ['home', 'tools'],
    indexable: true,
    nav: 'tools',
    seo: (t) => t.interviewAgent.seo,
  },
  markdownPrototyping: {
    path: '/tools/markdown-prototyping',
    component: MarkdownPrototypingPage,
    texts: ['markdownPrototyping'],
    parents: ['home', 'tools'],
    indexable: true,
    nav: 'tools',
    seo: (t) => t.markdownPrototyping.seo,
  },
  impressum: {
    path: '/impressum',
    component: LegalPage,
    texts: ['impressum'],
    parents: ['home'],
    indexable: false,
    nav: null,
    seo: (t) => t.impressum.seo,
  },
  datenschutz: {
    path: '/datenschutz',
    component: LegalPage,
    texts: ['datenschutz'],
    parents: ['home'],
    indexable: false,
    nav: null,
    seo: (t) => t.datenschutz.seo,
  },
} satisfies Record<string, Page>;

export type PageId = keyof typeof pageTable;

// The route ids reach the texts' types (i18n/types.ts: RouteId) without i18n/ importing a layer above it.
declare module '../i18n/types.ts' {
  interface PageIds extends Record<PageId, true> {}
}

/** A language's workshop by id, from an index made once per texts: a search each time is slow at 1,000 workshops. */
const workshopOf = (t: Content, id: WorkshopId): Workshop => {
  if (!workshopIndex.has(t)) workshopIndex.set(t, new Map(t.workshops.items.map((w) => [w.id, w])));
  return workshopIndex.get(t)!.get(id)!;
};
const workshopIndex = new WeakMap<Content, Map<WorkshopId, Workshop>>();

/** Old URLs of the workshop pages, kept so that links and bookmarks to them still arrive (301). */
const formerWorkshopUrls: Partial<Record<WorkshopId, Page['formerly']>> = {
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

/** One page per workshop of the texts (`workshop:<id>`), its slug from each language's texts. */
export const workshopPage = (id: WorkshopId): Page => ({
  path: (t) => `/workshops/${workshopOf(t, id).slug}`,
  component: WorkshopPage,
  texts: ['workshops'],
  parents: ['home'],
  indexable: true,
  nav: null,
  seo: (t) => workshopOf(t, id).detailPage.seo,
  formerly: formerWorkshopUrls[id],
});

/** The 404 page of each language: not a route (no URL of its own), served by the host for misses. */
export const notFoundPage = {
  component: NotFoundPage,
  seo: (t: Content) => t.common.notFound.seo,
};

/** The texts of every page: the frame (navigation, footer, consent banner), the figures the texts
 * are filled from, the language menu and the 404 page. */
export const layoutTexts: (keyof Content)[] = ['common', 'navigation', 'language', 'footer', 'figures'];
