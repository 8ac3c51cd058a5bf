// Builds the site once for every test that needs real output, with the real CLI, into a temp folder
// that also holds this run's image cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInto } from './support/build.ts';

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const dist = path.join(folder, 'dist');
  // The builds of this run (and of the project copies tests make) cache images here, not in the
  // project's node_modules/.cache.
  process.env.SITE_IMAGE_CACHE = path.join(folder, 'image-cache');
  buildInto(dist);
  project.provide('dist', dist);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dist: string;
  }
}
