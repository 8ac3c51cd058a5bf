// The site writer (site/write.ts): the output is swapped in whole, the build before last is reused as
// the next staging folder (files overwritten in place, stale ones removed), and a failure in the
// middle of writing leaves the output as it was.
import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

  it('a file written over in place holds exactly the new bytes, longer, shorter or as long as before', async () => {
    const before = { 'a.html': 'a long first version', 'b.html': 'short', 'c.html': 'same size', 'd.txt': 'é€' };
    await writeSite(out, files(before));
    await writeSite(out, files({}));
    const after = { 'a.html': 'tiny', 'b.html': 'a much longer second version', 'c.html': 'SAME SIZE', 'd.txt': 'e' };
    const inode = statSync(path.join(scratch, '.dist-spare', 'a.html')).ino;
    await writeSite(out, new Map([...files(after), ['e.bin', new Uint8Array([0, 255, 1])]]));
    expect(statSync(path.join(out, 'a.html')).ino).toBe(inode);
    expect(tree(out)).toMatchObject(after);
    expect([...readFileSync(path.join(out, 'e.bin'))]).toEqual([0, 255, 1]);
  });

  it('turns a file into a folder and a folder into a file when the new build needs it', async () => {
    await writeSite(
      out,
      files({ 'a.html': 'file', 'b/index.html': 'in a folder', 'c/d/e.html': 'deep', guide: 'file' }),
    );
    await writeSite(out, files({ 'x.html': 'between' }));
    await writeSite(
      out,
      files({
        'a.html/index.html': 'now a folder',
        b: 'now a file',
        'c/d': 'now a file too',
        'guide/part/1.html': 'deep',
      }),
    );
    expect(tree(out)).toEqual({
      'a.html': '/',
      'a.html/index.html': 'now a folder',
      b: 'now a file',
      c: '/',
      'c/d': 'now a file too',
      guide: '/',
      'guide/part': '/',
      'guide/part/1.html': 'deep',
    });
  });

  it('leaves the output as it was when writing fails, and the next build still works', async () => {
    await writeSite(out, files({ 'index.html': 'good', 'en.html': 'good' }));
    await writeSite(out, files({ 'index.html': 'better' }));
    const failing = writeSite(out, async (staging) => {
      // Half of a build, then a failure: the half-written staging folder never becomes the output.
      writeFileSync(path.join(staging, 'index.html'), 'half');
      mkdirSync(path.join(staging, 'news'));
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(tree(out)).toEqual({ 'index.html': 'better' });
    expect(readdirSync(scratch).filter((name) => name.includes('.tmp-') || name.includes('.old-'))).toEqual([]);
    // The failed staging folder, now the spare, is the next build's: nothing of it is left over.
    await writeSite(out, files({ 'x.html': 'between' }));
    expect(tree(out)).toEqual({ 'x.html': 'between' });
    await writeSite(out, files({ 'index.html': 'best', 'de.html': 'best' }));
    expect(tree(out)).toEqual({ 'index.html': 'best', 'de.html': 'best' });
  });

  it('never writes through or deletes beyond a link: a symlink or a hard-linked snapshot stays as it was', async () => {
    const outside = path.join(scratch, 'media');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'photo.jpg'), 'not ours');
    await writeSite(out, files({ 'index.html': 'one', 'about.html': 'one' }));
    symlinkSync(outside, path.join(out, 'media'));
    symlinkSync(path.join(outside, 'photo.jpg'), path.join(out, 'photo.jpg'));
    const snapshot = path.join(scratch, 'snapshot.html');
    linkSync(path.join(out, 'about.html'), snapshot);
    await writeSite(out, files({ 'index.html': 'two' }));
    // The output with the links is now the spare: the next build writes into it.
    await writeSite(out, files({ 'index.html': 'three', 'about.html': 'three', 'photo.jpg': 'three' }));
    expect(tree(out)).toEqual({ 'index.html': 'three', 'about.html': 'three', 'photo.jpg': 'three' });
    expect(tree(outside)).toEqual({ 'photo.jpg': 'not ours' });
    expect(readFileSync(snapshot, 'utf8')).toBe('one');
  });

  it('compares the paths a fill function returns in one form (./a.html, a\\b.html)', async () => {
    await writeSite(out, files({ 'a.html': 'one', 'b/c.html': 'one' }));
    await writeSite(out, files({ 'x.html': 'between' }));
    await writeSite(out, async (staging) => {
      writeFileSync(path.join(staging, 'a.html'), 'two');
      writeFileSync(path.join(staging, 'b', 'c.html'), 'two');
      return ['./a.html', 'b\\c.html'];
    });
    expect(tree(out)).toEqual({ 'a.html': 'two', b: '/', 'b/c.html': 'two' });
  });

  it('succeeds when another build has left a spare meanwhile', async () => {
    await writeSite(out, files({ 'index.html': 'one' }));
    await writeSite(out, async (staging) => {
      // Another build finishes while this one writes, and leaves its previous output as the spare.
      mkdirSync(path.join(scratch, '.dist-spare', 'other'), { recursive: true });
      writeFileSync(path.join(scratch, '.dist-spare', 'other', 'file.html'), 'theirs');
      writeFileSync(path.join(staging, 'index.html'), 'two');
      return ['index.html'];
    });
    expect(tree(out)).toEqual({ 'index.html': 'two' });
  });

  it('refuses to write over the folder it runs in, or one above it', async () => {
    // Run from a folder inside the scratch one: should the guard ever break, only scratch is at stake.
    const project = path.join(scratch, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), '{}');
    const cwd = process.cwd();
    process.chdir(project);
    try {
      await expect(writeSite('.', files({ 'index.html': 'x' }))).rejects.toThrow(/refusing to write the site over/);
      await expect(writeSite('..', files({ 'index.html': 'x' }))).rejects.toThrow(/refusing to write the site over/);
    } finally {
      process.chdir(cwd);
    }
    expect(tree(project)).toEqual({ 'package.json': '{}' });
  });
});
