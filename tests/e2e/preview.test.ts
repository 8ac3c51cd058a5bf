// `npm run preview` (tools/preview.ts, serving with tools/serve.ts): a clear refusal of a folder it
// cannot serve or a port in use, and a clean exit with the npm that started it. What it serves, as
// every host does, a page's other spellings included: tests/e2e/host-files.test.ts.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it, onTestFinished } from 'vitest';
import { root } from '../../site/files.ts';
import { serve } from '../../tools/serve.ts';
import { answers, startCommand } from '../support/servers.ts';

const dist = inject('dist');
const preview = (dir: string) => {
  const command = startCommand('npm', ['run', 'preview', '--', '--port', '0', '--dir', dir], { cwd: root });
  onTestFinished(() => command.kill());
  return command;
};

it('says which build it serves when the folder holds a host layout or nothing, and serves nothing', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-preview-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'nginx/public'), { recursive: true });
  writeFileSync(path.join(folder, 'nginx/nginx.conf'), 'server {}');
  mkdirSync(path.join(folder, 'empty'));
  const runs = [preview(path.join(folder, 'nginx')), preview(path.join(folder, 'empty'))];
  expect(await Promise.all(runs.map((run) => run.exited))).toEqual([1, 1]);
  expect(runs[0]!.output()).toMatch(/holds the build for nginx/);
  expect(runs[1]!.output()).toMatch(/holds no built site/);
  for (const run of runs) {
    expect(run.output()).toContain('npm run build, then npm run preview');
    expect(run.output()).not.toMatch(/^\s+at /m);
  }
});

it('says so, answering 503, while a build for nginx stands where it serves, and serves again after one for any host', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-preview-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(dist, folder, { recursive: true });
  const running = preview(folder);
  const [, url] = await running.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:\d+)/);
  writeFileSync(path.join(folder, 'nginx.conf'), 'server {}');
  const answer = await fetch(`${url}/`);
  expect([answer.status, await answer.text()]).toEqual([503, expect.stringContaining('holds the build for nginx')]);
  // The answer can come before the line reaches this process's pipe.
  await running.waitFor(/holds the build for nginx.*answering 503/, 0, 5_000);
  rmSync(path.join(folder, 'nginx.conf'));
  expect((await fetch(`${url}/`)).status).toBe(200);
});

it('prints its usage for --help; names an unknown option, one npm took (no --), or a port that is none', async () => {
  const runs = [
    ['--', '--help'],
    ['--', '--prot', '0'],
    ['--port', '0'],
    ['--', '--port', '99999'],
  ].map((args) => startCommand('npm', ['run', 'preview', ...args], { cwd: root }));
  expect(await Promise.all(runs.map((run) => run.exited))).toEqual([0, 1, 1, 1]);
  for (const run of runs) expect(run.output()).toMatch(/Usage: npm run preview .*--port.*--dir/);
  expect(runs[1]!.output()).toContain("Unknown option '--prot' (did you mean --port?)");
  expect(runs[2]!.output()).toContain(
    'npm took --port for itself: put -- before the options: npm run preview -- --port 0',
  );
  expect(runs[3]!.output()).toContain('--port 99999: a port is a whole number from 0 to 65535');
  for (const run of runs.slice(1)) expect(run.output()).not.toMatch(/^\s+at /m);
});

it('stops with its npm on SIGTERM and frees the port', async () => {
  const running = preview(dist);
  const [, url] = await running.waitFor(/Serving .* at (http:\/\/127\.0\.0\.1:\d+)/);
  expect((await fetch(url!)).status).toBe(200);
  running.child.kill('SIGTERM'); // npm alone, as an IDE's stop button or `kill` does
  await running.exited;
  await expect.poll(() => answers(url!), { timeout: 5_000, message: 'still serving' }).toBe(false);
});

it('on a port in use, says so and how to choose another, without a stack trace', async () => {
  const taken = await serve({ root: dist, port: 0 });
  onTestFinished(() => taken.close());
  const port = new URL(taken.url).port;
  // A malformed address is the request's mistake, as a host answers it.
  expect((await fetch(`${taken.url}/%`)).status).toBe(400);
  const run = startCommand('npm', ['run', 'preview', '--', '--port', port, '--dir', dist], { cwd: root });
  onTestFinished(() => run.kill());
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain(`✘ port ${port} is in use (another server?): choose another with -- --port <n>`);
  expect(run.output()).not.toMatch(/^\s+at /m);
});
