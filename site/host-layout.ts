// What each host gets from a build (`npm run build -- --host NAME`): the same pages and assets, laid
// out the way that host takes them, with its own configuration and never a configuration file inside
// the public root. Without --host the output suits any static host.
import type { SiteConfig } from './config.ts';
import {
  contentSecurityPolicy,
  headersFile,
  headerTable,
  nginxConfig,
  redirectsFile,
  vercelConfig,
  type InlineBodies,
} from './host-files.ts';
import type { Host } from './host-names.ts';
import type { Files } from './files.ts';

/** Precompressed `.br`/`.gz` twins: only nginx (gzip_static, brotli_static) serves them; CDNs compress
 * on their own, where twins would be public files nobody asks for. */
export const wantsTwins = (host: Host | undefined): boolean => host === 'nginx';

/** What the phases of a build made. */
export interface Made {
  /** The public files: assets, pages, `sw.js`, and for nginx the `.br`/`.gz` twins (site/build-site.ts). */
  files: Files;
  redirects: { from: string; to: string }[];
  /** The pages' inline scripts and styles, which the CSP allows by their hashes. */
  inline: InlineBodies;
}

/** The output folder for `host`, put together from what the phases made: output path → bytes.
 * - none, cloudflare: the public root with `_redirects` (plain 301s; Cloudflare finds each <prefix>/404.html
 *   itself) and `_headers`, which Netlify and Cloudflare Pages both take without a warning
 * - netlify: the same, with Netlify's `_redirects` (forced 301s, each language's 404 under its prefix)
 * - vercel: Build Output API v3, `static/` + `config.json`
 * - nginx: `public/` + `nginx.conf` beside it
 * - static: the public root without host files (GitHub Pages, S3)
 * The config gives the CSP the outside origins this build's privacy declaration contacts. */
export function outputFor(host: Host | undefined, made: Made, config: SiteConfig): Files {
  const pub = made.files;
  const under = (folder: string) => new Map([...pub].map(([file, bytes]) => [`${folder}/${file}`, bytes]));
  const headers = headerTable(contentSecurityPolicy(made.inline, config));
  switch (host) {
    case undefined:
    case 'cloudflare':
    case 'netlify':
      return new Map([
        ...pub,
        ['_redirects', redirectsFile(made.redirects, host === 'netlify' ? 'netlify' : 'cloudflare')],
        ['_headers', headersFile(headers)],
      ]);
    case 'static':
      return pub;
    case 'nginx':
      return new Map([...under('public'), ['nginx.conf', nginxConfig(made.redirects, headers)]]);
    case 'vercel':
      return new Map([...under('static'), ['config.json', vercelConfig([...pub.keys()], made.redirects, headers)]]);
  }
}
