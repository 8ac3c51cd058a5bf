// Everything the pages reference besides HTML: CSS (inlined), the client bundle, the inline head
// script, fonts, images, each page's share card and static files (SVGs minified with svgo, PNGs
// palette-packed with sharp). Built in memory; names carry a content hash.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogoMark } from '../components/LogoMark.tsx';
import { analyticsEnabled } from './config.ts';
import type { Picture } from '../components/props.ts';
import { addFile, addFiles, contentHash, root, type Files } from './files.ts';
import { cached, versionOf } from './cache.ts';
import { isPortrait, makeIcons, makePicture, optimizePng, portraitWidths, type SourceImage } from './images.ts';
import type { Site } from './model.ts';
import { consentMaxAge, storageNames } from './privacy.ts';
import { drawShareCards, type ShareCards } from './share-cards.tsx';
import { beyondLatin, fontFile, headerWidths, themeCss, type HeaderWidths } from './theme.ts';

export interface Assets {
  /** Minified CSS, inlined into every page's <style>. */
  css: string;
  /** Minified inline head script (theme class, language detection). */
  headScript: string;
  /** Root-relative URL of the client bundle. */
  clientScript: string;
  /** Root-relative URLs of the font files a page of each language uses first, preloaded from its
   * head: the Latin face, and the Latin Extended one where the language's texts show its characters. */
  fonts: Record<string, string[]>;
  images: { portrait: Picture };
  /** The Open Graph image of every page (site/share-cards.tsx). */
  shareCards: ShareCards;
  /** Share cards drawn by this build, i.e. not found in the cache: 0 on a warm build. */
  drawn: number;
  /** Output path → bytes for every asset file (fonts, bundle, images, share cards, static files). */
  files: Files;
  /** The characters beyond Latin the font's faces were cut and preloaded for (`fontNeeds`). */
  fontNeeds: FontNeeds;
  /** Where the header tightens and moves its links into the menu (site/theme.ts); the tests' stand-ins have none. */
  header?: HeaderWidths;
}

/** The characters beyond Latin each language's texts show, and (`all`) the site's with its config's values. */
export type FontNeeds = { all: string; languages: Record<string, string> };
export function fontNeeds(site: Site): FontNeeds {
  const languages = Object.fromEntries(
    site.languages.map(({ code }) => [code, beyondLatin(JSON.stringify(site.texts[code]))]),
  );
  return { all: beyondLatin(Object.values(languages).join('') + JSON.stringify(site.config)), languages };
}

/** `images/photo.png` → `assets/photo.3f9a2c1b7d.png` */
const hashedName = (file: string, bytes: Uint8Array): string => {
  const { name, ext } = path.parse(file);
  return `assets/${name}.${contentHash(bytes)}${ext}`;
};

const svgoOptions = { multipass: true };
/** svgo's version and options: with the source, what a minified SVG is made from. */
const svgoWith = `${versionOf('svgo')} ${JSON.stringify(svgoOptions)}`;

/** svgo, cached by what it makes the SVG from, like the images; svgo itself, slow to load, only on a miss. */
const optimizeSvg = (source: Buffer): Promise<Uint8Array> =>
  cached(`svg-${contentHash([source, svgoWith], 20)}`, async () => {
    const { optimize } = await import('svgo');
    return Buffer.from(optimize(source.toString('utf8'), svgoOptions).data);
  });

