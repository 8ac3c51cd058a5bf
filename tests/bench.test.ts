// The scale run of `npm run bench` (site/bench-scale.ts), small: it renders the synthetic site
// through the build's own path on a worker pool, writes it whole, and exits cleanly. Not timed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseHtml } from './fixtures.ts';

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), 'site-bench-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('bench-scale', () => {
  it('writes the asked number of distinct, minified pages from a worker per core and exits with 0', async () => {
    const out = path.join(scratch, 'scale');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'site/bench-scale.ts', '40', out], {
      cwd: path.resolve(import.meta.dirname, '..'),
    });
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(report).toMatchObject({ pages: 40, workers: 2 });
    const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('.html'));
    expect(pages).toHaveLength(40);
    // Copies 0 to 2 of the 18-page site (40 = 18 + 18 + 4), each with its own texts.
    expect(readdirSync(out).sort()).toEqual(['v0', 'v1', 'v2']);
    const h1 = (copy: string) =>
      parseHtml(readFileSync(path.join(out, copy, 'en.html'), 'utf8')).querySelector('h1')!.text;
    expect(h1('v0')).not.toBe(h1('v1'));
    expect(h1('v1')).toMatch(/ 1$/);
    expect(readFileSync(path.join(out, 'v1', 'en.html'), 'utf8')).not.toMatch(/>\s*\n\s*</);
  });
});
