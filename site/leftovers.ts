// What a removal left behind or an addition missed, found from what the render linked: a page no
// other page links to (a release build refuses it), texts no page of the table shows, and configured
// links no page uses. All of them at once, each with file, key, language and what to do.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, type Content, type ExternalLinkId, type Lang, type RouteId } from '../i18n/types.ts';
import { layoutTexts } from '../pages/pages.ts';
import type { SiteConfig } from './config.ts';
import { routeIds, routes } from './routes.ts';
import { sourceFile } from './validate.ts';

/** What the pages linked to, recorded while they were rendered (site/render.ts). */
export interface Linked {
  /** `${lang} ${route}` of every page linked from another page. */
  pages: Set<string>;
  external: Set<ExternalLinkId>;
}

export interface Leftover {
  file: string;
  key: string;
  lang: Lang | null;
  what: string;
  /** A release build refuses it (a page nobody can reach). */
  refused: boolean;
}

/** The files in i18n/ that hold a language's texts by their name: `de.ts`, `legal.de.ts`. */
export const textFilesIn = (root: string): string[] =>
  readdirSync(path.join(root, 'i18n')).filter((file) => /^(legal\.)?[a-z]{2,3}\.ts$/.test(file));

export function findLeftovers(
  linked: Linked,
  contents: Record<Lang, Content>,
  config: SiteConfig,
  /** File names of i18n/ that hold a language's texts (`textFilesIn`). */
  textFiles: string[] = [],
): Leftover[] {
  const shown = new Set<string>(layoutTexts);
  for (const route of routeIds) for (const key of routes[route].texts) shown.add(key);
  return [
    ...languages.flatMap((lang) =>
      routeIds
        .filter((route) => !linked.pages.has(`${lang} ${route}`))
        .map((route: RouteId) => ({
          file: 'pages/pages.ts',
          key: route,
          lang,
          what: `no other page links to it: link it (href('${route}'), a tool card, or route:${route} in a text), or remove its entry`,
          refused: true,
        })),
    ),
    ...languages.flatMap((lang) =>
      Object.keys(contents[lang])
        .filter((key) => !shown.has(key))
        .map((key) => ({
          file: sourceFile(key, lang),
          key,
          lang,
          what: `no page shows these texts: remove them (and their schema in i18n/types.ts), or name them in a page's texts in pages/pages.ts`,
          refused: false,
        })),
    ),
    ...textFiles
      .filter((file) => !languages.includes(file.replace(/^legal\./, '').replace(/\.ts$/, '') as Lang))
      .map((file) => ({
        file: `i18n/${file}`,
        key: '',
        lang: null,
        what: 'the texts of a language that i18n/languages.ts does not have: delete the file, or add the language there',
        refused: false,
      })),
    ...(Object.keys(config.links) as ExternalLinkId[])
      .filter((id) => !linked.external.has(id))
      .map((id) => ({
        file: 'site.config.ts',
        key: `links.${id}`,
        lang: null,
        what: `no page links to it: remove it (and '${id}' from externalLinkIds in i18n/types.ts), or link it from a page or a text`,
        refused: false,
      })),
  ];
}

export function leftoverReport(leftovers: Leftover[]): string {
  if (leftovers.length === 0) return '';
  const rows = leftovers.map(
    (l) => [l.file, `${l.key ? `${l.key}${l.lang ? ` (${l.lang})` : ''}: ` : ''}${l.what}`] as const,
  );
  const width = Math.max(...rows.map(([file]) => file.length));
  return [
    `Left over or unreachable: ${leftovers.length} (\`npm run build -- --release\` refuses unlinked pages)`,
    ...rows.map(([file, what]) => `  ${file.padEnd(width)}  ${what}`),
  ].join('\n');
}

/** A release build with a page no other page links to: names each one, before anything is written. */
export class UnlinkedPageError extends Error {
  constructor(unlinked: Leftover[]) {
    super(
      `release build refused: ${unlinked.length} pages no other page links to\n` +
        unlinked.map((l) => `  ${l.file}: ${l.key} (${l.lang}): ${l.what}`).join('\n'),
    );
    this.name = 'LaunchError';
  }
}
