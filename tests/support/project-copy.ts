// A throwaway copy of the project, for the build and dev-server tests and the bench: edits made there
// never touch the working tree.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../site/files.ts';
import type { Project } from '../../site/project.ts';

/** What the build reads, and the URLs earlier releases published; node_modules is linked, not copied. */
const sources = 'build.ts site.config.ts package.json tsconfig.json pages components i18n static client site tools';

/**
 * `ownCache`: the copy gets a node_modules of its own (linkPackages), so the build's cache
 * (node_modules/.cache) starts empty and stays apart from the project's.
 */
export function copyProject({ ownCache = false } = {}): string {
  const project = mkdtempSync(path.join(tmpdir(), 'site-project-'));
  for (const entry of [...sources.split(' '), 'published-urls.txt'])
    if (existsSync(path.join(root, entry)))
      cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
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

/** The home page's title in the last language as its texts file writes it: a text every build shows,
 * found through the page table, for the tests that edit a text of a copy. */
export async function homeTitle() {
  const { input }: Project = await (await import('../../site/project.ts')).loadProject({});
  const { code: lang, texts: file } = input.languages.at(-1)!;
  const home = Object.values(input.pages).find((page) => page.path === '/')!;
  const title = home.seo(input.texts[lang]!, undefined as never).title;
  const source = readFileSync(path.join(root, file), 'utf8');
  const quoted = [`'${title.replace(/[\\']/g, '\\$&')}'`, JSON.stringify(title)].find((q) => source.includes(q));
  if (!quoted) throw new Error(`${file} does not write the home page's title '${title}' as one string`);
  return {
    lang,
    file,
    source,
    /** The texts file with the title replaced by `text` (or, `raw`, by that source text). */
    with: (text: string, { raw = false } = {}) => source.replace(quoted, () => (raw ? text : `'${text}'`)),
  };
}
