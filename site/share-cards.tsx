// The share card (Open Graph image, 1200×630 PNG) of every indexable page, drawn by the build
// without a browser: satori lays the card out and turns its text into paths (SVG), resvg rasterizes
// it, sharp palette-packs the PNG. Cached by everything a card is drawn from, so a warm build draws
// nothing and does not even load satori or resvg.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { Content } from '../i18n/types.ts';
import { contentHash, type Files } from './files.ts';
import { cachedFile, versionOf } from './cache.ts';
import { encodedWith, palettePng } from './images.ts';
import type { Site } from './model.ts';
import { fontFile } from './theme.ts';
import { ShareCard, shareCardSize, type Card } from '../components/ShareCard.tsx';

/** What a page's head says about its share image. */
export interface OgImage {
  /** Root-relative URL under /assets/, named by what the card is drawn from. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The card of every indexable page, by `${lang} ${page id}`; a page search engines do not see
 * shows its language's home card. */
export type ShareCards = Map<string, OgImage>;

// Static weights: satori draws a variable font at its default instance only (regular), and the
// card needs semibold and bold. latin-ext covers the odd name or character beyond Latin-1.
const fontFiles = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({ subset, weight })),
);

/** The fonts a card is drawn with: latin-ext under a name of its own. Satori draws a character its
 * family's font lacks in another of the fonts it is given, but not in a second font of the same name
 * and weight: an ł was drawn as the box of a missing glyph. */
export const cardFonts = (family: string) =>
  Promise.all(
    fontFiles.map(async ({ subset, weight }) => ({
      name: subset === 'latin' ? family : `${family} ${subset}`,
      data: await readFile(fontFile(family, 'static', subset, weight)),
      weight,
      style: 'normal' as const,
    })),
  );

/** The language's alt-text sentence with the card's title in it (site/check.ts checks that it
 * names the brand and the title). */
export const shareImageAlt = (t: Content, card: Pick<Card, 'title'>): string =>
  t.common.shareImageAlt.replaceAll('{title}', card.title);

/** Draws (or takes from the cache) the card of every indexable page in every language: the cards
 * for the pages' heads, and their files. */
export async function drawShareCards(site: Site): Promise<{ cards: ShareCards; files: Files; drawn: number }> {
  const [fonts, ...code] = await Promise.all([
    cardFonts(site.config.theme.font),
    readFile(import.meta.filename),
    readFile(new URL('../components/ShareCard.tsx', import.meta.url)),
    readFile(new URL('../components/LogoMark.tsx', import.meta.url)),
  ]);
  // The drawing code and its libraries (palettePng's too) are part of what a card is drawn from.
  const drawnWith = contentHash(
    [...code, ...fonts.map((f) => f.data), `${versionOf('satori')} ${versionOf('@resvg/resvg-js')} ${encodedWith}`],
    20,
  );
  // Satori keeps the fonts it parsed for the options object it is given: one for every card.
  const options = {
    ...shareCardSize,
    fonts,
  };
  let drawn = 0;
  const draw = (card: Card): Promise<Buffer> => {
    drawn++;
    return drawCard(card, options);
  };

  // A few draws at a time: all at once, every card would hold its SVG and bitmaps until the last is done.
  const limit = pLimit(availableParallelism());
  const drawnCards = await Promise.all(
    site.pages
      .filter((page) => page.indexable && page.url)
      .map(async ({ id, lang, seo }) => {
        // Its own title (the SEO title, as in og:title) and description.
        const t = site.texts[lang]!;
        const card: Card = {
          brand: withoutEmoji(site.config.brand),
          title: withoutEmoji(seo.title),
          subtitle: withoutEmoji(seo.description),
          badge: withoutEmoji(t.navigation.cta),
          palette: site.palette,
          font: site.config.theme.font,
        };
        const key = contentHash(JSON.stringify({ card, drawnWith }), 20);
        // Named by what it is drawn from, like its cache entry: no need to hash the bytes.
        const name = `assets/og-${fileStem(id)}-${lang}.${key.slice(0, 10)}.png`;
        const bytes = await cachedFile(`og-${key}.png`, () => limit(() => draw(card)));
        return {
          page: `${lang} ${id}`,
          name,
          bytes,
          image: { url: `/${name}`, alt: shareImageAlt(t, card), ...shareCardSize },
        };
      }),
  );
  return {
    cards: new Map(drawnCards.map(({ page, image }) => [page, image])),
    files: new Map(drawnCards.map(({ name, bytes }) => [name, bytes])),
    drawn,
  };
}

/** The text without its emoji: the card's font has none (nor has the build one at hand), and satori
 * would draw each as a "no glyph" box. */
const withoutEmoji = (text: string) => {
  const left = text
    .replace(
      /(?:\p{Emoji_Presentation}|(?![©®™])\p{Extended_Pictographic}\ufe0f)(?:\p{Emoji_Modifier}|\u200d\p{Extended_Pictographic})*/gu,
      ' ',
    )
    .replace(/[\ufe0f\u20e3]/g, '');
  return left === text ? text : left.replace(/ {2,}/g, ' ').trim();
};

/** `workshop:ux-workflows` → `workshop-ux-workflows`, `interviewAgent` → `interview-agent`. */
const fileStem = (route: string) => route.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(':', '-');

type SatoriOptions = Parameters<typeof import('satori').default>[1];

async function drawCard(card: Card, options: SatoriOptions): Promise<Buffer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(<ShareCard {...card} />, options);
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  // A card is a few flat colours: as a palette PNG it keeps its look at a fraction of the bytes.
  const packed = await palettePng(png);
  return packed.length < png.length ? packed : png;
}
