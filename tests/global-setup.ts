// Builds the site once for every test that needs real output, with the real CLI, into a temp folder:
// as shipped (`dist`), and with an analytics id (`analyticsDist`, for the consent tests in every
// engine and tests/analytics.test.ts). Both builds run side by side.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/** The analytics id of `analyticsDist`. */
export const analyticsId = 'G-TEST123456';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const build = (out: string, env: NodeJS.ProcessEnv = {}) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts', '--quiet', '--out', out], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...env },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      // The build's own report (file, key, language) is what to read when it fails.
      process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
      throw error;
    });
  const dist = path.join(folder, 'dist');
  const analyticsDist = path.join(folder, 'analytics-dist');
  await Promise.all([build(dist), build(analyticsDist, { ANALYTICS_ID: analyticsId })]);
  project.provide('dist', dist);
  project.provide('analyticsDist', analyticsDist);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dist: string;
    analyticsDist: string;
  }
}
