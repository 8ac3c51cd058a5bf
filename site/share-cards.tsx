// The share card (Open Graph image, 1200×630 PNG) of every indexable page, drawn by the build
// without a browser: satori lays the card out and turns its text into paths (SVG), resvg rasterizes
// it, sharp palette-packs the PNG. Cached by everything a card is drawn from, so a warm build draws
// nothing and does not even load satori or resvg.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { languages, type Content, type Lang, type RouteId } from '../i18n/types.ts';
import { routeIds, routes } from './routes.ts';
import type { SiteConfig } from './config.ts';
import { contentHash, fileAt, type Files } from './files.ts';
import { cached, versionOf } from './cache.ts';
import { encodedWith, palettePng } from './images.ts';
import type { CheckedContents } from './validate.ts';

const ogWidth = 1200;
const ogHeight = 630;

/** What a page's head says about its share image. */
export interface OgImage {
  /** Root-relative URL under /assets/, named by what the card is drawn from. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ShareCards {
  /** The card of every page; a legal page shows its language's home card (noindex, rarely shared). */
  byPage: Record<Lang, Record<RouteId, OgImage>>;
  /** Cards drawn by this call, i.e. not found in the cache: 0 on a warm build. */
  drawn: number;
}

/** Everything one card shows; with the fonts and this module's code, it is the cache key. */
export interface Card {
  brand: string;
  title: string;
  subtitle: string;
  /** The accent badge: the site's call to action. */
  badge: string;
  background: string;
}

// Colours of the site's palette (static/styles.css: --accent, --ink) beside the configured theme colour.
const accent = '#f2a65a';
const ink = '#10263a';
const muted = '#d6e2ec';

// Static weights: satori draws a variable font at its default instance only (regular), and the
// card needs semibold and bold. latin-ext covers the odd name or character beyond Latin-1.
const fontFiles = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({ subset, weight })),
);
const require = createRequire(import.meta.url);
const fontPath = (subset: string, weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);

/** The language's alt-text sentence with the card's title in it (site/validate.ts checks that it
 * names the brand and the title). */
export const shareImageAlt = (t: Content, card: Pick<Card, 'title'>): string =>
  t.common.shareImageAlt.replaceAll('{title}', card.title);

/** The card of a page: its own title (the SEO title, as in og:title) and description. */
const cardOf = (t: Content, route: RouteId, config: SiteConfig): Card => {
  const seo = routes[route].seo(t);
  return {
    brand: config.brand,
    title: seo.title,
    subtitle: seo.description,
    badge: t.navigation.cta,
    background: config.themeColor,
  };
};

/** Draws (or takes from the cache) the card of every indexable page in every language: the cards
 * for the pages' heads, and their files. */
