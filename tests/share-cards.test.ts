// Share cards (Open Graph images): each indexable page of the real build has its own 1200×630 PNG
// naming its title, and a build with unchanged content draws none of them again.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { languageTable, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { languages, type RouteId } from '../i18n/types.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { drawShareCards } from '../site/share-cards.tsx';
import { checkedContents } from '../site/build-site.ts';
import { ContentError } from '../site/validate.ts';
import { builtDist } from './support/built-dist.ts';
import { config, editedContents, keptImageCache, parseHtml, paths, readSitemap, shown } from './support/fixtures.ts';

const dist = await builtDist();
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a page's head says about its share image. */
function shareImageOf(file: string) {
  const head = parseHtml(readFileSync(path.join(dist, file), 'utf8')).querySelector('head')!;
  const meta = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? '';
  return {
    title: meta('meta[property="og:title"]'),
    url: meta('meta[property="og:image"]'),
    alt: meta('meta[property="og:image:alt"]'),
    width: Number(meta('meta[property="og:image:width"]')),
    height: Number(meta('meta[property="og:image:height"]')),
    twitter: meta('meta[name="twitter:image"]'),
    twitterAlt: meta('meta[name="twitter:image:alt"]'),
  };
}

const homePage = routeIds.find((route) => paths.of(route, rootLang) === '/')!;

const indexable = languages.flatMap((lang) =>
  routeIds
    .filter((route) => routes[route].indexable)
    .map((route) => ({ lang, route, file: fileOf(paths.of(route, lang)) })),
);

describe('share cards in dist/', () => {
  it('covers every indexable page: each page the sitemap lists', () => {
    const listed = readSitemap(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).url.map(({ loc }) =>
      fileOf(new URL(loc).pathname),
    );
    expect(indexable.map(({ file }) => file).sort()).toEqual(listed.sort());
  });

  it.each(indexable)('$file: its own 1200×630 PNG, its alt text naming the page title', async ({ lang, file }) => {
    const image = shareImageOf(file);
    expect(image.url).toMatch(new RegExp(`^${config.siteUrl}/assets/og-[\\w-]+\\.[a-z0-9]{10}\\.png$`));
    expect(image.twitter).toBe(image.url);
    const bytes = readFileSync(path.join(dist, new URL(image.url).pathname));
    // The header: PNG signature, then IHDR with width and height.
    expect(bytes.subarray(0, 8).equals(pngSignature)).toBe(true);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // And the whole image decodes.
    const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);

    const title = image.title.replace(` - ${config.brand}`, '');
    expect(title.length).toBeGreaterThan(5);
    expect(image.alt).toContain(title);
    expect(image.alt).toContain(config.brand);
    expect(image.alt).not.toMatch(/[{}]/);
    expect(image.twitterAlt).toBe(image.alt);
    // The language's own sentence around the title ("Vorschaubild …", "preview image …").
    for (const words of shown[lang].common.shareImageAlt.split('{title}')) expect(image.alt).toContain(words);
  });

  it('no two pages share a card: as many different files and images as indexable pages', () => {
    const urls = indexable.map(({ file }) => shareImageOf(file).url);
    expect(new Set(urls).size).toBe(indexable.length);
    const bytes = urls.map((url) => readFileSync(path.join(dist, new URL(url).pathname)).toString('base64'));
    expect(new Set(bytes).size).toBe(indexable.length);
  });

  it.each(languages)('%s: the pages not indexed and the 404 show the home card of their language', (lang) => {
    const home = shareImageOf(fileOf(paths.of(homePage, lang)));
    for (const file of [
      ...routeIds.filter((route) => !routes[route].indexable).map((route) => fileOf(paths.of(route, lang))),
      fileOf(`${prefixOf(lang)}/404`),
    ])
      expect(shareImageOf(file), file).toMatchObject({ url: home.url, alt: home.alt });
  });
});

