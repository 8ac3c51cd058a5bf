// What the build draws besides the pages, in memory: pictures at each width, the share cards (drawn
// once, then from the cache), the service worker's cache name, and the theme: the palette, its
// contrast, the font's faces, the header's widths measured from the labels.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'fontkitten';
import { createElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildAssets, headScript } from '../site/assets.ts';
import { buildSite } from '../site/build-site.ts';
import { cached } from '../site/cache.ts';
import { problemLine } from '../site/check.ts';
import { bytesOf, contentHash } from '../site/files.ts';
import { makePicture, portraitWidths, readPortrait, type SourceImage } from '../site/images.ts';
import { resolveSite, type Site } from '../site/model.ts';
import { storageNames } from '../site/privacy.ts';
import { buildServiceWorker } from '../site/service-worker.ts';
import { cardFonts, drawShareCards } from '../site/share-cards.tsx';
import { beyondLatin, contrast, fallbackOf, headerWidths, paletteOf, themeCss } from '../site/theme.ts';
import { keptImageCache, ownImageCache } from './support/caches.ts';
import { declare, languages, problemsOf, shipped, shippedSite } from './support/site.ts';
import { photo, silhouette } from './support/stand-ins.ts';

describe('pictures', () => {
  const folder = ownImageCache('site-images-');
  const source = async (file: string, bytes: Buffer): Promise<SourceImage> => {
    const { width, height } = await sharp(bytes).metadata();
    return { file, name: path.parse(file).name, bytes, hash: contentHash(bytes), width: width!, height: height! };
  };

  it('makes AVIF, WebP and a JPEG fallback at each width, hashed, each as wide as its srcset says', async () => {
    const { picture, files } = await makePicture(await source('photo.jpg', await photo(400)), [100, 200]);
    expect([picture.width, picture.height, picture.sources.map((s) => s.type)]).toEqual([
      200,
      250,
      ['image/avif', 'image/webp'],
    ]);
    const candidates = [picture.srcset, ...picture.sources.map((s) => s.srcset)].flatMap((srcset) =>
      srcset.split(', ').map((c) => c.split(' ')),
    );
    expect(candidates).toHaveLength(files.size);
    for (const [url, w] of candidates) {
      expect(url).toMatch(/^\/assets\/photo-\d+\.[a-z0-9]+\.(avif|webp|jpg)$/);
      expect(`${(await sharp(bytesOf(files, url!.slice(1))).metadata()).width}w`, url).toBe(w);
    }
    // A vector of any size scales.
    expect((await makePicture(await source('photo.svg', Buffer.from(silhouette)), [40])).picture.height).toBe(50);
  });

  it('takes one portrait, wide enough, and names what is wrong with static/images otherwise, which stops the build', async () => {
    const dir = path.join(folder(), 'static');
    const place = async (files: Record<string, Buffer>) => {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(path.join(dir, 'images'), { recursive: true });
      for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, 'images', name), bytes);
      return readPortrait(dir);
    };
    expect(await place({})).toMatchObject({
      file: 'static/images',
      problem: expect.stringContaining('add the photo as static/images/portrait.jpg'),
    });
    expect(
      await place({
        'portrait.jpg': await photo(1000, 1200),
        'portrait.png': await photo(1000, 1200),
      }),
    ).toMatchObject({ problem: expect.stringContaining('(portrait.jpg, portrait.png): keep one') });
    // Narrower than the pages draw it: named with the width it needs, a mistake the build stops on.
    const needed = portraitWidths.at(-1)!;
    const small = await place({ 'portrait.jpg': await photo(needed / 2) });
    expect(small).toMatchObject({
      file: 'static/images/portrait.jpg',
      problem: expect.stringMatching(
        new RegExp(`^the photo is ${needed / 2} px wide;.*use one at least ${needed} px wide$`),
      ),
    });
    const errors = problemsOf({ ...shipped, portrait: small }).filter((p) => p.severity === 'error');
    expect(errors.map(problemLine)).toEqual([`static/images/portrait.jpg: ${(small as { problem: string }).problem}`]);
    expect(await place({ 'portrait.jpg': await photo(needed, needed + 1) })).toMatchObject({
      file: 'portrait.jpg',
      width: needed,
      height: needed + 1,
    });
  });

  it('caches what it made by key: a second build reads it from SITE_IMAGE_CACHE without making it', async () => {
    let made = 0;
    const make = async () => Buffer.from(`made ${++made}`);
    for (let i = 0; i < 2; i++) expect(Buffer.from(await cached('test-key', make)).toString()).toBe('made 1');
    expect(readFileSync(path.join(process.env.SITE_IMAGE_CACHE!, 'test-key'), 'utf8')).toBe('made 1');
    // Read-only: the output links entries, which a tool writing into the output must not change.
    expect(statSync(path.join(process.env.SITE_IMAGE_CACHE!, 'test-key')).mode & 0o222).toBe(0);
    // A cache it cannot write (SITE_IMAGE_CACHE a file): named, with what to do.
    const folder = process.env.SITE_IMAGE_CACHE!;
    const file = path.join(folder, 'test-key');
    process.env.SITE_IMAGE_CACHE = file;
    try {
      await expect(cached('other-key', make)).rejects.toThrow(
        `the build's cache in ${file} cannot be written (EEXIST): point SITE_IMAGE_CACHE at a folder you may write, or unset it`,
      );
    } finally {
      process.env.SITE_IMAGE_CACHE = folder;
    }
  });
});

