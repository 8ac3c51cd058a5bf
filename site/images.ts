// Raster images, made at build time with sharp: AVIF and WebP at a few widths plus a JPEG fallback.
// Encoding is slow, so results are cached by source hash; a warm build never re-encodes, and does
// not even load sharp.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Sharp } from 'sharp';
import type { Picture } from '../components/props.ts';
import { contentHash, root } from './files.ts';
import type { Files } from './files.ts';

const sharp = async () => (await import('sharp')).default;
/** Where encoded images and share cards are kept between builds; SITE_IMAGE_CACHE moves it (a CI cache). */
const cacheDir = () => process.env.SITE_IMAGE_CACHE ?? path.join(root, 'node_modules/.cache/site-images');
const formats = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 55, effort: 4 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 78 }) },
] as const;

/** The bytes cached under `key`, made (and cached) on a miss. */
export async function cached(key: string, make: () => Promise<Buffer>): Promise<Uint8Array> {
  const file = path.join(cacheDir(), key);
  try {
    // Read at once: a thread-pool trip for each of open, stat, read and close costs more than the read.
    return readFileSync(file);
  } catch {
    const bytes = await make();
    await store(file, bytes);
    return bytes;
  }
}

let stored = 0;

// Written beside, then renamed, each write under its own name: a build stopped mid-write leaves no
// half file, and two pages with the same card cannot write into one file.
async function store(file: string, bytes: Uint8Array): Promise<void> {
  const beside = `${file}.${process.pid}-${++stored}`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(beside, bytes);
  await rename(beside, file);
}

/** Finds `<dir>/<name>.(jpg|jpeg|png|webp|svg)` and writes its responsive variants into `files`. */
export async function makePicture(dir: string, name: string, widths: number[], files: Files): Promise<Picture> {
  const sources = await fg(`${name}.{jpg,jpeg,png,webp,svg}`, { cwd: dir });
  if (sources.length !== 1)
    throw new Error(`static/images: expected exactly one ${name}.(jpg|png|webp|svg), found ${sources.length}`);
  const input = await readFile(path.join(dir, sources[0]!));
  const hash = contentHash(input);
  const size = await cached(`${name}-${hash}.size.json`, async () => {
    const { width, height } = await (await sharp())(input).metadata();
    return Buffer.from(JSON.stringify({ width, height }));
  });
  const { width, height } = JSON.parse(Buffer.from(size).toString()) as { width: number; height: number };
  const largest = widths.at(-1)!;
  // Enlarged, a photo turns soft on exactly the screens that show it sharpest; a vector scales.
  if (!sources[0]!.endsWith('.svg') && width < largest)
    throw new Error(
      `static/images/${sources[0]}: the photo is ${width} px wide; the pages draw it up to ${largest} px wide ` +
        `(on high-density screens): use one at least ${largest} px wide`,
    );
  const ratio = height / width;
  const out = (width: number, ext: string) => `assets/${name}-${width}.${hash}.${ext}`;

  const jobs: Promise<void>[] = [];
  for (const width of widths)
    for (const { ext, encode } of [
      ...formats,
      { ext: 'jpg', encode: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true }) },
    ])
      jobs.push(
        cached(`${name}-${width}-${hash}.${ext}`, async () =>
          encode((await sharp())(input, { density: 300 }).resize(width)).toBuffer(),
        ).then((bytes) => void files.set(out(width, ext), bytes)),
      );
  await Promise.all(jobs);

  return {
    src: `/${out(largest, 'jpg')}`,
    srcset: widths.map((w) => `/${out(w, 'jpg')} ${w}w`).join(', '),
    width: largest,
    height: Math.round(largest * ratio),
    sources: formats.map(({ ext, type }) => ({
      type,
      srcset: widths.map((w) => `/${out(w, ext)} ${w}w`).join(', '),
    })),
  };
}

/** A flat-colour PNG (the Open Graph cards) as a palette PNG: a third of the bytes, same look. */
export const palettePng = async (bytes: Uint8Array): Promise<Buffer> =>
  (await sharp())(bytes).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();

/** A PNG of static/, palette-packed and cached by its hash. */
export const optimizePng = (bytes: Uint8Array): Promise<Uint8Array> =>
  cached(`png-${contentHash(bytes, 20)}`, () => palettePng(bytes));

/** PNG icons for platforms that do not take the SVG favicon (home screens, the web app manifest). */
export async function makeIcons(favicon: Uint8Array | undefined, files: Files): Promise<void> {
  if (!favicon) throw new Error('static/favicon.svg is missing');
  const hash = contentHash(favicon);
  const sizes = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
  await Promise.all(
    Object.entries(sizes).map(async ([file, size]) =>
      files.set(
        file,
        await cached(`${file}-${hash}`, async () =>
          (await sharp())(favicon, { density: 600 })
            .resize(size, size)
            .flatten({ background: '#ffffff' })
            .png()
            .toBuffer(),
        ),
      ),
    ),
  );
}
