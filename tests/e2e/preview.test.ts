// The preview server (tools/serve.ts) as `npm run preview` (tools/preview.ts) runs it: every other
// spelling of a page's URL in one 301, a clear refusal of a folder it cannot serve, and a clean exit
// with the npm that started it. What it serves, beside nginx: tests/e2e/host-files.test.ts.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { languages } from '../../i18n/types.ts';
import { fileOf, routeIds } from '../../site/routes.ts';
import { root } from '../../site/files.ts';
import { serve } from '../../tools/serve.ts';
import { paths } from '../support/fixtures.ts';

const dist = inject('dist');
const pagePaths = languages.flatMap((lang) => routeIds.map((route) => paths.of(route, lang)));

describe('npm run preview', () => {
  const preview = (dir: string) =>
    spawn('npm', ['run', 'preview', '--', '--port', '0', '--dir', dir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, which `stopAll` ends whatever a test left running.
      detached: true,
    });
  /** Ends the npm process group of `child`, if anything of it is still running. */
  const stopAll = (child: ReturnType<typeof preview>) => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // nothing left
    }
  };
  const output = (child: ReturnType<typeof preview>) => {
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { text: () => text, exited };
  };

  it('redirects the other spellings of a page (trailing slash, .html, index.html) in one 301 to its URL', async () => {
    const running = await serve({ root: dist, port: 0 });
    try {
      for (const urlPath of pagePaths) {
        const file = fileOf(urlPath);
        const spellings = [`/${file}`, ...(urlPath === '/' ? [] : [`${urlPath}/`])];
        for (const spelling of spellings) {
          const response = await fetch(running.url + spelling, { redirect: 'manual' });
          expect(response.status, spelling).toBe(301);
          expect(response.headers.get('location'), spelling).toBe(urlPath);
        }
      }
      expect((await fetch(`${running.url}/no-such-page/`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await running.close();
    }
  });

  it('says which build it serves when the folder holds a host layout or nothing, and serves nothing', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-preview-'));
    try {
      mkdirSync(path.join(folder, 'nginx/public'), { recursive: true });
      writeFileSync(path.join(folder, 'nginx/nginx.conf'), 'server {}');
      mkdirSync(path.join(folder, 'empty'));
      for (const [dir, problem] of [
        ['nginx', /holds the build for nginx/],
        ['empty', /holds no built site/],
      ] as const) {
        const child = preview(path.join(folder, dir));
        onTestFinished(() => stopAll(child));
        const run = output(child);
        expect(await run.exited).toBe(1);
        expect(run.text()).toMatch(problem);
        expect(run.text()).toContain('npm run build, then npm run preview');
        expect(run.text()).not.toMatch(/^\s+at /m);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('exits with its npm parent on SIGTERM and frees the port', async () => {
    const child = preview(dist);
    onTestFinished(() => stopAll(child));
    const run = output(child);
    await expect.poll(() => run.text(), { timeout: 20_000 }).toMatch(/Serving .* at http:\/\/127\.0\.0\.1:\d+/);
    const url = run.text().match(/at (http:\/\/127\.0\.0\.1:\d+)/)![1]!;
    expect((await fetch(url)).status).toBe(200);
    child.kill('SIGTERM'); // npm, as an IDE's stop button or `kill` does
    await run.exited;
    await expect
      .poll(
        () =>
          fetch(url).then(
            () => 'still serving',
            () => 'stopped',
          ),
        { timeout: 5_000 },
      )
      .toBe('stopped');
  });
});
