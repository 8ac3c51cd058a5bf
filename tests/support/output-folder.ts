// What the writer left in an output folder, read back as a tree: for its suites (tests/write.test.ts,
// tests/e2e/write-race.test.ts).
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
