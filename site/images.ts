// Raster images, made at build time with sharp: AVIF and WebP at a few widths plus a JPEG fallback.
// Encoding is slow, so results are cached by source hash and the code that encodes them
// (site/cache.ts); a warm build never re-encodes, and does not even load sharp. The sources are
// checked before (site/project.ts reads the portrait, site/check.ts names its problem).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sharp } from 'sharp';
import type { Picture } from '../components/props.ts';
import { cached, cachedFile, versionOf } from './cache.ts';
import { contentHash, type Files } from './files.ts';

const sharp = async () => (await import('sharp')).default;
/** This file's code (the encoders' settings) and sharp's version: part of every cache key here. */
export const encodedWith = contentHash([readFileSync(import.meta.filename), versionOf('sharp')]);
const formats = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 55, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 78 }) },
] as const;
const fallback = { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }) };

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

/** The one portrait of static/ (`dir`), measured (its size cached like the images), or what is wrong
 * with it: none or several, or a photo narrower than the pages draw it. */
export async function readPortrait(dir: string): Promise<SourceImage | { file: string; problem: string }> {
  const found = readdirSync(path.join(dir, 'images')).filter((file) => isPortrait(`images/${file}`));
  if (found.length !== 1)
    return {
      file: 'static/images',
      problem:
        `expected exactly one portrait.(jpg|png|webp|svg), found ${found.length}` +
        (found.length ? ` (${found.sort().join(', ')}): keep one` : ': add the photo as static/images/portrait.jpg'),
    };
  const file = found[0]!;
  const name = path.parse(file).name;
  const bytes = readFileSync(path.join(dir, 'images', file));
  const hash = contentHash(bytes);
  const size = await cached(`${name}-${hash}.size.json`, async () => {
    const { width, height } = await (await sharp())(bytes).metadata();
    return Buffer.from(JSON.stringify({ width, height }));
  });
  const { width, height } = JSON.parse(Buffer.from(size).toString()) as { width: number; height: number };
  const largest = portraitWidths.at(-1)!;
  // Enlarged, a photo turns soft on exactly the screens that show it sharpest; a vector scales.
  if (!file.endsWith('.svg') && width < largest)
    return {
      file: `static/images/${file}`,
      problem:
        `the photo is ${width} px wide; the pages draw it up to ${largest} px wide ` +
        `(on high-density screens): use one at least ${largest} px wide`,
    };
  return { file, name, bytes, hash, width, height };
}

/** The responsive variants of `source` at `widths`, and the <picture> that refers to them. */
export async function makePicture(
  source: SourceImage,
  widths: readonly number[],
): Promise<{ picture: Picture; files: Files }> {
  const { name, hash, bytes } = source;
  const largest = widths.at(-1)!;
  const out = (width: number, ext: string) => `assets/${name}-${width}.${hash}.${ext}`;
  const files: Files = new Map(
    await Promise.all(
      widths.flatMap((width) =>
        [...formats, fallback].map(
          async ({ ext, encode }) =>
            [
              out(width, ext),
              await cachedFile(`${name}-${width}-${hash}-${encodedWith}.${ext}`, async () =>
                encode((await sharp())(bytes, { density: 300 }).resize(width)).toBuffer(),
              ),
            ] as const,
        ),
      ),
    ),
  );
  const picture: Picture = {
    src: `/${out(largest, 'jpg')}`,
    srcset: widths.map((w) => `/${out(w, 'jpg')} ${w}w`).join(', '),
    width: largest,
    height: Math.round(largest * (source.height / source.width)),
    sources: formats.map(({ ext, type }) => ({
      type,
      srcset: widths.map((w) => `/${out(w, ext)} ${w}w`).join(', '),
    })),
  };
  return { picture, files };
}

/** A flat-colour PNG (the Open Graph cards) as a palette PNG: far fewer bytes, same look. */
export const palettePng = async (bytes: Uint8Array): Promise<Buffer> =>
  (await sharp())(bytes).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();

/** A PNG of static/, palette-packed and cached by its hash. */
export const optimizePng = (bytes: Uint8Array): Promise<Uint8Array> =>
  cached(`png-${contentHash(bytes, 20)}-${encodedWith}`, () => palettePng(bytes));

/** PNG icons for platforms that do not take the SVG favicon (home screens, the web app manifest). */
export async function makeIcons(favicon: Uint8Array): Promise<Files> {
  const hash = contentHash(favicon);
  const sizes = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
  return new Map(
    await Promise.all(
      Object.entries(sizes).map(
        async ([file, size]) =>
          [
            file,
            await cachedFile(`${file}-${hash}-${encodedWith}`, async () =>
              (await sharp())(favicon, { density: 600 })
                .resize(size, size)
                .flatten({ background: '#ffffff' })
                .png()
                .toBuffer(),
            ),
          ] as const,
      ),
    ),
  );
}
