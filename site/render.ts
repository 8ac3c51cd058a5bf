// The site as a pure function: content + config + assets → output path → bytes. Nothing here
// touches the disk; `site/write.ts` does all I/O.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, RedirectStub, type HeadData } from '../components/Document.tsx';
import { languages, type Content, type Lang, type RouteId, type Seo } from '../i18n/types.ts';
import { createPaths, fileOf, isIndexable, otherLanguage, redirects, routeIds, type Paths } from '../pages/paths.ts';
import type { PageProps } from '../pages/props.ts';
import { NotFoundPage, pages } from '../pages/routes.ts';
import { analyticsEnabled, type SiteConfig } from '../site.config.ts';
import type { Assets } from './assets.ts';
import { hostingFiles } from './hosting.ts';
import { jsonLdFor } from './jsonld.ts';
import { minifyPage } from './minify.ts';
import { serviceWorker } from './sw.ts';
import { prepareContents } from './typeset.ts';
import { validateContent, validateSameShape } from './validate.ts';

export interface SiteInput {
  contents: Record<Lang, Content>;
  config: SiteConfig;
  assets: Assets;
  year: number;
  /** Extra markup appended to <body> (the dev server's live-reload client). Never in production. */
  devScript?: string;
  /** Skip minification (dev server: faster rebuilds). */
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
  files: Map<string, string | Uint8Array>;
  pages: RenderedPage[];
  redirects: { from: string; to: string }[];
}

export class RenderError extends Error {}

const ogLocale: Record<Lang, string> = { de: 'de_DE', en: 'en_US' };

/** The small script of every redirect stub: the same bytes on every stub, so one CSP hash covers all. */
export const stubScript = "location.replace(new URL(document.querySelector('link[rel=canonical]').href).pathname)";

