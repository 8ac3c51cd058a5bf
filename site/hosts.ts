// What each host gets from a build (`npm run build -- --host NAME`): the same pages and assets, laid
// out the way that host takes them, with its own configuration and never a configuration file inside
// the public root; and what the hosts need besides the files: redirects, per-language 404s and
// headers, from the model's redirects and one header table, written as `_redirects` (Netlify's or
// Cloudflare's reading), `_headers`, `nginx.conf` and Vercel's `config.json`. The preview server
// reads `_redirects` and `_headers`.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeRegExp } from '../i18n/typeset.ts';
import { addFiles, bytesOf, type Files } from './files.ts';
import type { Host } from './host-names.ts';
import type { Site } from './model.ts';
import type { PrivacyDeclaration } from './privacy.ts';

/** Files in a public root that Netlify and Cloudflare Pages read and never serve. */
export const hostFiles = ['_headers', '_redirects'] as const;

/** The inline bodies the pages carry: scripts (not JSON-LD, which is data) and styles. */
export interface InlineBodies {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy: everything from this origin, inline bodies only by their hashes, and the outside
 * origins the privacy declaration lets a page contact (analytics, when on: site/privacy.ts). `inPage`:
 * as a page's <meta> carries it, where the host sends no headers: without frame-ancestors, which
 * browsers take only from a header, and upgrade-insecure-requests, which no page needs (every URL is
 * its own or https) and Safari would apply to a preview on http://127.0.0.1. */
export function contentSecurityPolicy(inline: InlineBodies, declaration: PrivacyDeclaration, inPage = false): string {
  const scripts = [...new Set(inline.scripts.map(sha256))].sort();
  const styles = [...new Set(inline.styles.map(sha256))].sort();
  const outside = (directive: 'script-src' | 'img-src' | 'connect-src') =>
    declaration.origins.flatMap((entry) => entry.csp?.[directive] ?? []);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts, ...outside('script-src')].join(' ')}`,
    // Styles only inline (by their hashes), images only files: no page links a stylesheet or a data: URL.
    `style-src ${styles.join(' ')}`,
    `img-src 'self' ${outside('img-src').join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${outside('connect-src').join(' ')}`.trim(),
    "manifest-src 'self'",
    // The service worker, unless the owner turned it off (site.config.ts: privacy.serviceWorker).
    `worker-src ${declaration.features.includes('offline') ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(inPage ? [] : ["frame-ancestors 'none'", 'upgrade-insecure-requests']),
  ].join('; ');
}

/** Where the build's content-hashed files go: the hosts cache them for a year, as immutable. */
export const immutablePrefix = '/assets/';

/** The header table: headers for every response, and the caching rules by path. */
export function headerTable(csp: string) {
  return {
    all: {
      'Content-Security-Policy': csp,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    } as Record<string, string>,
    /** Content-hashed files never change under their name. */
    immutable: { prefix: immutablePrefix, cacheControl: 'public, max-age=31536000, immutable' },
    /** Pages, the service worker and everything else: always revalidated. */
    revalidate: 'public, max-age=0, must-revalidate',
  };
}

type HeaderTable = ReturnType<typeof headerTable>;

/** The static rules of a `_redirects` file Cloudflare Pages applies (it skips the lines after them). */
export const cloudflareRuleLimit = 2000;

/** The files of each host's own configuration, from the model's redirects, the prefixes of the
 * languages (misses under one get its 404 page) and the header table. */
