// Builds the site into dist/: `npm run build` (tsx build.ts [--out dir] [--quiet]).
// content + config + assets → renderSite (pure) → writeSite (atomic). Any content mistake stops
// the build before anything is written, naming the file, key and language.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { de } from './i18n/de.ts';
import { en } from './i18n/en.ts';
import { buildAssets } from './site/assets.ts';
import { compressSite } from './site/compress.ts';
import { renderSite, type Site } from './site/render.ts';
import { writeSite } from './site/write.ts';
import { loadSiteConfig } from './site.config.ts';

const { values: args } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, quiet: { type: 'boolean', default: false } },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function summary(site: Site, ms: number, outDir: string): string {
  const pages = site.pages.filter((p) => p.route !== 'notFound');
  const perLang = [...new Set(pages.map((p) => p.lang))].map((l) => `${pages.filter((p) => p.lang === l).length} ${l}`);
  const html = site.pages.map((p) => ({ file: p.file, gz: gzipSync(site.files.get(p.file)!).length }));
  const largest = html.reduce((a, b) => (b.gz > a.gz ? b : a));
  const js = [...site.files]
    .filter(([f]) => f.startsWith('assets/') && f.endsWith('.js'))
    .reduce((n, [, b]) => n + gzipSync(b).length, 0);
  const bytes = [...site.files.values()].reduce(
    (n, b) => n + (typeof b === 'string' ? Buffer.byteLength(b) : b.length),
    0,
  );
  return [
    `✔ ${pages.length} pages (${perLang.join(', ')}) + ${site.pages.length - pages.length} not-found pages`,
    `✔ ${site.redirects.length} redirects (HTML stubs, _redirects, vercel.json, nginx.conf)`,
    `✔ HTML ${kb(html.reduce((n, h) => n + h.gz, 0))} gzipped in all, largest ${largest.file} ${kb(largest.gz)}; JS ${kb(js)} gzipped`,
    `✔ ${site.files.size} files, ${kb(bytes)} written to ${outDir}/ in ${Math.round(ms)} ms`,
  ].join('\n');
}

async function main() {
  const started = performance.now();
  const config = loadSiteConfig();
  const year = process.env.SOURCE_DATE_EPOCH
    ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).getUTCFullYear()
    : new Date().getFullYear();
  const assets = await buildAssets(config);
  const site = await renderSite({ contents: { de, en }, config, assets, year });
  for (const [file, bytes] of await compressSite(site.files)) site.files.set(file, bytes);
  await writeSite(args.out!, site.files);
  if (!args.quiet) console.log(summary(site, performance.now() - started, args.out!));
}

main().catch((error: Error) => {
  console.error(`✘ build failed, ${args.out}/ left as it was\n  ${error.message}`);
  if (!(error.name === 'ContentError') && process.env.DEBUG) console.error(error.stack);
  process.exit(1);
});
