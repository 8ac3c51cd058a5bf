// What a writer left in an output folder, read back: as a tree of texts (tests/write.test.ts,
// tests/e2e/write-race.test.ts) or as bytes (tests/e2e/build-command.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file and folder under `folder`: file → text, folder → '/'. */
export function tree(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.relative(folder, path.join(entry.parentPath, entry.name));
    entries[file] = entry.isDirectory() ? '/' : readFileSync(path.join(folder, file), 'utf8');
  }
  return entries;
}

/** Every file under `folder`, path → bytes as hex: compared whole, a difference names its file. */
export function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(folder, file)] = readFileSync(file).toString('hex');
    }
  return files;
}