function hostConfig(redirects: { from: string; to: string }[], prefixes: string[], headers: HeaderTable) {
  const { all, immutable, revalidate } = headers;
  return {
    /** Netlify: a forced `301!` (it would serve the HTML stub at the same path over a plain rule) and
     * each language's 404 for misses under its prefix; its rules match with a trailing slash too.
     * Cloudflare Pages applies a plain `301` over a file too, finds each language's <prefix>/404.html
     * itself, rejects `301!` and `404` lines, and matches a path as written: a rule for each spelling,
     * every old URL's own first (past its limit, a spelling with a slash takes Cloudflare's own 308 to it). */
    redirects: (host: 'netlify' | 'cloudflare') =>
      [
        '# Generated by build.ts from the redirects of pages/pages.ts.',
        ...(host === 'netlify'
          ? redirects.map(({ from, to }) => `${from} ${to} 301!`)
          : ['', '/'].flatMap((slash) => redirects.map(({ from, to }) => `${from}${slash} ${to} 301`))),
        ...(host === 'netlify' ? prefixes.map((prefix) => `${prefix}/* ${prefix}/404.html 404`) : []),
        '',
      ].join('\n'),
    headers: (worker: boolean) =>
      [
        '# Generated by build.ts. HTML keeps the host default Cache-Control (public, max-age=0,',
        '# must-revalidate): a Cache-Control under /* would be joined, comma-separated, with the',
        '# one under /assets/* on the same response.',
        '/*',
        ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`),
        `${immutable.prefix}*`,
        `  Cache-Control: ${immutable.cacheControl}`,
        ...(worker ? ['/sw.js', `  Cache-Control: ${revalidate}`] : []),
        '',
      ].join('\n'),
    nginx: () => {
      const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
      const security = Object.entries(all).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
      /** A location block: its own lines, then every security header and its Cache-Control. */
      const location = (match: string, cacheControl: string, ...lines: string[]) =>
        [
          `  location ${match} {`,
          ...[...lines, ...security, `add_header Cache-Control ${quote(cacheControl)} always;`].map((l) => `    ${l}`),
          '  }',
        ].join('\n');
      return [
        '# Generated by build.ts: a server block for nginx (include it inside http {}). Set root to the',
        '# public/ folder beside this file and listen/server_name to your own. Clean URLs are served without a',
        '# redirect, old URLs answer 301, and misses get the 404 page of their language with status 404.',
        '# Serve it over HTTPS (listen 443 ssl, with your certificate; port 80 redirecting to it): its pages',
        '# send HSTS, and the privacy policy says so.',
        'server {',
        '  listen 8080;',
        '  server_name _;',
        '  root /var/www/site/public;',
        '  charset utf-8;',
        '  charset_types text/css application/javascript application/json application/manifest+json text/xml image/svg+xml text/plain;',
        '  absolute_redirect off;',
        '  server_tokens off;',
        '  gzip_static on;',
        '  gzip_vary on;',
        '  brotli_static on; # ngx_brotli (Debian: libnginx-mod-http-brotli-static); drop this line without it',
        '  error_page 404 /404.html;',
        '',
        // An old URL with a trailing slash too: one 301 to its page, not one to the URL and one on; a
        // query (a campaign's) goes along, as the other hosts keep it.
        ...redirects.flatMap(({ from, to }) =>
          [from, `${from}/`].map((spelling) => location(`= ${spelling}`, revalidate, `return 301 ${to}$is_args$args;`)),
        ),
        // A page's other spellings, its file and a trailing slash, one 301 to its address (as Vercel's 308).
        // Only of an address made of slugs: nginx decodes `/%5Cx/`, whose `/\x` a browser reads as `//x`.
        location('= /index.html', revalidate, 'return 301 /$is_args$args;'),
        location('= /index', revalidate, 'return 301 /$is_args$args;'),
        location('~ ^(?<page>(?:/[a-z0-9-]+)+)(?:\\.html|/)$', revalidate, 'return 301 $page$is_args$args;'),
        location('= /404.html', revalidate, 'internal;'),
        ...prefixes.flatMap((prefix) => [
          location(`= ${prefix}/404.html`, revalidate, 'internal;'),
          location(`${prefix}/`, revalidate, `error_page 404 ${prefix}/404.html;`, 'try_files $uri $uri.html =404;'),
        ]),
        location('= /site.webmanifest', revalidate, 'types { } default_type application/manifest+json;'),
        location('= /', revalidate, 'rewrite ^ /index.html break;'),
        location(immutable.prefix, immutable.cacheControl, 'try_files $uri =404;'),
        location('/', revalidate, 'try_files $uri $uri.html =404;'),
        '}',
        '',
      ].join('\n');
    },
    /** `.vercel/output/config.json`. A route that ends in a redirect or an error page takes no headers
     * from the routes after it, so each carries the security headers itself; pages get them from the
     * `continue` routes. Misses under a language's prefix get its 404, all others the root's, status 404. */
    vercel: (files: string[]) => {
      const secure = { ...all, 'Cache-Control': revalidate };
      const redirect = (src: string, location: string, status: number) => ({
        src,
        headers: { Location: location, ...secure },
        status,
      });
      const routes = [
        // Old URLs first, with a trailing slash too: one 301 to the page.
        ...redirects.map(({ from, to }) => redirect(`^${escapeRegExp(from)}/?$`, to, 301)),
        // Clean URLs, no trailing slash: what vercel.json's cleanUrls and trailingSlash: false produce.
        redirect('^/(?:(.+)/)?index(?:\\.html)?/?$', '/$1', 308),
        redirect('^/(.*)\\.html/?$', '/$1', 308),
        redirect('^/(.*)/$', '/$1', 308),
        { src: '^/(.*)$', headers: all, continue: true },
        {
          src: `^${escapeRegExp(immutable.prefix)}(.*)$`,
          headers: { 'Cache-Control': immutable.cacheControl },
          continue: true,
        },
        { handle: 'filesystem' },
        { handle: 'error' },
        ...prefixes.map((prefix) => ({
          src: `^${escapeRegExp(prefix)}(?:/.*)?$`,
          dest: `${prefix}/404`,
          status: 404,
          headers: secure,
        })),
        { src: '^/.*$', dest: '/404', status: 404, headers: secure },
      ];
      // Each page at its clean URL: tools.html is served at /tools.
      const overrides = Object.fromEntries(
        files.filter((file) => file.endsWith('.html')).map((file) => [file, { path: file.slice(0, -'.html'.length) }]),
      );
      return `${JSON.stringify({ version: 3, routes, overrides }, null, 2)}\n`;
    },
  };
}

