// Image caches of a suite's own (SITE_IMAGE_CACHE while it runs), so that what a suite counts as drawn
// is what it drew.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { root } from '../../site/files.ts';

/** SITE_IMAGE_CACHE at `folder()` while the calling suite runs. */
function imageCacheAt(folder: () => string): void {
  const previous = process.env.SITE_IMAGE_CACHE;
  beforeAll(() => void (process.env.SITE_IMAGE_CACHE = folder()));
  afterAll(() => {
    if (previous === undefined) delete process.env.SITE_IMAGE_CACHE;
    else process.env.SITE_IMAGE_CACHE = previous;
  });
}

/** A temporary folder of the calling suite's own, with SITE_IMAGE_CACHE in it while the suite runs. */
export function ownImageCache(prefix: string): () => string {
  let folder = '';
  beforeAll(() => void (folder = mkdtempSync(path.join(tmpdir(), prefix))));
  imageCacheAt(() => path.join(folder, 'cache'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}

/** `name` in the OS temp folder, one for each checkout: another checkout's run may use its own beside it. */
export const checkoutFolder = (name: string): string =>
  path.join(tmpdir(), `${name}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);

/** An image cache of the calling suite's own, kept between runs in the OS temp folder (one for each
 * checkout): its entries are named by what they are made from (site/cache.ts), so an earlier run's
 * are safe to reuse. */
export function keptImageCache(name: string): string {
  const folder = checkoutFolder(name);
  beforeAll(() => void mkdirSync(folder, { recursive: true }));
  imageCacheAt(() => folder);
  return folder;
}
