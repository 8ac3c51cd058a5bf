// What each host gets from a build (`npm run build -- --host NAME`): the same pages and assets, laid
// out the way that host takes them, with its own configuration and never a configuration file inside
// the public root. Without --host the output suits any static host (site/hosting.ts, hostingFiles).
import { headerTable, isHostFile, nginxConfig, redirectsFile, vercelConfig } from './hosting.ts';
import type { Host } from './host-names.ts';
import type { Files } from './files.ts';

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
