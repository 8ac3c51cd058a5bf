// The pages: the site's model (site/model.ts) and the assets → every page, redirect stub, the sitemap,
// robots.txt and the manifest, as output path → bytes. Plain loops over the model's pages fill one
// map; nothing here writes to disk, and nothing reads back what it made.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document, RedirectStub, type HeadData } from '../components/Document.tsx';
import type { PageProps } from '../components/props.ts';
import { Anchors } from '../components/Section.tsx';
import { withoutMarks } from '../i18n/markup.ts';
import { childKey, contentSchema, keyNames, mapTexts, type Content } from '../i18n/types.ts';
import type { Assets } from './assets.ts';
import { readingGroups, unknownPage, type Linked } from './check.ts';
import { meant } from './meant.ts';
import { analyticsEnabled } from './config.ts';
import { addFile, sourceOf, type Files } from './files.ts';
import { contentSecurityPolicy, type InlineBodies } from './hosts.ts';
import { jsonLdFor } from './jsonld.ts';
import { cssMark, type Minifier } from './minify.ts';
import { fileOf, wordsOf, type Site, type SitePage } from './model.ts';

export interface Rendered {
  /** The pages, redirect stubs, sitemap.xml, robots.txt and site.webmanifest. */
  files: Files;
  /** What the pages link to (site/check.ts names what nothing links to). */
  linked: Linked;
  /** The inline scripts and styles of the pages, for the CSP to allow by hash. */
  inline: InlineBodies;
}

/** The small script of every redirect stub: the same bytes on every stub, so one CSP hash covers all. */
export const stubScript =
  "location.replace(new URL(document.querySelector('link[rel=canonical]').href).pathname+location.search+location.hash)";

/** Every file of the pages; `minifier`: null for pages as React wrote them. `headerless`: for a host
 * that sends no headers and serves the root's 404 page for every path (--host static), each page
 * carries the CSP itself, and that 404 page says it in every language. */