/** esbuild in memory, from the project root, minified; output paths as if under dist/. */
export async function bundle(options: esbuild.BuildOptions): Promise<esbuild.OutputFile[]> {
  const result = await esbuild.build({
    absWorkingDir: root,
    bundle: true,
    minify: true,
    write: false,
    outdir: path.join(root, 'dist'),
    publicPath: '/',
    legalComments: 'none',
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles!;
}

/** The script inlined at the top of every page (client/head.ts). */
export const headScript = async (site: Site): Promise<string> => {
  const [file] = await bundle({
    entryPoints: ['client/head.ts'],
    format: 'iife',
    target: 'es2017',
    define: { __LANG_KEY__: JSON.stringify(storageNames.language), __LANGUAGES__: String(site.languages.length) },
  });
  return file!.text.trim();
};

/** The files of static/ but the styles and the portrait: under images/ with hashed names (the pages
 * refer to them), the rest as they are; SVGs minified, PNGs palette-packed. */
async function staticFiles(): Promise<Files> {
  const files: Files = new Map();
  for (const file of await fg('**/*', { cwd: path.join(root, 'static'), dot: false })) {
    if (file === 'styles.css' || isPortrait(file)) continue;
    const source = await readFile(path.join(root, 'static', file));
    const bytes = file.endsWith('.svg')
      ? await optimizeSvg(source)
      : file.endsWith('.png')
        ? await optimizePng(source)
        : source;
    files.set(file.startsWith('images/') ? hashedName(file, bytes) : file, bytes);
  }
  return files;
}

/** The CSS with the header's media queries at the widths the labels need: static/styles.css writes
 * them at 1080px (tighter type) and 860px (links in the menu); at every width where none is enough.
 * In em, as every query of the CSS: a visitor whose browser sets larger text gets the menu sooner. */
function widen(css: string, widths: HeaderWidths): string {
  const em = (px: number) => `(max-width:${px / 16}em)`;
  for (const [written, width] of [
    [1080, widths.tighten],
    [860, widths.collapse],
  ] as const) {
    const query = em(written);
    if (css.split(query).length !== 2)
      throw new Error(`static/styles.css: expected one @media ${query}, for the header`);
    css = css.replace(query, width === null ? ' all' : em(width));
  }
  return css;
}

/** Without a portrait in static/images: a page that shows one stops the build, naming itself. */
const noPortrait: Assets['images'] = {
  get portrait(): Picture {
    throw new Error('no portrait to show: put your photo in static/images as portrait.jpg (or .png, .webp)');
  },
};

export async function buildAssets(site: Site, portraitSource: SourceImage | null): Promise<Assets> {
  const { config } = site;
  const relative = (file: esbuild.OutputFile) => path.relative(path.join(root, 'dist'), file.path);

  const needs = fontNeeds(site);
  // The header's widths, from what it holds in each language (site/theme.ts).
  const widths = await headerWidths(
    config.theme,
    site.languages.map(({ code }) => {
      const page = site.pages.find((p) => p.lang === code)!;
      return {
        brand: config.brand,
        links: page.nav.map((link) => link.label),
        language: site.languages.length > 1 ? code.toUpperCase() : undefined,
        cta: site.texts[code]!.navigation.cta,
      };
    }),
  );
  const [cssFiles, clientFiles, head] = await Promise.all([
    bundle({
      // The styles, and the theme's fonts and palette they use (an @import comes first).
      stdin: {
        contents: `@import './static/styles.css';${await themeCss(config.theme, needs.all)}`,
        loader: 'css',
        resolveDir: root,
      },
      loader: { '.woff2': 'file' },
      assetNames: 'assets/[name].[hash]',
      target: ['chrome100', 'firefox100', 'safari15'],
    }),
    bundle({
      entryPoints: ['client/main.ts'],
      entryNames: 'assets/site.[hash]',
      format: 'esm',
      target: 'es2020',
      define: {
        __ANALYTICS_ID__: JSON.stringify(analyticsEnabled(config) ? config.analyticsId : ''),
        __LANG_KEY__: JSON.stringify(storageNames.language),
        __CONSENT_KEY__: JSON.stringify(storageNames.consent),
        __CONSENT_MAX_AGE__: String(consentMaxAge),
        __SERVICE_WORKER__: String(site.privacy.features.includes('offline')),
      },
    }),
    headScript(site),
  ]);

  let css = '';
  const fontFiles: Files = new Map();
  const [latin, extended] = (['latin', 'latin-ext'] as const).map((subset) =>
    path.basename(fontFile(config.theme.font, 'variable', subset), '.woff2'),
  );
  const faces: Record<string, string> = {};
  for (const file of cssFiles) {
    if (file.path.endsWith('.css')) css = widen(file.text.trim(), widths);
    else fontFiles.set(relative(file), file.contents);
    const name = path.basename(file.path);
    if (name.startsWith(`${latin}.`)) faces.latin = `/${relative(file)}`;
    else if (name.startsWith(extended!)) faces.extended = `/${relative(file)}`;
  }
  // The Latin subset draws every page; latin-ext the pages of a language that shows its characters.
  const fonts = Object.fromEntries(
    site.languages.map(({ code }) => [code, [faces.latin!, ...(needs.languages[code] ? [faces.extended!] : [])]]),
  );
  const client = clientFiles.find((f) => f.path.endsWith('.js'))!;

  const statics = await staticFiles();
  // The favicon is the logo, in the palette; the home-screen icons are drawn from it.
  const favicon = await optimizeSvg(
    Buffer.from(renderToStaticMarkup(createElement(LogoMark, { palette: site.palette, size: 64, file: true }))),
  );
  addFile(statics, 'favicon.svg', favicon);
  const [portrait, { files: cardFiles, cards: shareCards, drawn }, icons] = await Promise.all([
    portraitSource && makePicture(portraitSource, portraitWidths),
    drawShareCards(site),
    makeIcons(favicon),
  ]);

  return {
    css,
    headScript: head,
    fontNeeds: needs,
    clientScript: `/${relative(client)}`,
    fonts,
    images: portrait
      ? { portrait: { ...portrait.picture, example: portraitSource!.file.endsWith('.svg') } }
      : noPortrait,
    shareCards,
    drawn,
    header: widths,
    files: [
      new Map([[relative(client), client.contents]]),
      statics,
      portrait?.files ?? new Map(),
      cardFiles,
      icons,
    ].reduce(addFiles, fontFiles),
  };
}
