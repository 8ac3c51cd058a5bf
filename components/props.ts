// What every page and layout component gets as props.
import type { Language } from '../i18n/languages.ts';
import type { Content, Link, SiteConfig } from '../i18n/types.ts';

/** A raster image with its responsive sources, made at build time. */
export interface Picture {
  /** The largest JPEG; `srcset` has every width of it, for browsers without AVIF and WebP. */
  src: string;
  srcset: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
  /** The template's stand-in (the silhouette), labelled as one until the owner's photo replaces it. */
  example?: boolean;
}

/** A link of the header's navigation (site/model.ts makes them from the page table). */
export interface NavLink {
  label: string;
  href: string;
  /** The section of the home page it scrolls to (`top` for the page itself), which the client tracks. */
  section?: string;
  /** Its aria-current: `page` on the link to the page itself, `true` on the link of the page it lies
   * below (a workshop's page under its list's link), false elsewhere. */
  current: 'page' | 'true' | false;
}

/** Everything a page or layout component gets. Components render; they never decide the language
 * or know the URL scheme: links come from `href` and `link`, the frame's from the site's model. */
export interface PageProps {
  t: Content;
  lang: string;
  /** The page's language, from the language table. */
  language: Language;
  /** The page being rendered: its id in the page table; 'notFound' for the 404 pages. */
  route: string;
  /** For a page of a list (a workshop), its item's id. */
  item?: string;
  config: SiteConfig;
  /** URL of a page (by its id) in this page's language, optionally with a section hash. */
  href: (route: string, hash?: string) => string;
  /** URL of a content link (page or configured external URL). */
  link: (target: Link) => string;
  /** The header's links. */
  nav: NavLink[];
  /** The footer's links (the legal pages), each with what it is. */
  footer: { kind: 'imprint' | 'privacy'; label: string; href: string }[];
  /** This page in every language, this one included (for the 404: each language's home), in the order
   * of i18n/languages.ts: the first is the site's first language. */
  inLanguages: { lang: string; name: string; href: string }[];
  /** On the root's 404 page of a host that serves it for every path (--host static), each other
   * language's 404 texts and home page, for a visitor who came by that language's address. */
  notFoundIn: { lang: string; texts: Content['common']['notFound']; home: string }[];
  images: { portrait: Picture };
  /** Whether a value of site.config.ts is still the template's example (site/examples.ts): marked where it shows. */
  isExample: (key: string) => boolean;
  /** The site's colours by name (site/theme.ts), for what draws with them (the logo, the hero). */
  palette: Record<string, string>;
}
