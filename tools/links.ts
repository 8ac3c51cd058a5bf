// Follows every link of a built site from the home page of each language, through the preview server (which
// serves clean URLs as the hosts do): internal links and #fragments must resolve; external links
// are not fetched (no network in CI). `npm run links [-- DIR]` checks a build (`dist/` by default)
// alone, prints what is broken and exits 1.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LinkChecker, LinkState } from 'linkinator';
import { languages } from '../i18n/languages.ts';
import { serve } from './serve.ts';

export interface LinkReport {
  /** Paths of every internal URL that was checked. */
  checked: Set<string>;
  /** `url (status) on page` for every broken link or fragment. */
  broken: string[];
}

export async function checkLinks(
  dist: string,
  starts = languages.map(({ code }, i) => (i ? `/${code}` : '/')),
): Promise<LinkReport> {
  const server = await serve({ root: dist, port: 0 });
  const report: LinkReport = { checked: new Set(), broken: [] };
  try {
    for (const start of starts) {
      const result = await new LinkChecker().check({
        path: `${server.url}${start}`,
        recurse: true,
        checkFragments: true,
        cleanUrls: true, // extensionless URLs are pages, not folders
        linksToSkip: async (link) => !link.startsWith(server.url),
      });
      for (const link of result.links) {
        if (link.state === LinkState.SKIPPED) continue;
        report.checked.add(new URL(link.url).pathname);
        if (link.state === LinkState.BROKEN)
          // A missing fragment of the start page has no parent: the start page is where it is linked.
          report.broken.push(
            `${link.url.replace(server.url, '')} (${link.status}) on ${link.parent?.replace(server.url, '') ?? start}`,
          );
      }
    }
  } finally {
    await server.close();
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`✘ no build in ${dist}: run \`npm run build\` first, or name the folder (npm run links -- DIR)`);
    process.exit(1);
  }
  const { checked, broken } = await checkLinks(dist);
  if (broken.length) {
    console.error(`✘ ${broken.length} broken links:\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`✔ links: ${checked.size} internal URLs and fragments, none broken`);
}
