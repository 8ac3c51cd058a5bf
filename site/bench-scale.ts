// One whole-process scale run for `npm run bench`: a synthetic site of N pages, generated in
// memory from the real content (copies of the 16-page site with distinct texts), rendered by
// renderSite (the build's own path: validation, React, head, JSON-LD, minification) on a worker
// per core, then written with writeSite. Prints one JSON line: pages, ms, peak RSS.
import './production.ts';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import type { Content, Lang } from '../i18n/types.ts';
import { loadSiteConfig } from '../site.config.ts';
import { buildAssets, type Assets } from './assets.ts';
import { renderSite } from './render.ts';
import { writeSite } from './write.ts';

/** Copy `n` of the content: every text of the pages gets a marker, so no two pages are the same.
 * The site's chrome (navigation, language switch, footer, common labels) stays as it is: a site
 * of 2,000 pages has one header and one footer. Titles stay within the length the build allows. */
function variant(t: Content, n: number): Content {
  const mark = (value: unknown, key: string): unknown => {
    if (typeof value === 'string')
      return /\.(id|icon|pill|route|hash|external|slug)$|seo\.title$|^\.(navigation|language|footer|common)\./.test(key)
        ? value
        : `${value} ${n}`;
    if (Array.isArray(value)) return value.map((v, i) => mark(v, `${key}[${i}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, `${key}.${k}`)]));
    return value;
  };
  return mark(t, '') as Content;
}

interface Job {
  variants: number[];
  assets: Omit<Assets, 'files'>;
}

async function renderVariants({ variants, assets }: Job): Promise<Map<string, string | Uint8Array>> {
  const config = loadSiteConfig();
  const files = new Map<string, string | Uint8Array>();
  for (const n of variants) {
    const contents: Record<Lang, Content> = { de: variant(de, n), en: variant(en, n) };
    const site = await renderSite({ contents, config, assets: { ...assets, files: new Map() }, year: 2026 });
    for (const page of site.pages) files.set(`v${n}/${page.file}`, site.files.get(page.file)!);
  }
  return files;
}

if (isMainThread) {
  const started = performance.now();
  const pages = Number(process.argv[2] ?? 2000);
  const out = path.resolve(process.argv[3] ?? 'dist-bench');
  const perSite = 18; // 16 pages and two 404s
  const count = Math.ceil(pages / perSite);
  const workers = Math.max(1, Math.min(availableParallelism(), count));
  const shares = Array.from({ length: workers }, (_, w) =>
    Array.from({ length: count }, (_, i) => i).filter((i) => i % workers === w),
  );
  // Workers start (and load React, the minifier and the pages) while the assets are being built.
  const pool = shares.map((variants) => {
    // A worker does not inherit tsx's loader: register it first, then load this file.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: variants });
    const done = new Promise<Map<string, string | Uint8Array>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    return { worker, done };
  });
  const { files: _files, ...assets } = await buildAssets(loadSiteConfig());
  for (const { worker } of pool) worker.postMessage(assets);
  const results = await Promise.all(pool.map((p) => p.done));
  const files = new Map(results.flatMap((r) => [...r]).slice(0, pages));
  await writeSite(out, files);
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({ pages: files.size, ms: Math.round(performance.now() - started), peakRssBytes: peak, workers }),
  );
} else {
  const assets = await new Promise<Job['assets']>((resolve) => parentPort!.once('message', resolve));
  parentPort!.postMessage(await renderVariants({ variants: workerData as number[], assets }));
}
