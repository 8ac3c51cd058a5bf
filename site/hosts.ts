// What each host gets from a build (`npm run build -- --host NAME`): the same pages and assets, laid
// out the way that host takes them, with its own configuration and never a configuration file inside
// the public root. Without --host the output suits any static host (site/hosting.ts, hostingFiles).
import { headerTable, isHostFile, nginxConfig, redirectsFile, type HeaderTable } from './hosting.ts';
import type { Files } from './write.ts';

export const hostNames = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export type Host = (typeof hostNames)[number];

export const isHost = (name: string): name is Host => (hostNames as readonly string[]).includes(name);

/** Where the build goes unless --out says otherwise: `vercel deploy --prebuilt` reads .vercel/output. */
export const defaultOutFor = (host: Host | undefined): string => (host === 'vercel' ? '.vercel/output' : 'dist');

/** Precompressed `.br`/`.gz` twins: only nginx (gzip_static, brotli_static) serves them; CDNs compress
 * on their own, where twins would be public files nobody asks for. */
export const wantsTwins = (host: Host | undefined): boolean => host === 'nginx';

/**
 * The output folder for `host`, from a rendered site (which carries the default `_redirects` and
 * `_headers`): output path → bytes.
 * - netlify: the public root, with Netlify's `_redirects` (forced 301s, English 404 under /en)
 * - cloudflare: the public root as built (plain 301s; Cloudflare finds en/404.html itself)
 * - vercel: Build Output API v3, `static/` + `config.json`
 * - nginx: `public/` + `nginx.conf` beside it
 * - static: the public root without host files (GitHub Pages, S3)
 */
export function outputFor(
  host: Host | undefined,
  site: { files: Files; redirects: { from: string; to: string }[]; csp: string },
): Files {
  const pub = new Map([...site.files].filter(([file]) => !isHostFile(file)));
  const under = (folder: string) => new Map([...pub].map(([file, bytes]) => [`${folder}/${file}`, bytes]));
  const headers = () => headerTable(site.csp);
  switch (host) {
    case undefined:
    case 'cloudflare':
      return site.files;
    case 'static':
      return pub;
    case 'netlify':
      return new Map([...site.files, ['_redirects', redirectsFile(site.redirects, 'netlify')]]);
    case 'nginx':
      return new Map([...under('public'), ['nginx.conf', nginxConfig(site.redirects, headers())]]);
    case 'vercel':
      return new Map([...under('static'), ['config.json', vercelConfig([...pub.keys()], site.redirects, headers())]]);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `.vercel/output/config.json`. A route that ends in a redirect or an error page takes no headers
 * from the routes after it, so each carries the security headers itself; pages get them from the
 * `continue` routes. Misses under /en get the English 404, all others the German one, status 404.
 */
function vercelConfig(files: string[], redirects: { from: string; to: string }[], headers: HeaderTable): string {
  const secure = { ...headers.all, 'Cache-Control': headers.revalidate };
  const redirect = (src: string, location: string, status: number) => ({
    src,
    headers: { Location: location, ...secure },
    status,
  });
  const config = {
    version: 3,
    routes: [
      // Clean URLs, no trailing slash: what vercel.json's cleanUrls and trailingSlash: false produce.
      redirect('^/(?:(.+)/)?index(?:\\.html)?/?$', '/$1', 308),
      redirect('^/(.*)\\.html/?$', '/$1', 308),
      redirect('^/(.*)/$', '/$1', 308),
      ...redirects.map(({ from, to }) => redirect(`^${escapeRegExp(from)}$`, to, 301)),
      { src: '^/(.*)$', headers: headers.all, continue: true },
      {
        src: `^${escapeRegExp(headers.immutable.prefix)}(.*)$`,
        headers: { 'Cache-Control': headers.immutable.cacheControl },
        continue: true,
      },
      { handle: 'filesystem' },
      { handle: 'error' },
      { src: '^/en(?:/.*)?$', dest: '/en/404', status: 404, headers: secure },
      { src: '^/.*$', dest: '/404', status: 404, headers: secure },
    ],
    // Each page at its clean URL: tools.html is served at /tools.
    overrides: Object.fromEntries(
      files.filter((file) => file.endsWith('.html')).map((file) => [file, { path: file.slice(0, -'.html'.length) }]),
    ),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
