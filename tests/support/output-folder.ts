// What a writer left in an output folder, read back: as a tree of texts (tests/write.test.ts,
// tests/e2e/write-race.test.ts) or as bytes (tests/e2e/build-command.test.ts); and the writer as a
// module a process of its own runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { outputMark } from '../../site/write.ts';

/** site/write.ts bundled as JavaScript into `folder` (it needs only node's modules), for a test's own
 * process: node starts it in a tenth of the time a TypeScript loader takes. Returns the file. */
export function writerModule(folder: string): string {
  const file = path.join(folder, 'write.mjs');
  buildSync({
    entryPoints: [path.resolve(import.meta.dirname, '../../site/write.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
  return file;
}

/** Every file and folder under `folder`: file → text, folder → '/'; a writer's mark of its output left out. */
export function tree(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (file === outputMark) continue;
    entries[file] = entry.isDirectory() ? '/' : readFileSync(path.join(folder, file), 'utf8');
  }
  return entries;
}

/** Every file under `folder`, path → bytes as hex (the mark left out): compared whole, a difference names its file. */
export function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (entry.isFile() && file !== outputMark) files[file] = readFileSync(path.join(folder, file)).toString('hex');
  }
  return files;
}
