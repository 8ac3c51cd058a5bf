// Shared by the tests: the real content and config, fake assets for tests that must not touch the
// disk, and a parsed view of rendered pages.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll } from 'vitest';
import { parseHTML } from 'linkedom';
import { loadTexts, otherLanguages, prefixOf, rootLang } from '../../i18n/languages.ts';
import { languages, type Content, type Lang } from '../../i18n/types.ts';
import { createPaths, fileOf, routeIds } from '../../site/routes.ts';
import type { Assets } from '../../site/assets.ts';
import { buildSite, checkedContents, type BuildInput, type BuiltSite } from '../../site/build-site.ts';
import type { Host } from '../../site/host-names.ts';
import type { CheckedContents } from '../../site/validate.ts';
import { bytesOf, root, type Files } from '../../site/files.ts';
import { loadSiteConfig } from '../../site/config.ts';

export const config = loadSiteConfig({});
export const contents: Record<Lang, Content> = await loadTexts();
/** The content as the pages show it: placeholders filled, typography applied, checked (site/validate.ts). */
export const shown: CheckedContents = checkedContents(contents, config, 2026);
export const paths = createPaths(contents, config);

/** The language of a root-relative URL: the one whose prefix it starts with, else the root's. */
export const langOfPath = (url: string): Lang =>
  otherLanguages(rootLang).find((lang) => new RegExp(`^${prefixOf(lang)}(?:[/#?]|$)`).test(url)) ?? rootLang;
/** Every page file the build should make, sorted: each route in each language, and each language's 404. */
export const pageFiles = languages
  .flatMap((lang) => [...routeIds.map((route) => fileOf(paths.of(route, lang))), fileOf(`${prefixOf(lang)}/404`)])
  .sort();

export const fakeAssets: Assets = {
  css: 'body{margin:0}',
  headScript: "document.documentElement.classList.add('js')",
  clientScript: '/assets/site.test.js',
  fonts: ['/assets/inter-latin-wght-normal.test.woff2'],
  images: {
    portrait: {
      src: '/assets/portrait.jpg',
      srcset: '/assets/portrait.jpg 480w',
      width: 480,
      height: 600,
      sources: [{ type: 'image/webp', srcset: '/assets/portrait.webp 480w' }],
    },
  },
  shareCards: {
    byPage: Object.fromEntries(
      languages.map((lang) => [
        lang,
        Object.fromEntries(
          routeIds.map((route) => [
            route,
            { url: `/assets/og-${route}-${lang}.test.png`, alt: `Card of ${route}`, width: 1200, height: 630 },
          ]),
        ),
      ]),
    ) as Assets['shareCards']['byPage'],
    drawn: 0,
  },
  files: new Map(),
};

/** A deep copy of the content, changed by `edit`: for feeding mistakes to the build. */
export function editedContents(lang: Lang, edit: (t: Content) => void): Record<Lang, Content> {
  const copy = structuredClone(contents);
  edit(copy[lang]);
  return copy;
}

/** The site built in memory as `npm run build` builds it, with stand-in assets; `files` is its output. */
export const renderWith = async (overrides: Partial<BuildInput> = {}) => {
  const built = await buildSite({ contents, config, year: 2026, assets: fakeAssets, ...overrides });
  return { ...built.site, files: built.output };
};

const shipped = new Map<Host | undefined, Promise<BuiltSite>>();
/** The site as shipped, built in memory for `host` (stand-in assets) once per test process and read
 * by every suite that needs it: none changes what it reads. */
export const builtAsShipped = (host?: Host): Promise<BuiltSite> => {
  let built = shipped.get(host);
  if (!built) shipped.set(host, (built = buildSite({ contents, config, year: 2026, assets: fakeAssets, host })));
  return built;
};
/** `renderWith()` of the site as shipped, shared (builtAsShipped). */
export const rendered = async (host?: Host) => {
  const built = await builtAsShipped(host);
  return { ...built.site, files: built.output };
};

/**
 * A page as a browser's DOM: `querySelector`, `textContent`, `getAttribute`. linkedom reads the
 * minifier's unquoted attribute values as browsers do (`<a href=/>Home</a>` is a link to "/").
 */
export const parseHtml = (html: string): Document => parseHTML(html).document;

export const isElement = (node: Node): node is Element => node.nodeType === node.ELEMENT_NODE;

/** The text of every text node under `root` outside scripts and styles, in document order. */
export function textNodes(root: Node): string[] {
  if (root.nodeType === root.TEXT_NODE) return [root.textContent!];
  if (isElement(root) && ['script', 'style'].includes(root.localName)) return [];
  return [...root.childNodes].flatMap(textNodes);
}

/** The URL of the site's own client script on a page. */
export const clientScriptOf = (doc: Document): string =>
  doc.querySelector('script[src^="/assets/site."]')!.getAttribute('src')!;

/** A file of the site as text, whether it is held as a string or as the minifier's bytes. */
export function source(files: Files, file: string): string {
  const content = bytesOf(files, file);
  return typeof content === 'string' ? content : Buffer.from(content).toString();
}

const parsed = new WeakMap<Files, Map<string, Document>>();
/** A file of the site as a DOM, parsed once for each output (the tests only read it). */
export const page = (files: Files, file: string): Document => {
  let docs = parsed.get(files);
  if (!docs) parsed.set(files, (docs = new Map()));
  let doc = docs.get(file);
  if (!doc) docs.set(file, (doc = parseHtml(source(files, file))));
  return doc;
};

export interface SitemapUrl {
  loc: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

/** A sitemap read by an XML parser: its namespaces and its <url> entries. */
export function readSitemap(xml: string): { xmlns: string; 'xmlns:xhtml': string; url: SitemapUrl[] } {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(xml).urlset;
}

/** SITE_IMAGE_CACHE at `folder()` while the calling suite runs. */
function imageCacheAt(folder: () => string): void {
  const previous = process.env.SITE_IMAGE_CACHE;
  beforeAll(() => void (process.env.SITE_IMAGE_CACHE = folder()));
  afterAll(() => {
    if (previous === undefined) delete process.env.SITE_IMAGE_CACHE;
    else process.env.SITE_IMAGE_CACHE = previous;
  });
}

/** A temporary folder of the calling suite's own, with SITE_IMAGE_CACHE in it while the suite runs. */
export function ownImageCache(prefix: string): () => string {
  let folder = '';
  beforeAll(() => void (folder = mkdtempSync(path.join(tmpdir(), prefix))));
  imageCacheAt(() => path.join(folder, 'cache'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}

/** An image cache of the calling suite's own, kept between runs in the OS temp folder (one for each
 * checkout), as SITE_IMAGE_CACHE while the suite runs. Its entries are named by what they are made
 * from, code included (site/cache.ts), so an earlier run's are safe to reuse; the suite removes those
 * it no longer needs. */
export function keptImageCache(name: string): string {
  const folder = path.join(tmpdir(), `${name}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  beforeAll(() => void mkdirSync(folder, { recursive: true }));
  imageCacheAt(() => folder);
  return folder;
}
