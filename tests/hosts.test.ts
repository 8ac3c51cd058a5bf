// What each `--host` gets (site/hosts.ts), in memory: the pages in the host's public root and no
// configuration file inside it, the precompressed twins for nginx only, each decompressing to its
// file; the host files the repository ships run the build each host needs. What the rules say, on the
// hosts' own runtimes: tests/e2e/host-files.test.ts and tests/e2e/host-runtimes.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { addFiles, bytesOf } from '../site/files.ts';
import { defaultOutFor, hostNames } from '../site/host-names.ts';
import { compressSite, hostFiles } from '../site/hosts.ts';
import { build, declare, languages, serviceWorker, shipped } from './support/site.ts';

const publicRoot = { netlify: '', cloudflare: '', static: '', nginx: 'public/', vercel: 'static/' } as const;
const isTwin = (file: string) => /\.(br|gz)$/.test(file);

describe.each(hostNames)('--host %s', (host) => {
  it("carries the CSP in its pages only where it sends no headers: the headers' policy but what only a header needs, first", async () => {
    const { output } = await build(shipped, { host });
    const headers = String(bytesOf((await build(shipped)).output, '_headers'));
    const policy = headers.match(/^\s+Content-Security-Policy: (.+)$/m)![1]!.split('; ');
    const headerOnly = /^(frame-ancestors|upgrade-insecure-requests)\b/;
    const expected = host === 'static' ? policy.filter((d) => !headerOnly.test(d)).join('; ') : null;
    for (const [file, bytes] of output)
      if (file.endsWith('.html')) {
        const head = parseHTML(String(bytes)).document.head;
        const meta = head.querySelector('meta[http-equiv="Content-Security-Policy"]');
        expect(meta?.getAttribute('content') ?? null, file).toBe(expected);
        // Before every script and style, which it covers only from where it stands.
        if (meta)
          expect(head.querySelector('script, style, meta[http-equiv="Content-Security-Policy"]'), file).toBe(meta);
      }
  });

  it('has every page in its public root, and no configuration file inside it', async () => {
    const { output, site } = await build(shipped, { host });
    const root = publicRoot[host];
    const pub = new Set(
      [...output.keys()].filter((file) => file.startsWith(root)).map((file) => file.slice(root.length)),
    );
    const worker = site.privacy.features.includes('offline') ? ['sw.js'] : [];
    for (const file of [...site.pages.map((page) => page.file), 'sitemap.xml', 'robots.txt', ...worker])
      expect(pub, file).toContain(file);
    const allowed: readonly string[] = host === 'netlify' || host === 'cloudflare' ? hostFiles : [];
    for (const file of [...hostFiles, 'vercel.json', 'nginx.conf', 'config.json'])
      expect(pub.has(file), file).toBe(allowed.includes(file));
    expect([...output.keys()].filter((file) => !file.startsWith(root))).toEqual(
      root ? [host === 'nginx' ? 'nginx.conf' : 'config.json'] : [],
    );
    // Only nginx serves precompressed twins (gzip_static, brotli_static): CDNs compress on their own.
    const twins = [...output.keys()].filter(isTwin);
    if (host !== 'nginx') return expect(twins).toEqual([]);
    const files = new Map(
      [...output]
        .filter(([file]) => file.startsWith(root) && !isTwin(file))
        .map(([file, bytes]) => [file.slice(root.length), bytes]),
    );
    // Each twin of a file served; every page twinned both ways (what else is: the test below).
    for (const twin of twins) expect(files.has(twin.slice(root.length).replace(/\.(br|gz)$/, '')), twin).toBe(true);
    for (const { file } of site.pages)
      expect(twins).toEqual(expect.arrayContaining([`${root}${file}.br`, `${root}${file}.gz`]));
  });
});

// GitHub Pages and S3 serve the root's 404.html for every path: there, it speaks every language.
describe.each([1, 3])('a site of %i languages, --host static', (count) => {
  it("says on its root's 404 page, in each other language, that the page is missing, and leads to that language's home", async () => {
    const { output, site } = await build(declare(shipped, languages(count)), { host: 'static' });
    const notFound = site.pages.filter((page) => page.id === 'notFound');
    const doc = (file: string) => parseHTML(String(bytesOf(output, file))).document;
    const main = doc(notFound[0]!.file).querySelector('main')!;
    const blocks = [...main.querySelectorAll('[lang]')];
    expect(blocks.map((block) => block.getAttribute('lang'))).toEqual(notFound.slice(1).map((page) => page.lang));
    for (const [i, block] of blocks.entries()) {
      const { lang } = notFound[i + 1]!;
      const texts = site.texts[lang]!.common.notFound;
      expect(block.querySelector('h2')!.textContent).toBe(texts.title);
      const link = block.querySelector('a')!;
      expect([link.getAttribute('href'), link.textContent]).toEqual([site.pathOf(site.home, lang), texts.home]);
    }
    // Each language's own 404 (the hosts with one a prefix serve them) speaks its own alone.
    for (const page of notFound.slice(1)) expect(doc(page.file).querySelector('main [lang]')).toBeNull();
    expect(main.querySelectorAll('h1')).toHaveLength(1);
  });
});

it('twins every text file of 256 bytes or more; each twin decompresses to its file, smaller', async () => {
  // The nginx build above, as it came out (which files it twins: the test above), and a text too short
  // and a picture beside one of its pages.
  const { files, output } = await build(shipped, { host: 'nginx' });
  const page = [...files].find(([file]) => file.endsWith('.html'))!;
  const all = new Map([
    ...output,
    page,
    ...(await compressSite(new Map([page, ['tiny.txt', 'x'], ['image.png', new Uint8Array(4096)]]))),
  ]);
  expect([...all.keys()].filter((file) => !file.startsWith('public/') && isTwin(file))).toEqual([
    `${page[0]}.br`,
    `${page[0]}.gz`,
  ]);
  for (const twin of [...all.keys()].filter(isTwin)) {
    const [packed, original] = [twin, twin.replace(/\.(br|gz)$/, '')].map((file) => Buffer.from(bytesOf(all, file)));
    expect((twin.endsWith('.br') ? brotliDecompressSync : gunzipSync)(packed!).equals(original!), twin).toBe(true);
    expect(packed!.length, twin).toBeLessThan(original!.length);
  }
});

it('without the service worker: no sw.js, no header rule or CSP source for it, no offline section', async () => {
  const { output, site } = await build(declare(shipped, serviceWorker(false)), { host: 'netlify' });
  expect(output.has('sw.js')).toBe(false);
  expect(String(output.get('_headers'))).not.toContain('/sw.js');
  expect(String(output.get('_headers'))).toContain("worker-src 'none'");
  expect(site.privacy.features).not.toContain('offline');
  expect(site.privacy.storage.map((entry) => entry.kind)).not.toContain('serviceWorker');
});

it('the output refuses a file that two parts of the build make', () => {
  expect(() => addFiles(new Map([['index.html', 'a']]), new Map([['index.html', 'b']]))).toThrow(
    'the build makes index.html twice',
  );
});

it("the repository's host files run each host's build and publish its output", () => {
  const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
  const toml = (key: string) => read('netlify.toml').match(new RegExp(`^\\s*${key} = "([^"]*)"$`, 'm'))?.[1];
  expect([toml('command'), toml('publish')]).toEqual(['npm run build -- --host netlify', defaultOutFor('netlify')]);
  const vercel = JSON.parse(read('vercel.json'));
  expect([vercel.buildCommand, vercel.outputDirectory, defaultOutFor('vercel')]).toEqual([
    'npm run build -- --host vercel',
    undefined,
    '.vercel/output',
  ]);
});
