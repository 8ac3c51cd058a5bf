// What every page and layout component gets as props.
import type { Content, Lang, Link, NavSection, RouteId } from '../i18n/types.ts';
import type { SiteConfig } from '../i18n/types.ts';

/** A raster image with its responsive sources, made at build time. */
export interface Picture {
  /** The largest JPEG; `srcset` has every width of it, for browsers without AVIF and WebP. */
  src: string;
  srcset: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
}

/** Everything a page or layout component gets. Components render; they never decide the language
 * or know the URL scheme: links come from `href` and `link`. */
export interface PageProps {
  t: Content;
  lang: Lang;
  /** The page being rendered; 'notFound' for the 404 pages. */
  route: RouteId | 'notFound';
  /** The navigation link shown as current, from the route table. */
  nav: NavSection | null;
  config: SiteConfig;
  /** URL of a page in this page's language, optionally with a section hash. */
  href: (route: RouteId, hash?: string) => string;
  /** URL of a content link (page or configured external URL). */
  link: (target: Link) => string;
  /** This page in every language, this one included (for the 404: each language's home). */
  inLanguages: { lang: Lang; href: string }[];
  images: { portrait: Picture };
}
