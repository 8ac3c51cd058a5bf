// Everything the pages reference besides HTML: CSS (inlined), the client bundle, the inline head
// script, fonts, images, each page's share card and static files (SVGs minified with svgo, PNGs
// palette-packed with sharp). Built in memory; names carry a content hash.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import { analyticsEnabled } from './config.ts';
import type { Picture } from '../components/props.ts';
import { addFiles, bytesOf, contentHash, root, type Files } from './files.ts';
import { cached, versionOf } from './cache.ts';
import { isPortrait, makeIcons, makePicture, optimizePng, portraitWidths, type SourceImage } from './images.ts';
import type { Site } from './model.ts';
import { consentMaxAge, storageNames } from './privacy.ts';
import { drawShareCards, type ShareCards } from './share-cards.tsx';

export interface Assets {
  /** Minified CSS, inlined into every page's <style>. */
  css: string;
  /** Minified inline head script (theme class, language detection). */
  headScript: string;
  /** Root-relative URL of the client bundle. */
  clientScript: string;
  /** Root-relative URLs of the font files every page uses first (Latin), preloaded from the head. */
  fonts: string[];
  images: { portrait: Picture };
  /** The Open Graph image of every page (site/share-cards.tsx). */
  shareCards: ShareCards;
  /** Share cards drawn by this build, i.e. not found in the cache: 0 on a warm build. */
  drawn: number;
  /** Output path → bytes for every asset file (fonts, bundle, images, share cards, static files). */
  files: Files;
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
  cached(`svg-${contentHash(Buffer.concat([source, Buffer.from(svgoWith)]), 20)}`, async () => {
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

export async function buildAssets(site: Site, portraitSource: SourceImage): Promise<Assets> {
  const { config } = site;
  const relative = (file: esbuild.OutputFile) => path.relative(path.join(root, 'dist'), file.path);

  const [cssFiles, clientFiles, headFiles] = await Promise.all([
    bundle({
      entryPoints: ['static/styles.css'],
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
        __ANALYTICS_COOKIES__: JSON.stringify(
          site.privacy.storage
            .filter((entry) => entry.feature === 'analytics' && entry.kind === 'cookie')
            .map((entry) => entry.name),
        ),
      },
    }),
    bundle({
      entryPoints: ['client/head.ts'],
      format: 'iife',
      target: 'es2017',
      define: { __LANG_KEY__: JSON.stringify(storageNames.language) },
    }),
  ]);

  let css = '';
  const fonts: string[] = [];
  const fontFiles: Files = new Map();
  for (const file of cssFiles) {
    if (file.path.endsWith('.css')) css = file.text.trim();
    else fontFiles.set(relative(file), file.contents);
    // The Latin subset draws every page; latin-ext only loads for the odd character beyond it.
    if (/\/inter-latin-wght-normal\.[^/]+\.woff2$/.test(file.path)) fonts.push(`/${relative(file)}`);
  }
  if (fonts.length !== 1) throw new Error(`expected one Latin font file from static/styles.css, found ${fonts.length}`);
  const client = clientFiles.find((f) => f.path.endsWith('.js'))!;

  const statics = await staticFiles();
  const [portrait, { files: cardFiles, cards: shareCards, drawn }, icons] = await Promise.all([
    makePicture(portraitSource, portraitWidths),
    drawShareCards(site),
    makeIcons(bytesOf(statics, 'favicon.svg') as Uint8Array),
  ]);

  return {
    css,
    headScript: headFiles[0]!.text.trim(),
    clientScript: `/${relative(client)}`,
    fonts,
    images: { portrait: portrait.picture },
    shareCards,
    drawn,
    files: [new Map([[relative(client), client.contents]]), statics, portrait.files, cardFiles, icons].reduce(
      addFiles,
      fontFiles,
    ),
  };
}
