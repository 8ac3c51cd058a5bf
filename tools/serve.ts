// Serves a built site on 127.0.0.1 the way the static hosts do: clean URLs without a redirect, the
// rules of the generated `_redirects` (a 301 wins over a file at its path, as on Cloudflare Pages and
// for Netlify's forced `301!`), misses get the nearest 404.html up the tree unless a `404` rule says
// otherwise, the headers of the generated `_headers`, text compressed when the client accepts it
// (as CDNs do). `npm run preview` and the tests use it; the dev server adds live reload.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { hostFiles } from '../site/host-files.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

interface Rule {
  from: string;
  to: string;
  status: number;
  /** `301!`: applied even where a file exists at the path (Netlify's "force"). */
  force: boolean;
}

/** Reads `_redirects`: the first rule for a path wins, as on Netlify and Cloudflare Pages. */
export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '302'] = line.split(/\s+/);
      return { from: from!, to: to!, status: Number.parseInt(code, 10), force: code.endsWith('!') };
    });
}

/** Reads `_headers`: a path pattern per unindented line, `Name: value` lines under it. */
export function parseHeaders(text: string): { pattern: string; headers: [string, string][] }[] {
  const blocks: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      blocks.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return blocks;
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
  /** Rewrites an HTML body before it is sent (the dev server's reload client). */
  transformHtml?: (html: string) => string;
}

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export async function serve({ root, port = 4173, intercept, transformHtml }: ServeOptions): Promise<RunningServer> {
  const readConfig = async (file: string) => readFile(path.join(root, file), 'utf8').catch(() => '');

  const server = createServer(async (req, res) => {
    try {
      if (intercept?.(req, res)) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const urlPath = decodeURIComponent(url.pathname);
      // Read per request: a rebuild may have swapped the folder.
      const [redirects, headers] = await Promise.all([readConfig('_redirects'), readConfig('_headers')]);
      const rules = parseRedirects(redirects);
      const common = parseHeaders(headers)
        .filter((block) => matches(block.pattern, urlPath))
        .flatMap((block) => block.headers);
      for (const [name, value] of common) res.setHeader(name, localHeader(name, value));
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');

      const redirect = rules.find((rule) => rule.status >= 300 && rule.status < 400 && rule.from === urlPath);
      if (redirect) {
        res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
        return;
      }
      const clean = cleanPath(urlPath);
      if (clean && (await resolveFile(root, clean))?.endsWith('.html')) {
        res.writeHead(301, { Location: clean + url.search }).end();
        return;
      }
      const file = await resolveFile(root, urlPath);
      if (file) return await send(req, res, file, 200, transformHtml);
      const notFound =
        rules.find((rule) => rule.status === 404 && matches(rule.from, urlPath))?.to ??
        (await nearestNotFound(root, urlPath));
      await send(req, res, path.join(root, notFound), 404, transformHtml);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });

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

/** `/en/a/b` → the first of en/a/404.html, en/404.html, 404.html that exists (Cloudflare Pages' rule). */
async function nearestNotFound(root: string, urlPath: string): Promise<string> {
  const folders = urlPath.split('/').slice(1, -1);
  if (folders.includes('..') || urlPath.includes('\0')) return '/404.html';
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = `/${folders.slice(0, depth).join('/')}/404.html`;
    if (
      await stat(path.join(root, candidate)).then(
        (info) => info.isFile(),
        () => false,
      )
    )
      return candidate;
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

/**
 * Runs `stop` on Ctrl-C, SIGTERM and SIGHUP, and once the process that started this one is gone:
 * `npm run` passes a signal to its shell only, which ends without passing it on.
 */
export function stopWithParent(stop: () => Promise<void>): void {
  const parent = process.ppid;
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, once);
  setInterval(() => process.ppid !== parent && once(), 250).unref();
}

/** `/tools` → tools.html, `/` → index.html, `/assets/x.css` → itself; never a folder or a host file. */
async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  if (urlPath.includes('\0') || urlPath.split('/').includes('..')) return null;
  if (hostFiles.some((file) => urlPath === `/${file}`)) return null;
  const candidates =
    urlPath === '/' ? ['index.html'] : urlPath.endsWith('/') ? [] : [urlPath.slice(1), `${urlPath.slice(1)}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  transformHtml?: (html: string) => string,
): Promise<void> {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (transformHtml && type.startsWith('text/html')) {
    const html = transformHtml(await readFile(file, 'utf8'));
    res.writeHead(status).end(req.method === 'HEAD' ? undefined : html);
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = compressible.test(type) ? (['br', 'gzip'] as const).find((e) => accepted.includes(e)) : undefined;
  if (encoding) {
    const bytes = await readFile(file);
    const packed =
      encoding === 'br' ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzip(bytes);
    res.writeHead(status, { 'Content-Encoding': encoding, 'Content-Length': packed.length });
    res.end(req.method === 'HEAD' ? undefined : packed);
    return;
  }
  const info = await stat(file);
  res.writeHead(status, { 'Content-Length': info.size });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
