// What every phase of the build shares: the output map, its bytes, content hashes and the project
// root. It imports nothing of the project, so any phase can import it.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Output path → bytes (a string is written as UTF-8). */
export type Files = Map<string, string | Uint8Array>;

/** The project folder: where static/, client/ and node_modules/ are. */
export const root = path.resolve(import.meta.dirname, '..');

export const byteLength = (content: string | Uint8Array): number =>
  typeof content === 'string' ? Buffer.byteLength(content) : content.length;

/** The bytes of a file the build made; a missing one is the build's own bug. */
export function bytesOf(files: Files, file: string): string | Uint8Array {
  const content = files.get(file);
  if (content === undefined) throw new Error(`the build made no ${file}`);
  return content;
}

/** The output file a root-relative asset URL serves: `/assets/site.1a2b.js` → `assets/site.1a2b.js`. */
export const fileAt = (url: string): string => url.slice(1);

/** The content hash in file names and cache names. */
export const contentHash = (bytes: Uint8Array | string, length = 10): string =>
  createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();

/** Adds a file to the output map: a path made twice is the build's own bug, refused here for every part. */
export function addFile(files: Files, file: string, bytes: string | Uint8Array): void {
  if (files.has(file)) throw new Error(`the build makes ${file} twice`);
  files.set(file, bytes);
}

export function addFiles(files: Files, more: Files): Files {
  for (const [file, bytes] of more) addFile(files, file, bytes);
  return files;
}
