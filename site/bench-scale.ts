// One whole-process scale run for `npm run bench`: a synthetic site of N pages, generated in
// memory from the real content (copies of the 16-page site with distinct texts), rendered by
// renderSite (the build's own path: validation, React, head, JSON-LD, minification) on a worker
// per core, written through writeSite (atomic). Prints one JSON line: pages, ms since the process
// started, peak RSS.
//
// The worker is bundled with esbuild into one file first (packages stay external): loading it
// through tsx's loader made each worker spend about a second compiling modules before it could
// render a page. The workers are the critical path: they start as soon as the bundle is written,
// and the main thread builds the assets they wait for meanwhile.
import './production.ts';
// The minifier's native addon is loaded on this thread too, though only the workers use it: when
// the last thread that loaded it exits, the library is unloaded under its thread-local destructors
// and the process segfaults on exit (on this machine 39 of 60 runs of a two-worker script that
// minifies one string; none with this line).
import '@minify-html/node';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import type { Share, Start } from './bench-scale.worker.ts';

const root = path.resolve(import.meta.dirname, '..');
const pages = Number(process.argv[2] ?? 2000);
const out = path.resolve(process.argv[3] ?? 'dist-bench');
const perSite = 18; // 16 pages and two 404s
const count = Math.ceil(pages / perSite);
const workers = Math.max(1, Math.min(availableParallelism(), count));
const shares: Share[] = Array.from({ length: workers }, () => []);
for (let n = 0; n < count; n++) shares[n % workers]!.push({ variant: n, keep: Math.min(perSite, pages - n * perSite) });

// The assets are built (by esbuild, in its own process) while the worker is bundled.
const assetsReady = Promise.all([import('../site.config.ts'), import('./assets.ts')]).then(
  ([{ loadSiteConfig }, { buildAssets }]) => buildAssets(loadSiteConfig()),
);
// Inside node_modules, so the worker's bare imports (react, @minify-html/node) resolve.
const workerFile = path.join(root, 'node_modules/.cache/site-bench/worker.mjs');
await esbuild.build({
  entryPoints: [path.join(root, 'site/bench-scale.worker.ts')],
  outfile: workerFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
});
// Workers start (and load React, the minifier and the pages) while the assets are being built.
// No execArgv: the bundle needs no TypeScript loader.
const pool = shares.map((share) => {
  const worker = new Worker(workerFile, { workerData: share, execArgv: [] });
  const done = new Promise<string[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { worker, done };
});
const { files: _files, ...assets } = await assetsReady;
const { writeSite } = await import('./write.ts');
let written = 0;
await writeSite(out, async (staging) => {
  for (const { worker } of pool) worker.postMessage({ assets, staging } satisfies Start);
  const paths = (await Promise.all(pool.map((p) => p.done))).flat();
  written = paths.length;
  return paths;
});
const peak = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ pages: written, ms: Math.round(performance.now()), peakRssBytes: peak, workers }));