describe('drawing share cards', () => {
  // Two indexable pages below the root, in a language other than the root's.
  const [one, other] = routeIds.filter((route) => routes[route].indexable && route !== homePage) as [RouteId, RouteId];
  const lang = otherLanguages(rootLang)[0]!;
  // A cache of this file's own, so that what it counts is what it drew. Kept between runs, it holds
  // the site's cards as they are: the first case removes the rest (what an earlier run drew for the
  // cases below, or for texts or code since changed), so those cases draw their cards anew.
  const cacheDir = keptImageCache('site-cards');
  /** The cache entry of a card: named by the key whose start names the card's file. */
  const entryOf = (url: string) => {
    const entries = readdirSync(cacheDir).filter((file) => file.startsWith(`og-${url.split('.').at(-2)}`));
    expect(entries, url).toHaveLength(1);
    return entries[0]!;
  };

  it('draws each card once: a second run draws nothing, and a changed title redraws that card only', async () => {
    const before = new Set(readdirSync(cacheDir));
    const first = await drawShareCards(shown, config);
    const cards = indexable.map(({ lang, route }) => first.byPage[lang][route].url);
    const entries = new Set(cards.map(entryOf));
    expect(entries.size).toBe(indexable.length);
    // Those not in the cache yet were drawn, each once; none of those in it.
    expect(first.drawn).toBe([...entries].filter((entry) => !before.has(entry)).length);
    for (const file of readdirSync(cacheDir)) if (!entries.has(file)) rmSync(path.join(cacheDir, file));
    const warm = await drawShareCards(shown, config);
    expect(warm.drawn).toBe(0);
    expect(warm.byPage).toEqual(first.byPage);

    // A title never drawn before, drawn once, then taken from the cache.
    const title = `${routes[one].seo(shown[lang]).title} (new)`;
    const edited = editedContents(lang, (t) => void (routes[one].seo(t).title = title));
    {
      const changed = await drawShareCards(checkedContents(edited, config, 2026), config);
      expect(changed.drawn).toBe(1);
      expect(changed.byPage[lang][one].url).not.toBe(warm.byPage[lang][one].url);
      expect(changed.byPage[lang][one].alt).toContain(title);
      expect(changed.byPage[rootLang][one]).toEqual(warm.byPage[rootLang][one]);
      expect(changed.byPage[lang][homePage]).toEqual(warm.byPage[lang][homePage]);
      expect(changed.files.size).toBe(indexable.length);
      const again = await drawShareCards(checkedContents(edited, config, 2026), config);
      expect(again.drawn).toBe(0);
      expect(again.byPage[lang][one]).toEqual(changed.byPage[lang][one]);
    }
  });

  it('two pages with the same card, neither cached yet, get the one cache entry', async () => {
    const cached = new Set(readdirSync(cacheDir));
    const title = 'One card for two pages';
    // The build's checks refuse two pages with one title (site/validate.ts); the card drawing itself
    // must still not write one cache file twice, so these texts go to it unchecked.
    const edited = structuredClone(shown);
    for (const route of [one, other]) Object.assign(routes[route].seo(edited[lang]), { title, description: 'Twice.' });
    {
      const cards = await drawShareCards(edited, config);
      const [tools, agent] = [cards.byPage[lang][one].url, cards.byPage[lang][other].url];
      // Named by what it is drawn from: the same hash under each page's name, one file in the cache.
      const hash = tools.split('.').at(-2)!;
      expect(agent.split('.').at(-2)).toBe(hash);
      const added = readdirSync(cacheDir).filter((file) => !cached.has(file));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`^og-${hash}[a-z0-9]{10}\\.png$`));
      const drawn = readFileSync(path.join(cacheDir, added[0]!));
      expect(Buffer.from(cards.files.get(tools.slice(1)) as Uint8Array).equals(drawn)).toBe(true);
      expect(Buffer.from(cards.files.get(agent.slice(1)) as Uint8Array).equals(drawn)).toBe(true);
    }
  });

  it('an alt-text sentence without {title} fails, naming file, key and language', async () => {
    const edited = editedContents(lang, (t) => void (t.common.shareImageAlt = 'A preview image by {brand}'));
    let error: unknown;
    try {
      checkedContents(edited, config, 2026);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      `${languageTable[lang].texts}: common.shareImageAlt (${lang}): the alt text must name the card: {title} is missing`,
    );
  });
});