export async function renderSite(
  site: Site,
  assets: Assets,
  minifier: Minifier | null,
  headerless = false,
): Promise<Rendered> {
  minifier?.useStyles(assets.css);
  const inline = { scripts: [assets.headScript, stubScript], styles: [assets.css] };
  const policy = headerless ? contentSecurityPolicy(inline, site.privacy, true) : undefined;
  const [root, ...others] = site.languages.map((l) => l.code);
  const notFoundIn = headerless
    ? others.map((lang) => ({ lang, texts: site.texts[lang]!.common.notFound, home: site.pathOf(site.home, lang)! }))
    : [];
  const linked: Linked = {
    pages: new Set(),
    external: new Set(),
    anchors: new Map(),
    hashes: new Map(),
    groups: new Map(),
  };
  const files: Files = new Map();
  const minified: Promise<void>[] = [];
  const page = (file: string, html: string) => {
    // With a minifier the page only holds its place until its bytes come back, so the unminified
    // page is not kept alive meanwhile.
    addFile(files, file, minifier ? '' : html);
    if (minifier) minified.push(minifier.minify(html).then((bytes) => void files.set(file, bytes)));
  };

  // A page that fails is named with how many others fail alike, and each other failure too: one build
  // names every mistake the components meet.
  const failed = new Map<string, PageFailure[]>();
  for (const each of site.pages) {
    const alsoIn = each.id === 'notFound' && each.lang === root ? notFoundIn : [];
    try {
      page(each.file, renderPage(site, assets, each, linked, minifier !== null, policy, alsoIn));
    } catch (error) {
      if (!(error instanceof PageFailure)) throw error;
      failed.set(error.message, [...(failed.get(error.message) ?? []), error]);
    }
  }
  if (failed.size) {
    const lines = [...failed.values()].map(([first, ...others]) => {
      const more = others.length ? ` and ${others.length} other page${others.length === 1 ? '' : 's'}` : '';
      return `${first!.page}${more}: ${first!.message}`;
    });
    throw new Error(lines.join('\n  '), { cause: [...failed.values()][0]![0]!.cause });
  }
  for (const { from, to, lang } of site.redirects) {
    // An old URL at a page's file: the checker names it; the pages are drawn all the same.
    if (files.has(fileOf(from))) continue;
    const t = mapTexts(site.texts[lang]!.common.redirect, wordsOf);
    const stub = createElement(RedirectStub, {
      lang,
      title: `${t.title} - ${site.config.brand}`,
      text: t.text,
      linkLabel: t.link,
      canonical: site.url(to),
      target: to,
      script: stubScript,
      policy,
    });
    page(fileOf(from), `<!doctype html>${renderToStaticMarkup(stub)}`);
  }
  // Made while the minifier finishes the last pages.
  files.set('sitemap.xml', sitemap(site));
  files.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.url('/sitemap.xml')}\n`);
  files.set('site.webmanifest', manifest(site));
  await Promise.all(minified);
  minifier?.keep();
  return { files, linked, inline };
}

/** One page as a whole HTML document: the head from the model, the body from its component. */
function renderPage(
  site: Site,
  assets: Assets,
  page: SitePage,
  linked: Linked,
  minify: boolean,
  policy: string | undefined,
  notFoundIn: PageProps['notFoundIn'],
): string {
  const { config } = site;
  const { id, lang } = page;
  // The groups of texts its components read (site/check.ts names a group a page names and never reads).
  const read = new Set<string>();
  linked.groups.set(`${lang} ${id}`, read);
  const t = readingGroups(strict(site.marked[lang]!), read);
  const pathOf = (target: string, hash?: string, via: 'href' | 'link' = 'href') => {
    const path = site.pathOf(target, lang);
    if (path === undefined) throw new Error(unknownPage(site, target));
    if (target !== id) linked.pages.add(`${lang} ${target}`);
    // The section is known once every page is drawn (site/check.ts); where the code writes the link,
    // from the stack, only if it is not there.
    if (hash) {
      const link = `${lang} ${target}#${hash}`;
      if (!linked.hashes.has(link)) linked.hashes.set(link, []);
      linked.hashes.get(link)!.push({ via, made: new Error() });
    }
    return path + (hash ? `#${hash}` : '');
  };
  const props: PageProps = {
    t,
    lang,
    language: site.languages.find((l) => l.code === lang)!,
    route: id,
    item: page.item,
    config,
    href: (target, hash) => pathOf(target, hash),
    link: (target) => {
      if ('route' in target) return pathOf(target.route, target.hash, 'link');
      const url = config.links[target.external];
      if (url === undefined)
        throw new Error(
          `link to no URL of links: '${target.external}': add it to links in site.config.ts, or take the link out`,
        );
      linked.external.add(target.external);
      return url;
    },
    nav: page.nav,
    footer: site.footer[lang]!,
    inLanguages: page.inLanguages,
    notFoundIn,
    images: assets.images,
    palette: site.palette,
    isExample: (key) => site.examples.config.includes(key),
  };
  // The frame's own links: the navigation and the footer lead to these pages from every page.
  for (const framed of site.framed) if (framed !== id) linked.pages.add(`${lang} ${framed}`);
  // A page search engines do not see shows its language's home card.
  const card = assets.shareCards.get(`${lang} ${page.indexable ? id : site.home}`)!;
  try {
    // The head too: its JSON-LD reads the texts (site/jsonld.ts).
    const head: HeadData = {
      title: `${page.seo.title} - ${config.brand}`,
      description: page.seo.description,
      keywords: page.seo.keywords,
      canonical: page.url,
      indexable: page.indexable,
      alternates: page.alternates,
      og: {
        image: { ...card, url: site.url(card.url) },
        locale: props.language.locale,
        alternateLocales: site.languages.filter((l) => l.code !== lang).map((l) => l.locale),
        // Every page here is a page of the site; `article` would claim a dated publication.
        type: 'website',
      },
      jsonLd: page.url && page.indexable ? jsonLdFor(site, page, readingGroups(site.texts[lang]!, read)) : null,
      preloadFonts: assets.fonts[lang]!,
      css: minify ? cssMark : assets.css,
      headScript: assets.headScript,
      clientScript: assets.clientScript,
      policy,
    };
    const anchors = new Set<string>();
    linked.anchors.set(`${lang} ${id}`, anchors);
    const document = createElement(
      Anchors.Provider,
      { value: anchors },
      createElement(Document, {
        page: props,
        head,
        analytics: analyticsEnabled(config),
        home: id === site.home,
        children: createElement(page.entry.component, props),
      }),
    );
    const html = `<!doctype html>${renderToStaticMarkup(document)}`;
    // The marks of examples where no component shows one (an attribute) go: the minifier's thread
    // takes them out, or here when the page is not minified.
    return minify ? html : withoutMarks(html);
  } catch (error) {
    const name = id === 'notFound' ? '404' : id;
    throw new PageFailure(
      `${name} (${lang})`,
      `rendering failed${where(error as Error)}: ${(error as Error).message}`,
      error,
    );
  }
}

