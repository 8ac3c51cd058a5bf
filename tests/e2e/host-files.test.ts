// The host files (site/host-files.ts) at work: a real build served by the preview server and, built
// with `--host nginx`, by its nginx config: clean URLs, the old URLs in one 301 hop, per-language 404s
// with status 404, host files hidden, headers; _redirects, _headers and the CSP as written. Each
// host's layout: tests/host-layout.test.ts; the hosts' own runtimes: tests/e2e/host-runtimes.test.ts;
// `npm run preview` as a command: tests/e2e/preview.test.ts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languages, prefixOf } from '../../i18n/languages.ts';
import { createPaths, fileOf, redirects, routeIds } from '../../site/routes.ts';
import { headerTable, nginxConfig, vercelConfig } from '../../site/host-files.ts';
import { stubScript } from '../../site/render.ts';
import { hostRules, serve } from '../../tools/serve.ts';
import { runBuildOrThrow } from '../support/build-command.ts';
import { clientScriptOf, config, contents, langOfPath, parseHtml, shown } from '../support/fixtures.ts';
import { startNginx } from '../support/nginx.ts';

const dist = inject('dist');
/** The redirect rules as Netlify's parser reads them: what each rule says, nothing more. */
const redirectRules = async (folder: string) =>
  (await hostRules(folder)).redirects.map(({ from, to, status, force }) => ({ from, to, status, force }));
/** The header blocks of `_headers`, by path pattern. */
const headerBlocks = async (folder: string) =>
  new Map((await hostRules(folder)).headers.map((block) => [block.for, new Map(Object.entries(block.values))]));
const cspOf = async (folder: string) => (await headerBlocks(folder)).get('/*')!.get('Content-Security-Policy')!;
const paths = createPaths(contents, config);
const pagePaths = languages.flatMap((lang) => routeIds.map((route) => paths.of(route, lang)));

const hosts = {
  preview: async () => {
    const running = await serve({ root: dist, port: 0 });
    return { url: running.url, stop: () => void running.close() };
  },
  nginx: async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
    await runBuildOrThrow(['--quiet', '--out', path.join(folder, 'out'), '--host', 'nginx']);
    const running = await startNginx(path.join(folder, 'out'));
    return { url: running.url, stop: () => (running.stop(), rmSync(folder, { recursive: true, force: true })) };
  },
};

