// One whole-process scale run for `npm run bench`: a synthetic site of N pages, generated in
// memory from the real content (copies of the 16-page site with distinct texts), through the
// build's own path: renderSite (validation, React, head, JSON-LD), minifyPage, and writeSite
// (atomic). Prints one JSON line: pages, ms since the process started, peak RSS, render workers,
// and whether the worker bundle was reused.
//
// The work is split by kind, not by page. Worker threads render (JavaScript: React, validation);
// the main thread minifies what they send (native code) and writes it (the kernel). On this
// 2-core machine that is one render worker beside the main thread. In interleaved runs it beat two
// workers that each render, minify and write half the pages (1.7-1.9 s against 2.0-2.05 s for
// 2,000 pages; 2.4-2.6 s of CPU against 2.8-2.9): each isolate that renders pays for its own JIT,
// and V8 spends ~0.45 s of CPU on background threads optimizing React and the pages in each one.
//
// The worker is bundled with esbuild into one file (packages stay external): loading it through
// tsx's loader made each worker spend about a second compiling modules before it could render a
// page. The bundle is kept in node_modules/.cache with the hash of every source file in it, and
// reused while none has changed, as tsx keeps what it compiled. The workers start first; the main
// thread builds the assets they wait for meanwhile.
import './production.ts';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Rendered, Share, Start } from './bench-scale.worker.ts';
import { contentHash } from './hash.ts';
// Loaded here before any worker starts, so the minifier's native addon stays mapped until the
// process ends: when it was loaded only by workers, the last one to exit unloaded it under its
// thread-local destructors and the process segfaulted on exit (39 of 60 runs of a two-worker script).
import { minifyPage } from './minify.ts';
import { writeFiles, writeSite, type Files } from './write.ts';

const root = path.resolve(import.meta.dirname, '..');
const pages = Number(process.argv[2] ?? 2000);
const out = path.resolve(process.argv[3] ?? 'dist-bench');
const perSite = 18; // 16 pages and two 404s
const count = Math.ceil(pages / perSite);
// One core stays with the main thread. On many cores the main thread would become the limit; two
// are what this machine has.
const workers = Math.max(1, Math.min(availableParallelism() - 1, count));
const shares: Share[] = Array.from({ length: workers }, () => []);
for (let n = 0; n < count; n++) shares[n % workers]!.push({ variant: n, keep: Math.min(perSite, pages - n * perSite) });

// Inside node_modules, so the worker's bare imports (react, @minify-html/node) resolve. Project
// copies (the tests') share it through their node_modules link: a bundle is named after its own
// hash and written whole before it is named, so a run never loads another's half-written file.
const cache = path.join(root, 'node_modules/.cache/site-bench');
const indexFile = path.join(cache, 'worker.json');
const hashOf = (file: string) => contentHash(readFileSync(path.join(root, file)), 20);

/** Writes `bytes` under `file` at once (a rename), so no reader ever sees part of it. */
function writeWhole(file: string, bytes: string | Uint8Array): void {
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The worker bundle: the cached one while every source file in it is unchanged, else a new one. */
async function workerBundle(): Promise<{ file: string; reused: boolean }> {
  try {
    const index: { bundle: string; sources: Record<string, string> } = JSON.parse(readFileSync(indexFile, 'utf8'));
    const file = path.join(cache, index.bundle);
    if (existsSync(file) && Object.entries(index.sources).every(([source, hash]) => hashOf(source) === hash))
      return { file, reused: true };
  } catch {
    // No bundle yet, or a source file gone: build one.
  }
  const esbuild = await import('esbuild');
  const { metafile, outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, 'site/bench-scale.worker.ts')],
    outfile: path.join(cache, 'worker.mjs'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    metafile: true,
    absWorkingDir: root,
  });
  const code = outputFiles[0]!.contents;
  const bundle = `worker-${contentHash(code, 20)}.mjs`;
  // This file too: it holds the bundle's options.
  const sources = [...Object.keys(metafile.inputs), 'site/bench-scale.ts'];
  mkdirSync(cache, { recursive: true });
  writeWhole(path.join(cache, bundle), code);
  writeWhole(indexFile, JSON.stringify({ bundle, sources: Object.fromEntries(sources.map((s) => [s, hashOf(s)])) }));
  // Bundles of earlier sources go, unless one was made just now (a run beside this one may load it).
  for (const name of readdirSync(cache))
    if (
      /^worker-\w+\.mjs$/.test(name) &&
      name !== bundle &&
      Date.now() - statSync(path.join(cache, name)).mtimeMs > 60_000
    )
      rmSync(path.join(cache, name), { force: true });
  return { file: path.join(cache, bundle), reused: false };
}

const { file: workerFile, reused } = await workerBundle();
// No execArgv: the bundle needs no TypeScript loader. The workers load while the assets are built.
const pool = shares.map((share) => {
  const worker = new Worker(workerFile, { workerData: share, execArgv: [] });
  // Rejects when the worker fails, or stops before its last message (then it no longer matters).
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a render worker stopped early (exit code ${code})`)));
  });
  failed.catch(() => {}); // awaited below, once the run needs the worker
  return { worker, failed };
});
let written = 0;
// Entered at once: the writer clears the staging folder while the workers load.
await writeSite(out, async (staging) => {
  const { loadSiteConfig } = await import('../site.config.ts');
  const { buildAssets } = await import('./assets.ts');
  const { files: _files, ...assets } = await buildAssets(loadSiteConfig());
  const paths: string[] = [];
  await Promise.all(
    pool.map(({ worker, failed }) =>
      Promise.race([
        failed,
        new Promise<void>((resolve) => {
          // Each copy of the site as it is rendered; then `null` when the worker is done.
          worker.on('message', (rendered: Rendered | null) => {
            if (!rendered) return resolve();
            const files: Files = new Map();
            for (const [file, html] of rendered) files.set(file, minifyPage(html));
            writeFiles(staging, files);
            paths.push(...files.keys());
          });
          worker.postMessage({ assets } satisfies Start);
        }),
      ]),
    ),
  );
  written = paths.length;
  return paths;
});
const peak = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ pages: written, ms: Math.round(performance.now()), peakRssBytes: peak, workers, reused }));