/** A page its components failed to draw, and what failed: the same words on every page it failed on alike. */
class PageFailure extends Error {
  constructor(
    readonly page: string,
    what: string,
    cause: unknown,
  ) {
    super(what, { cause });
  }
}

/** The texts as a component reads them: a key no schema declares (`t.hero.titel`) stops the build
 * where it is read, instead of rendering nothing. Each object is copied once, onto a prototype that
 * is asked only for the keys the object lacks: reading a text costs what it did. */
const declared = keyNames(contentSchema);
type Place = { up: Place | null; name: string | number; inList: boolean };
const placeOf = Symbol('place');
const keyAt = (place: Place | null): string => (place ? childKey(keyAt(place.up), place.name, place.inList) : '');
const lacking = new Proxy(Object.prototype, {
  get(target, name, receiver: { [placeOf]: Place }) {
    // A group of texts is a key of the schema itself; a text within one, a key some schema declares.
    const top = receiver[placeOf].up === null;
    if (
      typeof name === 'symbol' ||
      name in target ||
      (top ? name in contentSchema.entries : declared.has(name)) ||
      /^(then|toJSON|\$\$typeof)$/.test(name)
    )
      return Reflect.get(target, name, receiver);
    throw new Error(
      `${keyAt(receiver[placeOf])}.${name} is no text${meant(name, Object.keys(receiver))}: no schema of i18n/types.ts declares '${name}' (a typo? else add it to the schema and the texts)`,
    );
  },
});
const strictCopy = (value: unknown, up: Place | null, name: string | number, inList = false): unknown => {
  if (!value || typeof value !== 'object') return value;
  const place = { up, name, inList };
  if (Array.isArray(value)) return value.map((item, i) => strictCopy(item, place, i, true));
  const copy: Record<string | symbol, unknown> = Object.create(lacking);
  copy[placeOf] = place;
  for (const [key, inner] of Object.entries(value)) copy[key] = strictCopy(inner, place, key);
  return copy;
};
const strictTexts = new WeakMap<Content, Content>();
const strict = (t: Content): Content =>
  strictTexts.get(t) ?? strictTexts.set(t, strictCopy(t, null, 't') as Content).get(t)!;

/** Where an error of a page's drawing was thrown: a component's line, else the build's (its JSON-LD). */
const where = (error: Error) => {
  const source = sourceOf(error) ?? sourceOf(error, true);
  return source ? ` in ${source}` : '';
};

/** Text as XML takes it in an attribute or an element. */
const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** sitemap.xml: each indexable page with its hreflang alternates (the sitemaps.org and Google schema).
 * Written out: at 4,000 URLs an XML builder took 100 ms of a 2,000-page build. */
function sitemap(site: Site): string {
  const urls = site.pages
    .filter((page) => page.indexable && page.url)
    .map(
      (page) =>
        `  <url>\n    <loc>${xml(page.url!)}</loc>\n${page.alternates
          .map(
            ({ hreflang, href }) =>
              `    <xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}"/>\n`,
          )
          .join('')}  </url>\n`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

/** One manifest for every language, so nothing in it is in one: the brand, the icons, and the root,
 * whose head script opens the visitor's language. */
function manifest(site: Site): string {
  return `${JSON.stringify(
    {
      name: site.config.brand,
      short_name: site.config.brand,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: site.config.theme.brand,
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