describe('share cards', () => {
  // A cache of this file's own, kept between runs: what it counts is what it drew.
  const cacheDir = keptImageCache('site-cards');
  const site = shippedSite;
  const indexable = site.pages.filter((page) => page.indexable);

  it('draws one 1200×630 PNG for each indexable page, its alt text naming the page and the brand', async () => {
    const { cards, files } = await drawShareCards(site);
    expect([...cards.keys()]).toEqual(indexable.map((page) => `${page.lang} ${page.id}`));
    for (const page of indexable) {
      const card = cards.get(`${page.lang} ${page.id}`)!;
      const { info } = await sharp(bytesOf(files, card.url.slice(1)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, card.width, card.height]).toEqual([1200, 630, 1200, 630]);
      expect(card.alt).toContain(page.seo.title);
      expect(card.alt).toContain(site.config.brand);
    }
    expect(new Set([...cards.values()].map((card) => card.url)).size).toBe(indexable.length);
  });

  it('draws a character beyond Latin in the font, not as the box of a glyph it lacks', async () => {
    const fonts = await cardFonts(site.config.theme.font);
    const draw = (text: string) =>
      satori(createElement('div', { style: { display: 'flex', fontFamily: site.config.theme.font } }, text), {
        width: 200,
        height: 100,
        fonts,
      });
    // The characters of the Latin Extended range the first font lacks and another has (every eighth),
    // each drawn unlike one of a private range no font has: never the box of a missing glyph.
    const [first, ...others] = fonts.map(({ data }) => create(data) as import('fontkitten').Font);
    const has = (font: import('fontkitten').Font, c: string) => font.hasGlyphForCodePoint(c.codePointAt(0)!);
    const range = String.fromCodePoint(...Array.from({ length: 0x200 }, (_, i) => 0x100 + i));
    const beyond = [...beyondLatin(range)].filter((c) => !has(first!, c) && others.some((font) => has(font, c)));
    const box = await draw(String.fromCodePoint(0xe000));
    const boxed = [];
    for (const c of beyond.filter((_, i) => i % 8 === 0)) if ((await draw(c)) === box) boxed.push(c);
    expect(beyond).not.toEqual([]);
    expect(boxed).toEqual([]);
  });

  it('leaves an emoji out of a card (its font has none) rather than draw a box: the card of the title without it', async () => {
    const { cards } = await drawShareCards(site);
    const [page] = indexable;
    const changed = resolveSite(declare(shipped).input);
    const own = changed.pages.find((p) => p.lang === page!.lang && p.id === page!.id)!;
    own.seo = { ...own.seo, title: `${own.seo.title} 🚀` };
    const redrawn = await drawShareCards(changed);
    expect(redrawn.drawn).toBe(0);
    expect(redrawn.cards.get(`${page!.lang} ${page!.id}`)).toEqual(cards.get(`${page!.lang} ${page!.id}`));
  });

  it('draws each card once: a second run draws nothing, a changed title that card alone', async () => {
    await drawShareCards(site);
    expect((await drawShareCards(site)).drawn).toBe(0);
    const [page] = indexable.filter((p) => p.id !== site.home);
    const changed = resolveSite(declare(shipped).input);
    changed.pages.find((p) => p.lang === page!.lang && p.id === page!.id)!.seo = {
      ...page!.seo,
      title: `${page!.seo.title} ${Date.now()}`,
    };
    const before = new Set(readdirSync(cacheDir));
    const redrawn = await drawShareCards(changed);
    expect(redrawn.drawn).toBe(1);
    expect(readdirSync(cacheDir).filter((file) => file.startsWith('og-')).length).toBeGreaterThanOrEqual(
      indexable.length,
    );
    // The changed card is this run's alone: the kept cache holds the site's cards, and no more each run.
    for (const file of readdirSync(cacheDir)) if (!before.has(file)) rmSync(path.join(cacheDir, file));
  });
});

