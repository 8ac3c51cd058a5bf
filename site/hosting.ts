// What the hosts need besides the files: redirects, per-language 404s and headers, from one redirect
// table and one header table, written as `_redirects` (Netlify's or Cloudflare's reading), `_headers`
// and `nginx.conf`; site/hosts.ts says which host gets which (and writes Vercel's config). The
// preview server reads `_redirects` and `_headers`.
import { createHash } from 'node:crypto';
import { languages, type Lang } from '../i18n/types.ts';
import { analyticsEnabled, type SiteConfig } from '../site.config.ts';
import { ATTRIBUTES } from './minify.ts';
import type { RenderedPage } from './render.ts';

/** Files in a public root that Netlify and Cloudflare Pages read and never serve. */
export const hostFiles = ['_headers', '_redirects'] as const;

const analyticsOrigins = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** sha256 sources for every inline <script> (not JSON-LD, not src=) and <style> in the pages. */
export function inlineHashes(files: Map<string, string | Uint8Array>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // Every page inlines the same CSS: each distinct body is hashed once.
  const known = new Map<string, string>();
  const hash = (text: string) => {
    let source = known.get(text);
    if (!source) known.set(text, (source = `'sha256-${createHash('sha256').update(text).digest('base64')}'`));
    return source;
  };
  for (const [file, html] of files) {
    if (!file.endsWith('.html') || typeof html !== 'string') continue;
    // Every start tag, read whole: minified attribute values may hold a literal `<style>`. Each
    // script's and style's end by indexOf: a lazy `[\s\S]*?` up to `</style>` would cost a pattern
    // step per character of the inlined CSS, on every page.
    const start = new RegExp(`<([a-zA-Z][^\\s/>]*)(${ATTRIBUTES})>`, 'g');
    for (let match; (match = start.exec(html));) {
      const [, element, attrs] = match;
      if (element !== 'script' && element !== 'style') continue;
      const end = html.indexOf(`</${element}>`, start.lastIndex);
      if (end === -1) break;
      const body = html.slice(start.lastIndex, end);
      if (element === 'style') styles.add(hash(body));
      else if (!/\bsrc=/.test(attrs!) && !/ld\+json/.test(attrs!) && body) scripts.add(hash(body));
      start.lastIndex = end;
    }
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export function contentSecurityPolicy(files: Map<string, string | Uint8Array>, config: SiteConfig): string {
  const { scripts, styles } = inlineHashes(files);
  const analytics = analyticsEnabled(config) ? analyticsOrigins : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts, ...analytics.slice(0, 1)].join(' ')}`,
    `style-src 'self' ${styles.join(' ')}`,
    `img-src 'self' data: ${analytics.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${analytics.join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

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
    immutable: { prefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable' },
    /** Pages, the service worker and everything else: always revalidated. */
    revalidate: 'public, max-age=0, must-revalidate',
  };
}

export type HeaderTable = ReturnType<typeof headerTable>;

/** `/en/…` misses get the English 404; everything else the German one. */
export const notFoundFor = (path: string): string =>
  path === '/en' || path.startsWith('/en/') ? '/en/404.html' : '/404.html';

interface HostingInput {
  files: Map<string, string | Uint8Array>;
  pages: RenderedPage[];
  redirects: { from: string; to: string }[];
  config: SiteConfig;
}

/** The host files of a build without `--host`: what Netlify and Cloudflare Pages both take without a
 * warning (site/hosts.ts swaps in Netlify's own `_redirects` for `--host netlify`). */
export function hostingFiles({ files, redirects, config }: HostingInput): Map<string, string> {
  const headers = headerTable(contentSecurityPolicy(files, config));
  return new Map([
    ['_redirects', redirectsFile(redirects, 'cloudflare')],
    ['_headers', headersFile(headers)],
  ]);
}

/**
 * `_redirects` for one host. Netlify: a forced `301!` (it would serve the HTML stub at the same path
 * over a plain rule) and the English 404 for misses under /en. Cloudflare Pages applies a plain `301`
 * over a file too, finds en/404.html itself, and rejects `301!` and `404` lines with a warning.
 */
export function redirectsFile(redirects: { from: string; to: string }[], host: 'netlify' | 'cloudflare'): string {
  return [
    '# Generated by build.ts from pages/paths.ts.',
    ...redirects.map(({ from, to }) => `${from} ${to} ${host === 'netlify' ? '301!' : '301'}`),
    ...(host === 'netlify' ? [`/en/* /en/404.html 404`] : []),
    '',
  ].join('\n');
}

export function headersFile(headers: HeaderTable): string {
  return [
    '# Generated by build.ts. HTML keeps the host default Cache-Control (public, max-age=0,',
    '# must-revalidate): a Cache-Control under /* would be joined, comma-separated, with the',
    '# one under /assets/* on the same response.',
    '/*',
    ...Object.entries(headers.all).map(([name, value]) => `  ${name}: ${value}`),
    `${headers.immutable.prefix}*`,
    `  Cache-Control: ${headers.immutable.cacheControl}`,
    '/sw.js',
    `  Cache-Control: ${headers.revalidate}`,
    '',
  ].join('\n');
}

const nginxQuote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function nginxConfig(redirects: { from: string; to: string }[], headers: HeaderTable): string {
  const security = Object.entries(headers.all).map(
    ([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`,
  );
  const block = (cacheControl: string, ...lines: string[]) =>
    [...lines, ...security, `add_header Cache-Control ${nginxQuote(cacheControl)} always;`]
      .map((l) => `    ${l}`)
      .join('\n');
  const english = languages.filter((l): l is Exclude<Lang, 'de'> => l !== 'de');
  return `# Generated by build.ts: a server block for nginx (include it inside http {}). Set root to the
# public/ folder beside this file and listen/server_name to your own. Clean URLs are served without a
# redirect, old URLs answer 301, and misses get the 404 page of their language with status 404.
server {
  listen 8080;
  server_name _;
  root /var/www/site/public;
  charset utf-8;
  charset_types text/css application/javascript application/json application/manifest+json text/xml image/svg+xml text/plain;
  absolute_redirect off;
  server_tokens off;
  gzip_static on;
  gzip_vary on;
  brotli_static on; # ngx_brotli (Debian: libnginx-mod-http-brotli-static); drop this line without it
  error_page 404 /404.html;

${redirects.map(({ from, to }) => `  location = ${from} {\n${block(headers.revalidate, `return 301 ${to};`)}\n  }`).join('\n')}
  location = /404.html { internal;\n${block(headers.revalidate)}\n  }
${english.map((lang) => `  location = /${lang}/404.html { internal;\n${block(headers.revalidate)}\n  }\n  location /${lang}/ {\n    error_page 404 /${lang}/404.html;\n${block(headers.revalidate, 'try_files $uri $uri.html =404;')}\n  }`).join('\n')}
  location = /site.webmanifest {
${block(headers.revalidate, 'types { } default_type application/manifest+json;')}
  }
  location = / {
${block(headers.revalidate, 'rewrite ^ /index.html break;')}
  }
  location ${headers.immutable.prefix} {
${block(headers.immutable.cacheControl, 'try_files $uri =404;')}
  }
  location / {
${block(headers.revalidate, 'try_files $uri $uri.html =404;')}
  }
}
`;
}
