// Raster images, made at build time with sharp: AVIF and WebP at a few widths plus a JPEG fallback.
// Encoding is slow, so results are cached by source hash (site/cache.ts); a warm build never
// re-encodes, and does not even load sharp.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Sharp } from 'sharp';
import type { Picture } from '../components/props.ts';
import { cached } from './cache.ts';
import { contentHash, type Files } from './files.ts';

const sharp = async () => (await import('sharp')).default;
const formats = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 55, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 78 }) },
] as const;
const fallback = { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }) };

/** Finds `<dir>/<name>.(jpg|jpeg|png|webp|svg)`: its responsive variants, and the <picture> that refers to them. */
export async function makePicture(
  dir: string,
  name: string,
  widths: readonly number[],
): Promise<{ picture: Picture; files: Files }> {
  const sources = await fg(`${name}.{jpg,jpeg,png,webp,svg}`, { cwd: dir });
  if (sources.length !== 1)
    throw new Error(`static/images: expected exactly one ${name}.(jpg|png|webp|svg), found ${sources.length}`);
  const bytes = await readFile(path.join(dir, sources[0]!));
  const hash = contentHash(bytes);
  const size = await cached(`${name}-${hash}.size.json`, async () => {
    const { width, height } = await (await sharp())(bytes).metadata();
    return Buffer.from(JSON.stringify({ width, height }));
  });
  const source = JSON.parse(Buffer.from(size).toString()) as { width: number; height: number };
  const largest = widths.at(-1)!;
  // Enlarged, a photo turns soft on exactly the screens that show it sharpest; a vector scales.
  if (!sources[0]!.endsWith('.svg') && source.width < largest)
    throw new Error(
      `static/images/${sources[0]}: the photo is ${source.width} px wide; the pages draw it up to ${largest} px wide ` +
        `(on high-density screens): use one at least ${largest} px wide`,
    );
  const out = (width: number, ext: string) => `assets/${name}-${width}.${hash}.${ext}`;
  const files: Files = new Map(
    await Promise.all(
      widths.flatMap((width) =>
        [...formats, fallback].map(
          async ({ ext, encode }) =>
            [
              out(width, ext),
              await cached(`${name}-${width}-${hash}.${ext}`, async () =>
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

/** A flat-colour PNG (the Open Graph cards) as a palette PNG: a third of the bytes, same look. */
export const palettePng = async (bytes: Uint8Array): Promise<Buffer> =>
  (await sharp())(bytes).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();

/** A PNG of static/, palette-packed and cached by its hash. */
export const optimizePng = (bytes: Uint8Array): Promise<Uint8Array> =>
  cached(`png-${contentHash(bytes, 20)}`, () => palettePng(bytes));

/** PNG icons for platforms that do not take the SVG favicon (home screens, the web app manifest). */
export async function makeIcons(favicon: Uint8Array | undefined): Promise<Files> {
  if (!favicon) throw new Error('static/favicon.svg is missing');
  const hash = contentHash(favicon);
  const sizes = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
  return new Map(
    await Promise.all(
      Object.entries(sizes).map(
        async ([file, size]) =>
          [
            file,
            await cached(`${file}-${hash}`, async () =>
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
