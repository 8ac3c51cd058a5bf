// Follows every link of a built site from the home page of each language, through the preview server (which
// serves clean URLs as the hosts do): internal links and #fragments must resolve; external links
// are not fetched (no network in CI). `npm run links [-- DIR]` checks a build (`dist/` by default)
// alone, prints what is broken and exits 1.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseHTML } from 'linkedom';
import fg from 'fast-glob';
import { LinkChecker, LinkState } from 'linkinator';
import { languages } from '../i18n/languages.ts';
import { root } from '../site/files.ts';
import { serve } from './serve.ts';

export interface LinkReport {
  /** Paths of every internal URL that was checked. */
  checked: Set<string>;
  /** `url (status) on page` for every broken link, `url (no element with id 'x') on page` for a fragment. */
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
        cleanUrls: true, // extensionless URLs are pages, not folders
        linksToSkip: async (link) => !link.startsWith(server.url),
      });
      // A broken link's address answers with the 404 page, whose own links linkinator follows too.
      const brokenUrls = new Set(result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => l.url));
      for (const link of result.links) {
        if (link.state === LinkState.SKIPPED || brokenUrls.has(link.parent ?? '')) continue;
        report.checked.add(new URL(link.url).pathname);
        if (link.state === LinkState.BROKEN)
          // A missing fragment of the start page has no parent: the start page is where it is linked.
          report.broken.push(
            `${link.url.replace(server.url, '')} (${why(link.url, link.status)}) on ${link.parent?.replace(server.url, '') ?? start}`,
          );
      }
    }
    // The same fragment link, found by both, once.
    report.broken = [...new Set([...report.broken, ...(await missingFragments(server.url, report.checked))])];
  } finally {
    await server.close();
  }
  return report;
}

/** Why a link is broken: its status, or, where its page answers, the id the page lacks. */
const why = (url: string, status?: number) =>
  status && status < 400 && url.includes('#')
    ? `no element with id '${decodeURIComponent(url.replace(/^[^#]*#/, ''))}'`
    : String(status);

/** `url#id (why) on page` for each link of the pages at `paths` to an id its page lacks. linkinator
 * looks a page's fragments up only on its first visit of the page, so a later link to it goes unchecked. */
async function missingFragments(origin: string, paths: Iterable<string>): Promise<string[]> {
  const pages = new Map<
    string,
    Promise<{ status: number; document: ReturnType<typeof parseHTML>['document'] | null }>
  >();
  const page = (url: string) =>
    pages.get(url) ??
    pages
      .set(
        url,
        fetch(url).then(async (answer) => ({
          status: answer.status,
          document: answer.headers.get('content-type')?.startsWith('text/html')
            ? parseHTML(await answer.text()).document
            : null,
        })),
      )
      .get(url)!;
  const missing = new Set<string>();
  for (const at of paths) {
    const { status, document } = await page(`${origin}${at}`);
    // A broken link's address answers with the 404 page: its own links are not the site's to check there.
    if (status !== 200) continue;
    for (const a of document?.querySelectorAll('a[href*="#"]') ?? []) {
      const target = new URL(a.getAttribute('href')!, `${origin}${at}`);
      const id = decodeURIComponent(target.hash.slice(1));
      if (target.origin !== origin || !id) continue;
      const linked = await page(target.href.replace(/#.*/, ''));
      if (!linked.document?.getElementById(id))
        missing.add(`${target.pathname}${target.hash} (${why(target.href, linked.status)}) on ${at}`);
    }
  }
  return [...missing];
}

/** The project's content files changed since `folder` was built (a build that failed leaves the folder
 * as it was: what is checked is then not what the project holds). */
export function changedSince(folder: string): string[] {
  const built = statSync(folder).mtimeMs;
  return fg
    .sync(['site.config.ts', '{i18n,pages,components,static}/**'], { cwd: root, stats: true })
    .filter((entry) => entry.stats!.mtimeMs > built)
    .map((entry) => entry.path);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const usage = 'Usage: npm run links [-- DIR]  (DIR: a build for any static host, dist by default)';
  const [arg, ...more] = process.argv.slice(2);
  if (arg === '--help') {
    console.log(usage);
    process.exit(0);
  }
  const refuse = (problem: string): never => {
    console.error(`✘ ${problem}\n  ${usage}`);
    process.exit(1);
  };
  if (arg?.startsWith('-') || more.length)
    refuse(`unknown option or more than one folder: ${process.argv.slice(2).join(' ')}`);
  const dist = path.resolve(arg ?? 'dist');
  const named = (arg ?? 'dist').replace(/\/+$/, '');
  if (existsSync(path.join(dist, 'nginx.conf')))
    refuse(
      `${named}/ holds the build for nginx: check its public folder (npm run links -- ${path.join(named, 'public')})`,
    );
  if (!existsSync(path.join(dist, 'index.html')))
    refuse(`no build in ${named}/: run \`npm run build\` first, or name the folder`);
  const { checked, broken } = await checkLinks(dist);
  const changed = changedSince(dist);
  const note = changed.length
    ? `\n  note: ${named}/ was built before the last change to ${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''}: ` +
      'run `npm run build` (a failed build keeps the old folder) to check what you have now'
    : '';
  if (broken.length) {
    console.error(`✘ ${broken.length} broken link${broken.length === 1 ? '' : 's'}:\n  ${broken.join('\n  ')}${note}`);
    process.exit(1);
  }
  console.log(`✔ links: ${checked.size} internal URLs and fragments, none broken${note}`);
}
