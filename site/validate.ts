// Content mistakes. They fail the build, all of them in one run, each with the file, the key and the
// language, before anything is written. The texts and the config are parsed with their schemas
// (i18n/types.ts: what a value must be); what no schema can say is checked here by hand: links to
// pages that exist, placeholders, markup, unique slugs and page titles, lists as long in every
// language, addresses. The static files the assets are made from are checked here too
// (checkStaticFiles), before anything is drawn.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageTable } from '../i18n/languages.ts';
import { MarkupError, parseInline } from '../i18n/markup.ts';
import {
  contentSchema,
  languages,
  mapTexts,
  schemaIssues,
  siteConfigSchema,
  type Content,
  type Lang,
  type RouteId,
} from '../i18n/types.ts';
import {
  createPaths,
  crumbNames,
  isRouteId,
  redirects,
  routeIds,
  routes,
  type Redirect,
  type Route,
} from './routes.ts';
import type { SiteConfig } from './config.ts';
import { nonTextKeys, perUsePlaceholders, placeholderPattern } from '../i18n/typeset.ts';
import { declarePrivacy } from './privacy.ts';
import { cached } from './cache.ts';
import { contentHash, root } from './files.ts';

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly key: string,
    /** null for a value that is the same in every language (site.config.ts, site/routes.ts). */
    readonly lang: Lang | null,
    readonly problem: string,
  ) {
    super(`${file}: ${key}${lang ? ` (${lang})` : ''}: ${problem}`);
    this.name = 'ContentError';
  }
}

/** Every mistake one check found, each by file, key and language: one build names them all. */
export class ContentErrors extends ContentError {
  constructor(readonly all: ContentError[]) {
    const [first] = all as [ContentError];
    super(first.file, first.key, first.lang, first.problem);
    this.message = `${all.length} mistakes:\n    ${all.map((e) => e.message).join('\n    ')}`;
  }
}

/** Throws what was found: the one mistake as it is, several as one ContentErrors. */
export function throwAll(problems: ContentError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new ContentErrors(problems);
}

declare const checked: unique symbol;
/** The texts as the pages show them, checked: what every later step of the build takes. */
export type CheckedContents = Record<Lang, Content> & { readonly [checked]: true };

/** The texts of every language and the config, parsed with their schemas (i18n/types.ts): every
 * mistake, and whether the texts kept the shape that filling them in (site/build-site.ts: checkedContents) takes. */
export function schemaProblems(
  contents: Partial<Record<Lang, unknown>>,
  config: unknown,
): { problems: ContentError[]; shapeKept: boolean } {
  const found = schemaIssues(siteConfigSchema, config, 'SiteConfig').map((issue) => ({
    ...issue,
    error: new ContentError('site.config.ts', issue.key, null, issue.problem),
  }));
  for (const lang of languages) {
    const problem = `no texts for the language '${lang}': give it a text file exporting its Content and load it with the others`;
    const issues = contents[lang]
      ? schemaIssues(contentSchema, contents[lang], 'Content')
      : [{ key: lang, problem, keepsShape: false }];
    for (const { key, problem, keepsShape } of issues)
      found.push({ key, problem, keepsShape, error: textError(lang, key, problem) });
  }
  return { problems: found.map(({ error }) => error), shapeKept: found.every(({ keepsShape }) => keepsShape) };
}

/** Every text as the pages show it (site/build-site.ts: checkedContents; placeholders filled, typeset, the privacy
 * policy put together), checked by hand for what no schema can say: every mistake, before anything is drawn. */
export function contentProblems(shown: Record<Lang, Content>, config: SiteConfig): ContentError[] {
  const problems: ContentError[] = [];
  for (const lang of languages) validateContent(shown[lang], lang, config, problems);
  validateListLengths(shown, problems);
  validateRoutes(shown, problems);
  problems.push(...addressProblems(shown, config));
  return problems;
}

/** Groups whose texts are rich text (links and placeholders allowed): the legal pages but their
 * titles and SEO texts. */
