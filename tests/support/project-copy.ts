// A throwaway copy of the project, for the build and dev-server tests and the bench: edits made there
// never touch the working tree.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../site/files.ts';

/** What the build reads; node_modules is linked, not copied. */
const sources = [
  'build.ts',
  'site.config.ts',
  'package.json',
  'tsconfig.json',
  'pages',
  'components',
  'i18n',
  'static',
  'client',
  'site',
  'tools',
];

/**
 * `ownCache`: the copy gets a node_modules of its own (linkPackages), so the build's cache
 * (node_modules/.cache) starts empty and stays apart from the project's.
 */
export function copyProject({ ownCache = false } = {}): string {
  const project = mkdtempSync(path.join(tmpdir(), 'site-project-'));
  for (const entry of sources) cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  if (ownCache) linkPackages(project);
  else symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  return project;
}

/** Caches in node_modules: the build's images (.cache), vitest's results (.vite, .vite-temp). */
const caches = ['.cache', '.vite', '.vite-temp'];

/** Gives `project` a node_modules of its own that links each package of this project's but none of
 * its caches: what the copy's builds and test runs keep there stays in the copy. */
export function linkPackages(project: string): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(project, 'node_modules'));
  for (const entry of readdirSync(modules))
    if (!caches.includes(entry)) symlinkSync(path.join(modules, entry), path.join(project, 'node_modules', entry));
}
