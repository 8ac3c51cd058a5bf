// What a visitor gets from a host serving a build, asked the same way of every host: the preview
// server and nginx (tests/e2e/host-files.test.ts), Cloudflare's, Netlify's and Vercel's own runtimes
// (tests/e2e/host-runtimes.test.ts). The addresses come from the site's model, the headers from the
// header table every host's files are written from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { expect, it } from 'vitest';
import { headerTable } from '../../site/hosts.ts';
import { shippedSite as site } from './site.ts';

export { site };
/** The pages with an address of their own. */
export const pages = site.pages.filter((page) => page.url);
/** Addresses no page has, each in its language's part of the site: its root and every folder its pages are in. */
export const misses = site.pages
  .filter((page) => !page.url)
  .flatMap(({ lang, path: notFound, file }) => {
    const prefix = notFound.slice(0, -'/404'.length);
    const folders = pages
      .filter((page) => page.lang === lang)
      .map((page) => page.path.slice(0, page.path.lastIndexOf('/')))
      .filter((folder) => folder.startsWith(prefix));
    return [...new Set([prefix, ...folders])].map((folder) => ({ url: `${folder}/no-such-page`, lang, file }));
  });

/** One answer of a host: status, headers (lower-case names) and body. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
export type Ask = (urlPath: string, init?: RequestInit) => Promise<Answer>;

/** Asks a server over HTTP, following no redirect. */
export const askServer =
  (base: string): Ask =>
  async (urlPath, init) => {
    const response = await fetch(base + urlPath, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };

/** The Content-Security-Policy a build's `_headers` sends with every response. */
export const cspOf = (folder: string): string =>
  readFileSync(path.join(folder, '_headers'), 'utf8').match(/^\s+Content-Security-Policy: (.+)$/m)![1]!;

export interface Host {
  ask: Ask;
  /** The folder the host serves the files from. */
  root: string;
  /** The policy it sends: the table's, but for the preview's one local exception. */
  csp: string;
  /** Netlify adds custom headers only to the files it serves, never to a redirect. */
  headersOnRedirects: boolean;
  /** Pages get no Cache-Control of ours: the host's documented default revalidates them (Netlify, Vercel). */
  hostDefaultForPages?: boolean;
}

/** The URL table as tests, for a host known once its server runs. */
export function urlTable(host: () => Host): void {
  const expectHeaders = (headers: Record<string, string>, what: string) => {
    for (const [name, value] of Object.entries(headerTable(host().csp).all))
      expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  };
  const built = (file: string) => readFileSync(path.join(host().root, file), 'utf8');

  it('serves every page at its address: 200, no redirect, the built page, the headers', async () => {
    for (const page of pages) {
      const answer = await host().ask(page.path);
      expect(answer.status, page.path).toBe(200);
      expect(answer.body, page.path).toBe(built(page.file));
      expectHeaders(answer.headers, page.path);
    }
  });

  it('answers each old URL, with a trailing slash too, with one 301 to its page, keeping a query', async () => {
    for (const { from, to } of site.redirects)
      for (const [spelling, query] of [
        [from, ''],
        [`${from}/`, ''],
        [from, '?utm_source=test'],
        [`${from}/`, '?utm_source=test'],
      ] as const) {
        const answer = await host().ask(spelling + query);
        const location = new URL(answer.headers.location ?? '', 'http://host');
        expect([answer.status, location.pathname + location.search], spelling + query).toEqual([301, to + query]);
        if (host().headersOnRedirects) expectHeaders(answer.headers, spelling);
      }
  });

  it("answers an address no page has with 404 and the 404 page of the address's language", async () => {
    for (const { url, lang, file } of misses) {
      const answer = await host().ask(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body, `${url} (${lang})`).toBe(built(file));
      expectHeaders(answer.headers, url);
    }
    for (const file of ['/_redirects', '/_headers', '/nginx.conf', '/config.json'])
      expect((await host().ask(file)).status, file).not.toBe(200);
  });

  it('caches hashed assets for a year, and pages are revalidated', async () => {
    const table = headerTable(host().csp);
    // The first script the home page loads from a file: a content-hashed asset.
    const script = parseHTML((await host().ask('/')).body).document.querySelector('script[src]')!;
    const asset = await host().ask(script.getAttribute('src')!);
    expect([asset.status, asset.headers['cache-control']]).toEqual([200, table.immutable.cacheControl]);
    for (const { path: at } of pages)
      expect((await host().ask(at)).headers['cache-control'], at).toBe(
        host().hostDefaultForPages ? undefined : table.revalidate,
      );
  });
}
