// The owner's project as a build reads it from the disk: the language table, each language's texts,
// site.config.ts with the environment's values over it, the page table, the static files the assets
// are drawn from and the URLs earlier releases published. Nothing here judges it: the checker does.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { languages, loadTexts } from '../i18n/languages.ts';
import { groupOf, type Content, type OwnerConfig } from '../i18n/types.ts';
import { layoutTexts, notFoundPage, pageTable, redirects } from '../pages/pages.ts';
import ownerConfig from '../site.config.ts';
import { buildYear, loadSiteConfig, withEnvironment } from './config.ts';
import { examples } from './examples.ts';
import { root } from './files.ts';
import { isPortrait, readPortrait, type SourceImage } from './images.ts';
import type { SiteInput } from './model.ts';

export interface Project {
  input: SiteInput;
  /** site.config.ts as written, with the environment's values: what the checker parses. */
  owner: unknown;
  /** The groups of the texts every page shows. */
  layoutTexts: string[];
  /** The portrait the pages show, none, or what is wrong with static/images (the checker names it). */
  portrait: SourceImage | null | { file: string; problem: string };
  /** The file names in static/images/. */
  images: string[];
  /** The files of static/ the build copies into the public root (`images/portrait.svg`). */
  staticFiles: string[];
  /** The files of i18n/ named like a language's texts (`i18n/de.ts`, `i18n/legal.de.ts`). */
  textFiles: string[];
  /** The file that holds a language's text. */
  textFileOf: (lang: string, key: string) => string;
  /** What earlier release builds published (published-urls.txt): each URL's path, with the page it
   * was and its language; null before the first release. */
  published: Published[] | null;
}

/** Where a release build on the owner's machine records the URLs it published (the owner commits it). */
export const publishedFile = 'published-urls.txt';

/** A URL a release published: its path, and the page (id) and language it was or led to. */
export interface Published {
  path: string;
  id: string;
  lang: string;
}

export async function loadProject(
  env: NodeJS.ProcessEnv = process.env,
  load?: (file: string) => Promise<Record<string, unknown>>,
): Promise<Project> {
  const importFile = load ?? ((file: string) => import(new URL(`../${file}`, import.meta.url).href));
  const texts = (await loadTexts(importFile)) as Record<string, Content>;
  // A language's legal texts live in a file of their own (i18n/legal.<code>.ts), by the names it exports.
  const legal = new Map<string, string>();
  for (const { code } of languages) {
    const file = `i18n/legal.${code}.ts`;
    if (existsSync(path.join(root, file)))
      for (const name of Object.keys(await importFile(file))) legal.set(`${code} ${name}`, file);
  }
  const owner = withEnvironment(ownerConfig as OwnerConfig, env);
  // An image folder with nothing left in it is not in git: a fresh clone has none.
  const staticFolder = path.join(root, 'static');
  const imageFolder = path.join(staticFolder, 'images');
  const images = existsSync(imageFolder) ? readdirSync(imageFolder) : [];
  const published = path.join(root, publishedFile);
  return {
    input: {
      languages,
      texts,
      config: loadSiteConfig(owner),
      pages: pageTable as SiteInput['pages'],
      redirects,
      notFound: notFoundPage,
      year: buildYear(env),
      examples,
    },
    owner,
    layoutTexts,
    // None is no mistake: a page that shows one stops the build (site/assets.ts).
    portrait: images.some((file) => isPortrait(`images/${file}`))
      ? await readPortrait(path.join(root, 'static'))
      : null,
    images,
    // As site/assets.ts copies them: no dot files.
    staticFiles: existsSync(staticFolder) ? fg.sync('**/*', { cwd: staticFolder, dot: false }) : [],
    textFiles: readdirSync(path.join(root, 'i18n'))
      .filter((file) => /^(legal\.)?[a-z]{2,3}\.ts$/.test(file))
      .map((file) => `i18n/${file}`),
    textFileOf: (lang, key) =>
      legal.get(`${lang} ${groupOf(key)}`) ?? languages.find((l) => l.code === lang)?.texts ?? `i18n/${lang}.ts`,
    published: existsSync(published)
      ? readFileSync(published, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('/'))
          .map((line) => {
            const [path, id = '', lang = ''] = line.split(/\s+/) as [string, string?, string?];
            return { path, id, lang };
          })
      : null,
  };
}

/** Adds what a release published to published-urls.txt: the list only grows, so that a later
 * release names any URL it no longer makes. A URL it holds whose page has another id or language now
 * (a page's id renamed, a language moved to the root) is recorded as it is now. Says how many URLs are new, how many moved. */
export function recordPublished(urls: Published[], known: Published[] | null): { added: number; moved: string[] } {
  const before = new Map((known ?? []).map((url) => [url.path, url]));
  const all = new Map([...before, ...urls.map((url) => [url.path, url] as const)]);
  const added = urls.filter((url) => !before.has(url.path)).length;
  const moved = urls
    .filter((url) => {
      const was = before.get(url.path);
      return was && (was.id !== url.id || was.lang !== url.lang);
    })
    .map((url) => url.path);
  writeFileSync(
    path.join(root, publishedFile),
    '# The URLs release builds of this site published, with their page and language: `npm run build --\n' +
      '# --release` adds them; commit this file. A release that no longer makes one stops until a\n' +
      '# redirect for it is declared (redirects in pages/pages.ts). A line a URL: its path, the id of its\n' +
      "# page in the page table (or of the page it leads to) and its language's code.\n" +
      [...all.values()]
        .sort((a, b) => a.path.localeCompare(b.path))
        .map(({ path, id, lang }) => `${path} ${id} ${lang}\n`)
        .join(''),
  );
  return { added, moved };
}
