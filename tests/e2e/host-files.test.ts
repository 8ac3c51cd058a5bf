// The host files at work: the build served by the preview server (which reads its `_redirects` and
// `_headers`) and, built with `--host nginx`, by nginx with its nginx.conf, each held to the URL table
// (tests/support/hosting.ts) and a page's other spellings; the redirect stubs left for hosts without rules; the CSP's hashes. The
// hosts' own runtimes: tests/e2e/host-runtimes.test.ts .
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fileOf } from '../../site/model.ts';
import { serve } from '../../tools/serve.ts';
import { runBuildOrThrow } from '../support/build-command.ts';
import { askServer, cspOf, pages, site, urlTable, type Host } from '../support/hosting.ts';
import { startNginx } from '../support/nginx.ts';

const dist = inject('dist');
const csp = cspOf(dist);
const documentOf = (file: string) => parseHTML(readFileSync(path.join(dist, file), 'utf8')).document;

const servers = {
  // The preview sends the policy without upgrade-insecure-requests: over its plain http on loopback,
  // WebKit would upgrade every asset to https.
  preview: async () => {
    const running = await serve({ root: dist, port: 0 });
    const host = { root: dist, csp: csp.replace('; upgrade-insecure-requests', ''), headersOnRedirects: true };
    return { ...host, ask: askServer(running.url), stop: () => void running.close() };
  },
  nginx: async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
    const out = path.join(folder, 'out');
    await runBuildOrThrow(['--quiet', '--out', out, '--host', 'nginx']);
    const running = await startNginx(out);
    const stop = () => (running.stop(), rmSync(folder, { recursive: true, force: true }));
    return { root: path.join(out, 'public'), csp, headersOnRedirects: true, ask: askServer(running.url), stop };
  },
};

describe.each(Object.keys(servers) as (keyof typeof servers)[])('served by %s', (name) => {
  let host: Host;
  beforeAll(async () => {
    const { stop, ...running } = await servers[name]();
    host = running;
    return stop;
  });
  urlTable(() => host);

  it("answers a page's other spellings (its file, with or without .html, a trailing slash) with one 301 to its address", async () => {
    for (const { path: at, file } of pages)
      for (const spelling of new Set([
        `/${file}`,
        `/${file.replace(/\.html$/, '')}`,
        ...(at === '/' ? [] : [`${at}/`]),
      ])) {
        if (spelling === at) continue;
        const { status, headers } = await host.ask(spelling);
        expect([status, new URL(headers.location ?? '', 'http://host').pathname], spelling).toEqual([301, at]);
      }
  });

  // Where the rules are ours: Vercel's are the ones `vercel build` makes, the other hosts' name fixed paths.
  it('sends no visitor to another site: an address spelt as another origin is not led on to it', async () => {
    const base = new URL('http://host.test/');
    // A page's address behind an encoded slash (`/%2F<page>/`) decodes to `//<page>/`, whose own
    // spelling without the slash would name the page's first segment as a host.
    const behindSlash = pages
      .filter(({ path: at }) => at !== '/')
      .flatMap(({ path: at }) => [`/%2F${at.slice(1)}/`, `/%2F${at.slice(1)}.html`]);
    // `//x`, a backslash and a tab: browsers read a Location of `/\x` or `/<tab>/x` as `//x`.
    for (const spelling of [
      '//evil.test/',
      '/%5Cevil.test/',
      '/%5cevil.test.html',
      '/%09/evil.test/',
      '//evil.test/index.html',
      ...behindSlash,
    ]) {
      const { status, headers } = await host.ask(spelling);
      const to = headers.location === undefined ? null : new URL(headers.location, base);
      expect([status, to && to.origin], `${spelling} → ${headers.location}`).toEqual([
        to ? expect.any(Number) : 404,
        to && base.origin,
      ]);
    }
  });

  it('serves each kind of file with its type, compressed where the client accepts it', async () => {
    // One file of each kind the build writes, by its extension, and the type it is served with.
    const types =
      'js:javascript css:text/css woff2:font/woff2 avif:image/avif webp:image/webp jpg:image/jpeg png:image/png';
    const more = 'svg:image/svg+xml webmanifest:application/manifest+json xml:/xml txt:text/plain';
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    for (const [extension, type] of `${types} ${more}`.split(' ').map((pair) => pair.split(':'))) {
      const file = files.find((f) => f.endsWith(`.${extension}`));
      if (!file) continue;
      const answer = await host.ask(`/${file}`);
      expect([answer.status, answer.headers['content-type']], file).toEqual([200, expect.stringContaining(type!)]);
    }
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await host.ask('/', { headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });
});

describe('the build for any static host', () => {
  it('leaves a stub at each old URL that sends visitors and crawlers on to its page', () => {
    for (const { from, to, lang } of site.redirects) {
      const doc = documentOf(fileOf(from));
      expect(doc.documentElement.getAttribute('lang'), from).toBe(lang);
      expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(site.url(to));
      expect(doc.querySelector('meta[http-equiv=refresh]')!.getAttribute('content')).toBe(`0; url=${to}`);
      expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex');
      expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([to]);
      // History replaced: no Back into the stub.
      expect(doc.querySelector('script')!.textContent).toContain('location.replace(');
    }
  });

  it('sends a CSP that allows exactly the inline scripts and styles of its pages, each by its hash', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inline = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      const doc = documentOf(file);
      for (const script of doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])'))
        inline['script-src'].add(sha(script.textContent!));
      for (const style of doc.querySelectorAll('style')) inline['style-src'].add(sha(style.textContent!));
    }
    const directives = csp.split('; ');
    for (const [directive, hashes] of Object.entries(inline)) {
      const sources = directives.find((d) => d.startsWith(`${directive} `))!.split(' ');
      expect(sources.filter((s) => s.startsWith("'sha256-")).sort(), directive).toEqual([...hashes].sort());
    }
    expect(directives).toContain('upgrade-insecure-requests');
  });
});