describe.each(Object.keys(hosts) as (keyof typeof hosts)[])('served by %s', (host) => {
  let base: string;
  let stop: () => void;
  beforeAll(async () => {
    ({ url: base, stop } = await hosts[host]());
  });
  afterAll(() => stop?.());
  const get = (urlPath: string, init?: RequestInit) => fetch(base + urlPath, { redirect: 'manual', ...init });

  it('serves every page at its clean URL with status 200, without a redirect', async () => {
    for (const urlPath of pagePaths) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type'), urlPath).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, urlPath).toBe(
        readFileSync(
          path.join(
            dist,
            fileOf(
              paths.of(
                routeIds.find((r) => languages.some((l) => paths.of(r, l) === urlPath))!,
                langOfPath(urlPath),
              ),
            ),
          ),
          'utf8',
        ),
      );
    }
  });

  it.each(redirects.map((r) => [r.from, paths.of(r.route, r.lang)]))(
    '%s answers 301 to %s in one hop',
    async (from, to) => {
      const response = await get(from);
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location')!, base).pathname).toBe(to);
      expect((await get(to)).status).toBe(200);
    },
  );

  it.each(
    languages.flatMap((lang) =>
      ['/nope', '/workshops/nope', '/tools/nope'].map((miss) => [`${prefixOf(lang)}${miss}`, lang] as const),
    ),
  )('%s answers 404 with the %s not-found page', async (urlPath, lang) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    const doc = parseHtml(await response.text());
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(doc.querySelector('h1')!.textContent).toBe(shown[lang].common.notFound.title);
  });

  it.each(['/_redirects', '/_headers', '/vercel.json', '/nginx.conf'])(
    'does not serve the host file %s',
    async (urlPath) => {
      expect((await get(urlPath)).status).toBe(404);
    },
  );

  it('serves each kind of file with its content type, precompressed where the client accepts it', async () => {
    const doc = parseHtml(await (await get('/')).text());
    const script = clientScriptOf(doc);
    const font = doc.querySelector('link[rel=preload][as=font]')!.getAttribute('href')!;
    const image = doc.querySelector('#about source[type="image/avif"]')!.getAttribute('srcset')!.split(' ')[0]!;
    for (const [urlPath, type] of [
      ['/', /^text\/html/],
      [script, /^(text|application)\/javascript/],
      [font, /^font\/woff2/],
      [image, /^image\/avif/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/site.webmanifest', /^application\/manifest\+json/],
      ['/sitemap.xml', /^(application|text)\/xml/],
      ['/robots.txt', /^text\/plain/],
      ['/sw.js', /^(text|application)\/javascript/],
    ] as const) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(response.headers.get('content-type'), urlPath).toMatch(type);
    }
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/tools', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const plain = await get('/tools', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('sends the security headers and caching rules with every page and asset', async () => {
    for (const urlPath of [...pagePaths, ...languages.map((lang) => `${prefixOf(lang)}/nope`)]) {
      const headers = (await get(urlPath)).headers;
      const csp = headers.get('content-security-policy')!;
      expect(csp, urlPath).toMatch(/default-src 'self'/);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(directive);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      // Over the preview's plain http on loopback, WebKit would upgrade every asset to https.
      expect(csp.split('; ').includes('upgrade-insecure-requests'), urlPath).toBe(host !== 'preview');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cache-control')).toMatch(/max-age=0/);
    }
    const asset = clientScriptOf(parseHtml(await (await get('/')).text()));
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the files written for hosts without a server config of ours', () => {
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const targets = redirects.map((r) => ({ from: r.from, to: paths.of(r.route, r.lang), lang: r.lang }));

  it('the redirect table leads each old URL to a page of the route table, in a language of the table', () => {
    // Where each leads, by route: a workshop's address follows its slug in the texts.
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, route, lang } of redirects) {
      expect(routeIds, from).toContain(route);
      expect(languages, from).toContain(lang);
      expect(paths.of(route, lang), from).not.toBe(from);
    }
  });

  it('_redirects without --host: a 301 for each old URL and nothing Cloudflare Pages rejects (no `301!`, no `404`)', async () => {
    expect(await redirectRules(dist)).toEqual(targets.map(({ from, to }) => ({ from, to, status: 301, force: false })));
  });

  it.each(targets)('the HTML stub at $from sends visitors and crawlers on to $to', ({ from, to, lang }) => {
    const file = from.endsWith('/') ? `${from.slice(1)}index.html` : `${from.slice(1)}.html`;
    const doc = parseHtml(read(file));
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe(lang);
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${config.siteUrl}${to}`);
    expect(doc.querySelector('meta[http-equiv=refresh]')!.getAttribute('content')).toBe(`0; url=${to}`);
    expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([to]);
    // History is replaced (no Back into the stub): the same script on every stub, allowed by its CSP hash.
    expect(doc.querySelector('script')!.textContent).toBe(stubScript);
  });

  it('_headers: the header table; Cache-Control only where no other rule can join it', async () => {
    const byPattern = await headerBlocks(dist);
    const all = byPattern.get('/*')!;
    expect([...all.keys()]).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
    expect(byPattern.get('/assets/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(byPattern.get('/sw.js')!.get('Cache-Control')).toMatch(/max-age=0/);
  });

  it('the CSP allows exactly the inline scripts and styles of the built pages, each by its hash', async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = await cspOf(dist);
    const allowed = (directive: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${directive} `))!
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"))
        .sort();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      const doc = parseHtml(read(file));
      for (const script of doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])'))
        scripts.add(sha(script.textContent));
      for (const style of doc.querySelectorAll('style')) styles.add(sha(style.textContent));
    }
    expect(allowed('script-src')).toEqual([...scripts].sort());
    expect(allowed('style-src')).toEqual([...styles].sort());
  });

  it('the deployed CSP upgrades insecure requests; the preview server sends the same policy without that directive', async () => {
    const csp = await cspOf(dist);
    const table = headerTable(csp);
    for (const written of [csp, nginxConfig([], table), vercelConfig([], [], table)])
      expect(written).toContain('upgrade-insecure-requests');
    const running = await serve({ root: dist, port: 0 });
    try {
      const served = (await fetch(running.url + '/')).headers.get('content-security-policy')!;
      expect(served.split('; ')).toEqual(
        csp.split('; ').filter((directive) => directive !== 'upgrade-insecure-requests'),
      );
    } finally {
      await running.close();
    }
  });

  it('without analytics, the CSP names no analytics host', async () => {
    const csp = await cspOf(dist);
    expect(csp).not.toMatch(/google|analytics/i);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  });
});
