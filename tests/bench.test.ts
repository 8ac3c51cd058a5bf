// The scale run of `npm run bench` (site/bench-scale.ts), small: it renders the synthetic site
// through the build's own path (render workers, the main thread minifying and writing), writes it
// whole, and exits cleanly; its cached worker bundle follows every edit. Not timed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { copyProject } from '../site/dev-process.ts';
import { parseHtml } from './fixtures.ts';

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'site-bench-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One scale run of `pages` pages in `project` into `out`: its JSON report. */
async function scaleRun(project: string, pages: number, out: string, ...flags: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'site/bench-scale.ts', String(pages), out, ...flags],
    { cwd: project },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

/** Every file below `folder`, relative, sorted, with its bytes. */
const snapshot = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => [
      file,
      statSync(path.join(folder, file)).isFile() ? readFileSync(path.join(folder, file), 'utf8') : '',
    ]);

describe('bench-scale', () => {
  it('writes the asked number of distinct, minified pages from two render workers and exits with 0', async () => {
    const out = path.join(scratch, 'scale');
    const report = await scaleRun(path.resolve(import.meta.dirname, '..'), 40, out, '--workers', '2');
    expect(report).toMatchObject({ pages: 40, workers: 2 });
    const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('.html'));
    expect(pages).toHaveLength(40);
    // Copies 0 to 2 of the 18-page site (40 = 18 + 18 + 4), each with its own texts; 0 and 2 from
    // one worker, 1 from the other.
    expect(readdirSync(out).sort()).toEqual(['v0', 'v1', 'v2']);
    const h1 = (copy: string) =>
      parseHtml(readFileSync(path.join(out, copy, 'en.html'), 'utf8')).querySelector('h1')!.text;
    expect(h1('v0')).not.toBe(h1('v1'));
    expect(h1('v1')).toMatch(/ 1$/);
    // Minified on the main thread: React writes `<html lang="en" dir="ltr">`.
    expect(readFileSync(path.join(out, 'v1', 'en.html'), 'utf8')).toMatch(/^<!doctype html><html dir=ltr lang=en>/);
  });

  it('rebuilds its cached worker bundle after an edit: the run renders the new text, never a stale bundle', async () => {
    const project = copyProject();
    try {
      const out = path.join(scratch, 'edited');
      await scaleRun(project, 18, out);
      expect(await scaleRun(project, 18, out)).toMatchObject({ reused: true });
      const file = path.join(project, 'i18n/en.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace(en.hero.badge, 'Edited badge'));
      expect(await scaleRun(project, 18, out)).toMatchObject({ pages: 18, reused: false });
      expect(readFileSync(path.join(out, 'v0', 'en.html'), 'utf8')).toContain('Edited badge 0');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('a worker that fails (a content mistake) fails the run and leaves the previous output as it was', async () => {
    const project = copyProject();
    try {
      const out = path.join(scratch, 'failing');
      await scaleRun(project, 36, out);
      const before = snapshot(out);
      const file = path.join(project, 'i18n/en.ts');
      writeFileSync(file, readFileSync(file, 'utf8').replace(en.hero.badge, '**unclosed'));
      const failure = await scaleRun(project, 36, out).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).not.toBe(0);
      expect(failure?.stderr).toContain('i18n/en.ts: hero.badge (en)');
      expect(snapshot(out)).toEqual(before);
      // Nothing left beside it but the spare the writer keeps.
      expect(readdirSync(scratch).filter((name) => name.includes('failing'))).toEqual(['.failing-spare', 'failing']);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
