// `npm run bench`: times what a user runs, on this machine, and prints Markdown tables:
// - `npm run build` of this site: cold (a fresh copy of the project, no image cache) and warm;
// - the same build command on copies of the project whose texts hold many workshops (about 40,
//   200 and 2,000 pages): time, pages per second and peak memory of the whole process; the
//   2,000-page copy rebuilt both as it is and after an edit that changes every page;
// - the dev server's edit loop: save → served (a text, a component edited, until a GET of the page
//   returns it) and edit → reload (a text edited, until Chromium shows it); `-- --edit-loop` alone;
// - Lighthouse on the key pages, several runs each: the median run's performance score, FCP, LCP
//   and TBT, with the machine's load and Lighthouse's BenchmarkIndex beside them. These come from
//   timings of this machine at that moment, which is why no test asserts them.
// Measurements, not tests: nothing here passes or fails. BENCH_RUNS sets the runs (default 5).
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { languages, languageTable, loadTexts, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { workshopIds } from '../i18n/types.ts';
import { loadSiteConfig } from '../site/config.ts';
import { createPaths, routeIds, routes } from '../site/routes.ts';
import type { Browser } from 'playwright-core';
import { assertChromium, launchChromium } from './support/chromium.ts';
import { startDev } from './support/dev-process.ts';
import { copyProject } from './support/project-copy.ts';
import { startLighthouse } from './support/lighthouse.ts';

const run = promisify(execFile);
const contents = await loadTexts();
const paths = createPaths(contents, loadSiteConfig({}));
/** A language besides the root's (the one edits and the second Lighthouse target are in). */
const other = otherLanguages(rootLang)[0] ?? rootLang;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg()[0]!.toFixed(2);

/** The part of `npm run build -- --json` read here. */
interface BuildFacts {
  pages: Record<string, number>;
  notFoundPages: number;
  redirects: number;
  phases: Record<string, number>;
  written: number;
  peakMemory: number;
}

interface BuildRun {
  ms: number;
  /** Peak resident memory of the build process, bytes. */
  peak: number;
  pages: number;
  /** The build's own figure for its write phase: the disk's share, which varies most. */
  write: number;
  /** Files written (all of them, every build). */
  written: number;
}

/** `npm run build` in `project`, the whole command as a user runs it. */
async function build(project: string): Promise<BuildRun> {
  const started = performance.now();
  const { stdout } = await run('npm', ['run', '--silent', 'build', '--', '--json'], {
    cwd: project,
    maxBuffer: 1 << 26,
  });
  const ms = performance.now() - started;
  const facts = JSON.parse(stdout) as BuildFacts;
  return {
    ms,
    peak: facts.peakMemory,
    pages: Object.values(facts.pages).reduce((n, count) => n + count, 0) + facts.notFoundPages + facts.redirects,
    write: facts.phases.write!,
    written: facts.written,
  };
}

/** A size's median run by time, with the fastest and slowest beside it. */
type Measured = BuildRun & { min: number; max: number };

function middle(runs: BuildRun[]): Measured {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return { ...sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!.ms, max: sorted.at(-1)!.ms };
}

async function realSite(): Promise<{ cold: Measured; warm: Measured }> {
  const cold: BuildRun[] = [];
  const warm: BuildRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const project = copyProject({ ownCache: true });
    try {
      cold.push(await build(project));
      warm.push(await build(project));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }
  return { cold: middle(cold), warm: middle(warm) };
}

/**
 * A copy of the project whose texts hold `count` workshops in each language: the first workshop's
 * texts under new ids and slugs, each page its own. Every page the real site has stays. With
 * `ownCache: false` it shares the project's image cache: its new cards are drawn once, into it.
 */
export function projectWithWorkshops(count: number, { ownCache = true } = {}): string {
  const project = copyProject({ ownCache });
  const ids = Array.from({ length: count - workshopIds.length }, (_, i) => `bench-${i + 1}`);
  const edit = (file: string, from: RegExp, to: string) => {
    const source = readFileSync(path.join(project, file), 'utf8');
    if (!from.test(source)) throw new Error(`bench: ${file} no longer has ${from}`);
    writeFileSync(path.join(project, file), source.replace(from, to));
  };
  edit(
    'i18n/types.ts',
    /export const workshopIds = \[([^\]]*)\] as const;/,
    `export const workshopIds = [$1, ...${JSON.stringify(ids)}] as const;`,
  );
  edit(
    'site.config.ts',
    /workshopHours: \{/,
    `workshopHours: { ...Object.fromEntries(${JSON.stringify(ids)}.map((id) => [id, 2])),`,
  );
  // Each copy has its own slug, card title, heading, SEO title and description (its number for the
  // last sentence, to stay as short), so each page has its own share card, as real workshops do: the
  // first build draws them all (slow), the timed ones none.
  for (const lang of languages)
    appendFileSync(
      path.join(project, languageTable[lang].texts),
      `\n// Generated by npm run bench.\nconst base = ${lang}.workshops.items[0]!;\n` +
        `${lang}.workshops.items.push(...${JSON.stringify(ids)}.map((id, i) => ({ ...structuredClone(base), id: id as never, ` +
        `slug: \`\${base.slug}-\${i + 2}\`, title: \`\${base.title} \${i + 2}\`, ` +
        `detailPage: { ...structuredClone(base.detailPage), title: \`\${base.detailPage.title} \${i + 2}\`, ` +
        `seo: { title: \`\${base.detailPage.seo.title} \${i + 2}\`, ` +
        `description: \`\${base.detailPage.seo.description.split('. ').slice(0, -1).join('. ')}. \${i + 2}.\` } } })));\n`,
    );
  return project;
}

/** Edits a text every page but the redirect stubs shows (the skip link), differently on each call. */
function editEveryPage(project: string, edit: number): void {
  for (const lang of languages) {
    const file = path.join(project, languageTable[lang].texts);
    const source = readFileSync(file, 'utf8').replace(/\n\/\/ Edited by npm run bench\.[^]*$/, '');
    writeFileSync(
      file,
      `${source}\n// Edited by npm run bench.\n${lang}.common.skipToContent += ' ${String(edit).padStart(3, '0')}';\n`,
    );
  }
}

/** RUNS rebuilds of a copy with `workshops` workshops, back to back, for each of `kinds`. */
async function scale(workshops: number, kinds: ('as it is' | 'every page changed')[] = ['as it is']) {
  const project = projectWithWorkshops(workshops);
  try {
    await build(project); // fills the image cache: the runs below are rebuilds as a user makes them
    const measured: Measured[] = [];
    for (const kind of kinds) {
      const runs: BuildRun[] = [];
      // The first edit changes each page's length, later ones only its bytes: only those runs are
      // measured, one case throughout.
      const edited = kind === 'every page changed';
      for (let i = edited ? -1 : 0; i < RUNS; i++) {
        if (edited) editEveryPage(project, i + 1);
        const run = await build(project);
        if (i >= 0) runs.push(run);
      }
      measured.push(middle(runs));
    }
    return measured;
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** The edit loop's times, ms, one per counted edit. */
interface EditLoop {
  served: { text: number[]; component: number[] };
  reload: number[];
}

/** Polls `url` (a few ms apart: the server shares the CPU) until its body holds `marker`. A request
 * that fails (a server swapping its output folder may drop one) counts as not served yet. */
async function servedWith(url: string, marker: string): Promise<void> {
  const deadline = performance.now() + 15_000;
  const body = () =>
    fetch(url).then(
      (answer) => answer.text(),
      () => '',
    );
  while (!(await body()).includes(marker)) {
    if (performance.now() > deadline) throw new Error(`bench: ${url} never served ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}

/**
 * The dev server's edit loop, in a copy of the project: save → served for a text edit (the hero badge,
 * i18n/) and a component edit (an attribute of the footer, components/), each until a GET of the page
 * returns it; then edit → reload in Chromium (the text edit, until the open page shows it). The first
 * edit of each kind warms its rebuild path and is not counted.
 */
async function editLoop(edits: number): Promise<EditLoop> {
  const badge = contents[rootLang].hero.badge === contents[other].hero.badge ? null : contents[other].hero.badge;
  if (!badge) throw new Error('hero badge is not translated');
  const project = copyProject();
  const dev = await startDev(project);
  const texts = path.join(project, languageTable[other].texts);
  const footer = path.join(project, 'components/Footer.tsx');
  const originals = { texts: readFileSync(texts, 'utf8'), footer: readFileSync(footer, 'utf8') };
  if (!originals.footer.includes('className="site-footer"')) throw new Error('bench: the footer has no site-footer');
  const url = `${dev.url}${prefixOf(other) || '/'}`;
  const result: EditLoop = { served: { text: [], component: [] }, reload: [] };
  let browser: Browser | undefined;
  try {
    const timeServed = async (file: string, source: string, marker: string) => {
      const started = performance.now();
      writeFileSync(file, source);
      await servedWith(url, marker).catch((error: Error) => {
        throw new Error(`${error.message}; the dev server printed:\n${dev.output().slice(-3000)}`);
      });
      return performance.now() - started;
    };
    for (let i = 0; i <= edits; i++) {
      const marker = `bench${i}x`;
      const ms = await timeServed(texts, originals.texts.replace(badge, `${badge} ${marker}`), marker);
      if (i > 0) result.served.text.push(ms);
    }
    for (let i = 0; i <= edits; i++) {
      const marker = `data-bench="${i}"`;
      const source = originals.footer.replace('className="site-footer"', `className="site-footer" ${marker}`);
      const ms = await timeServed(footer, source, marker);
      if (i > 0) result.served.component.push(ms);
    }
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(url);
    for (let i = 0; i <= edits; i++) {
      const text = `${badge} (edit ${i})`;
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      const started = performance.now();
      writeFileSync(texts, originals.texts.replace(badge, text));
      await reloaded;
      await page.getByText(text).first().waitFor({ timeout: 15_000 });
      if (i > 0) result.reload.push(performance.now() - started);
    }
    return result;
  } finally {
    await browser?.close();
    await dev.dispose();
  }
}

/** The edit loop as a Markdown table: median and range of each kind. */
async function editLoopTable(edits: number): Promise<string> {
  const before = load();
  const loop = await editLoop(edits);
  const row = (name: string, times: number[]) =>
    `| ${name} | **${Math.round(median(times))} ms** | ${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))} ms | ${times.length} |`;
  return (
    `Dev server edit loop (\`npm run dev\` in a copy of the project; load average ${before} before, ${load()} after)\n\n` +
    `| From a save of | Median | Min–max | Edits |\n|---|---|---|---|\n` +
    `${row(`a text (${languageTable[other].texts}) until a GET of the page returns it`, loop.served.text)}\n` +
    `${row('a component (components/Footer.tsx) until a GET of the page returns it', loop.served.component)}\n` +
    `${row('a text until Chromium has reloaded the open page and shows it', loop.reload)}\n`
  );
}

async function lighthouseRuns(): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const audit = await startLighthouse(path.join(folder, 'dist'), { warmUp: true });
  const rows: string[] = [];
  try {
    // Each kind of page once: both homes, the tools page, the first workshop, the last tool page.
    const home = routeIds.find((route) => paths.of(route, rootLang) === '/')!;
    const toolsPage = routeIds.find((route) => routes[route].texts.join() === 'tools')!;
    const toolPages = routeIds.filter((route) =>
      contents[rootLang].tools.items.some(({ link }) => link && 'route' in link && link.route === route),
    );
    const workshop = routeIds.find((route) => route.startsWith('workshop:'))!;
    for (const [target, lang] of [
      [paths.of(home, rootLang), rootLang],
      [paths.of(home, other), other],
      [paths.of(toolsPage, rootLang), rootLang],
      [paths.of(workshop, rootLang), rootLang],
      [paths.of(toolPages.at(-1) ?? toolsPage, other), other],
    ] as const) {
      const results: { lhr: Awaited<ReturnType<typeof audit.run>>; load: string }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const before = load();
        const lhr = await audit.run(target, lang);
        results.push({ lhr, load: before });
      }
      const score = (r: (typeof results)[number]) => r.lhr.categories.performance!.score ?? 0;
      const scores = results.map(score);
      const mid = [...results].sort((a, b) => score(a) - score(b))[Math.floor(results.length / 2)]!;
      const metric = (id: string) => Math.round(mid.lhr.audits[id]!.numericValue ?? 0);
      rows.push(
        `| ${target} | ${Math.round(score(mid) * 100)} (${Math.round(Math.min(...scores) * 100)}–${Math.round(Math.max(...scores) * 100)}) | ` +
          `${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ` +
          `${mid.load} | ${Math.round(mid.lhr.environment.benchmarkIndex)} |`,
      );
    }
  } finally {
    await audit.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}

const usage = `npm run bench [-- --edit-loop]
  (no option)   everything: builds, scale, the dev server's edit loop, Lighthouse
  --edit-loop   only the dev server's edit loop (save → served, edit → reload)
  BENCH_RUNS=n  runs of each measure (default 5); the edit loop makes 2n+1 edits of each kind`;

async function main() {
  const { values } = parseArgs({ options: { 'edit-loop': { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(usage);
  assertChromium(); // before the builds: without it, the runs below would end in this error minutes later
  if (values['edit-loop']) return console.log(await editLoopTable(2 * RUNS + 1));
  console.log(`Benchmarks, ${RUNS} runs each, load average ${load()} at the start\n`);
  const real = await realSite();
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  const perSecond = (r: BuildRun) => Math.round((r.pages / r.ms) * 1000);
  const row = (name: string, r: Measured, bold = false) => {
    const rate = bold ? `**${perSecond(r)}**` : perSecond(r);
    return `| ${name} | ${r.pages} | ${Math.round(r.ms)} ms | ${Math.round(r.min)}–${Math.round(r.max)} ms | ${rate} | ${r.write} ms, ${r.written} written | ${mib(r.peak)} |`;
  };
  const rows = [row('This site, cold (fresh copy, empty image cache)', real.cold), row('This site, warm', real.warm)];
  for (const workshops of [14, 94]) rows.push(row(`${workshops} workshops, warm`, (await scale(workshops))[0]!, true));
  const [asItIs, changed] = await scale(994, ['as it is', 'every page changed']);
  rows.push(row('994 workshops, warm', asItIs!, true));
  rows.push(row('994 workshops, warm, every page changed', changed!, true));
  console.log(
    `\`npm run build\`, whole process (median run; pages = HTML files: pages, 404s, redirect stubs; ` +
      `write = the median run's write phase as the build reports it, and the files it wrote; every page changed: a text on every page but the redirect stubs edited before each run)\n\n` +
      `| Site | Pages | Time | Min–max | Pages/s | Write | Peak memory |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  console.log(await editLoopTable(2 * RUNS + 1));
  console.log(
    `Lighthouse (mobile, simulated throttling), median run of ${RUNS} by performance score\n\n` +
      `| Page | Performance (min–max) | FCP ms | LCP ms | TBT ms | Load average | BenchmarkIndex |\n` +
      `|---|---|---|---|---|---|---|\n${(await lighthouseRuns()).join('\n')}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
