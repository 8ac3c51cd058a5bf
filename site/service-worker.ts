// The service worker, `sw.js`: compiled from client/sw.ts with its cache name and shell filled in,
// from the files the assets and the pages made.
import { createHash } from 'node:crypto';
import { bundle } from './assets.ts';
import { bytesOf, contentHash, type Files } from './files.ts';
import { storageNames } from './privacy.ts';

export interface ServiceWorker {
  /** `sw.js`. */
  files: Files;
  /** The name of its cache, which changes with anything it serves cache-first. */
  cacheName: string;
  /** Root-relative URLs it caches on install. */
  shell: string[];
}

/** Files every page needs offline besides those under /assets/. */
const shellFiles = ['favicon.svg', 'site.webmanifest', 'icon-192.png'];

/** The cache is named after what it serves cache-first (every file under /assets/ and the shell,
 * names and bytes): pages are network-first, so an edited text leaves visitors' cached shell and
 * offline pages in place, and a changed asset replaces them. */
export async function buildServiceWorker(files: Files): Promise<ServiceWorker> {
  // Share cards (assets/og-*) are for crawlers, never loaded by a page: a title edit redraws one
  // and must not drop visitors' offline pages either.
  const cacheFirst = [...files.keys()]
    .filter((file) => (file.startsWith('assets/') && !file.startsWith('assets/og-')) || shellFiles.includes(file))
    .sort();
  const shell = cacheFirst
    .filter((file) => /\.(js|woff2|svg)$/.test(file) || shellFiles.includes(file))
    .map((file) => `/${file}`);
  const digest = createHash('sha256');
  for (const file of cacheFirst) digest.update(`${file}\0`).update(bytesOf(files, file)).update('\0');
  const cacheName = `${storageNames.cachePrefix}${contentHash(digest.digest('hex'), 12)}`;
  const [worker] = await bundle({
    entryPoints: ['client/sw.ts'],
    entryNames: 'sw',
    format: 'iife',
    target: 'es2020',
    define: { __CACHE__: JSON.stringify(cacheName), __SHELL__: JSON.stringify(shell) },
  });
  return { files: new Map([['sw.js', worker!.contents]]), cacheName, shell };
}
