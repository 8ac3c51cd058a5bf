// `npm run bench`: times what a user runs, on this machine, and prints Markdown tables:
// - `npm run build` of this site: cold (a fresh copy of the project, no image cache) and warm;
// - the same build command on copies of the project whose texts hold many workshops (about 40,
//   200 and 2,000 pages): time, pages per second and peak memory of the whole process; the
//   2,000-page copy rebuilt both as it is and after an edit that changes every page; with
//   `-- --eleventy`, Eleventy 3 building 2,000 Markdown pages with one layout, run by turns with it
//   (each build command run as npm would run it, without npm's own start-up, for both);
// - the dev server's edit loop: save → served (a text, a component edited, until a GET of the page
//   returns it) and edit → reload (a text edited, until Chromium shows it);
// - Lighthouse on each kind of page, several runs each: the median run's performance score, FCP,
//   LCP and TBT, with the machine's load and Lighthouse's BenchmarkIndex beside them.
// These come from timings of this machine at that moment: measurements, not tests, nothing here
// passes or fails. The pages, paths and languages come from the site's model (site/model.ts).
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { root } from '../site/files.ts';
import { resolveSite } from '../site/model.ts';
import { loadProject } from '../site/project.ts';
import { assertChromium, launchChromium } from './support/chromium.ts';
import { copyProject } from './support/project-copy.ts';
import { startDev } from './support/servers.ts';

const run = promisify(execFile);
const project = await loadProject({});
const site = resolveSite(project.input);
const [first] = site.languages;
/** A language besides the first (the one edits and a second home page are in). */
const other = site.languages[1] ?? first!;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg()[0]!.toFixed(2);
/** A user's rebuilds are seconds apart, not back to back: each timed build starts this long after the last. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
/** The copies of many workshops share one image cache across runs of the bench: only their warm builds
 * are timed, and drawing 2,000 share cards anew for each run takes long. */
const scaleCache = path.join(tmpdir(), 'site-bench-image-cache');

interface BuildRun {
  ms: number;
  /** Peak resident memory of the build process, bytes. */
  peak: number;
  /** HTML files: pages, 404s, redirect stubs. */
  pages: number;
  /** The build's own figure for its write phase (the disk's share, which varies most), files written
   * and files the old output held unchanged (kept). */
  write: number;
  written: number;
  unchanged: number;
}

/** The build script of package.json, run as npm runs it, without npm's own start-up (0.2–0.3 s of
 * CPU): Eleventy, which it is compared with, is run without it too. */
const [buildCommand, ...buildArgs] = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { build: string } }
).scripts.build.split(' ');

