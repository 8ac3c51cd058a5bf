// Builds the site into dist/: `npm run build` ([-- --host name] [--out dir] [--quiet] [--json] [--release]).
// --release refuses to build while a placeholder for the owner's details is left (site/check.ts); so
// does every build where a host builds the site (Netlify, Cloudflare Pages, Vercel: site/host-names.ts).
// the project (site/project.ts) → site/build-site.ts (model, checks, pages; writes nothing) →
// site/write.ts (atomic). Any content mistake stops the build before anything is written, naming the
// file, key and language. A release on the owner's machine records the URLs it published.
import './site/react-production.ts';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ParseArgsConfig } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { BuiltSite } from './site/build-site.ts';
import type { Problem, SiteProblems } from './site/check.ts';
import { defaultOutFor, hostBuilding, hostNames, isHost, type Host } from './site/host-names.ts';
import { checkTarget, outputFolder, writeSite } from './site/write.ts';
import { readOptions } from './site/command-line.ts';
import { byteLength, bytesOf, root } from './site/files.ts';
import { withSyntaxHint } from './i18n/languages.ts';

const options = {
  host: { type: 'string' },
  out: { type: 'string' },
  release: { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} satisfies ParseArgsConfig['options'];

const help = `Usage: npm run build [-- options]    (the -- passes the options on to the build)

  --host NAME   lay the output out for one host: ${hostNames.join(', ')}
                (default: any static host; Cloudflare Pages takes it as it is)
  --out DIR     write there instead of dist/ (.vercel/output for --host vercel)
  --release     refuse to build while a placeholder for the owner's details is left
                (always on Netlify, Cloudflare Pages and Vercel: NETLIFY=true, CF_PAGES=1, VERCEL=1)
  --quiet       print nothing on success
  --json        print what was built as JSON instead (pages, bytes, phases, placeholders);
                a failed build: { failed, problems }
  --help        print this and exit`;

const args = readOptions(
  'npm run build -- [--host NAME] [--out DIR] [--release] [--quiet] [--json] [--help]',
  options,
  {
    help,
    problem: ({ host, out }) =>
      host !== undefined && !isHost(host)
        ? `unknown --host ${host}: choose one of ${hostNames.join(', ')}`
        : out === ''
          ? '--out needs a folder: --out DIR'
          : undefined,
  },
);
const host = args.host as Host | undefined;
const outDir = args.out ?? defaultOutFor(host);
// What a host builds goes live: refused while a placeholder is left, as --release is.
const builder = hostBuilding(process.env);
const release = args.release || builder !== undefined;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (bytes: string | Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** What a build made, for the closing table and `--json`: counts, bytes, milliseconds. */
function factsOf({ site, output, assets, problems, rendered }: BuiltSite, phases: Record<string, number>) {
  const html = site.pages.map((p) => {
    const bytes = bytesOf(rendered.files, p.file);
    return { file: p.file, bytes, size: byteLength(bytes) };
  });
  // The one-round-trip budget is about the largest page; gzipping every page of a large site would
  // cost more than rendering it.
  const largest = html.reduce((a, b) => (b.size > a.size ? b : a));
  const pagesOf = (lang: string) => site.pages.filter((p) => p.lang === lang && p.id !== 'notFound').length;
  const listed = (severity: Problem['severity']) =>
    problems
      .filter((p) => p.severity === severity)
      .map(({ file, line, key, lang, problem, fix }) => ({ file, line, key, lang, problem, fix }));
  return {
    host: host ?? null,
    out: outDir,
    pages: Object.fromEntries(site.languages.map(({ code }) => [code, pagesOf(code)])),
    notFoundPages: site.pages.filter((p) => p.id === 'notFound').length,
    redirects: site.redirects.length,
    htmlBytes: html.reduce((n, h) => n + h.size, 0),
    largestPage: { file: largest.file, gzipBytes: gz(largest.bytes) },
    // Every page runs the same two scripts: the inline head script and the client bundle (its URL without the `/`).
    scriptGzipBytes: gz(assets.headScript) + gz(bytesOf(assets.files, assets.clientScript.slice(1))),
    output: { files: output.size, bytes: [...output.values()].reduce((n, b) => n + byteLength(b), 0) },
    phases,
    placeholders: listed('release'),
    warnings: listed('warn'),
    model: {
      pages: site.pages.map(({ id, lang, path, file, indexable }) => ({ id, lang, path, file, indexable })),
      redirects: site.redirects.map(({ from, to }) => ({ from, to })),
    },
  };
}

/** The closing table: what was built, how big, how long. */
function summary(facts: ReturnType<typeof factsOf>, ms: number, peakMemory: number): string {
  const perLang = Object.entries(facts.pages).map(([lang, count]) => `${count} ${lang}`);
  const pages = Object.values(facts.pages).reduce((n, count) => n + count, 0);
  return columns([
    [
      'Pages',
      `${pages} (${perLang.join(', ')}) + ${facts.notFoundPages} not-found page${facts.notFoundPages === 1 ? '' : 's'}`,
    ],
    ['Redirects', `${facts.redirects} (HTML stubs and the host's own rules)`],
    ['HTML', `${kb(facts.htmlBytes)}, largest ${facts.largestPage.file} ${kb(facts.largestPage.gzipBytes)} gzipped`],
    ['JS, gzipped', `${kb(facts.scriptGzipBytes)} on every page, inline and loaded`],
    ['Output', `${facts.output.files} files, ${kb(facts.output.bytes)} in ${facts.out}/`],
    ['Time', `${Math.round(ms)} ms, ${(peakMemory / 2 ** 20).toFixed(0)} MiB peak memory`],
  ]);
}

/** Rows as two columns, the first as wide as its widest. */
function columns(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n');
}

async function main() {
  const started = performance.now();
  // A folder the build may not replace is refused before the build, not after it.
  checkTarget(outputFolder(outDir));
  const say = args.quiet || args.json ? () => {} : (line: string) => console.log(line);
  // Imported here, not above: a syntax error in the owner's files (texts, site.config.ts) is then
  // reported like any other mistake, by file, line and column.
  const [
    { loadProject, recordPublished, publishedFile },
    { buildSite },
    { analyticsEnabled },
    { problemRows, warningsHeading },
  ] = await Promise.all([
    import('./site/project.ts'),
    import('./site/build-site.ts'),
    import('./site/config.ts'),
    import('./site/check.ts'),
  ]);
  const project = await loadProject();
  const { config } = project.input;
  say(`Building ${config.siteUrl}, analytics ${analyticsEnabled(config) ? config.analyticsId : 'off'}`);
  if (builder) say(`  on ${builder.name} (${builder.variable}=${builder.value}): a release build`);
  const phases: Record<string, number> = {};
  const line = (name: string, made: string, ms: number) => {
    phases[name] = Math.round(ms);
    say(`  ${name.padEnd(9)} ${made.padEnd(58)} ${String(Math.round(ms)).padStart(5)} ms`);
  };
  const built = await buildSite(project, { host, release, deployTo: host ?? builder?.host }, line).catch(
    (error: Error) => {
      // A refused release says too what it could not check (a build that passes says it below).
      if (error.name === 'LaunchError' && !project.published)
        error.message += `\n  no ${publishedFile} yet: no published URLs checked`;
      throw error;
    },
  );
  const { output } = built;
  const writing = performance.now();
  const { unchanged } = await writeSite(outDir, output);
  line(
    'write',
    `${output.size} files for ${host ?? 'any static host'} to ${outDir}/, ${unchanged} unchanged`,
    performance.now() - writing,
  );
  // A release from the owner's machine went out: its URLs must never break (a host's build, or CI, only checks).
  const published = [
    ...built.site.pages.filter((p) => p.url).map(({ path, id, lang }) => ({ path, id, lang })),
    ...built.site.redirects.map(({ from, id, lang }) => ({ path: from, id, lang })),
  ];
  const recorded = release && !builder && !['true', '1'].includes(process.env.CI ?? '');
  const record = recorded ? recordPublished(published, project.published) : null;
  const recordedCounts = record && { added: record.added, moved: record.moved.length };
  const facts = { ...factsOf(built, phases), written: output.size - unchanged, unchanged, recorded: recordedCounts };
  const ms = performance.now() - started;
  const peakMemory = process.resourceUsage().maxRSS * 1024;
  if (args.json)
    console.log(JSON.stringify({ siteUrl: config.siteUrl, ...facts, ms: Math.round(ms), peakMemory }, null, 2));
  const list = (title: string, severity: Problem['severity']) => {
    const problems = built.problems.filter((p) => p.severity === severity);
    // What to do with what is listed, which no release asks again; the launch list's rows are short.
    const rows = problemRows(problems, severity === 'warn');
    // The legal pages' gaps take a row a page.
    const gaps = rows.length < problems.length ? ` (in ${rows.length} rows: a page's [[gaps]] in one)` : '';
    return problems.length ? `${title}: ${problems.length}${gaps}\n${columns(rows)}` : '';
  };
  const warnings = list(warningsHeading, 'warn');
  const launch =
    list('Before launch, left for you (`npm run build -- --release` refuses each, saying what to do)', 'release') ||
    '✔ before launch: no placeholders left';
  // Before the first release there is no list: the rule that a published URL never breaks checks nothing.
  const unpublished = !project.published
    ? `\n\nno ${publishedFile} yet: no published URLs checked` +
      (record ? `; this release wrote it with the ${published.length} URLs it published: commit it` : '')
    : record?.added || record?.moved.length
      ? `\n\n${publishedFile}: ${record.added} URLs added, ${record.moved.length} recorded with their page's new id or language` +
        (record.moved.length
          ? ` (${record.moved.slice(0, 5).join(', ')}${record.moved.length > 5 ? ', …' : ''})`
          : '') +
        ': commit it'
      : '';
  say(`\n${summary(facts, ms, peakMemory)}\n\n${warnings ? `${warnings}\n\n` : ''}${launch}${unpublished}`);
}

/** A module of the project that is missing, as the owner names it: by its path in the project. */
function missingModule(error: Error & { code?: string }): string | undefined {
  if (error.code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  const [, file, from] = /Cannot find module '([^']+)' imported from (\S+)/.exec(error.message) ?? [];
  const own = (at: string) => path.relative(root, at.replace(/^file:\/\//, ''));
  return file && from
    ? `${own(file)}, which ${own(from)} imports, is missing: restore it, or take the import out (npm run check names every file that imports it)`
    : undefined;
}

main().catch((error: Error) => {
  const message = missingModule(error) ?? withSyntaxHint(error.message);
  console.error(`✘ build failed, ${outDir}/ left as it was\n  ${message}`);
  if (error.name === 'LaunchError' && builder)
    console.error(
      `  A build on ${builder.name} (${builder.variable}=${builder.value}) is a release build: it goes live.\n` +
        '  Make each of these yours (README: Making it yours), commit, and push again.',
    );
  if (!['ContentError', 'LaunchError'].includes(error.name) && process.env.DEBUG) console.error(error.stack);
  // A script reading --json reads why: the message, and each problem as the checker named it.
  if (args.json) {
    const { problems = [] } = error as Partial<SiteProblems>;
    console.log(JSON.stringify({ failed: message, problems }, null, 2));
  }
  process.exit(1);
});
