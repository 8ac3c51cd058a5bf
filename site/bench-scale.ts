// One whole-process scale run for `npm run bench`: a synthetic site of N pages, generated in
// memory from the real content (copies of the 16-page site with distinct texts), through the
// build's own path: renderSite (validation, React, head, JSON-LD), minifyPage, and writeSite
// (atomic). Prints one JSON line: pages, ms since the process started, peak RSS, render workers,
// and whether the worker bundle was reused.
//
//   tsx site/bench-scale.ts [pages] [out] [--workers N] [--compile]
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
// page. The bundle is cached (see workerBundle) and reused while its sources are unchanged, as tsx
// keeps what it compiled; `--compile` makes a new one. The workers load while the main thread
// builds the assets they wait for.
import './production.ts';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Rendered, Share, Start } from './bench-scale.worker.ts';
import { contentHash } from './hash.ts';
// Loaded here before any worker starts, so the minifier's native addon stays mapped until the
// process ends: when it was loaded only by workers, the last one to exit unloaded it under its
// thread-local destructors and the process segfaulted on exit (39 of 60 runs of a two-worker script).
import { minifyPage } from './minify.ts';
import { writeFiles, writeSite, type Files } from './write.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { workers: { type: 'string' }, compile: { type: 'boolean', default: false } },
});
const root = path.resolve(import.meta.dirname, '..');
const pages = Number(positionals[0] ?? 2000);
const out = path.resolve(positionals[1] ?? 'dist-bench');
const perSite = 18; // 16 pages and two 404s
const count = Math.ceil(pages / perSite);
// One core stays with the main thread. On many cores the main thread would become the limit; two
// are what this machine has.
const workers = Math.max(1, Math.min(Number(options.workers ?? availableParallelism() - 1), count));
const shares: Share[] = Array.from({ length: workers }, () => []);
for (let n = 0; n < count; n++) shares[n % workers]!.push({ variant: n, keep: Math.min(perSite, pages - n * perSite) });

// Inside node_modules, so the worker's bare imports (react, @minify-html/node) resolve. Project
// copies (the tests') share it through their node_modules link, so each project root has its own
// index, and bundles are named after their content and written whole before they are named.
const cache = path.join(root, 'node_modules/.cache/site-bench');
const indexFile = path.join(cache, `index-${contentHash(root, 12)}.json`);
/** Besides the bundled sources, what else decides the bundle: its options (this file), the JSX
 * settings and module type, and the esbuild version. */
const settings = ['site/bench-scale.ts', 'tsconfig.json', 'package.json', 'node_modules/esbuild/package.json'];
const hashOf = (bytes: Uint8Array) => contentHash(bytes, 20);
/** A project file's hash, by its path from the root. */
const hashFile = (file: string) => hashOf(readFileSync(path.join(root, file)));
const HOUR = 3_600_000;
/** esbuild's loader for each file kind the hashing plugin reads (it reads them in esbuild's place). */
const loaders: Record<string, 'ts' | 'tsx' | 'js' | 'jsx' | 'json'> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
};

/** Writes `bytes` under `file` at once (a rename), so no reader ever sees part of it. */
function writeWhole(file: string, bytes: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** The cached bundle, if every file it was made from is unchanged; marked as used then. */
function cachedBundle(): string | undefined {
  try {
    const index: { bundle: string; sources: Record<string, string> } = JSON.parse(readFileSync(indexFile, 'utf8'));
    if (!Object.entries(index.sources).every(([source, hash]) => hashFile(source) === hash)) return undefined;
    const file = path.join(cache, index.bundle);
    // The clean-up in workerBundle spares what was used within the hour.
    for (const used of [file, indexFile]) utimesSync(used, new Date(), new Date());
    return file;
  } catch {
    return undefined; // no bundle yet, or a file gone
  }
}

/** The worker bundle: the cached one, unless `--compile` or a changed file asks for a new one.
 * Sources are hashed as esbuild reads them, so an edit during the build cannot be recorded
 * against a bundle made from the text before it. */
async function workerBundle(): Promise<{ file: string; reused: boolean }> {
  const cached = options.compile ? undefined : cachedBundle();
  if (cached) return { file: cached, reused: true };
  const sources: Record<string, string> = {};
  for (const file of settings) sources[file] = hashFile(file);
  const esbuild = await import('esbuild');
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(root, 'site/bench-scale.worker.ts')],
    outfile: path.join(cache, 'worker.mjs'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    absWorkingDir: root,
    plugins: [
      {
        name: 'hash-sources',
        setup(build) {
          build.onLoad({ filter: /\.(?:[cm]?[jt]sx?|json)$/ }, ({ path: file }) => {
            const bytes = readFileSync(file);
            sources[path.relative(root, file)] = hashOf(bytes);
            return { contents: bytes, loader: loaders[path.extname(file)] };
          });
        },
      },
    ],
  });
  const code = outputFiles[0]!.contents;
  const bundle = `worker-${hashOf(code)}.mjs`;
  mkdirSync(cache, { recursive: true });
  writeWhole(path.join(cache, bundle), code);
  writeWhole(indexFile, JSON.stringify({ bundle, sources }));
  // What no run has used for an hour goes: bundles of earlier sources, indexes of deleted project
  // copies, files left half-written by a crash.
  for (const name of readdirSync(cache)) {
    const file = path.join(cache, name);
    if (file !== indexFile && name !== bundle && Date.now() - statSync(file).mtimeMs > HOUR)
      rmSync(file, { force: true });
  }
  return { file: path.join(cache, bundle), reused: false };
}

const { file: workerFile, reused } = await workerBundle();
// No execArgv: the bundle needs no TypeScript loader.
const pool = shares.map((share) => new Worker(workerFile, { workerData: share, execArgv: [] }));

// The workers' pages, minified and written as they arrive. The first failure (a worker's error or
// early exit, the minifier, the disk) stops every worker and fails the run: writeSite then leaves
// the previous output as it was.
let staging = '';
const written: string[] = [];
const rendering = new Promise<void>((resolve, reject) => {
  let running = pool.length;
  let stopped = false;
  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    void Promise.allSettled(pool.map((worker) => worker.terminate())).then(() => reject(error));
  };
  for (const worker of pool) {
    let done = false;
    // Each copy of the site as it is rendered; then `null` when the worker is done.
    worker.on('message', (rendered: Rendered | null) => {
      if (stopped) return;
      if (!rendered) {
        done = true;
        if (--running === 0) resolve();
        return;
      }
      try {
        const files: Files = new Map();
        for (const [file, html] of rendered) files.set(file, minifyPage(html));
        writeFiles(staging, files);
        written.push(...files.keys());
      } catch (error) {
        fail(error);
      }
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (!done) fail(new Error(`a render worker stopped before it was done (exit code ${code})`));
    });
  }
});
rendering.catch(() => {}); // awaited in writeSite below; a failure before that must not end the process early

// Entered at once: the writer clears its staging folder while the workers load.
await writeSite(out, async (folder) => {
  staging = folder;
  const { loadSiteConfig } = await import('../site.config.ts');
  const { buildAssets } = await import('./assets.ts');
  const [{ de }, { en }] = await Promise.all([import('../i18n/de.ts'), import('../i18n/en.ts')]);
  const { files: _files, ...assets } = await buildAssets(loadSiteConfig(), { de, en });
  for (const worker of pool) worker.postMessage({ assets } satisfies Start);
  await rendering;
  return written;
});
const peak = process.resourceUsage().maxRSS * 1024;
console.log(
  JSON.stringify({ pages: written.length, ms: Math.round(performance.now()), peakRssBytes: peak, workers, reused }),
);
