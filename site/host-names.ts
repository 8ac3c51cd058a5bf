// The hosts `npm run build -- --host NAME` lays the output out for (site/host-layout.ts). Apart from the
// layouts so that the command line can be read before any of the owner's files is loaded.
export const hostNames = ['netlify', 'cloudflare', 'vercel', 'nginx', 'static'] as const;
export type Host = (typeof hostNames)[number];

export const isHost = (name: string): name is Host => (hostNames as readonly string[]).includes(name);

/** Where the build goes unless --out says otherwise: `vercel deploy --prebuilt` reads .vercel/output. */
export const defaultOutFor = (host: Host | undefined): string => (host === 'vercel' ? '.vercel/output' : 'dist');
