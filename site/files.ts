// What every phase of the build shares: the output map, its bytes, content hashes and the project
// root. It imports nothing of the project, so any phase can import it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const cachedFileBrand = Symbol.for('site.CachedFile');

/** A file the build takes from its cache as it is (an image, a share card): the writer links it into
 * the output (or copies it); its bytes are read only where something asks for them. */
export class CachedFile {
  readonly [cachedFileBrand] = true;
  constructor(readonly path: string) {}
  // By brand, not by class: the dev server imports the build's code anew after a code edit, so its
  // files come from another copy of this class than the one its server checks them with.
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && cachedFileBrand in value;
  }
}

/** Output path → bytes (a string is written as UTF-8), or a file of the cache. */
export type Files = Map<string, string | Uint8Array | CachedFile>;

/** The project folder: where static/, client/ and node_modules/ are. */
export const root = path.resolve(import.meta.dirname, '..');

export const byteLength = (content: string | Uint8Array | CachedFile): number =>
  typeof content === 'string'
    ? Buffer.byteLength(content)
    : content instanceof CachedFile
      ? statSync(content.path).size
      : content.length;

/** The bytes of a file the build made; a missing one is the build's own bug. */
export function bytesOf(files: Files, file: string): string | Uint8Array {
  const content = files.get(file);
  if (content === undefined) throw new Error(`the build made no ${file}`);
  return content instanceof CachedFile ? readFileSync(content.path) : content;
}

/** The content hash in file names and cache names. */
export const contentHash = (bytes: Uint8Array | string | (Uint8Array | string)[], length = 10): string => {
  const hash = createHash('sha256');
  for (const part of Array.isArray(bytes) ? bytes : [bytes]) hash.update(part);
  return hash.digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
};

/** Adds a file to the output map: a path made twice is refused here for every part, as the owner's
 * where static/ holds it (the build would replace it unseen), else as the build's own bug. */
export function addFile(files: Files, file: string, bytes: string | Uint8Array | CachedFile): void {
  if (files.has(file))
    throw new Error(
      existsSync(path.join(root, 'static', file))
        ? `static/${file}: the build makes /${file} itself; remove your file, or give it a name of its own`
        : `the build makes ${file} twice`,
    );
  files.set(file, bytes);
}

export function addFiles(files: Files, more: Files): Files {
  for (const [file, bytes] of more) addFile(files, file, bytes);
  return files;
}

/** Where in the project's own code (not the build's: build.ts, site/, tools/, unless `build`) an
 * error was made: `components/Footer.tsx:18`. */
export function sourceOf(error: Error, build = false): string | undefined {
  let stack = '';
  try {
    stack = error.stack ?? '';
  } catch {} // a source-mapping loader that fails on a frame (vitest's module cache) leaves no place
  for (const line of stack.split('\n')) {
    const [, file, at] = line.match(/\(?([^\s()]+):(\d+):\d+\)?$/) ?? [];
    // A file's (not Node's own `node:` modules').
    const own = file && /^(file:\/\/)?\//.test(file) && path.relative(root, file.replace(/^file:\/\//, ''));
    if (
      own &&
      !own.startsWith('..') &&
      !/^node_modules\//.test(own) &&
      (build || !/^(site|tools)\/|^build\.ts$/.test(own))
    )
      return `${own}:${at}`;
  }
}