const richTextGroups = /^(impressum\.body|datenschutz\.(?!seo\b|title\b))/;

/** The full <title> (text, ' - ', brand): longer ones are cut off in search results. */
const maxTitleLength = 70;
/** A meta description: search results cut longer ones. */
export const maxDescriptionLength = 160;

/** The file a text lives in: the legal pages have their own (i18n/legal.<code>.ts, imported by i18n/<code>.ts). */
export const sourceFile = (key: string, lang: Lang): string =>
  /^(impressum|datenschutz)\b/.test(key) ? `i18n/legal.${lang}.ts` : languageTable[lang].texts;

/** A mistake of a language's texts, named in the file that holds the key. */
const textError = (lang: Lang, key: string, problem: string): ContentError =>
  new ContentError(sourceFile(key, lang), key, lang, problem);

/** Validates content as it is rendered: placeholders filled and typeset (i18n/typeset.ts). */
function validateContent(content: Content, lang: Lang, config: SiteConfig, problems: ContentError[]): void {
  const fail = (key: string, problem: string): void => {
    // The privacy policy's body is no text of the file: the build puts it together (site/privacy.ts).
    const made = key.startsWith('datenschutz.body')
      ? ', in the privacy policy made from datenschutz and site.config.ts'
      : '';
    problems.push(textError(lang, key, problem + made));
  };

  // A page's title and description tell it apart in search results: each is used once.
  const seoTexts = new Map<string, string>();
  const once = (kind: string, text: string, key: string) => {
    const other = seoTexts.get(`${kind} ${text}`);
    if (other) fail(key, `the same ${kind} as ${other}: search results could not tell the two pages apart`);
    seoTexts.set(`${kind} ${text}`, key);
  };

  mapTexts(content, (value, key, leaf) => {
    if (leaf === 'route' && !isRouteId(value)) fail(key, `link to a route that does not exist: '${value}'`);
    if (nonTextKeys.has(leaf)) return value;
    const perUse = perUsePlaceholders[key] ?? [];
    for (const [whole, name] of value.includes('{') ? value.matchAll(placeholderPattern) : [])
      if (!perUse.includes(name!))
        fail(key, `unknown placeholder ${whole}: not a value of site.config.ts (see i18n/types.ts)`);
    // Search results show a page's title (with the brand) and its description, cut when too long.
    const seo = (leaf === 'title' || leaf === 'description') && /(^|\.)seo\.\w+$/.test(key) && leaf;
    if (seo) {
      const [kind, shown, max] =
        seo === 'title'
          ? ['page title', `${value} - ${config.brand}`, maxTitleLength]
          : ['meta description', value, maxDescriptionLength];
      once(kind, value, key);
      if (shown.length > max)
        fail(key, `${kind} '${shown}' is ${shown.length} characters; search results cut it after ${max}`);
    }
    try {
      for (const token of parseInline(value, richTextGroups.test(key))) {
        const route = token.kind === 'link' && token.target.match(/^route:([^#]*)/)?.[1];
        if (route && !isRouteId(route)) fail(key, `link to a route that does not exist: route:${route}`);
      }
    } catch (error) {
      if (!(error instanceof MarkupError)) throw error;
      fail(key, error.message);
    }
    return value;
  });

  // The share cards' alt text names what the card shows: the brand ({brand}, filled by now) and the title.
  for (const [name, filled] of [
    ['{brand}', config.brand],
    ['{title}', '{title}'],
  ])
    if (!content.common.shareImageAlt.includes(filled!))
      fail('common.shareImageAlt', `the alt text must name the card: ${name} is missing`);

  // A workshop's slug is its address: one per workshop (the schema says what a slug looks like).
  const seen = new Map<string, string>();
  content.workshops.items.forEach(({ slug }, i) => {
    const key = `workshops.items[${i}].slug`;
    if (seen.has(slug)) fail(key, `duplicate workshop slug '${slug}' (also ${seen.get(slug)})`);
    seen.set(slug, key);
  });
}

/** Each page of the table (pages/pages.ts) finds its texts, its breadcrumb parents and, for a tool, its card. */
function validateRoutes(contents: Record<Lang, Content>, problems: ContentError[]): void {
  for (const route of routeIds) {
    const entry = routes[route] as Route;
    for (const parent of entry.parents)
      if (!Object.hasOwn(crumbNames, parent))
        problems.push(
          new ContentError(
            'pages/pages.ts',
            `pageTable.${route}.parents`,
            null,
            isRouteId(parent)
              ? `'${parent}' has no name in a breadcrumb: give its entry a crumb`
              : `'${parent}' is no page of the table`,
          ),
        );
    for (const lang of languages) {
      if (entry.parents.includes('tools' as never))
        if (!contents[lang].tools.items.some((tool) => tool.link && 'route' in tool.link && tool.link.route === route))
          problems.push(
            textError(
              lang,
              'tools.items',
              `no card links to the '${route}' page: add one with link: { route: '${route}' }`,
            ),
          );
    }
  }
}

/** The `[[…]]` gaps of the rich texts (legal pages): details of the owner still to fill in. Those
 * of a privacy policy section this build does not show are not (site/privacy.ts), nor the page
 * the build put together from the texts (`datenschutz.body`), which would count each gap twice. */
export function findGaps(
  content: Content,
  lang: Lang,
  config: SiteConfig,
): { file: string; key: string; gap: string }[] {
  const gaps: { file: string; key: string; gap: string }[] = [];
  const shown = new Set<string>(declarePrivacy(config).features);
  const hidden = (key: string) => {
    const section = key.match(/^datenschutz\.sections\.(\w+)/)?.[1];
    return key.startsWith('datenschutz.body') || (section !== undefined && !shown.has(section));
  };
  // Only the legal pages hold rich text: the other 47,000 texts of a 2,000-page site are not walked.
  mapTexts({ impressum: content.impressum, datenschutz: content.datenschutz }, (text, key) => {
    if (richTextGroups.test(key) && !hidden(key))
      for (const token of parseInline(text, true))
        if (token.kind === 'placeholder') gaps.push({ file: sourceFile(key, lang), key, gap: token.text });
    return text;
  });
  return gaps;
}

/** A list with fewer items in one language than in another: no type counts a list's items. */
function validateListLengths(contents: Record<Lang, Content>, problems: ContentError[]): void {
  const compare = (a: unknown, b: unknown, key: string, langB: Lang): void => {
    if (!a || typeof a !== 'object' || !b || typeof b !== 'object') return;
    // Lists pair up by position: one item less on one side would shift every later comparison.
    if (Array.isArray(a) && Array.isArray(b) && b.length < a.length)
      return void problems.push(
        textError(
          langB,
          key,
          `${b.length} items where the other language has ${a.length}: a list has the same items in every language`,
        ),
      );
    for (const [k, v] of Object.entries(a))
      compare(v, (b as Record<string, unknown>)[k], Array.isArray(a) ? `${key}[${k}]` : key ? `${key}.${k}` : k, langB);
  };
  for (const lang of languages)
    for (const other of languages) if (lang !== other) compare(contents[lang], contents[other], '', other);
}

/** Every address is one thing: an old URL of site/routes.ts is not a page's address nor another old
 * URL, and a workshop's address is its own, not another page's nor an old URL that redirects elsewhere. */
export function addressProblems(
  contents: Record<Lang, Content>,
  config: SiteConfig,
  oldUrls: readonly Redirect[] = redirects,
): ContentError[] {
  const problems: ContentError[] = [];
  const paths = createPaths(contents, config);
  const taken = new Map<string, string>();
  for (const lang of languages)
    for (const route of routeIds)
      if (!route.startsWith('workshop:')) taken.set(paths.of(route, lang), `the ${route} page`);
  for (const { from, route, lang } of oldUrls) {
    const fail = (problem: string) =>
      problems.push(new ContentError('pages/pages.ts', formerlyKey(route), null, `old URL ${from} ${problem}`));
    if (!languages.includes(lang))
      fail(`leads to language '${lang}', which i18n/languages.ts does not have: remove it`);
    else if (taken.has(from))
      fail(`is already ${taken.get(from)}: an old URL must be an address nothing else has; remove it`);
    else taken.set(from, `an old address of ${paths.of(route, lang)}`);
  }
  for (const lang of languages)
    contents[lang].workshops.items.forEach((workshop, i) => {
      const path = paths.of(`workshop:${workshop.id}`, lang);
      const key = `workshops.items[${i}].slug`;
      const holder = taken.get(path);
      if (holder)
        problems.push(textError(lang, key, `workshop slug '${workshop.slug}' makes ${path}, which is ${holder}`));
      else taken.set(path, `workshop '${workshop.id}'`);
    });
  return problems;
}

/** Where a page's old URLs are declared: its entry of the page table, or the workshops' own list. */
const formerlyKey = (route: RouteId) =>
  route.startsWith('workshop:')
    ? `formerWorkshopUrls['${route.slice('workshop:'.length)}']`
    : `pageTable.${route}.formerly`;

/** The addresses, checked; throws every mistake found at once. */
export const validateAddresses = (...args: Parameters<typeof addressProblems>): void =>
  throwAll(addressProblems(...args));

/** The widths the pages draw the portrait at, up to twice its size on the page for high-density screens. */
export const portraitWidths = [320, 640, 960] as const;

/** A source image under static/images/, read and measured. */
export interface SourceImage {
  /** Its file name, `portrait.jpg`. */
  file: string;
  /** Its name without the extension, `portrait`. */
  name: string;
  bytes: Uint8Array;
  /** Its content hash, in the names of what is made from it and in their cache keys. */
  hash: string;
  width: number;
  height: number;
}

/** The portrait's naming rule: one of these under static/images/, the photo or the silhouette. */
export const isPortrait = (file: string): boolean => /^images\/portrait\.(jpe?g|png|webp|svg)$/.test(file);

/** The static files the assets are made from, checked. */
export interface CheckedStaticFiles {
  portrait: SourceImage;
}

/** Checks static/ (`dir`) for what the assets need, before any of them is drawn: one portrait, wide
 * enough if it is a photo, and the favicon. Reads only the portrait's size, cached like the images. */
export async function checkStaticFiles(dir = path.join(root, 'static')): Promise<CheckedStaticFiles> {
  const found = readdirSync(path.join(dir, 'images')).filter((file) => isPortrait(`images/${file}`));
  if (found.length !== 1)
    throw new Error(
      `static/images: expected exactly one portrait.(jpg|png|webp|svg), found ${found.length}` +
        (found.length ? ` (${found.sort().join(', ')}): keep one` : ': add the photo as static/images/portrait.jpg'),
    );
  const file = found[0]!;
  const name = path.parse(file).name;
  const bytes = readFileSync(path.join(dir, 'images', file));
  const hash = contentHash(bytes);
  const size = await cached(`${name}-${hash}.size.json`, async () => {
    const { width, height } = await (await import('sharp')).default(bytes).metadata();
    return Buffer.from(JSON.stringify({ width, height }));
  });
  const { width, height } = JSON.parse(Buffer.from(size).toString()) as { width: number; height: number };
  const largest = portraitWidths.at(-1)!;
  // Enlarged, a photo turns soft on exactly the screens that show it sharpest; a vector scales.
  if (!file.endsWith('.svg') && width < largest)
    throw new Error(
      `static/images/${file}: the photo is ${width} px wide; the pages draw it up to ${largest} px wide ` +
        `(on high-density screens): use one at least ${largest} px wide`,
    );
  if (!existsSync(path.join(dir, 'favicon.svg')))
    throw new Error(
      'static/favicon.svg is missing: the pages show it and the home-screen icons are drawn from it; add the icon as an SVG',
    );
  return { portrait: { file, name, bytes, hash, width, height } };
}
