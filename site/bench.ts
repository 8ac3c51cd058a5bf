// `npm run bench`: measures, on this machine, and prints a Markdown table:
// - cold build: the whole `tsx build.ts` process, median of several runs;
// - warm build: a rebuild in a running process (caches hot, as in the dev server), median;
// - scale: a synthetic 2,000-page site through the build's render path, whole process
//   (site/bench-scale.ts), as a first build (empty folder, worker bundle compiled) and as a
//   rebuild (median);
// - edit-to-reload: the dev server in a copy of the project, a text edited, until headless
//   Chromium shows the reloaded page with the new text, median of several edits.
// These are measurements, not tests: nothing here passes or fails.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { loadSiteConfig } from '../site.config.ts';
import { buildAssets, root } from './assets.ts';
import { launchChromium } from './chromium.ts';
import { compressSite } from './compress.ts';
import { copyProject, startDev } from './dev-process.ts';
import { renderSite } from './render.ts';
import { writeSite } from './write.ts';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const scratch = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
const tsx = path.join(root, 'node_modules/.bin/tsx');

async function timeProcess(args: string[], command = tsx): Promise<{ ms: number; stdout: string }> {
  const started = performance.now();
  const { stdout } = await run(command, args, { cwd: root, maxBuffer: 1 << 26 });
  return { ms: performance.now() - started, stdout };
}

async function cold(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++)
    times.push((await timeProcess(['build.ts', '--quiet', '--out', path.join(scratch, 'cold')])).ms);
  return median(times);
}

async function warm(): Promise<number> {
  const config = loadSiteConfig();
  const once = async () => {
    const started = performance.now();
    const assets = await buildAssets(config, { de, en });
    const site = await renderSite({ contents: { de, en }, config, assets, year: 2026 });
    for (const [file, bytes] of await compressSite(site.files)) site.files.set(file, bytes);
    await writeSite(path.join(scratch, 'warm'), site.files);
    return performance.now() - started;
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return median(times);
}

interface ScaleRun {
  ms: number;
  pages: number;
  peak: number;
  workers: number;
}

/** The scale run, whole process (one Node process; tsx compiles the TypeScript on the fly). */
async function scaleOnce(pages: number, out: string, ...flags: string[]): Promise<ScaleRun> {
  const { ms, stdout } = await timeProcess(
    ['--import', 'tsx', 'site/bench-scale.ts', String(pages), out, ...flags],
    process.execPath,
  );
  const line = JSON.parse(stdout.trim().split('\n').at(-1)!);
  return { ms, pages: line.pages, peak: line.peakRssBytes, workers: line.workers };
}

/** A first build into an empty folder (every file created) with no cached worker bundle, then
 * rebuilds (median): from the third build on, the writer overwrites the build before last in place
 * (site/write.ts), and the worker bundle is the cached one. */
async function scale(pages: number): Promise<{ first: ScaleRun; rebuild: ScaleRun }> {
  const out = path.join(scratch, 'scale');
  const first = await scaleOnce(pages, out, '--compile');
  await scaleOnce(pages, out);
  const rebuilds: ScaleRun[] = [];
  for (let i = 0; i < RUNS; i++) rebuilds.push(await scaleOnce(pages, out));
  return { first, rebuild: rebuilds.sort((a, b) => a.ms - b.ms)[Math.floor(rebuilds.length / 2)]! };
}

async function editToReload(): Promise<number> {
  const project = copyProject();
  const dev = await startDev(project);
  const browser = await launchChromium();
  const file = path.join(project, 'i18n/en.ts');
  const original = readFileSync(file, 'utf8');
  const badge = de.hero.badge === en.hero.badge ? null : en.hero.badge;
  if (!badge) throw new Error('hero badge is not translated');
  try {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/en`);
    const times: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const text = `${badge} (edit ${i})`;
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      const started = performance.now();
      writeFileSync(file, original.replace(badge, text));
      await reloaded;
      await page.getByText(text).first().waitFor({ timeout: 15_000 });
      if (i > 0) times.push(performance.now() - started); // the first edit warms the rebuild path
    }
    return median(times);
  } finally {
    await browser.close();
    await dev.dispose();
  }
}

try {
  const pages = 2000;
  const results = {
    cold: await cold(),
    warm: await warm(),
    scale: await scale(pages),
    reload: await editToReload(),
  };
  const { first, rebuild } = results.scale;
  const perSecond = (run: ScaleRun) => Math.round((run.pages / run.ms) * 1000);
  console.log(`
| Measurement (median of ${RUNS} runs, this machine) | Result |
|---|---|
| Real site, cold build (whole \`tsx build.ts\` process) | ${Math.round(results.cold)} ms |
| Real site, warm rebuild (in process, caches hot) | ${Math.round(results.warm)} ms |
| Synthetic site, ${rebuild.pages} pages, rebuild, whole process (${rebuild.workers} render worker${rebuild.workers === 1 ? '' : 's'} + main thread) | ${Math.round(rebuild.ms)} ms = **${perSecond(rebuild)} pages/s** |
| Synthetic site, ${first.pages} pages, first build: empty folder, worker bundle compiled (one run) | ${Math.round(first.ms)} ms = ${perSecond(first)} pages/s |
| Synthetic site, peak memory (RSS of the process, workers included) | ${Math.round(rebuild.peak / 2 ** 20)} MiB |
| Edit-to-reload in Chromium (dev server, text edit) | ${Math.round(results.reload)} ms |
`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
