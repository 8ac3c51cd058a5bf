// The pages: content + config + assets → every page, redirect stub, the sitemap and robots.txt, as
// output path → bytes. Plain loops over the route table (site/routes.ts) fill one map; nothing here
// writes to disk, and nothing reads back what it made: what the head and the CSP need is known from
// what went in.
import XMLBuilder from 'fast-xml-builder';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, RedirectStub, type HeadData } from '../components/Document.tsx';
import type { PageProps } from '../components/props.ts';
import { languageTable, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { languages, type Content, type Lang, type RouteId, type Seo } from '../i18n/types.ts';
import { createPaths, fileOf, notFound, redirects, routeIds, routes, type Paths } from './routes.ts';
import { analyticsEnabled, type SiteConfig } from './config.ts';
import type { Assets } from './assets.ts';
import { jsonLdFor } from './jsonld.ts';
import { startMinifier, type Minifier } from './minify.ts';
import { ogImageFor } from './share-cards.tsx';
import type { CheckedContents } from './validate.ts';
import { addFile, type Files } from './files.ts';
import type { Linked } from './leftovers.ts';

export interface SiteInput {
  /** The texts as shown, checked (site/validate.ts). */
  contents: CheckedContents;
  config: SiteConfig;
  assets: Assets;
  /** Skip minification (dev server: faster rebuilds, readable source). */
  minify?: boolean;
}

export interface RenderedPage {
  route: RouteId | 'notFound';
  lang: Lang;
  /** Root-relative URL, e.g. `/en/tools`; for the 404 pages `/404` and `/en/404`. */
  path: string;
  file: string;
  indexable: boolean;
}

export interface Site {
  /** The pages, redirect stubs, sitemap.xml, robots.txt and site.webmanifest. */
  files: Files;
  pages: RenderedPage[];
  redirects: { from: string; to: string }[];
  /** The inline scripts and styles of the pages, for the CSP to allow by hash (site/host-files.ts). */
  inline: { scripts: string[]; styles: string[] };
  /** What the pages link to (site/leftovers.ts names what nothing links to). */
  linked: Linked;
}

/** The small script of every redirect stub: the same bytes on every stub, so one CSP hash covers all. */
export const stubScript = "location.replace(new URL(document.querySelector('link[rel=canonical]').href).pathname)";

export async function renderSite(input: SiteInput): Promise<Site> {
  const minifier = input.minify === false ? null : startMinifier();
  try {
    return await renderFiles(input, minifier);
  } finally {
    await minifier?.close();
  }
}

async function renderFiles(input: SiteInput, minifier: Minifier | null): Promise<Site> {
  const { config, assets, contents } = input;

  const paths = createPaths(contents, config);
  const url = (path: string) => `${config.siteUrl}${path}`;
  const linked: Linked = { pages: new Set(), external: new Set() };
  const files: Files = new Map();
  const pages: RenderedPage[] = [];
  const minified: Promise<void>[] = [];
  const page = (file: string, html: string) => {
    // With a minifier the page only holds its place until its bytes come back, so the unminified
    // page is not kept alive meanwhile.
    addFile(files, file, minifier ? '' : html);
    if (minifier) minified.push(minifier.minify(html).then((bytes) => void files.set(file, bytes)));
  };

  for (const lang of languages) {
    for (const route of routeIds) {
      const path = paths.of(route, lang);
      const { indexable } = routes[route];
      page(fileOf(path), renderPage(input, paths, url, lang, route, linked));
      pages.push({ route, lang, path, file: fileOf(path), indexable });
    }
    const path = `${prefixOf(lang)}/404`;
    page(fileOf(path), renderPage(input, paths, url, lang, 'notFound', linked));
    pages.push({ route: 'notFound', lang, path, file: fileOf(path), indexable: false });
  }

  const moved = redirects.map(({ from, route, lang }) => {
    const to = paths.of(route, lang);
    const t = contents[lang].common.redirect;
    const stub = createElement(RedirectStub, {
      lang,
      title: `${t.title} - ${config.brand}`,
      text: t.text,
      linkLabel: t.link,
      canonical: url(to),
      target: to,
      script: stubScript,
    });
    page(fileOf(from), `<!doctype html>${renderToStaticMarkup(stub)}`);
    return { from, to };
  });
  // Made while the minifier finishes the last pages.
  files.set('sitemap.xml', sitemap(pages, paths, url));
  files.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${url('/sitemap.xml')}\n`);
  files.set('site.webmanifest', manifest(contents[rootLang], config));
  await Promise.all(minified);
  const inline = { scripts: [assets.headScript, stubScript], styles: [assets.css] };
  return { files, pages, redirects: moved, inline, linked };
}

/** One page as a whole HTML document: the head from the route table, the body from its component. */
function renderPage(
  input: SiteInput,
  paths: Paths,
  url: (path: string) => string,
  lang: Lang,
  route: RouteId | 'notFound',
  linked: Linked,
): string {
  const { config, assets } = input;
  const t = input.contents[lang];
  const others = otherLanguages(lang);
  const entry = route === 'notFound' ? null : routes[route];
  const props: PageProps = {
    t,
    lang,
    route,
    nav: entry?.nav ?? null,
    config,
    href: (target, hash) => {
      if (target !== route) linked.pages.add(`${lang} ${target}`);
      return paths.of(target, lang) + (hash ? `#${hash}` : '');
    },
    link: (target) => {
      if ('external' in target) linked.external.add(target.external);
      else if (target.route !== route) linked.pages.add(`${lang} ${target.route}`);
      return paths.link(target, lang);
    },
    inLanguages: languages.map((code) => ({ lang: code, href: paths.of(route === 'notFound' ? 'home' : route, code) })),
    images: { portrait: assets.images.portrait },
  };
  const seo: Seo & { keywords?: string } = (entry ?? notFound).seo(t);
  const card = ogImageFor(assets.shareCards, route, lang);
  const head: HeadData = {
    title: `${seo.title} - ${config.brand}`,
    description: seo.description,
    keywords: seo.keywords,
    canonical: route === 'notFound' ? null : url(paths.of(route, lang)),
    indexable: entry?.indexable ?? false,
    alternates: route === 'notFound' ? [] : alternatesOf(paths, url, route),
    og: {
      image: { ...card, url: url(card.url) },
      locale: languageTable[lang].locale,
      alternateLocales: others.map((other) => languageTable[other].locale),
      // Every page here is a page of the site; `article` would claim a dated publication.
      type: 'website',
    },
    jsonLd:
      route !== 'notFound' && entry!.indexable
        ? jsonLdFor({ route, lang, t, config, paths, parents: entry!.parents, pageTitle: seo.title, url })
        : null,
    preloadFonts: assets.fonts,
    css: assets.css,
    headScript: assets.headScript,
    clientScript: assets.clientScript,
  };
  const Page = (entry ?? notFound).component;
  try {
    const document = createElement(Document, {
      page: props,
      head,
      analytics: analyticsEnabled(config),
      children: createElement(Page, props),
    });
    return `<!doctype html>${renderToStaticMarkup(document)}`;
  } catch (error) {
    const name = route === 'notFound' ? '404' : route;
    throw new Error(`${name} (${lang}): rendering failed: ${(error as Error).message}`, { cause: error });
  }
}

/** A route's hreflang links, in the head and the sitemap: each language, and x-default (the root's). */
const alternatesOf = (paths: Paths, url: (path: string) => string, route: RouteId) => [
  ...languages.map((lang) => ({ hreflang: lang as string, href: url(paths.of(route, lang)) })),
  { hreflang: 'x-default', href: url(paths.of(route, rootLang)) },
];

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
});

/** sitemap.xml: each indexable page with its hreflang alternates (the sitemaps.org and Google schema). */
function sitemap(pages: RenderedPage[], paths: Paths, url: (path: string) => string): string {
  const entries = pages
    .filter((page): page is RenderedPage & { route: RouteId } => page.indexable && page.route !== 'notFound')
    .map((page) => ({
      loc: url(page.path),
      'xhtml:link': alternatesOf(paths, url, page.route).map(({ hreflang, href }) => ({
        '@rel': 'alternate',
        '@hreflang': hreflang,
        '@href': href,
      })),
    }));
  return xml.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: entries,
    },
  });
}

function manifest(t: Content, config: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: config.brand,
      short_name: config.brand,
      description: t.hero.seo.description,
      lang: rootLang,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: config.themeColor,
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    },
    null,
    2,
  )}\n`;
}
