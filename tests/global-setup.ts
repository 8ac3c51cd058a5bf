// Builds the site once for every test that needs real output, with the real CLI, into a temp folder:
// as shipped (`dist`), and with an analytics id (`analyticsDist`, for the consent and privacy tests in
// every engine). Both builds run side by side, with the build's own image cache (site/cache.ts): its
// entries are named by what they are made from, code included, so an earlier run's are safe to reuse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuildOrThrow } from './support/build-command.ts';

/** The analytics id of `analyticsDist`. */
export const analyticsId = 'G-TEST123456';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const build = (out: string, env: NodeJS.ProcessEnv = {}) => runBuildOrThrow(['--quiet', '--out', out], { env });
  const dist = path.join(folder, 'dist');
  const analyticsDist = path.join(folder, 'analytics-dist');
  await Promise.all([build(dist), build(analyticsDist, { ANALYTICS_ID: analyticsId })]);
  project.provide('dist', dist);
  project.provide('analyticsDist', analyticsDist);
  return () => {
    rmSync(folder, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dist: string;
    analyticsDist: string;
  }
}
