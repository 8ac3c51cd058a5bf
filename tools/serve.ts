// Serves a built site on 127.0.0.1 the way the static hosts do: files by sirv (clean URLs without a
// redirect: `/tools` is tools.html), text compressed when the client accepts it (as CDNs do), and
// the host rules of the generated `_redirects` and `_headers`, read by Netlify's own parsers: a 301
// wins over a file at its path (as on Cloudflare Pages and for Netlify's forced `301!`), `/tools/`
// and `/tools.html` answer 301 to `/tools`, misses get the nearest 404.html up the tree unless a
// `404` rule names another. `npm run preview`, the dev server and the tests use it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import compression from 'compression';
import sirv from 'sirv';
import { bytesOf, type Files } from '../site/files.ts';
import { hostFiles } from '../site/hosts.ts';

/** A rule of `_redirects` as Netlify's parser reads it. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `301!`: applied even where a file exists at the path. */
  force: boolean;
}

/** `_redirects` and `_headers` of `root`, parsed as Netlify parses them; a missing file has no rules. */
export async function hostRules(root: string) {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [path.join(root, '_redirects')], configRedirects: [], minimal: true }),
    parseAllHeaders({ headersFiles: [path.join(root, '_headers')], configHeaders: [], minimal: true }),
  ]);
  const errors = [...redirects.errors, ...headers.errors];
  if (errors.length) throw new Error(`host rules of ${root}: ${errors.map((e) => e.message).join('; ')}`);
  return {
    redirects: redirects.redirects as RedirectRule[],
    headers: headers.headers as { for: string; values: Record<string, string> }[],
  };
}

/** A header as served here. The site's CSP asks browsers to upgrade insecure requests; WebKit does
 * so on loopback too (Chromium and Firefox exempt it), so over this server's plain http every asset
 * would fail. Served locally, the policy goes without that one directive; deployed, it keeps it. */
export const localHeader = (name: string, value: string): string =>
  name.toLowerCase() === 'content-security-policy'
    ? value
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive !== 'upgrade-insecure-requests')
        .join('; ')
    : value;

const matches = (pattern: string, urlPath: string) =>
  pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;

