// `npm run dev [-- --port 4321]`: builds, serves on 127.0.0.1 like the preview server, watches the
// sources, rebuilds what changed and reloads the open pages (server-sent events). A content
// mistake is printed and shown in the browser as an overlay; the last good build keeps being
// served, and the next good save recovers. Nothing of this is in a production build.
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { watch, type FSWatcher } from 'chokidar';
import { tsImport } from 'tsx/esm/api';
import { languages, type Content, type Lang } from '../i18n/types.ts';
import type { SiteConfig } from '../site/config.ts';
import * as esbuild from 'esbuild';
import { root, type Files } from '../site/files.ts';
import type { buildSite as BuildSite } from '../site/build-site.ts';
import type { leftoverReport as LeftoverReport } from '../site/leftovers.ts';
import { writeSite } from '../site/write.ts';
import { serve, stopWithParent, type RunningServer } from './serve.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4321' }, out: { type: 'string', default: 'dist-dev' } },
});
const outDir = path.resolve(root, values.out!);
const watched = ['pages', 'components', 'client', 'i18n', 'static', 'site', 'site.config.ts'];

/** What a rebuild needs; each part is re-imported only when its sources changed. */
interface Modules {
  buildSite: typeof BuildSite;
  leftoverReport: typeof LeftoverReport;
  loadSiteConfig: () => SiteConfig;
  buildYear: () => number;
  contents: Record<Lang, Content>;
}

/** A language's texts (i18n/<code>.ts, i18n/legal.<code>.ts), for every language of the table. */
const textFiles = new RegExp(`^i18n/(legal\\.)?(${languages.join('|')})\\.ts$`);

const fresh = async <T>(file: string): Promise<T> => tsImport(path.join(root, file), import.meta.url);

/** The texts of every language of i18n/languages.ts, each file imported fresh. */
async function importContents(): Promise<Record<Lang, Content>> {
  const { loadTexts } = await fresh<typeof import('../i18n/languages.ts')>('i18n/languages.ts');
  return loadTexts(fresh);
}

async function importAll(): Promise<Modules> {
  const [{ buildSite }, { leftoverReport }, { loadSiteConfig, buildYear }, contents] = await Promise.all([
    fresh<typeof import('../site/build-site.ts')>('site/build-site.ts'),
    fresh<typeof import('../site/leftovers.ts')>('site/leftovers.ts'),
    fresh<typeof import('../site/config.ts')>('site/config.ts'),
    importContents(),
  ]);
  return { buildSite, leftoverReport, loadSiteConfig, buildYear, contents };
}

const reloadClient = '<script src="/__dev/client.js"></script>';
let modules: Modules | undefined;
let lastError: string | null = null;
const clients = new Set<ServerResponse>();

// From the first moment, not once the server is ready: stopped while it starts (a script or an
// editor that stops it right away), it would otherwise outlive its npm and keep the port.
let running: RunningServer | undefined;
let watcher: FSWatcher | undefined;
stopWithParent(async () => {
  await watcher?.close();
  for (const res of clients) res.end();
  await running?.close();
  console.log('dev server stopped');
});

const send = (event: string, data: string) => {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
};

/** Rebuilds after `changed` files (all of them on start); returns what it did. */
async function rebuild(changed: Set<string>): Promise<void> {
  const started = performance.now();
  // The texts alone are re-imported only when nothing but texts changed: i18n/types.ts and
  // typeset.ts are code the route table and the checks use.
  const all = !modules || [...changed].some((f) => !textFiles.test(f));
  try {
    if (all) modules = await importAll();
    else modules = { ...modules!, contents: await importContents() };
    // The build's own pipeline, unminified; the assets every time, not only after a style or
    // script edit: each page's share card is drawn from its texts, and a new route needs one.
    // Unlike build.ts it leaves NODE_ENV unset: React's development build warns while editing.
    const { output, site, leftovers } = await modules.buildSite({
      contents: modules.contents,
      config: modules.loadSiteConfig(),
      year: modules.buildYear(),
      minify: false,
    });
    // The reload client (client/dev.ts), in every page of dist-dev/ only.
    const served: Files = new Map(
      [...output].map(([file, bytes]) => [
        file,
        file.endsWith('.html') ? String(bytes).replace('</body>', `${reloadClient}</body>`) : bytes,
      ]),
    );
    await writeSite(outDir, served);
    lastError = null;
    const what = all ? 'everything' : 'content';
    console.log(`✔ rebuilt ${what} (${site.pages.length} pages) in ${Math.round(performance.now() - started)} ms`);
    // What a removal left behind or an addition missed, as `npm run build` lists it (site/leftovers.ts).
    const report = modules.leftoverReport(leftovers);
    if (report) console.warn(report);
    send('reload', what);
  } catch (error) {
    lastError = (error as Error).message;
    console.error(`✘ ${lastError}\n  (still serving the last good build; fix and save to recover)`);
    send('error', lastError);
  }
}

// The browser side (client/dev.ts): reload on a good build, an overlay with the message on a bad one.
const client = (
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/dev.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  })
).outputFiles[0]!.text;

running = await serve({
  root: outDir,
  port: Number(values.port),
  intercept: (req, res) => {
    if (req.url === '/__dev/client.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
      return true;
    }
    if (req.url !== '/__dev/events') return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    if (lastError) res.write(`event: error\ndata: ${JSON.stringify(lastError)}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  },
});

await rebuild(new Set());
// Saves arrive as bursts of events; collect them for a moment, then rebuild once. chokidar, not
// fs.watch: Node 20's recursive fs.watch on Linux loses a file that an editor saves by replacing it.
let pending = new Set<string>();
let timer: NodeJS.Timeout | undefined;
let building: Promise<void> = Promise.resolve();
watcher = watch(watched, {
  cwd: root,
  ignoreInitial: true,
  ignored: (file) => /(^|\/)\.|~$|\.swp$/.test(path.relative(root, path.resolve(root, file))),
}).on('all', (_event, file) => {
  pending.add(file.split(path.sep).join('/'));
  clearTimeout(timer);
  timer = setTimeout(() => {
    const changed = pending;
    pending = new Set();
    building = building.then(() => rebuild(changed));
  }, 25);
});
await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
console.log(`Dev server at ${running.url} — watching ${watched.join(', ')} (Ctrl-C stops)`);
