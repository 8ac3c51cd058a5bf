// Serves a built site on 127.0.0.1 the way the static hosts do: files by sirv (clean URLs without a
// redirect: `/tools` is tools.html), text compressed when the client accepts it (as CDNs do), and
// the host rules of the generated `_redirects` and `_headers`, read by Netlify's own parsers: a 301
// wins over a file at its path (as on Cloudflare Pages and for Netlify's forced `301!`), `/tools/`
// and `/tools.html` answer 301 to `/tools`, misses get the nearest 404.html up the tree unless a
// `404` rule names another. `npm run preview`, the dev server and the tests use it.
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import compression from 'compression';
import sirv from 'sirv';
import { hostFiles } from '../site/host-files.ts';

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
  root: string;
  port?: number;
  /** Handles a request before the static files (the dev server's event stream); true when handled. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export async function serve({ root, port = 4173, intercept }: ServeOptions): Promise<RunningServer> {
  // dev: looks at the disk on every request, since a rebuild swaps the folder.
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'] });
  const compress = compression();

  const server = createServer((req, res) => {
    if (intercept?.(req, res)) return;
    compress(req as never, res as never, () =>
      respond(req, res).catch((error: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }),
    );
  });

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = decodeURIComponent(url.pathname);
    // Read per request: a rebuild may have swapped the folder.
    const rules = await hostRules(root);
    for (const block of rules.headers.filter((block) => matches(block.for, urlPath)))
      for (const [name, value] of Object.entries(block.values)) res.setHeader(name, localHeader(name, value));
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');

    const redirect = rules.redirects.find((rule) => rule.status >= 300 && rule.status < 400 && rule.from === urlPath);
    const clean = cleanPath(urlPath);
    const location = redirect?.to ?? (clean && (await isPage(root, clean)) ? clean : null);
    if (location) {
      res.writeHead(redirect?.status ?? 301, { Location: location + url.search }).end();
      return;
    }
    if (hostFiles.some((file) => urlPath === `/${file}`) || (urlPath !== '/' && urlPath.endsWith('/')))
      return notFound();
    files(req, res, notFound);

    async function notFound(): Promise<void> {
      const page =
        rules.redirects.find((rule) => rule.status === 404 && matches(rule.from, urlPath))?.to ??
        (await nearestNotFound(root, urlPath));
      const html = await readFile(path.join(root, page));
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
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
      }),
  };
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** A page of the site answers at `urlPath`: `/` is index.html, `/tools` tools.html. */
const isPage = (root: string, urlPath: string) =>
  !urlPath.split('/').includes('..') && isFile(path.join(root, urlPath === '/' ? 'index.html' : `${urlPath}.html`));

/** `/en/a/b` → the first of en/a/404.html, en/404.html, 404.html that exists (Cloudflare Pages' rule). */
async function nearestNotFound(root: string, urlPath: string): Promise<string> {
  const folders = urlPath.split('/').slice(1, -1);
  if (folders.includes('..') || urlPath.includes('\0')) return '/404.html';
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = `/${folders.slice(0, depth).join('/')}/404.html`;
    if (await isFile(path.join(root, candidate))) return candidate;
  }
  return '/404.html';
}

/** `/tools/`, `/tools.html` → `/tools` and `/index.html` → `/`: a page's one URL, which the hosts
 * redirect the other spellings to. */
function cleanPath(urlPath: string): string | null {
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