export async function renderSite(input: SiteInput): Promise<Site> {
  const { config, assets, year } = input;
  // Texts as visitors read them: claims and names from the config, no-break spaces (site/typeset.ts).
  const contents = prepareContents(input.contents, config, year);
  for (const lang of languages) validateContent(contents[lang], lang, config);
  validateSameShape(contents);

  const paths = createPaths(contents, config);
  const url = (path: string) => `${config.siteUrl}${path === '/' ? '/' : path}`;
  const files = new Map<string, string | Uint8Array>(assets.files);
  const rendered: RenderedPage[] = [];
  const bookingOrigin = new URL(config.links.booking).origin;

  const render = (lang: Lang, route: RouteId | 'notFound', key: string): string => {
    const t = contents[lang];
    const other = otherLanguage(lang);
    const props: PageProps = {
      t,
      lang,
      route,
      config,
      href: (target, hash) => paths.of(target, lang) + (hash ? `#${hash}` : ''),
      link: (target) => paths.link(target, lang),
      alternate: { lang: other, href: paths.of(route === 'notFound' ? 'home' : route, other) },
      images: { portrait: assets.images.portrait },
      year,
    };
    const seo: Seo & { keywords?: string } = route === 'notFound' ? t.common.notFound.seo : pages[route].seo(t);
    const head: HeadData = {
      title: `${seo.title} - ${config.brand}`,
      description: seo.description,
      keywords: seo.keywords,
      canonical: route === 'notFound' ? null : url(paths.of(route, lang)),
      indexable: route !== 'notFound' && isIndexable(route),
      alternates:
        route === 'notFound'
          ? []
          : [
              ...languages.map((l) => ({ hreflang: l, href: url(paths.of(route, l)) })),
              { hreflang: 'x-default', href: url(paths.of(route, 'de')) },
            ],
      og: {
        image: url(assets.images.og[lang]),
        imageAlt: t.hero.seo.title,
        locale: ogLocale[lang],
        alternateLocale: ogLocale[other],
        // Every page here is a page of the site; `article` would claim a dated publication.
        type: 'website',
      },
      jsonLd:
        route !== 'notFound' && isIndexable(route)
          ? jsonLdFor({ route, lang, t, config, paths, pageTitle: seo.title, url })
          : null,
      preconnect: [bookingOrigin],
      preloadImages: [],
      preloadFonts: assets.fonts,
      css: assets.css,
      headScript: assets.headScript,
      clientScript: assets.clientScript,
    };
    const Page = route === 'notFound' ? NotFoundPage : pages[route].Page;
    try {
      const main = renderToStaticMarkup(createElement(Page, props));
      // Images the page loads eagerly are above the fold: the browser learns of them from the head.
      head.preloadImages = eagerImages(main);
      const markup = renderToStaticMarkup(
        createElement(Document, { page: props, head, analytics: analyticsEnabled(config), main }),
      );
      return `<!doctype html>${input.devScript ? markup.replace('</body>', `${input.devScript}</body>`) : markup}`;
    } catch (error) {
      throw new RenderError(`${key} (${lang}): rendering failed: ${(error as Error).message}`, { cause: error });
    }
  };

  for (const lang of languages) {
    for (const route of routeIds) {
      const path = paths.of(route, lang);
      const file = fileOf(path);
      if (files.has(file))
        throw new RenderError(`${route} (${lang}): ${file} is written twice (duplicate path ${path})`);
      files.set(file, render(lang, route, route));
      rendered.push({ route, lang, path, file, indexable: isIndexable(route) });
    }
    const notFound = lang === 'de' ? '404.html' : `${lang}/404.html`;
    files.set(notFound, render(lang, 'notFound', '404'));
    rendered.push({
      route: 'notFound',
      lang,
      path: `/${notFound.replace(/\.html$/, '')}`,
      file: notFound,
      indexable: false,
    });
  }

  const stubs = redirects.map(({ from, route, lang }) => {
    const to = paths.of(route, lang);
    const file = fileOf(from);
    if (files.has(file)) throw new RenderError(`redirect ${from}: ${file} is already a page`);
    const t = contents[lang].common.redirect;
    files.set(
      file,
      '<!doctype html>' +
        renderToStaticMarkup(
          createElement(RedirectStub, {
            lang,
            title: `${t.title} - ${config.brand}`,
            text: t.text,
            linkLabel: t.link,
            canonical: url(to),
            target: to,
            script: stubScript,
          }),
        ),
    );
    return { from, to };
  });

  files.set('sitemap.xml', sitemap(rendered, paths, url));
  files.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${url('/sitemap.xml')}\n`);
  files.set('site.webmanifest', manifest(contents.de, config));

  if (input.minify !== false)
    for (const [file, html] of files)
      if (file.endsWith('.html') && typeof html === 'string') files.set(file, minifyPage(html));
  files.set('sw.js', serviceWorker(files));
  for (const [file, bytes] of hostingFiles({ files, pages: rendered, redirects: stubs, config }))
    files.set(file, bytes);
  return { files, pages: rendered, redirects: stubs };
}

/** The images a page's markup loads eagerly (no `loading="lazy"`): above the fold, so preloaded. */
export const eagerImages = (markup: string): HeadData['preloadImages'] =>
  [...markup.matchAll(/<img\b[^>]*>/g)]
    .filter(([tag]) => !/loading="lazy"/.test(tag))
    .map(([tag]) => ({
      href: attribute(tag, 'src')!,
      srcset: attribute(tag, 'srcSet') ?? attribute(tag, 'srcset'),
      sizes: attribute(tag, 'sizes'),
    }));

const attribute = (tag: string, name: string): string | undefined =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

function sitemap(rendered: RenderedPage[], paths: Paths, url: (path: string) => string): string {
  const entries = rendered
    .filter((page): page is RenderedPage & { route: RouteId } => page.indexable && page.route !== 'notFound')
    .map((page) => {
      const alternates = [
        ...languages.map((l) => [l, paths.of(page.route, l)] as const),
        ['x-default', paths.of(page.route, 'de')] as const,
      ]
        .map(
          ([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url(path))}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(url(page.path))}</loc>${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function manifest(t: Content, config: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: config.brand,
      short_name: config.brand,
      description: t.hero.seo.description,
      lang: 'de',
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