export async function drawShareCards(
  contents: CheckedContents,
  config: SiteConfig,
): Promise<ShareCards & { files: Files }> {
  const [fonts, code] = await Promise.all([
    Promise.all(fontFiles.map(async (font) => ({ ...font, data: await readFile(fontPath(font.subset, font.weight)) }))),
    readFile(import.meta.filename),
  ]);
  // The drawing code and its libraries (palettePng's too) are part of what a card is drawn from.
  const drawnWith = contentHash(
    Buffer.concat([
      code,
      ...fonts.map((f) => f.data),
      Buffer.from(`${versionOf('satori')} ${versionOf('@resvg/resvg-js')} ${encodedWith}`),
    ]),
    20,
  );
  // Satori keeps the fonts it parsed for the options object it is given: one for every card.
  const options = {
    width: ogWidth,
    height: ogHeight,
    fonts: fonts.map(({ weight, data }) => ({ name: 'Inter', data, weight, style: 'normal' as const })),
  };
  let drawn = 0;
  const draw = (card: Card): Promise<Buffer> => {
    drawn++;
    return drawCard(card, options);
  };

  // A few draws at a time: all at once, every card would hold its SVG and bitmaps until the last is done.
  const limit = pLimit(availableParallelism());
  const entries = await Promise.all(
    languages.flatMap((lang) =>
      routeIds
        .filter((route) => routes[route].indexable)
        .map(async (route) => {
          const card = cardOf(contents[lang], route, config);
          const alt = shareImageAlt(contents[lang], card);
          const key = contentHash(JSON.stringify({ card, drawnWith }), 20);
          // Named by what it is drawn from, like its cache entry: no need to hash the bytes.
          const name = `assets/og-${fileStem(route)}-${lang}.${key.slice(0, 10)}.png`;
          const bytes = await cached(`og-${key}.png`, () => limit(() => draw(card)));
          const image: OgImage = { url: `/${name}`, alt, width: ogWidth, height: ogHeight };
          return [lang, route, image, bytes] as const;
        }),
    ),
  );
  const byPage = Object.fromEntries(languages.map((lang) => [lang, {}])) as ShareCards['byPage'];
  for (const [lang, route, image] of entries) byPage[lang][route] = image;
  for (const lang of languages)
    for (const route of routeIds) if (!routes[route].indexable) byPage[lang][route] = byPage[lang].home;
  const files: Files = new Map(entries.map(([, , image, bytes]) => [fileAt(image.url), bytes]));
  return { byPage, drawn, files };
}

/** `workshop:ux-workflows` → `workshop-ux-workflows`, `interviewAgent` → `interview-agent`. */
const fileStem = (route: RouteId) => route.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(':', '-');

/** The share image of a rendered page; the 404 pages show their language's home card. */
export const ogImageFor = (cards: ShareCards, route: RouteId | 'notFound', lang: Lang): OgImage =>
  cards.byPage[lang][route === 'notFound' ? 'home' : route];

type SatoriOptions = Parameters<typeof import('satori').default>[1];

async function drawCard(card: Card, options: SatoriOptions): Promise<Buffer> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(<CardLayout {...card} />, options);
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  // A card is a few flat colours: as a palette PNG it keeps its look at a fraction of the bytes.
  const packed = await palettePng(png);
  return packed.length < png.length ? packed : png;
}

/** The card's look follows the site: theme-colour ground, the brand with its mark, the page's
 * title and description, the call to action as an accent badge, two frames as decoration. */
function CardLayout({ brand, title, subtitle, badge, background }: Card) {
  return (
    <div
      style={{
        width: ogWidth,
        height: ogHeight,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background,
        color: '#fff',
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 30, fontWeight: 600 }}>
        <svg width={56} height={56} viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill="#fff" fillOpacity=".12" />
          <rect x="14" y="16" width="22" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="4" />
          <rect x="28" y="32" width="22" height="16" rx="3" fill={accent} />
        </svg>
        {brand}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            fontSize: 64,
            lineHeight: 1.08,
            fontWeight: 700,
            letterSpacing: -1.6,
            maxWidth: 940,
            lineClamp: 2,
          }}
        >
          {title}
        </div>
        <div style={{ fontSize: 28, lineHeight: 1.35, marginTop: 20, color: muted, maxWidth: 860, lineClamp: 3 }}>
          {subtitle}
        </div>
      </div>
      <div style={{ display: 'flex' }}>
        <div
          style={{
            background: accent,
            color: ink,
            fontWeight: 600,
            fontSize: 22,
            padding: '10px 20px',
            borderRadius: 999,
          }}
        >
          {badge}
        </div>
      </div>
      <div style={{ display: 'flex', position: 'absolute', right: -60, bottom: -40, opacity: 0.16 }}>
        <svg width={520} height={420} viewBox="0 0 520 420" fill="none" stroke="#fff" strokeWidth="8">
          <rect x="40" y="40" width="260" height="180" rx="18" />
          <rect x="200" y="180" width="280" height="200" rx="18" />
        </svg>
      </div>
    </div>
  );
}
