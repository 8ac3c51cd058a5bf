// The CI workflows the site ships for its owner's repository (.github/workflows/): each one valid
// by action-validator (the schema of GitHub's workflow files), and the site's workflow runs the
// project's test command, then a release build and a link check of it, keeping its caches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../site/files.ts';

const validator = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@action-validator/cli/package.json')),
  'cli.mjs',
);
const validate = (file: string) => spawnSync(process.execPath, [validator, file], { encoding: 'utf8' });

const folder = path.join(root, '.github/workflows');
const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
/** The test command, as the project's own CI runs it (its last line). */
const testCommand = readFileSync(path.join(root, '.ci/run'), 'utf8').trim().split('\n').at(-1)!;
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

describe('CI workflows', () => {
  it('there is one at least', () => {
    expect(workflows.length).toBeGreaterThan(0);
  });

  it.each(workflows)('%s is a valid workflow (action-validator)', (name) => {
    const { status, stdout, stderr } = validate(path.join(folder, name));
    expect(stdout + stderr).toBe('');
    expect(status).toBe(0);
  });

  it('the validator rejects a workflow with a misspelt key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-workflow-'));
    try {
      const [name] = workflows;
      const file = path.join(dir, name!);
      writeFileSync(file, readFileSync(path.join(folder, name!), 'utf8').replace(/^(\s+)steps:/m, '$1stepz:'));
      const { status, stdout, stderr } = validate(file);
      expect(status).toBe(1);
      expect(stdout + stderr).toContain('stepz');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the site workflow runs the test command, then a release build and its link check, in a container', () => {
    const runs = workflows.flatMap((name) =>
      [...readFileSync(path.join(folder, name), 'utf8').matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]!.trim()),
    );
    const at = (command: string) => runs.indexOf(command);
    expect(runs).toContain(testCommand);
    expect(scripts.links, 'an npm script that checks the links of a build').toBeDefined();
    expect(at('npm run build -- --release')).toBeGreaterThan(at(testCommand));
    expect(at('npm run links')).toBeGreaterThan(at('npm run build -- --release'));
    const text = workflows.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n');
    expect(text).toMatch(/^\s+container: \S+/m);
  });

  it('the site workflow keeps the npm cache, the image cache it builds with and the host tools', () => {
    const text = workflows.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n');
    const cached = [...text.matchAll(/uses: actions\/cache@\S+\s+with:\s+path: (\S+)/g)].map((m) => m[1]);
    const imageCache = text.match(/SITE_IMAGE_CACHE: (\S+)/)?.[1];
    expect(imageCache).toBeDefined();
    expect(cached).toEqual(expect.arrayContaining(['~/.npm', imageCache, '.hosts']));
  });
});
