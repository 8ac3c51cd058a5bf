// `npm run dev [-- --port 4321]`: builds in memory, serves on 127.0.0.1 like the preview server,
// watches the sources, rebuilds what changed and reloads the open pages (server-sent events). A content
// mistake is printed and shown in the browser as an overlay; the last good build keeps being
// served (before the first, the overlay alone), and the next good save recovers. Nothing of this is in
// a production build.
// React's production build, as build.ts renders with: the render phase of a rebuild takes 20–55 ms, not
// 150–300 (18 pages, load 7.5).
import '../site/react-production.ts';
import type { ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { watch, type FSWatcher } from 'chokidar';
import { languages, withSyntaxHint } from '../i18n/languages.ts';
import * as esbuild from 'esbuild';
import { root, type Files } from '../site/files.ts';
import type { Assets, buildAssets as BuildAssets, fontNeeds as FontNeedsOf } from '../site/assets.ts';
import type { SourceImage } from '../site/images.ts';
import type { buildSite as BuildSite } from '../site/build-site.ts';
import { locatedLine, warningsHeading } from '../site/check.ts';
import type { drawShareCards as DrawShareCards } from '../site/share-cards.tsx';
import type { loadProject as LoadProject } from '../site/project.ts';
import { portProblem, readOptions } from '../site/command-line.ts';
import { serveOrExit, stopWithParent, type RunningServer } from './serve.ts';

const usage = 'npm run dev [-- --port 4321]';
const values = readOptions(
  usage,
  { port: { type: 'string', default: '4321' } },
  {
    problem: portProblem,
    help: `Usage: ${usage}

  Builds the site in memory and serves it on 127.0.0.1. Each save rebuilds and reloads the open
  pages; a mistake shows as an overlay on the page (and in this terminal) while the last good build
  is served, until a save fixes it.${
    languages.length > 1
      ? ' A page opens in the language your browser asks for, as for a\n  visitor, until you choose another in its language menu (the choice is kept).'
      : ''
  }

  --port N   listen on port N (default 4321)
  --help     print this and exit`,
  },
);
const watched = ['pages', 'components', 'client', 'i18n', 'static', 'site', 'site.config.ts'];

/** What a rebuild needs; the code is re-imported only when code changed, a text file when it did. */
interface Modules {
  buildAssets: typeof BuildAssets;
  fontNeeds: typeof FontNeedsOf;
  buildSite: typeof BuildSite;
  drawShareCards: typeof DrawShareCards;
  loadProject: typeof LoadProject;
}

/** A language's texts (i18n/<code>.ts, i18n/legal.<code>.ts), for every language of the table. */
const textFiles = new RegExp(`^i18n/(legal\\.)?(${languages.map((l) => l.code).join('|')})\\.ts$`);

/** A package's URL, asked of Node once: each answer is a round trip to tsx's loader thread. */
const packages = new Map<string, string>();
const resolved = (name: string) => packages.get(name) ?? packages.set(name, import.meta.resolve(name)).get(name)!;
/** import.meta as in `file` itself: site/files.ts finds the project by it, the image caches key on it. */
const metaOf = (file: string) => ({ url: pathToFileURL(file).href, filename: file, dirname: path.dirname(file) });

// A stack names the source file and line (a component's mistake in the overlay, as in the build).
process.setSourceMapsEnabled(true);

/**
 * Source files bundled by esbuild and imported as one module: a fresh import of each file through
 * tsx's loader took 150–800 ms after a component edit. Packages stay outside, imported by the URL
 * Node resolves (one React for every rebuild).
 */
const bundled = (entry: esbuild.BuildOptions) =>
  esbuild
    .build({
      ...entry,
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      // Its map's sources are relative to a folder in the OS temp folder, as the one it is imported from.
      outfile: path.join(tmpdir(), 'site-dev', 'bundle.mjs'),
      sourcemap: 'inline',
      sourcesContent: false,
      plugins: [
        {
          name: 'dev',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) => ({ path: resolved(args.path), external: true }));
            build.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
              loader: args.path.endsWith('x') ? 'tsx' : 'ts',
              contents: (await readFile(args.path, 'utf8')).replace(
                /\bimport\.meta\.(url|filename|dirname)\b/g,
                (_, key: 'url' | 'filename' | 'dirname') => JSON.stringify(metaOf(args.path)[key]),
              ),
            }));
          },
        },
      ],
    })
    .then(async ({ outputFiles, metafile }) => {
      // Its import() calls (of packages, by URL) go through a function: tsx maps the source of a module
      // that has one, which took 30 of the code's 60 ms to import.
      const code = outputFiles[0]!.text.replace(/(?<![\w$.])import\(/g, "globalThis[Symbol.for('dev import')](");
      // Once imported, its map is read and the module kept: the file can go.
      const folder = await mkdtemp(path.join(tmpdir(), 'site-dev-'));
      const file = path.join(folder, 'bundle.mjs');
      await writeFile(file, code);
      const module = await import(pathToFileURL(file).href).finally(() => rm(folder, { recursive: true }));
      return { module, inputs: Object.keys(metafile.inputs) };
    });
(globalThis as Record<symbol, unknown>)[Symbol.for('dev import')] = (url: string) => import(url);

const importCode = async (): Promise<Modules> =>
  (
    await bundled({
      stdin: {
        resolveDir: root,
        loader: 'ts',
        contents: `export { buildAssets, fontNeeds } from './site/assets.ts';
          export { buildSite } from './site/build-site.ts';
          export { drawShareCards } from './site/share-cards.tsx';
          export { loadProject } from './site/project.ts';`,
      },
    })
  ).module;

/** Each language's texts file as last imported, with the files it is made of. */
const texts = new Map<string, Promise<{ module: Record<string, unknown>; inputs: string[] }>>();
const importText = (file: string) => {
  if (!existsSync(path.join(root, file)))
    return Promise.reject(Object.assign(new Error(`Cannot find module ${file}`), { code: 'ERR_MODULE_NOT_FOUND' }));
  // A failed import is not kept: the next rebuild tries again.
  if (!texts.has(file))
    texts.set(
      file,
      bundled({ entryPoints: [file] }).catch((e) => (texts.delete(file), Promise.reject(e))),
    );
  return texts.get(file)!.then(({ module }) => module);
};

/** `assets` with the share cards `drawn` in place of its own. */
function withCards(assets: Assets, { files, cards, drawn }: Awaited<ReturnType<typeof DrawShareCards>>): Assets {
  const old = new Set([...assets.shareCards.values()].map((card) => card.url.slice(1)));
  return {
    ...assets,
    shareCards: cards,
    drawn,
    files: new Map([...[...assets.files].filter(([file]) => !old.has(file)), ...files]),
  };
}

const reloadClient = '<script src="/__dev/client.js"></script>';
/** The assets of the last good build. */
let assets: Assets | undefined;
let modules: Modules | undefined;
/** What the server answers with: the last good build, in memory (nothing is written). */
let served: Files = new Map();
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
  // The code is kept only when nothing but texts changed: i18n/types.ts and typeset.ts are code
  // the route table and the checks use.
  const all = !modules || [...changed].some((f) => !textFiles.test(f));
  // Each phase's ms, printed with the total: where an edit's time goes.
  const phases: string[] = [];
  let since = started;
  const lap = (name: string, ms = performance.now() - since) => {
    phases.push(`${name} ${Math.round(ms)}`);
    since = performance.now();
  };
  try {
    // The texts a changed file is part of are imported anew, after a code edit too: the others are the
    // same values (a texts file that imports code has that code among its inputs). One still under way
    // from a failed build may fail here: it is imported anew too, and the others still looked at.
    for (const [file, imported] of texts) {
      const done = await imported.catch(() => null);
      if (!done || done.inputs.some((input) => changed.has(input))) texts.delete(file);
    }
    // Undefined until it imports: code that failed to is not left in use for a text edit after it.
    if (all) modules = await ((modules = undefined), importCode());
    const code = modules!;
    const project = await code.loadProject(process.env, importText);
    lap('import');
    // After an edit of texts, components or pages only the share cards, drawn from the texts, can
    // differ from the last build's assets: they are drawn (a new page gets one), the CSS, scripts,
    // fonts and images are kept; unless a language's texts show characters beyond Latin the fonts were
    // not cut or preloaded for.
    const last = assets;
    const reuse =
      last && [...changed].every((file) => textFiles.test(file) || /^(components|pages)\//.test(file))
        ? async (site: Parameters<typeof DrawShareCards>[0]) => {
            if (JSON.stringify(code.fontNeeds(site)) !== JSON.stringify(last.fontNeeds))
              return code.buildAssets(site, project.portrait as SourceImage | null);
            const cards = withCards(last, await code.drawShareCards(site));
            lap('cards');
            return cards;
          }
        : undefined;
    // The build's own pipeline, unminified.
    const built = await code.buildSite(project, { minify: false, assets: reuse }, (name, _made, ms) => lap(name, ms));
    const { output, site, problems } = built;
    // The reload client (client/dev.ts), in every page the dev server serves only.
    served = new Map(
      [...output].map(([file, bytes]) => [
        file,
        file.endsWith('.html') ? String(bytes).replace('</body>', `${reloadClient}</body>`) : bytes,
      ]),
    );
    // Served from here on: the open pages reload before the report below is made.
    const what = all ? 'everything' : 'content';
    send('reload', what);
    assets = built.assets;
    lastError = null;
    console.log(
      `✔ rebuilt ${what} (${site.pages.length} pages) in ${Math.round(performance.now() - started)} ms (${phases.join(', ')})`,
    );
    // What a removal left behind or an addition missed, as `npm run build` lists it (site/check.ts).
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length) console.warn(`${warningsHeading}:\n  ${warnings.map(locatedLine).join('\n  ')}`);
  } catch (error) {
    lastError = withSyntaxHint((error as Error).message);
    const serving = served.size ? 'still serving the last good build' : 'no good build yet to serve';
    console.error(`✘ ${lastError}\n  (${serving}; fix and save to recover)`);
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

running = await serveOrExit({
  root: () => served,
  port: Number(values.port),
  intercept: (req, res) => {
    if (req.url === '/__dev/client.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(client);
      return true;
    }
    // Before a first good build, every page is the overlay, which reloads once a build succeeds.
    if (req.url !== '/__dev/events' && !served.size) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`<!doctype html><html lang="en"><title>Build failed</title><body>${reloadClient}</body></html>`);
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
// Saves arrive as bursts of events; collect them for 10 ms (a save's events come within a few; each ms
// here is a ms of every edit), then rebuild once; a later event rebuilds again. chokidar, not
// fs.watch: Node 20's recursive fs.watch on Linux loses a file that an editor saves by replacing it.
let pending = new Set<string>();
let timer: NodeJS.Timeout | undefined;
let building: Promise<void> = Promise.resolve();
const changed = (file: string) => {
  pending.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = pending;
    pending = new Set();
    building = building.then(() => rebuild(files));
  }, 10);
};
const mtimeOf = (file: string) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs;
watcher = watch(watched, {
  cwd: root,
  ignoreInitial: true,
  ignored: (file) => /(^|\/)\.|~$|\.swp$/.test(path.relative(root, path.resolve(root, file))),
}).on('all', (_event, name) => {
  const file = name.split(path.sep).join('/');
  changed(file);
  // chokidar drops a change that comes within 50 ms of the one before (a formatter saving right
  // after the editor): the file is looked at again once that window has passed.
  const mtime = mtimeOf(file);
  setTimeout(() => mtimeOf(file) !== mtime && changed(file), 60);
});
await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
console.log(`Dev server at ${running.url} — watching ${watched.join(', ')} (Ctrl-C stops)`);