/** The build in `folder`, the whole process. */
async function build(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildRun> {
  const started = performance.now();
  const { stdout } = await run(buildCommand!, [...buildArgs, '--json'], { cwd: folder, env, maxBuffer: 1 << 28 });
  const ms = performance.now() - started;
  type Facts = { model: Record<'pages' | 'redirects', unknown[]>; phases: { write: number } };
  const facts = JSON.parse(stdout) as Facts & { peakMemory: number; written: number; unchanged: number };
  const pages = facts.model.pages.length + facts.model.redirects.length;
  const { written, unchanged } = facts;
  return { ms, peak: facts.peakMemory, pages, write: facts.phases.write, written, unchanged };
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
    const copy = copyProject({ ownCache: true });
    try {
      await settle();
      cold.push(await build(copy));
      await settle();
      warm.push(await build(copy));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return { cold: middle(cold), warm: middle(warm) };
}

/**
 * A copy of the project whose texts hold `count` workshops in each language: the first workshop's
 * texts under new ids and slugs, each page its own, and their hours. Every page the site has stays.
 */
function projectWithWorkshops(count: number): string {
  const copy = copyProject({ ownCache: true });
  const ids = Array.from(
    { length: count - project.input.texts[first!.code]!.workshops.items.length },
    (_, i) => `bench-${i + 1}`,
  );
  const config = path.join(copy, 'site.config.ts');
  const hours = `workshopHours: { ...Object.fromEntries(${JSON.stringify(ids)}.map((id) => [id, 2])),`;
  if (!readFileSync(config, 'utf8').includes('workshopHours: {'))
    throw new Error('bench: site.config.ts has no workshopHours');
  writeFileSync(config, readFileSync(config, 'utf8').replace('workshopHours: {', hours));
  // Each copy has its own slug, card title, heading, SEO title and description (its number for the
  // last sentence, to stay as short), so each page has its own share card, as real workshops do: the
  // first build draws them all (slow), the timed ones none.
  for (const { code, texts } of site.languages)
    appendFileSync(
      path.join(copy, texts),
      `\n// Generated by npm run bench.\nconst base = ${code}.workshops.items[0]!;\n` +
        `${code}.workshops.items.push(...${JSON.stringify(ids)}.map((id, i) => ({ ...structuredClone(base), id, ` +
        `slug: \`\${base.slug}-\${i + 2}\`, title: \`\${base.title} \${i + 2}\`, ` +
        `detailPage: { ...structuredClone(base.detailPage), title: \`\${base.detailPage.title} \${i + 2}\`, ` +
        `seo: { title: \`\${base.detailPage.seo.title} \${i + 2}\`, ` +
        `description: \`\${base.detailPage.seo.description.split('. ').slice(0, -1).join('. ')}. \${i + 2}.\` } } })));\n`,
    );
  return copy;
}

/** Edits a text every page but the redirect stubs shows (the skip link), differently on each call. */
function editEveryPage(copy: string, edit: number): void {
  for (const { code, texts } of site.languages) {
    const file = path.join(copy, texts);
    const source = readFileSync(file, 'utf8').replace(/\n\/\/ Edited by npm run bench\.[^]*$/, '');
    writeFileSync(file, `${source}\n// Edited by npm run bench.\n${code}.common.skipToContent += ' ${edit}';\n`);
  }
}

/** Eleventy 3 (installed into a temp folder once, never into the project) and its input: `pages`
 * Markdown pages with one Nunjucks layout (head, navigation, main, footer of a marketing page). */
async function eleventySite(pages: number): Promise<{ folder: string; build: () => Promise<BuildRun> }> {
  const tool = path.join(tmpdir(), 'site-bench-eleventy');
  if (!existsSync(path.join(tool, 'node_modules/.bin/eleventy')))
    await run('npm', ['install', '--prefix', tool, '--no-audit', '--no-fund', '@11ty/eleventy@3']);
  const folder = mkdtempSync(path.join(tmpdir(), 'site-bench-11ty-'));
  for (const dir of ['src/_includes', 'src/pages']) mkdirSync(path.join(folder, dir), { recursive: true });
  writeFileSync(
    path.join(folder, 'eleventy.config.js'),
    "export default () => ({ dir: { input: 'src', output: '_site' } });\n",
  );
  const nav = ['Home', 'Services', 'Workshops', 'Tools', 'About', 'Contact'];
  writeFileSync(
    path.join(folder, 'src/_includes/base.njk'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} | ${site.config.brand}</title><meta name="description" content="{{ description }}">
<link rel="canonical" href="https://www.example.com{{ page.url }}"><meta property="og:title" content="{{ title }}">
<link rel="stylesheet" href="/site.css"></head><body><a class="skip-link" href="#main">Skip to content</a>
<header><a href="/">${site.config.brand}</a><nav><ul>${nav.map((n) => `<li><a href="/${n.toLowerCase()}/"{% if page.url == "/${n.toLowerCase()}/" %} aria-current="page"{% endif %}>${n}</a></li>`).join('')}</ul></nav></header>
<main id="main"><article>{{ content | safe }}</article><section class="cta"><h2>Ready to work faster?</h2>
<p>Book a free short call.</p><a class="button" href="/contact/">Book a free call</a></section></main>
<footer><a href="/imprint/">Imprint</a> <a href="/privacy/">Privacy</a><p>© 2026 ${site.config.brand}</p></footer></body></html>\n`,
  );
  writeFileSync(path.join(folder, 'src/pages/pages.json'), '{ "layout": "base.njk" }\n');
  // A page as long as a workshop's: a heading, four paragraphs, a list with emphasis, a link.
  const body = (i: number) =>
    `# Efficient UX workflows with AI ${i}\n\nYour team spends too much time on work that a good workflow does in no time. ` +
    `In this workshop you learn how product teams use AI to speed up research, synthesis and prototyping, without ` +
    `giving up the quality your users notice. Session ${i} is held online or at your office.\n\nWe start with your ` +
    `own processes: where does the time go, and which steps can be automated safely? From there we build a workflow ` +
    `that fits **your** tools, your team and your constraints.\n\n## What you take away\n\n- A map of your current ` +
    `UX workflow and its bottlenecks\n- Prompts and templates for interview synthesis and affinity mapping\n- A ` +
    `prototyping routine that turns ideas into *clickable* screens in an hour\n- Guidelines for privacy, quality ` +
    `checks and when **not** to use AI\n- A follow-up call two weeks later, included in the price\n\nEach participant ` +
    `leaves with a workflow they can apply on Monday. The workshop takes two hours, for groups of up to twelve ` +
    `people. [Book a free call](/contact/) to find a date.\n`;
  for (let i = 1; i <= pages; i++) {
    const meta = `title: "Efficient UX workflows with AI ${i}"\ndescription: "A half-day workshop for product teams, number ${i}."`;
    writeFileSync(path.join(folder, `src/pages/page-${i}.md`), `---\n${meta}\n---\n${body(i)}`);
  }
  const eleventy = path.join(tool, 'node_modules/.bin/eleventy');
  return {
    folder,
    build: async () => {
      const started = performance.now();
      await run(eleventy, ['--quiet'], { cwd: folder });
      return { ms: performance.now() - started, peak: 0, pages, write: 0, written: pages, unchanged: 0 };
    },
  };
}

/** RUNS rebuilds of a copy with `workshops` workshops, a second apart, for each of `kinds`; with
 * `eleventy`, Eleventy's build of as many pages by turns with each run, the one to go first swapped
 * each round, so that neither always follows the other. */
async function scale(workshops: number, kinds: ('as it is' | 'every page changed')[] = ['as it is'], eleventy = false) {
  const copy = projectWithWorkshops(workshops);
  const elsewhere = eleventy ? await eleventySite(2000) : undefined;
  const env = { ...process.env, SITE_IMAGE_CACHE: scaleCache };
  try {
    await build(copy, env); // fills the image cache: the runs below are rebuilds as a user makes them
    await elsewhere?.build();
    const measured: Measured[] = [];
    const eleventyRuns: Measured[] = [];
    for (const kind of kinds) {
      const runs: BuildRun[] = [];
      const theirs: BuildRun[] = [];
      // The first edit changes each page's length, later ones only its bytes: only those runs are
      // measured, one case throughout.
      const edited = kind === 'every page changed';
      for (let i = edited ? -1 : 0; i < RUNS; i++) {
        if (edited) editEveryPage(copy, 100 + i);
        const turns = elsewhere && i >= 0 ? (i % 2 ? ['theirs', 'ours'] : ['ours', 'theirs']) : ['ours'];
        for (const turn of turns) {
          await settle();
          if (turn === 'theirs') theirs.push(await elsewhere!.build());
          else {
            const ours = await build(copy, env);
            if (i >= 0) runs.push(ours);
          }
        }
      }
      measured.push(middle(runs));
      if (theirs.length) eleventyRuns.push(middle(theirs));
    }
    return { measured, eleventy: eleventyRuns };
  } finally {
    rmSync(copy, { recursive: true, force: true });
    if (elsewhere) rmSync(elsewhere.folder, { recursive: true, force: true });
  }
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
 * The dev server's edit loop, in a copy of the project: save → served for a text edit (the hero badge
 * of the second language) and a component edit (an attribute of the footer), each until a GET of the
 * page returns it; then edit → reload in Chromium (the text edit, until the open page shows it). The
 * first edit of each kind warms its rebuild path and is not counted.
 */
async function editLoop(edits: number) {
  const badge = project.input.texts[other.code]!.hero.badge;
  const copy = copyProject();
  const dev = await startDev(copy);
  const texts = path.join(copy, other.texts);
  const footer = path.join(copy, 'components/Footer.tsx');
  const originals = { texts: readFileSync(texts, 'utf8'), footer: readFileSync(footer, 'utf8') };
  if (!originals.texts.includes(badge) || !originals.footer.includes('className="site-footer"'))
    throw new Error(`bench: ${other.texts} has no hero badge as written, or the footer no site-footer`);
  const url = `${dev.url}${site.pathOf(site.home, other.code)}`;
  const result = { text: [] as number[], component: [] as number[], reload: [] as number[] };
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
      const ms = await timeServed(texts, originals.texts.replace(badge, `${badge} bench${i}x`), `bench${i}x`);
      if (i > 0) result.text.push(ms);
    }
    for (let i = 0; i <= edits; i++) {
      const marker = `data-bench="${i}"`;
      const source = originals.footer.replace('className="site-footer"', `className="site-footer" ${marker}`);
      const ms = await timeServed(footer, source, marker);
      if (i > 0) result.component.push(ms);
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
    dev.kill();
    rmSync(copy, { recursive: true, force: true });
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
    `${row(`a text (${other.texts}) until a GET of the page returns it`, loop.text)}\n` +
    `${row('a component (components/Footer.tsx) until a GET of the page returns it', loop.component)}\n` +
    `${row('a text until Chromium has reloaded the open page and shows it', loop.reload)}\n`
  );
}

/** Lighthouse on the home page in two languages and on one page of each other indexable entry of the
 * page table (a list's first item), by turns in each language. */
async function lighthouseRuns(): Promise<string[]> {
  const { startLighthouse } = await import('./support/lighthouse.ts');
  const folder = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const audit = await startLighthouse(path.join(folder, 'dist'), { warmUp: true });
  const entries = [...new Set(site.pages.filter((p) => p.indexable).map((p) => p.id.split(':')[0]!))];
  const targets = [
    ...new Set([first!, other].map(({ code }) => site.pages.find((p) => p.id === site.home && p.lang === code)!)),
    ...entries
      .filter((entry) => entry !== site.home)
      .map((entry, i) => {
        const lang = site.languages[i % site.languages.length]!.code;
        return site.pages.find((p) => p.lang === lang && p.id.split(':')[0] === entry)!;
      }),
  ];
  const rows: string[] = [];
  try {
    for (const { path: target, lang } of targets) {
      const results: { lhr: Awaited<ReturnType<typeof audit.run>>; load: string }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const before = load();
        results.push({ lhr: await audit.run(target, lang), load: before });
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

const usage = `npm run bench [-- --builds | --edit-loop] [--eleventy]
  (no option)   everything: builds, scale, the dev server's edit loop, Lighthouse
  --builds      only the builds: this site, and the copies of about 40, 200 and 2,000 pages
  --edit-loop   only the dev server's edit loop (save → served, edit → reload)
  --eleventy    also Eleventy 3 on 2,000 Markdown pages, by turns with the 2,000-page build
                (installs @11ty/eleventy into ${path.join(tmpdir(), 'site-bench-eleventy')} once)
  BENCH_RUNS=n  runs of each measure (default 5); the edit loop makes 2n+1 edits of each kind`;

async function main() {
  const flag = { type: 'boolean' } as const;
  const { values } = parseArgs({ options: { builds: flag, 'edit-loop': flag, eleventy: flag, help: flag } });
  if (values.help) return console.log(usage);
  // Before the builds: without Chromium, the runs below would end in this error much later.
  if (!values.builds) assertChromium();
  if (values['edit-loop']) return console.log(await editLoopTable(2 * RUNS + 1));
  console.log(`Benchmarks, ${RUNS} runs each, load average ${load()} at the start\n`);
  const real = await realSite();
  const mib = (bytes: number) => (bytes ? `${Math.round(bytes / 2 ** 20)} MiB` : '–');
  const perSecond = (r: BuildRun) => Math.round((r.pages / r.ms) * 1000);
  const row = (name: string, r: Measured, bold = false) => {
    const rate = bold ? `**${perSecond(r)}**` : perSecond(r);
    const write = r.write ? `${r.write} ms, ${r.written} written, ${r.unchanged} kept` : `${r.written} written`;
    return `| ${name} | ${r.pages} | ${Math.round(r.ms)} ms | ${Math.round(r.min)}–${Math.round(r.max)} ms | ${rate} | ${write} | ${mib(r.peak)} |`;
  };
  const rows = [row('This site, cold (fresh copy, empty image cache)', real.cold), row('This site, warm', real.warm)];
  for (const workshops of [14, 94])
    rows.push(row(`${workshops} workshops, warm`, (await scale(workshops)).measured[0]!, true));
  const large = await scale(994, ['as it is', 'every page changed'], values.eleventy);
  const [asItIs, changed] = large.measured as [Measured, Measured];
  const eleventyRow = (r: Measured | undefined) =>
    r ? [row('Eleventy 3: 2,000 Markdown pages, one layout, by turns with the above', r, true)] : [];
  rows.push(
    row('994 workshops, warm', asItIs, true),
    ...eleventyRow(large.eleventy[0]),
    row('994 workshops, warm, every page changed', changed, true),
    ...eleventyRow(large.eleventy[1]),
  );
  console.log(
    `\`npm run build\`'s command (\`${[buildCommand, ...buildArgs].join(' ')}\`, without npm's own start-up, as Eleventy's), ` +
      `whole process, each run a second after the last (median run; pages = HTML files: pages, 404s, redirect stubs; ` +
      `write = the median run's write phase as the build reports it, the files it wrote and those the old output held unchanged; ` +
      `every page changed: a text on every page but the redirect stubs edited before each run)\n\n` +
      `| Site | Pages | Time | Min–max | Pages/s | Write | Peak memory |\n|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  const [theirs, theirsChanged] = large.eleventy;
  if (theirs && theirsChanged) {
    const ratio = (ours: Measured, eleventy: Measured) => (perSecond(ours) / perSecond(eleventy)).toFixed(2);
    console.log(
      `This build makes ${ratio(asItIs, theirs)}× the pages a second Eleventy does rebuilt as it is, and ` +
        `${ratio(changed, theirsChanged)}× with every page changed (Eleventy builds every page each time; ` +
        `each its own command, run directly, by turns, the first swapped each round).\n`,
    );
  }
  if (values.builds) return;
  console.log(await editLoopTable(2 * RUNS + 1));
  console.log(
    `Lighthouse (mobile, simulated throttling), median run of ${RUNS} by performance score\n\n` +
      `| Page | Performance (min–max) | FCP ms | LCP ms | TBT ms | Load average | BenchmarkIndex |\n` +
      `|---|---|---|---|---|---|---|\n${(await lighthouseRuns()).join('\n')}\n\n` +
      'FCP and LCP: when the first text and the largest element showed; TBT: how long scripts kept the page ' +
      'from answering input. Lighthouse counts them good (green) below 1.8 s, 2.5 s and 200 ms. Load ' +
      "average: how busy this machine was; BenchmarkIndex: Lighthouse's measure of its speed (higher is " +
      'faster). A busy or slow machine reads slower.\n',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