it('the service worker names its cache after what it serves cache-first: assets and shell change it, pages and cards do not', async () => {
  const cacheOf = async (files: Map<string, string | Uint8Array>) => {
    const worker = await buildServiceWorker(files);
    expect(Buffer.from(worker.files.get('sw.js') as Uint8Array).toString()).toContain(`"${worker.cacheName}"`);
    return worker.cacheName;
  };
  const files = new Map<string, string | Uint8Array>([
    ['index.html', '<p>Hallo</p>'],
    ['assets/site.abc.js', 'console.log(1)'],
    ['site.webmanifest', '{"name":"A"}'],
  ]);
  const base = await cacheOf(files);
  expect(await cacheOf(new Map([...files].reverse()))).toBe(base);
  for (const [file, bytes] of [
    ['index.html', '<p>Hallo!</p>'],
    ['page.html', 'x'],
    ['assets/og-page-xx.abc.png', 'x'],
  ])
    expect(await cacheOf(new Map([...files, [file!, bytes!]])), file).toBe(base);
  for (const [file, bytes] of [
    ['assets/site.abc.js', 'console.log(2)'],
    ['assets/site.def.js', 'x'],
    ['site.webmanifest', '{}'],
  ])
    expect(await cacheOf(new Map([...files, [file!, bytes!]])), file).not.toBe(base);
});

/** Runs the head script of `site`'s first home page for a browser of `userAgent` whose first language is
 * the site's last: where it sends the visitor, the storage keys it read and removed, the classes it set. */
async function runHeadScript(site: Site, userAgent = 'Mozilla/5.0') {
  const [here, ...others] = site.pages.filter((page) => page.id === site.home);
  const replaced: string[] = [];
  const read: string[] = [];
  const removed: string[] = [];
  const classes = new Set<string>();
  const links = here!.alternates.map((a) => ({ hreflang: a.hreflang, href: a.href }));
  new Function('document', 'navigator', 'localStorage', 'location', 'addEventListener', await headScript(site))(
    {
      documentElement: { lang: here!.lang, classList: { add: (name: string) => classes.add(name) } },
      querySelector: (selector: string) => links.find((l) => selector.includes(`"${l.hreflang}"`)) ?? null,
    },
    { userAgent, languages: [`${(others.at(-1) ?? here)!.lang}-XX`] },
    { getItem: (key: string) => (read.push(key), null), removeItem: (key: string) => removed.push(key) },
    { replace: (to: string) => replaced.push(to), search: '', hash: '' },
    () => {},
  );
  return { replaced, read, removed, classes, wanted: others.at(-1)?.path };
}

