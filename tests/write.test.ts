// The site writer (site/write.ts): the output is swapped in whole, the build before last is reused as
// the next staging folder (files overwritten in place, stale ones removed), and a failure in the
// middle of writing leaves the output as it was.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite, type Files } from '../site/write.ts';

/** Every file and folder under `folder`: file → text, folder → '/'. */
function tree(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.relative(folder, path.join(entry.parentPath, entry.name));
    entries[file] = entry.isDirectory() ? '/' : readFileSync(path.join(folder, file), 'utf8');
  }
  return entries;
}

const files = (entries: Record<string, string>): Files => new Map(Object.entries(entries));

describe('writeSite', () => {
  let scratch: string;
  let out: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'site-write-'));
    out = path.join(scratch, 'dist');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('writes into the build before last: same files overwritten in place, stale ones and their folders gone', async () => {
    await writeSite(out, files({ 'index.html': 'one', 'old/page.html': 'one', 'en/tools.html': 'one' }));
    const inode = statSync(path.join(out, 'index.html')).ino;
    await writeSite(out, files({ 'index.html': 'two' }));
    // The first build is now the spare, beside the output.
    expect(readdirSync(scratch).sort()).toEqual(['.dist-spare', 'dist']);
    await writeSite(out, files({ 'index.html': 'three', 'en/tools.html': 'three', 'en/new.html': 'three' }));
    expect(tree(out)).toEqual({ 'index.html': 'three', en: '/', 'en/tools.html': 'three', 'en/new.html': 'three' });
    // The third build went into the first one's folder: index.html is the same file, rewritten.
    expect(statSync(path.join(out, 'index.html')).ino).toBe(inode);
    expect(tree(path.join(scratch, '.dist-spare'))).toEqual({ 'index.html': 'two' });
  });

  it('turns a file into a folder and a folder into a file when the new build needs it', async () => {
    await writeSite(out, files({ 'a.html': 'file', 'b/index.html': 'in a folder', 'c/d/e.html': 'deep' }));
    await writeSite(out, files({ 'x.html': 'between' }));
    await writeSite(out, files({ 'a.html/index.html': 'now a folder', b: 'now a file', 'c/d': 'now a file too' }));
    expect(tree(out)).toEqual({
      'a.html': '/',
      'a.html/index.html': 'now a folder',
      b: 'now a file',
      c: '/',
      'c/d': 'now a file too',
    });
  });

  it('leaves the output as it was when writing fails, and the next build still works', async () => {
    await writeSite(out, files({ 'index.html': 'good', 'en.html': 'good' }));
    await writeSite(out, files({ 'index.html': 'better' }));
    const failing = writeSite(out, async (staging) => {
      // Half of a build, then a failure: the half-written staging folder never becomes the output.
      writeFileSync(path.join(staging, 'index.html'), 'half');
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(tree(out)).toEqual({ 'index.html': 'better' });
    expect(readdirSync(scratch).filter((name) => name.includes('.tmp-') || name.includes('.old-'))).toEqual([]);
    await writeSite(out, files({ 'index.html': 'best', 'de.html': 'best' }));
    expect(tree(out)).toEqual({ 'index.html': 'best', 'de.html': 'best' });
  });
});
