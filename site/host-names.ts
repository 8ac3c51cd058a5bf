// The hosts `npm run build -- --host NAME` lays the output out for (site/hosts.ts). Apart from the
// layouts so that the command line can be read before any of the owner's files is loaded.
export const hostNames = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export type Host = (typeof hostNames)[number];

export const isHost = (name: string): name is Host => (hostNames as readonly string[]).includes(name);

/** Where the build goes unless --out says otherwise: `vercel deploy --prebuilt` reads .vercel/output. */
export const defaultOutFor = (host: Host | undefined): string => (host === 'vercel' ? '.vercel/output' : 'dist');

/** The variable each host sets where it builds the site, and its value there: a build there is a
 * release build (build.ts), for it goes live. CI=true alone is no host. */
export const hostBuilders = [
  { name: 'Netlify', host: 'netlify', variable: 'NETLIFY', value: 'true' },
  { name: 'Cloudflare Pages', host: 'cloudflare', variable: 'CF_PAGES', value: '1' },
  { name: 'Vercel', host: 'vercel', variable: 'VERCEL', value: '1' },
] as const;

/** The host building this site, told by its variable, or undefined for any other machine. */
export const hostBuilding = (env: NodeJS.ProcessEnv) => hostBuilders.find((h) => env[h.variable] === h.value);