it.each([1, 2, 3])(
  'the head script, with %i languages, sends a visitor to the language their browser asks for, and reads the stored choice, only where there is another (with one, a choice an earlier build stored goes)',
  async (count) => {
    const { replaced, read, removed, classes, wanted } = await runHeadScript(
      resolveSite(declare(shipped, languages(count)).input),
    );
    expect(classes).toContain('js');
    expect(replaced).toEqual(wanted ? [wanted] : []);
    expect(read).toHaveLength(wanted ? 1 : 0);
    expect(removed).toEqual(wanted ? [] : [storageNames.language]);
  },
);

it('the head script leaves crawlers where they are, and sends a visitor on a Cubot phone', async () => {
  const site = resolveSite(declare(shipped, languages(2)).input);
  const android = (model: string) =>
    `Mozilla/5.0 (Linux; Android 10; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36`;
  for (const crawler of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'YouBot (+http://www.you.com)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    `${android('Nexus 5X')} (compatible; Google-InspectionTool/1.0;)`,
  ])
    expect((await runHeadScript(site, crawler)).replaced, crawler).toEqual([]);
  const { replaced, wanted } = await runHeadScript(site, android('CUBOT KINGKONG 7'));
  expect(replaced).toEqual([wanted]);
});

describe('the theme', () => {
  const { theme } = shipped.input.config;

  it('derives every colour of the palette from the two declared, each in their hue', () => {
    const palette = paletteOf(theme);
    expect([palette.brand, palette.accent]).toEqual([theme.brand, theme.accent]);
    // Brands of two far hues (the owner's may share either's): the neutrals follow the brand's hue.
    const [violet, green] = ['#5b2a86', '#2a7a4b'].map((brand) => paletteOf({ ...theme, brand }));
    for (const name of ['ink', 'text', 'tint', 'line']) expect(violet![name], name).not.toBe(green![name]);
    // A grey has no hue: a grey brand's neutrals are grey.
    const grey = paletteOf({ ...theme, brand: '#808080' });
    for (const name of ['ink', 'text', 'tint', 'line']) expect(grey[name], name).toMatch(/^#(..)\1\1$/);
    expect(contrast('#ffffff', '#000000')).toBe(21);
    expect(contrast(palette.surface!, palette.ink!)).toBeGreaterThan(contrast(palette.surface!, palette.brand!));
  });

  it("writes the font's faces with a fallback of its kind sized to its metrics, and the palette as custom properties", async () => {
    const css = await themeCss(theme);
    const { locals, generic } = fallbackOf(theme.font);
    expect(css).toContain(`font-family:'${theme.font} Variable'`);
    expect(css).toMatch(
      new RegExp(`font-family:'${theme.font} Fallback';src:local\\('${locals[0]}'\\).*size-adjust:\\d+(\\.\\d+)?%`),
    );
    expect(css).toContain(`'${theme.font} Fallback',${generic}}`);
    // The browser suites lay a page out without the web font as a visitor's browser would: in one of its twins.
    const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split(/[\n,]/);
    expect(locals.filter((name) => installed.includes(name))).not.toEqual([]);
    for (const [name, hex] of Object.entries(paletteOf(theme))) expect(css).toContain(`--${name}:${hex}`);
    expect(existsSync(path.resolve(css.match(/url\('([^']+)'\)/)![1]!))).toBe(true);
  });

  it('cuts the face beyond Latin down to the characters the site shows there, its weights kept', async () => {
    /** Each face's file, and the font in it, by the first code point of its unicode-range. */
    const faces = async (text: string) =>
      [
        ...(await themeCss(theme, beyondLatin(text))).matchAll(/url\('([^']+)'\)[^}]*unicode-range:U\+([0-9A-F]+)/g),
      ].map(([, file, first]) => ({ file: file!, first: parseInt(first!, 16), size: statSync(file!).size }));
    const plain = await faces('plain text');
    const beyond = plain.find((face) => face.first > 0)!;
    // Three characters of that face's range, and one it leaves out.
    const [shown, unshown] = [[0, 1, 3], [2]].map((at) =>
      at.map((i) => String.fromCodePoint(beyond.first + i)).join(''),
    );
    const cut = await faces(`plain text ${shown}`);
    for (const face of cut.filter((f) => f.first === 0)) expect(plain).toContainEqual(face);
    const face = cut.find((f) => f.first === beyond.first)!;
    expect(face.size).toBeLessThan(beyond.size / 4);
    const font = create(readFileSync(face.file)) as import('fontkitten').Font;
    expect(Object.keys(font.variationAxes)).toContain('wght');
    for (const c of shown!) expect(font.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true);
    expect(font.hasGlyphForCodePoint(unshown!.codePointAt(0)!)).toBe(false);
  });

  it('preloads the face beyond Latin on the pages of a language that shows its characters, the Latin face on all', async () => {
    // The last language's hero title gains the first character of the Latin Extended range.
    const { code } = shipped.input.languages.at(-1)!;
    const project = declare(shipped, (draft) => void (draft.texts[code]!.hero.title += ' \u0100'));
    const site = resolveSite(project.input);
    const { fonts, files } = await buildAssets(site, project.portrait as SourceImage);
    // The others preload as they did: the owner's names may show such characters in every language.
    const before = (await buildAssets(shippedSite, shipped.portrait as SourceImage)).fonts;
    const [latin] = fonts[code]!;
    expect(fonts[code]!.length).toBe(2);
    for (const { code: lang } of site.languages.filter((l) => l.code !== code))
      expect(fonts[lang]!.length, lang).toBe(before[lang]!.length);
    for (const urls of Object.values(fonts)) expect(urls[0]).toBe(latin);
    for (const url of fonts[code]!) expect(files.has(url.slice(1)), url).toBe(true);
  });

  it('moves the header into the menu at a wider screen the more it holds, at every width past the widest', async () => {
    const header = {
      brand: shipped.input.config.brand,
      links: ['Home', 'Section'],
      language: 'XX',
      cta: 'Book a call',
    };
    const widths = [2, 5, 6, 16].map((n) => ({
      ...header,
      links: Array.from({ length: n }, (_, i) => `Section ${i}`),
    }));
    const [few, more, most, all] = await Promise.all(widths.map((h) => headerWidths(theme, [h])));
    expect(few!.collapse!).toBeLessThanOrEqual(more!.collapse!);
    expect(more!.collapse!).toBeLessThan(most!.collapse!);
    // One language's longer labels move every language's header sooner: the widths are the widest's.
    expect(await headerWidths(theme, [widths[0]!, widths[2]!])).toEqual(most);
    // A row that does not fit the page's widest container fits at no width: the menu at every one.
    expect(all).toEqual({ tighten: null, collapse: null });
  });

  it('lists a navigation that fits one row at no width, to look at', async () => {
    /** The site with `count` links in its header, on the home page's entry. */
    const withLinks = (count: number) =>
      declare(shipped, (draft) => {
        for (const entry of Object.values(draft.pages)) delete entry.nav;
        const home = Object.values(draft.pages).find((entry) => entry.path === '/')!;
        home.nav = Array.from({ length: count }, (_, i) => ({ order: i, label: () => `Section ${i}` }));
      });
    const listed = async (count: number) =>
      (await buildSite(withLinks(count), { minify: false })).problems.filter((p) => p.key === 'nav');
    const [one, many] = await Promise.all([listed(1), listed(16)]);
    expect([one, many.map((p) => [p.file, p.severity])]).toEqual([[], [['pages/pages.ts', 'warn']]]);
  });
});