export interface ServeOptions {
  /** The built site: a folder, read on every request, or the files in memory (the dev server's). */
  root: string | (() => Files);
  port?: number;
  /** Handles a request before the static files (the dev server's event stream); true when handled. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

/** What the server needs of a built site; paths are root-relative (`/en/404.html`). */
interface Site {
  rules: () => ReturnType<typeof hostRules>;
  isFile: (file: string) => Promise<boolean>;
  read: (file: string) => Promise<Uint8Array>;
  /** Answers with the file at the request's path (`/tools` is tools.html), else calls `next`. */
  send: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

function onDisk(root: string): Site {
  return {
    // Read per request: a rebuild may have swapped the folder.
    rules: () => hostRules(root),
    isFile: (file) => isFile(path.join(root, file)),
    read: (file) => readFile(path.join(root, file)),
    // dev: looks at the disk on every request, since a rebuild swaps the folder.
    send: sirv(root, { dev: true, etag: true, extensions: ['html'] }),
  };
}

/** Content types as sirv's lookup (mrmime) names them, for the files a build makes. */
const types: Record<string, string> = {
  html: 'text/html;charset=utf-8',
  js: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
  webp: 'image/webp',
  woff2: 'font/woff2',
  xml: 'text/xml',
  txt: 'text/plain',
  webmanifest: 'application/manifest+json',
};

/** The files of `files()` as they are at each request: nothing written, nothing read back. Netlify's
 * parsers read files, so the host rules are written to a folder of their own whenever they change. */
function inMemory(files: () => Files, rulesFolder: string): Site {
  const at = (file: string) => (files().has(file.slice(1)) ? bytesOf(files(), file.slice(1)) : undefined);
  let parsed: { key: string; rules: ReturnType<typeof hostRules> } | undefined;
  return {
    rules: () => {
      const [redirects, headers] = ['_redirects', '_headers'].map((file) => String(files().get(file) ?? ''));
      const key = `${redirects}\0${headers}`;
      if (parsed?.key !== key) {
        writeFileSync(path.join(rulesFolder, '_redirects'), redirects!);
        writeFileSync(path.join(rulesFolder, '_headers'), headers!);
        parsed = { key, rules: hostRules(rulesFolder) };
      }
      return parsed.rules;
    },
    isFile: async (file) => at(file) !== undefined,
    read: async (file) => Buffer.from(at(file)!),
    send: (req, res, next) => {
      const file = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).replace(/\/$/, '');
      // As sirv looks: the path itself, then with .html, then its index.html.
      const found = [file, `${file}.html`, `${file}/index.html`].find((candidate) => at(candidate) !== undefined);
      if (!found) return next();
      const bytes = at(found)!;
      res.writeHead(200, {
        'Content-Type': types[path.extname(found).slice(1)] ?? '',
        'Content-Length': typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length,
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
    },
  };
}

/** serve() for a command (npm run dev, npm run preview): a port in use ends it saying what to do. */
export const serveOrExit = (options: ServeOptions): Promise<RunningServer> =>
  serve(options).catch((error: Error) => {
    if (error.name !== 'PortInUse') throw error;
    console.error(`✘ ${error.message}`);
    process.exit(1);
  });

export async function serve({ root, port = 4173, intercept }: ServeOptions): Promise<RunningServer> {
  const rulesFolder = typeof root === 'string' ? null : mkdtempSync(path.join(tmpdir(), 'site-rules-'));
  const site = rulesFolder ? inMemory(root as () => Files, rulesFolder) : onDisk(root as string);
  const compress = compression();

  const server = createServer((req, res) => {
    if (intercept?.(req, res)) return;
    compress(req as never, res as never, () =>
      respond(req, res).catch((error: Error) => {
        // A malformed address (`/%`) is the request's mistake, as hosts answer it.
        if (!res.headersSent) res.writeHead(error instanceof URIError ? 400 : 500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }),
    );
  });

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = decodeURIComponent(url.pathname);
    const rules = await site.rules();
    for (const block of rules.headers.filter((block) => matches(block.for, urlPath)))
      for (const [name, value] of Object.entries(block.values)) res.setHeader(name, localHeader(name, value));
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');

    const redirect = rules.redirects.find((rule) => rule.status >= 300 && rule.status < 400 && rule.from === urlPath);
    const clean = cleanPath(urlPath);
    const location = redirect?.to ?? (clean && (await isPage(site, clean)) ? clean : null);
    if (location) {
      res.writeHead(redirect?.status ?? 301, { Location: location + url.search }).end();
      return;
    }
    if (hostFiles.some((file) => urlPath === `/${file}`) || (urlPath !== '/' && urlPath.endsWith('/')))
      return notFound();
    site.send(req, res, () => void notFound().catch((error: Error) => res.destroy(error)));

    async function notFound(): Promise<void> {
      const page =
        rules.redirects.find((rule) => rule.status === 404 && matches(rule.from, urlPath))?.to ??
        (await nearestNotFound(site, urlPath));
      const html = await site.read(page);
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? Object.assign(new Error(`port ${port} is in use (another server?): choose another with -- --port <n>`), {
              name: 'PortInUse',
            })
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        if (rulesFolder) rmSync(rulesFolder, { recursive: true, force: true });
      }),
  };
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** A page of the site answers at `urlPath`: `/` is index.html, `/tools` tools.html. */
const isPage = (site: Site, urlPath: string) =>
  !urlPath.split('/').includes('..') && site.isFile(urlPath === '/' ? '/index.html' : `${urlPath}.html`);

/** `/en/a/b` → the first of en/a/404.html, en/404.html, 404.html that exists (Cloudflare Pages' rule). */
async function nearestNotFound(site: Site, urlPath: string): Promise<string> {
  const folders = urlPath.split('/').slice(1, -1);
  if (folders.includes('..') || urlPath.includes('\0')) return '/404.html';
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = `/${folders.slice(0, depth).join('/')}/404.html`;
    if (await site.isFile(candidate)) return candidate;
  }
  return '/404.html';
}

/** `/tools/`, `/tools.html` → `/tools` and `/index.html`, `/index` → `/`: a page's one URL, which the
 * hosts redirect the other spellings to. */
function cleanPath(spelt: string): string | null {
  // Slashes in a row at the start (`/%2Ftools/` decodes to `//tools/`) count as one, as nginx and
  // Cloudflare read them: a Location of `//tools` would send the browser to a host named `tools`.
  const urlPath = spelt.replace(/^\/+/, '/');
  if (urlPath === '/index') return '/';
  if (urlPath !== '/' && urlPath.endsWith('/')) return urlPath.replace(/\/+$/, '') || '/';
  if (urlPath.endsWith('.html')) return urlPath.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '') || '/';
  return null;
}

/** A process's parent, read from /proc (Linux); null where it cannot be read. */
const parentOf = (pid: number): number | null => {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ')[1]);
  } catch {
    return null;
  }
};

/**
 * Runs `stop` on Ctrl-C, SIGTERM and SIGHUP, and once the process that started this one is gone:
 * `npm run` passes a signal to its shell only, which ends without passing it on. Under npm the
 * shell's own parent is watched too: an npm stopped before it passes a signal on leaves its shell
 * behind, alive and waiting for this process.
 */
export function stopWithParent(stop: () => Promise<void>): void {
  const parent = process.ppid;
  const shell = process.env.npm_lifecycle_event ? { pid: parent, parent: parentOf(parent) } : null;
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, once);
  const gone = () => process.ppid !== parent || (shell !== null && parentOf(shell.pid) !== shell.parent);
  setInterval(() => gone() && once(), 250).unref();
  // Run by npm, yet an orphan already: npm (or its shell) went while this process was still loading.
  if (shell && (parent === 1 || shell.parent === 1)) once();
}