/** The output folder for `host`, put together from what the phases made: output path → bytes.
 * - none, cloudflare: the public root with `_redirects` (plain 301s; Cloudflare finds each <prefix>/404.html
 *   itself) and `_headers`, which Netlify and Cloudflare Pages both take without a warning
 * - netlify: the same, with Netlify's `_redirects` (forced 301s, each language's 404 under its prefix)
 * - vercel: Build Output API v3, `static/` + `config.json`
 * - nginx: `public/` + `nginx.conf` beside it (and the precompressed twins only nginx serves: CDNs
 *   compress on their own, where twins would be public files nobody asks for)
 * - static: the public root without host files (GitHub Pages, S3)
 * The CSP lets the pages contact the outside origins this build's privacy declaration names. */
export function outputFor(host: Host | undefined, site: Site, pub: Files, inline: InlineBodies): Files {
  const under = (folder: string) => new Map([...pub].map(([file, bytes]) => [`${folder}/${file}`, bytes]));
  const headers = headerTable(contentSecurityPolicy(inline, site.privacy));
  const prefixes = site.languages.slice(1).map(({ code }) => `/${code}`);
  const config = hostConfig(site.redirects, prefixes, headers);
  switch (host) {
    case undefined:
    case 'cloudflare':
    case 'netlify':
      return addFiles(
        new Map(pub),
        new Map([
          ['_redirects', config.redirects(host === 'netlify' ? 'netlify' : 'cloudflare')],
          ['_headers', config.headers(site.privacy.features.includes('offline'))],
        ]),
      );
    case 'static':
      return pub;
    case 'nginx':
      return new Map([...under('public'), ['nginx.conf', config.nginx()]]);
    case 'vercel':
      return new Map([...under('static'), ['config.json', config.vercel([...pub.keys()])]]);
  }
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(html|css|js|json|webmanifest|xml|txt|svg)$/;

/** Precompressed `.br` and `.gz` twins of every text file of 256 bytes or more, for nginx's
 * gzip_static and brotli_static. zlib runs on libuv's thread pool, so both cores work. */
export async function compressSite(files: Files): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  await Promise.all(
    [...files.keys()]
      .filter((file) => textFile.test(file))
      .map(async (file) => {
        const content = bytesOf(files, file);
        const bytes = typeof content === 'string' ? Buffer.from(content) : content;
        if (bytes.length < 256) return;
        const [br, g] = await Promise.all([
          brotli(bytes, {
            params: {
              // 6, not 11: nearly the same bytes in a small part of the time, on every page of a large site.
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        out.set(`${file}.br`, br);
        out.set(`${file}.gz`, g);
      }),
  );
  return out;
}
