// What the build makes slowly (encoded images, share cards, minified SVGs, image sizes), kept between
// builds under a key naming what it is made from: a warm build reads it instead of making it again.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CachedFile, root } from './files.ts';

/** Where the cache lives; SITE_IMAGE_CACHE moves it (a CI cache). */
export const cacheDir = () => path.resolve(root, process.env.SITE_IMAGE_CACHE || 'node_modules/.cache/site-images');

/** An installed package's version: a key names the libraries that make what it caches. */
export const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;

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

/** The file cached under `key`, made (and cached) on a miss: for what goes to the output as it is. Not
 * read: at 2,000 pages reading each share card and writing its bytes again took 300 ms of a build,
 * where the writer links the 2,000 files in 40 ms. */
export async function cachedFile(key: string, make: () => Promise<Buffer>): Promise<CachedFile> {
  const file = path.join(cacheDir(), key);
  if (!existsSync(file)) await store(file, await make());
  return new CachedFile(file);
}

let stored = 0;

// Written beside, then renamed, each write under its own name: a build stopped mid-write leaves no
// half file, and two pages with the same card cannot write into one file.
async function store(file: string, bytes: Uint8Array): Promise<void> {
  const beside = `${file}.${process.pid}-${++stored}`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Read-only: the writer links entries into the output, where a tool that rewrote a file in place
    // would change the cache's entry too (as root it still could).
    await writeFile(beside, bytes, { mode: 0o444 });
    await rename(beside, file);
  } catch (error) {
    const { code = '', message } = error as NodeJS.ErrnoException;
    throw new Error(
      `the build's cache in ${cacheDir()} cannot be written (${code || message}): ` +
        'point SITE_IMAGE_CACHE at a folder you may write, or unset it',
      { cause: error },
    );
  }
}
