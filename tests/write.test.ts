// The site writer (site/write.ts): the output is swapped in whole, nothing is left beside it, and a
// failure in the middle of writing leaves the output as it was.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { tree, writerModule } from './support/output-folder.ts';
import { writeSite } from '../site/write.ts';
import { type Files } from '../site/files.ts';

const files = (entries: Record<string, string>): Files => new Map(Object.entries(entries));

describe('writeSite', () => {
  let scratch: string;
  let out: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'site-write-'));
    out = path.join(scratch, 'dist');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('replaces the output whole: stale files and their folders gone, nothing left beside it', async () => {
    await writeSite(out, files({ 'index.html': 'one', 'old/page.html': 'one', 'b/page.html': 'one' }));
    await writeSite(out, files({ 'index.html': 'two', 'b/page.html': 'two', 'b/new.html': 'two' }));
    expect(tree(out)).toEqual({ 'index.html': 'two', b: '/', 'b/page.html': 'two', 'b/new.html': 'two' });
    expect(readdirSync(scratch)).toEqual(['dist']);
  });

  it('writes an output reached through a link where the link leads, which stays a link', async () => {
    const served = path.join(scratch, 'www');
    await writeSite(served, files({ 'index.html': 'one' }));
    symlinkSync(served, out);
    await writeSite(out, files({ 'index.html': 'two' }));
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    expect(tree(served)).toEqual({ 'index.html': 'two' });
    expect(readdirSync(scratch).sort()).toEqual(['dist', 'www']);
  });

  it('writes bytes as they are, and text as UTF-8', async () => {
    await writeSite(
      out,
      new Map<string, string | Uint8Array>([
        ['d.txt', 'é€'],
        ['e.bin', new Uint8Array([0, 255, 1])],
      ]),
    );
    expect(readFileSync(path.join(out, 'd.txt'), 'utf8')).toBe('é€');
    expect([...readFileSync(path.join(out, 'e.bin'))]).toEqual([0, 255, 1]);
  });

  it('turns a file into a folder and a folder into a file when the new build needs it', async () => {
    await writeSite(out, files({ 'index.html': 'home', 'x.html': 'page', 'x/a.html': 'below' }));
    await writeSite(out, files({ 'index.html': 'home', x: 'now a file', 'a/b/c.html': 'deep' }));
    expect(tree(out)).toEqual({ 'index.html': 'home', x: 'now a file', a: '/', 'a/b': '/', 'a/b/c.html': 'deep' });
    await writeSite(out, files({ 'index.html': 'home', 'x/y.html': 'a folder again', a: 'a file' }));
    expect(tree(out)).toEqual({ 'index.html': 'home', x: '/', 'x/y.html': 'a folder again', a: 'a file' });
  });

  it('leaves the output as it was when writing fails, and the next build still works', async () => {
    await writeSite(out, files({ 'index.html': 'good', 'c.html': 'good' }));
    const before = statSync(path.join(out, 'c.html'));
    // A file and a folder of the same name: the write fails half way, after c.html was written.
    const failing = writeSite(
      out,
      files({ 'c.html': 'good', 'index.html': 'half', news: 'a file', 'news/today.html': 'below it' }),
    );
    await expect(failing).rejects.toThrow();
    expect(tree(out)).toEqual({ 'index.html': 'good', 'c.html': 'good' });
    expect(readdirSync(scratch)).toEqual(['dist']);
    const after = statSync(path.join(out, 'c.html'));
    expect([after.ino, after.mtimeMs, after.nlink]).toEqual([before.ino, before.mtimeMs, 1]);
    await writeSite(out, files({ 'index.html': 'best' }));
    expect(tree(out)).toEqual({ 'index.html': 'best' });
  });

  it('keeps a file the old output holds byte for byte, and writes a changed one anew', async () => {
    await writeSite(out, files({ 'index.html': 'same', 'b/page.html': 'old' }));
    const [home, page] = ['index.html', 'b/page.html'].map((file) => statSync(path.join(out, file)));
    expect(await writeSite(out, files({ 'index.html': 'same', 'b/page.html': 'new' }))).toEqual({
      files: 2,
      unchanged: 1,
    });
    expect(tree(out)).toEqual({ 'index.html': 'same', b: '/', 'b/page.html': 'new' });
    const [homeAfter, pageAfter] = ['index.html', 'b/page.html'].map((file) => statSync(path.join(out, file)));
    expect([homeAfter!.ino, homeAfter!.nlink]).toEqual([home!.ino, 1]);
    expect(pageAfter!.ino).not.toBe(page!.ino);
  });

  /** A folder beside the output holding photo.jpg, and an output with links to the folder and to the file. */
  async function outputLinkingOut(): Promise<string> {
    const outside = path.join(scratch, 'media');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'photo.jpg'), 'not ours');
    await writeSite(out, files({ 'index.html': 'one' }));
    symlinkSync(outside, path.join(out, 'media'));
    symlinkSync(path.join(outside, 'photo.jpg'), path.join(out, 'photo.jpg'));
    return outside;
  }

  it('removes a link in the old output without following it', async () => {
    const outside = await outputLinkingOut();
    await writeSite(out, files({ 'index.html': 'two', 'photo.jpg': 'ours' }));
    expect(tree(out)).toEqual({ 'index.html': 'two', 'photo.jpg': 'ours' });
    expect(tree(outside)).toEqual({ 'photo.jpg': 'not ours' });
  });

  it('keeps no file that a link in the old output leads to, though its bytes are the same', async () => {
    const outside = await outputLinkingOut();
    await writeSite(out, files({ 'index.html': 'one', 'photo.jpg': 'not ours', 'media/photo.jpg': 'not ours' }));
    const theirs = statSync(path.join(outside, 'photo.jpg')).ino;
    for (const file of ['photo.jpg', 'media/photo.jpg']) expect(statSync(path.join(out, file)).ino).not.toBe(theirs);
    expect(tree(outside)).toEqual({ 'photo.jpg': 'not ours' });
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

  it("refuses to replace a folder or file that is not a build's output, and loses nothing", async () => {
    const sources = path.join(scratch, 'site');
    mkdirSync(sources);
    writeFileSync(path.join(sources, 'render.ts'), 'source');
    const notes = path.join(scratch, 'notes.md');
    writeFileSync(notes, 'mine');
    // A site of the owner's, made by hand or by another tool: a home page is no build's mark.
    const older = path.join(scratch, 'older');
    mkdirSync(older);
    writeFileSync(path.join(older, 'index.html'), 'by hand');
    for (const target of [sources, notes, older])
      await expect(writeSite(target, files({ 'index.html': 'x' }))).rejects.toThrow(
        `refusing to replace ${target}: it is not a build's output`,
      );
    expect(tree(scratch)).toEqual({
      site: '/',
      'site/render.ts': 'source',
      'notes.md': 'mine',
      older: '/',
      'older/index.html': 'by hand',
    });
    // An empty folder, or one a build of any host layout wrote, is replaced.
    mkdirSync(out);
    await writeSite(out, files({ 'public/index.html': 'nginx layout' }));
    await writeSite(out, files({ 'index.html': 'default layout' }));
    expect(tree(out)).toEqual({ 'index.html': 'default layout' });
  });

  it("clears stopped builds' leftovers, puts back an output one left aside, and leaves a running build's be", async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // has exited
    const beside = (name: string) => path.join(scratch, name);
    await writeSite(out, files({ 'index.html': 'one' }));
    mkdirSync(beside(`.dist.staging-${dead}`));
    writeFileSync(beside(`.dist.staging-${dead}/index.html`), 'half');
    mkdirSync(beside(`.dist.previous-${dead}`));
    mkdirSync(beside(`.dist.previous-${process.pid}`)); // this process's own, from an earlier build
    writeFileSync(beside(`.dist.previous-${process.pid}/index.html`), 'zero');
    mkdirSync(beside('.dist.staging-1')); // process 1 runs: another build at work
    await writeSite(out, files({ 'index.html': 'two' }));
    expect(readdirSync(scratch).sort()).toEqual(['.dist.staging-1', 'dist']);
    rmSync(beside('.dist.staging-1'), { recursive: true });
    // Stopped between its two renames (by a kill that cannot be held): the output moved aside, the new
    // one not yet in place.
    renameSync(out, beside(`.dist.previous-${dead}`));
    await expect(writeSite(out, files({ news: 'a file', 'news/today.html': 'below it' }))).rejects.toThrow();
    expect(tree(out)).toEqual({ 'index.html': 'two' });
    expect(readdirSync(scratch)).toEqual(['dist']);
  });
});

it('holds Ctrl-C and a kill while the output is swapped, then stops as asked', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-write-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  // A process whose swap is asked to stop halfway: it finishes the swap, and stops before what follows.
  const script = `import { uninterrupted } from ${JSON.stringify(pathToFileURL(writerModule(folder)).href)};
    await uninterrupted(() => { process.kill(process.pid, 'SIGINT'); console.log('swapped'); });
    console.log('went on');`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect([run.stdout, run.signal]).toEqual(['swapped\n', 'SIGINT']);
});
