// The page table: every page once, with its path in each language, its component, the texts it
// shows, its place in the breadcrumb trail and in the navigation, its SEO and whether search engines
// see it; and the old URLs that answer with a 301. The build resolves it with the texts into the
// site's model (site/model.ts): paths in every language, hreflang, sitemap, share cards, redirects
// and the navigation follow. Adding a page is an entry here, its component and its texts; the build
// names what else is missing.
import type { ComponentType } from 'react';
import type { PageProps } from '../components/props.ts';
import type { Content, Seo, Workshop } from '../i18n/types.ts';
import { HomePage } from './Home.tsx';
import { InterviewAgentPage } from './InterviewAgent.tsx';
import { legalPage } from './Legal.tsx';
import { MarkdownPrototypingPage } from './MarkdownPrototyping.tsx';
import { NotFoundPage } from './NotFound.tsx';
import { ToolsPage } from './Tools.tsx';
import { WorkshopPage } from './Workshop.tsx';

/** A link of the header's navigation: its label, the section of the page it goes to, and where it
 * stands (the lowest `order` first). */
export interface NavEntry {
  label: (t: Content) => string;
  hash?: string;
  order: number;
  /** Where the page shows its section only at times (the workshops', while there are any): whether it does. */
  when?: (t: Content) => boolean;
}

/** A page, or with `each` a page for every item of a list of the texts (its id `<entry>:<item id>`). */
export interface Page<Item extends { id: string } = { id: string }> {
  /** Its path without the language prefix: the same in every language, or from each language's texts. */
  path: string | ((t: Content, item: Item) => string);
  component: ComponentType<PageProps>;
  /** The groups of the texts it shows, besides those of every page (`layoutTexts`). */
  texts: (keyof Content)[];
  /** The pages above it in the breadcrumb trail, home first; each needs a `crumb`. */
  parents: string[];
  /** Its name in the breadcrumb trails, its own and those of the pages below it (else its title). */
  crumb?: (t: Content) => string;
  /** Open to search engines and in the sitemap (the legal pages are not). */
  indexable: boolean;
  /** Its links in the header's navigation; a page below one of them (by its path) shows it as current. */
  nav?: NavEntry[];
  /** Linked from the footer (and the consent banner) with the label of `footer` in the texts. */
  footer?: 'imprint' | 'privacy';
  seo: (t: Content, item: Item) => Seo & { keywords?: string };
  /** A page for each item: its id is `<entry>:<item.id>`, the same item (by id) in every language. */
  each?: (t: Content) => Item[];
}

/** A page for each item of a list: `each` gives the items, the other functions get the item too. */
const pageOfEach = <Item extends { id: string }>(page: Page<Item> & { each: (t: Content) => Item[] }) =>
  page as unknown as Page;

export const pageTable: Record<string, Page> = {
  home: {
    path: '/',
    component: HomePage,
    texts: ['hero', 'problem', 'solutions', 'workshops', 'tools', 'about', 'cta'],
    parents: [],
    crumb: (t) => t.common.breadcrumbHome,
    indexable: true,
    nav: [
      { order: 1, label: (t) => t.navigation.home },
      { order: 2, label: (t) => t.navigation.solutions, hash: 'solutions' },
      { order: 4, label: (t) => t.navigation.about, hash: 'about' },
    ],
    seo: (t) => t.hero.seo,
  },
  tools: {
    path: '/tools',
    component: ToolsPage,
    texts: ['tools'],
    parents: ['home'],
    crumb: (t) => t.navigation.tools,
    indexable: true,
    nav: [{ order: 3, label: (t) => t.navigation.tools }],
    seo: (t) => t.tools.seo,
  },
  interviewAgent: {
    path: '/tools/interview-agent',
    component: InterviewAgentPage,
    texts: ['interviewAgent'],
    parents: ['home', 'tools'],
    indexable: true,
    seo: (t) => t.interviewAgent.seo,
  },
  markdownPrototyping: {
    path: '/tools/markdown-prototyping',
    component: MarkdownPrototypingPage,
    texts: ['markdownPrototyping'],
    parents: ['home', 'tools'],
    indexable: true,
    seo: (t) => t.markdownPrototyping.seo,
  },
  impressum: {
    path: '/impressum',
    component: legalPage('impressum'),
    texts: ['impressum'],
    parents: ['home'],
    indexable: false,
    footer: 'imprint',
    seo: (t) => t.impressum.seo,
  },
  datenschutz: {
    path: '/datenschutz',
    component: legalPage('datenschutz'),
    texts: ['datenschutz'],
    parents: ['home'],
    indexable: false,
    footer: 'privacy',
    seo: (t) => t.datenschutz.seo,
  },
  workshop: pageOfEach<Workshop>({
    each: (t) => t.workshops.items,
    path: (_t, item) => `/workshops/${item.slug}`,
    component: WorkshopPage,
    texts: ['workshops'],
    parents: ['home'],
    indexable: true,
    seo: (_t, item) => item.detailPage.seo,
  }),
};

/** Old URLs, each answered with one 301 to a page (by its id) in a language: links and bookmarks to
 * them still arrive. `from` is the path as visitors had it, a language's prefix included where it had
 * one (`/en/workshops/…`); `lang` is the language of the page it leads to. A release build adds nothing
 * here; it refuses to drop a URL it published until one is declared here (published-urls.txt). */
export const redirects: { from: string; to: string; lang: string }[] = [
  { from: '/effiziente-ux-workflows-mit-ki', to: 'workshop:ux-workflows', lang: 'de' },
  { from: '/ux-design-workshop', to: 'workshop:ux-workflows', lang: 'de' },
  { from: '/efficient-ux-workflows-with-ai', to: 'workshop:ux-workflows', lang: 'en' },
  { from: '/workshops/efficient-ux-workflows-with-ai', to: 'workshop:ux-workflows', lang: 'en' },
  { from: '/user-research-workshop', to: 'workshop:user-research', lang: 'de' },
  { from: '/user-research-workshop-en', to: 'workshop:user-research', lang: 'en' },
  { from: '/workshops/user-research-workshop', to: 'workshop:user-research', lang: 'en' },
];

/** The 404 page of each language: no URL of its own, served by the host for misses. */
export const notFoundPage = { component: NotFoundPage, seo: (t: Content) => t.common.notFound.seo };

/** The texts of every page: the frame (navigation, footer, consent banner), the figures the texts
 * are filled from, the language menu and the 404 page. */
export const layoutTexts: (keyof Content)[] = ['common', 'navigation', 'language', 'footer', 'figures'];
