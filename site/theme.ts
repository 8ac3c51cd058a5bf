// The look as data: `theme` of site.config.ts (the brand and accent colours, the font) becomes the
// palette every colour of the CSS, the logo, the share cards and the manifest is taken from, the
// font's faces with a metric-matched fallback, and the width below which the header's links move
// into the menu, measured from the navigation's labels in the font itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The one-file build: the package's ES modules are some 200 files, 250 ms to load.
import culori from 'culori/require';
import type { SiteConfig } from '../i18n/types.ts';
import { cached, cachedFile, versionOf } from './cache.ts';
import { contentHash, root } from './files.ts';

export type Theme = SiteConfig['theme'];

const { converter, formatHex, wcagContrast } = culori;

// OKLCH (Björn Ottosson's OKLab as lightness, chroma and hue): a colour derived at a set lightness
// has the contrast that lightness promises.
const oklchOf = converter('oklch');

/** The colour of lightness `l` and chroma `c` in the hue of `hex`, as `#rrggbb` (each channel clipped
 * into sRGB); a grey has no hue, and its colours no chroma. */
const inHueOf = (hex: string) => {
  const { h } = oklchOf(hex)!;
  return (l: number, c: number) => formatHex({ mode: 'oklch', l, c: h === undefined ? 0 : c, h });
};

/** WCAG 2's contrast ratio of two colours. */
export const contrast = (one: string, other: string): number => wcagContrast(one, other);

const isColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Every colour of the site: the two the owner declares, the rest in their hues at the lightness
 * and chroma the design gives them (the neutrals carry a trace of the brand's hue). */
export function paletteOf({ brand, accent }: Theme): Record<string, string> {
  const [brandC, accentC] = [brand, accent].map((hex) => oklchOf(hex)!.c) as [number, number];
  const [ofBrand, ofAccent] = [inHueOf(brand), inHueOf(accent)];
  return {
    brand,
    accent,
    ink: ofBrand(0.26, brandC * 0.84),
    'brand-glow': ofBrand(0.41, brandC * 1.18),
    text: ofBrand(0.318, 0.026),
    muted: ofBrand(0.492, 0.026),
    tint: ofBrand(0.962, 0.006),
    'tint-strong': ofBrand(0.939, 0.012),
    line: ofBrand(0.92, 0.01),
    'line-strong': ofBrand(0.83, 0.02),
    'on-ink': ofBrand(0.893, 0.016),
    'on-ink-muted': ofBrand(0.849, 0.02),
    sketch: ofBrand(0.733, 0.028),
    sky: ofBrand(0.83, 0.03),
    'accent-ink': ofAccent(0.5, Math.min(accentC, 0.124)),
    'accent-soft': ofAccent(0.962, 0.023),
    'accent-hover': ofAccent(0.838, accentC * 0.8),
    'accent-line': ofAccent(0.841, accentC * 0.67),
    bg: '#fbfaf7',
    surface: '#ffffff',
  };
}

/** The pairs of the palette the pages put text (4.5:1) or a control's edge (3:1) on: where, and
 * which of the owner's two colours to change, and how. */
const darkerBrand = ['brand', 'a darker brand colour'] as const;
const lighterAccent = ['accent', 'a lighter accent colour'] as const;
const otherAccent = ['accent', 'another accent colour'] as const;
const pairs: [text: string, ground: string, needed: number, where: string, change: readonly [string, string]][] = [
  ['surface', 'brand', 4.5, 'white text on the brand colour (buttons)', darkerBrand],
  ['surface', 'ink', 4.5, 'white text on ink, the darkened brand (the footer, the closing call)', darkerBrand],
  ['brand', 'bg', 4.5, 'the brand colour as text (links, emphasis)', darkerBrand],
  ['brand', 'tint-strong', 4.5, 'the brand colour on its tint (pills)', darkerBrand],
  ['ink', 'accent', 4.5, 'ink on the accent colour (accent buttons, the share cards’ badge)', lighterAccent],
  ['accent', 'ink', 4.5, 'the accent colour on ink (the closing call)', lighterAccent],
  ['accent-ink', 'accent-soft', 4.5, 'the accent’s ink on its tint (alpha pills)', otherAccent],
  ['accent-ink', 'bg', 3, 'the focus ring and the current page’s underline on the page', otherAccent],
];

/** What is wrong with the theme: a colour that is none, a pair of the palette below WCAG AA, a font
 * that is not installed. Each with its key of site.config.ts. */
export function themeProblems(theme: Theme | undefined): { key: string; problem: string }[] {
  if (!theme) return [];
  const problems = (['brand', 'accent'] as const)
    .filter((key) => !isColour(theme[key]))
    .map((key) => {
      const value = String(theme[key]);
      // #rgb, three digits, is each doubled: #fa5 is #ffaa55.
      const long = /^#[\da-f]{3}$/i.test(value) ? ` (${value.replace(/[\da-f]/gi, '$&$&')})` : '';
      return { key: `theme.${key}`, problem: `'${value}' is no colour of six hex digits: write it as #rrggbb${long}` };
    });
  // The pairs made of colours only, whatever is wrong with the other (the palette's accent-… entries are
  // the accent's, bg and surface the page's own, the rest the brand's).
  const colour = (entry: string) =>
    entry === 'bg' || entry === 'surface' || isColour(theme[entry.startsWith('accent') ? 'accent' : 'brand']);
  const stand = isColour(theme.brand) ? theme.brand : theme.accent;
  if (isColour(stand)) {
    const palette = paletteOf({
      ...theme,
      brand: isColour(theme.brand) ? theme.brand : stand,
      accent: isColour(theme.accent) ? theme.accent : stand,
    });
    // One problem a colour, with every pair it fails: one value to change.
    const failing = new Map<string, { said: string[]; advice: string }>();
    for (const [text, ground, needed, where, [key, advice]] of pairs) {
      if (!colour(text) || !colour(ground)) continue;
      const ratio = contrast(palette[text]!, palette[ground]!);
      if (ratio < needed) {
        const said = `${where}: ${palette[text]} on ${palette[ground]} has a contrast of ${ratio.toFixed(2)}:1 where WCAG AA needs ${needed}:1`;
        failing.set(key, { said: [...(failing.get(key)?.said ?? []), said], advice });
      }
    }
    for (const [key, { said, advice }] of failing)
      problems.push({ key: `theme.${key}`, problem: `${said.join('; ')}; choose ${advice}` });
  }
  const missing = typeof theme.font === 'string' ? fontProblem(theme.font) : undefined;
  if (missing) problems.push({ key: 'theme.font', problem: missing });
  return problems;
}

// The font: fontsource's packages, the variable one for the pages, the static one for the share cards.
const fontId = (family: string) => family.toLowerCase().replace(/\s+/g, '-');
const packagesOf = (family: string) => [`@fontsource-variable/${fontId(family)}`, `@fontsource/${fontId(family)}`];
const packageDir = (name: string) => path.join(root, 'node_modules', name);

/** A font file of one of its packages: `variable`'s for the pages (`latin`, `latin-ext`), `static`'s by weight. */
export const fontFile = (family: string, kind: 'variable' | 'static', subset: string, weight = 400) =>
  kind === 'variable'
    ? path.join(packageDir(packagesOf(family)[0]!), 'files', `${fontId(family)}-${subset}-wght-normal.woff2`)
    : path.join(packageDir(packagesOf(family)[1]!), 'files', `${fontId(family)}-${subset}-${weight}-normal.woff`);

/** A page's first visit weighs at most 100 KiB (tests/e2e/lighthouse.test.ts); the rest of the
 * heaviest one is about 20, so its font (the Latin face every page preloads) may weigh 75. */
const maxFontBytes = 75 * 1024;

function fontProblem(family: string): string | undefined {
  const missing = packagesOf(family).filter((name) => !existsSync(path.join(packageDir(name), 'package.json')));
  if (missing.length)
    return (
      `the font '${family}' is not installed: npm install ${missing.join(' ')} (and uninstall the old font's two)` +
      // Fontsource has no variable version of many fonts (Lato): npm then finds no such package.
      (missing[0] === packagesOf(family)[0]
        ? `; where npm finds no ${missing[0]}, the font has no variable version: choose one that has`
        : '')
    );
  const latin = fontFile(family, 'variable', 'latin');
  if (!existsSync(latin))
    return `@fontsource-variable/${fontId(family)} has no weight axis (wght) for Latin: choose a variable font with one`;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const { size } = statSync(latin);
  if (size > maxFontBytes)
    return `the font '${family}' weighs ${kib(size)} (its Latin face, on every page), where a page may weigh 100 KiB in all, which leaves its font ${kib(maxFontBytes)}: choose a lighter font`;
  return undefined;
}

/** The CSS the build puts before static/styles.css: the font's faces (Latin and Latin Extended, each
 * loaded only for its characters), a fallback face sized to the font's metrics, and the palette and
 * the font as custom properties. The Latin Extended face is cut down to the characters `beyondLatin`
 * the site shows (a Polish ł), so that a page showing them stays within its budget. */
export async function themeCss(theme: Theme, beyondLatin = ''): Promise<string> {
  const files = Object.fromEntries(
    await Promise.all(
      subsets.map(async ([subset]) => {
        const file = fontFile(theme.font, 'variable', subset);
        const cut = subset !== 'latin' && beyondLatin ? await cutDown(file, beyondLatin) : file;
        return [subset, path.relative(root, cut)] as const;
      }),
    ),
  );
  return kept('css', theme.font, { theme, files }, () => makeThemeCss(theme, files));
}

/** The characters of `text` the Latin Extended face draws (`U+0100-02BA,…`), once each, in order. */
export function beyondLatin(text: string): string {
  const range = subsets.find(([subset]) => subset === 'latin-ext')![1];
  // Its code points are all below U+FFFF: a class of \uXXXX, without the u flag's cost at 2,000 pages.
  const spans = range
    .replace(/U\+/g, '')
    .replace(/[0-9A-F]+/g, (hex) => `\\u${hex.padStart(4, '0')}`)
    .replace(/,/g, '');
  return [...new Set(text.match(new RegExp(`[${spans}]`, 'g')))].sort().join('');
}

/** The font file `file` with only the glyphs of `characters` (its variations kept), cached. Inter's
 * Latin Extended face weighs 83 KiB, cut down to Polish's letters 3.4 KiB. */
async function cutDown(file: string, characters: string): Promise<string> {
  // Named by what it is made from, not where: the output's name is the same in every copy of the project.
  const source = readFileSync(file);
  const key = contentHash([source, `${characters} ${versionOf('subset-font')}`], 12);
  const cut = await cachedFile(`${path.basename(file, '.woff2')}-${key}.woff2`, async () => {
    const { default: subsetFont } = await import('subset-font');
    return subsetFont(source, characters, { targetFormat: 'woff2' });
  });
  return cut.path;
}

/** What the theme makes slowly (the font files read and measured), kept between builds (site/cache.ts)
 * under a key naming all it is made from: `of`, this file's code, the font's and the libraries' versions. */
async function kept<T>(kind: string, font: string, of: unknown, make: () => Promise<T>): Promise<T> {
  const key = contentHash(
    `${readFileSync(import.meta.filename, 'utf8')} ${JSON.stringify(of)} ${packagesOf(font)
      .map((name) => (existsSync(path.join(packageDir(name), 'package.json')) ? versionOf(name) : ''))
      .join(' ')} ${versionOf('@capsizecss/unpack')} ${versionOf('fontkitten')}`,
    20,
  );
  const bytes = await cached(`theme-${kind}-${key}.json`, async () => Buffer.from(JSON.stringify(await make())));
  return JSON.parse(Buffer.from(bytes).toString()) as T;
}

async function makeThemeCss(theme: Theme, files: Record<string, string>): Promise<string> {
  const [{ createFontStack }, { fromFile }] = await Promise.all([
    import('@capsizecss/core'),
    import('@capsizecss/unpack/fs'),
  ]);
  const family = theme.font;
  // Until the font arrives (font-display: optional: within ~100 ms, or on the next page), a system font
  // of its kind or one of its metric-compatible twins, sized to the font's metrics so that nothing reflows.
  const { locals, metrics, generic } = fallbackOf(family);
  const [{ '@font-face': fallback }] = createFontStack(
    [await fromFile(fontFile(family, 'variable', 'latin')), metrics],
    {
      fontFaceFormat: 'styleObject',
    },
  ).fontFaces as unknown as [{ '@font-face': Record<string, string> }];
  const faces = [
    ...subsets.map(
      ([subset, range]) =>
        `@font-face{font-family:'${family} Variable';src:url('./${files[subset]}') format('woff2-variations');font-weight:100 900;font-display:optional;unicode-range:${range}}`,
    ),
    `@font-face{font-family:'${family} Fallback';src:${locals.map((name) => `local('${name}')`).join(',')};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride};size-adjust:${fallback.sizeAdjust}}`,
  ];
  // Each colour, and the two that shadows and highlights take with an alpha as `r g b`.
  const colours = paletteOf(theme);
  const triplet = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ');
  const palette = [
    ...Object.entries(colours).map(([name, hex]) => `--${name}:${hex}`),
    `--ink-rgb:${triplet(colours.ink!)}`,
    `--accent-rgb:${triplet(colours.accent!)}`,
  ];
  return `${faces.join('')}:root{${palette.join(';')};--font:'${family} Variable','${family} Fallback',${generic}}`;
}

/** The fallback of a font of fontsource's category `serif`, and of every other: the system fonts (the
 * first, then its metric-compatible twins), their metrics (Capsize's) and the generic family after them. */
const fallbacks = {
  serif: {
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos', 'Times'],
    metrics: {
      familyName: 'Times New Roman',
      capHeight: 1356,
      ascent: 1825,
      descent: -443,
      lineGap: 87,
      unitsPerEm: 2048,
      xHeight: 916,
      xWidthAvg: 819,
    },
    generic: 'serif',
  },
  sans: {
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'],
    metrics: {
      familyName: 'Arial',
      capHeight: 1467,
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xHeight: 1062,
      xWidthAvg: 904,
    },
    generic: 'system-ui,sans-serif',
  },
};

/** The fallback of the font `family`, by the category its package's metadata names. */
export function fallbackOf(family: string) {
  const { category } = JSON.parse(readFileSync(path.join(packageDir(packagesOf(family)[0]!), 'metadata.json'), 'utf8'));
  return category === 'serif' ? fallbacks.serif : fallbacks.sans;
}

/** The Latin subsets of fontsource (Google Fonts' ranges). */
const subsets: [string, string][] = [
  [
    'latin-ext',
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ],
  [
    'latin',
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ],
];

/** What the header holds in one language: the brand, the nav labels, the language button's label
 * (none on a one-language site) and the booking button's. */
export interface HeaderLabels {
  brand: string;
  links: string[];
  language?: string;
  cta: string;
}

/** The widths (px) below which the header tightens (smaller type) and below which its links move
 * into the menu: the least width at which every language's header fits on one row, measured in the
 * font as static/styles.css sets it out, with room to spare; null where it fits at no width. */
export interface HeaderWidths {
  tighten: number | null;
  collapse: number | null;
}
export const headerWidths = (theme: Theme, headers: HeaderLabels[]): Promise<HeaderWidths> =>
  kept('header', theme.font, { theme, headers }, () => measureHeader(theme, headers));

async function measureHeader(theme: Theme, headers: HeaderLabels[]): Promise<HeaderWidths> {
  const { create } = await import('fontkitten');
  // The static weights (fontkitten varies no WOFF2): the bold a current link takes, the buttons' semibold.
  const fonts = new Map<number, import('fontkitten').Font>();
  const width = (text: string, weight: 600 | 700, size: number, spacing = 0) => {
    const font =
      fonts.get(weight) ??
      (create(readFileSync(fontFile(theme.font, 'static', 'latin', weight))) as import('fontkitten').Font);
    fonts.set(weight, font);
    const advance = font.glyphsForString(text).reduce((n, glyph) => n + glyph.advanceWidth, 0);
    return advance * (size / font.unitsPerEm) + spacing * size * text.length;
  };
  // The bar at a font size and link padding: its parts and gaps as static/styles.css has them, left to right.
  const needs = (header: HeaderLabels, size: number, linkPad: number, menuGap: number, ctaPad: number) => {
    const { brand, links, language, cta } = header;
    const menu = language ? menuGap + 2 * 11.2 + 2 + 18 + 5.6 + width(language, 600, size) + 5.6 + 14 : 0;
    const labels = links.reduce((n, label) => n + width(label, 700, size) + 2 * linkPad, 0);
    const parts = [32, 9.6, width(brand, 700, 16, -0.01), 16, labels, 4 * (links.length - 1), menu, menuGap];
    // The booking button's label, its new-tab arrow (16 px) after a no-break space, its padding, its border.
    return [...parts, width(`${cta}\u00a0`, 600, size), 16, 2 * ctaPad, 3].reduce((sum, part) => sum + part);
  };
  // The bar's room: the viewport less its gutters, in a container at most 74rem wide (--container).
  const container = 74 * 16;
  const fits = (viewport: number, need: number) =>
    Math.min(viewport, container) - 2 * Math.min(32, Math.max(16, 8 + 0.025 * viewport)) >= need + 24;
  /** Wider than the container, the room grows no more: a bar that does not fit there fits nowhere. */
  const least = (need: number) => {
    for (let viewport = 320; viewport < container + 10; viewport += 10) if (fits(viewport, need)) return viewport;
    return null;
  };
  const wide = least(Math.max(...headers.map((h) => needs(h, 16, 12, 16, 16))));
  const tight = least(Math.max(...headers.map((h) => needs(h, 15, 8, 8, 13.6))));
  const tighten = wide === null ? null : Math.max(1080, wide);
  return { tighten, collapse: tight === null ? null : Math.min(tighten ?? Infinity, Math.max(860, tight)) };
}
