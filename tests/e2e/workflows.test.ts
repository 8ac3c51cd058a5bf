// The CI workflows the site ships for its owner's repository (.github/workflows/): each valid by
// action-validator (the schema of GitHub's workflow files), and one runs the project's test command,
// then a release build and a link check of it, in a container, keeping its caches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { root } from '../../site/files.ts';

const validator = createRequire(import.meta.url).resolve('@action-validator/cli/cli.mjs');
const validate = (file: string) => spawnSync(process.execPath, [validator, file], { encoding: 'utf8' });
const folder = path.join(root, '.github/workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const text = workflows.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n');
/** The test command, as the project's own CI runs it (the last line of .ci/run). */
const testCommand = readFileSync(path.join(root, '.ci/run'), 'utf8').trim().split('\n').at(-1)!;

it.each(workflows)('%s is a valid workflow', (name) => {
  expect(validate(path.join(folder, name))).toMatchObject({ status: 0, stdout: '', stderr: '' });
});

it('the validator rejects a workflow with a misspelt key', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-workflow-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'bad.yml'),
    readFileSync(path.join(folder, workflows[0]!), 'utf8').replace(/^(\s+)steps:/m, '$1stepz:'),
  );
  const run = validate(path.join(dir, 'bad.yml'));
  expect(run.status).toBe(1);
  expect(run.stdout + run.stderr).toContain('stepz');
});

it('runs the test command, then a release build and its link check, in a container, keeping its caches', () => {
  const runs = [...text.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]!.trim());
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  expect(scripts.links).toBeDefined();
  expect(runs.indexOf(testCommand)).toBeGreaterThan(-1);
  expect(runs.indexOf('npm run build -- --release')).toBeGreaterThan(runs.indexOf(testCommand));
  expect(runs.indexOf('npm run links')).toBeGreaterThan(runs.indexOf('npm run build -- --release'));
  expect(text).toMatch(/^\s+container: \S+/m);
  const cached = [...text.matchAll(/uses: actions\/cache@\S+\s+with:\s+path: (\S+)/g)].map((m) => m[1]);
  expect(cached).toEqual(expect.arrayContaining(['~/.npm', text.match(/SITE_IMAGE_CACHE: (\S+)/)?.[1], '.hosts']));
});
