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

/** The content hash in file names and cache names. */
export const contentHash = (bytes: Uint8Array | string, length = 10): string =>
  createHash('sha256').update(bytes).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();

/** The files of several parts of the build as one map, by part name; a file two parts make is the
 * build's own bug, refused rather than one silently replacing the other. */
export function mergeFiles(parts: Record<string, Files>): Files {
  const merged: Files = new Map();
  const maker = new Map<string, string>();
  for (const [part, files] of Object.entries(parts))
    for (const [file, bytes] of files) {
      if (merged.has(file)) throw new Error(`two parts of the build make ${file}: ${maker.get(file)} and ${part}`);
      merged.set(file, bytes);
      maker.set(file, part);
    }
  return merged;
}
