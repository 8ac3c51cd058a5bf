// What each `--host` gets (site/host-layout.ts), in memory: the pages in the host's public root and
// no configuration inside it, the twins for nginx only (what they hold: tests/compress.test.ts),
// Netlify's forced 301s, Vercel's Build Output; and the output refuses a file two parts make.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressSite } from '../site/compress.ts';
import { contentSecurityPolicy, hostFiles } from '../site/host-files.ts';
import { wantsTwins } from '../site/host-layout.ts';
import { addFiles } from '../site/files.ts';
import { defaultOutFor, hostNames } from '../site/host-names.ts';
import { languages, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { createPaths, fileOf, redirects } from '../site/routes.ts';
import { hostRules } from '../tools/serve.ts';
import { config, contents, rendered } from './support/fixtures.ts';

const paths = createPaths(contents, config);
/** The prefixes of the languages not at the root, each with a 404 page of its own. */
const prefixes = otherLanguages(rootLang).map(prefixOf);
/** The redirect rules as Netlify's parser reads them: what each rule says, nothing more. */
const redirectRules = async (folder: string) =>
  (await hostRules(folder)).redirects.map(({ from, to, status, force }) => ({ from, to, status, force }));

describe('what each --host gets', () => {
  it('the output refuses a file that two parts of the build make', () => {
    expect(() => addFiles(new Map([['index.html', 'a']]), new Map([['index.html', 'b']]))).toThrow(
      'the build makes index.html twice',
    );
  });

  const targets = redirects.map((r) => ({ from: r.from, to: paths.of(r.route, r.lang) }));
  const configFiles = [...hostFiles, 'vercel.json', 'nginx.conf', 'config.json'];
  const publicRoot = { netlify: '', cloudflare: '', static: '', nginx: 'public/', vercel: 'static/' } as const;

  it.each(hostNames)('%s: the pages in the public root, no configuration file inside it', async (host) => {
    const output = (await rendered(host)).files;
    const root = publicRoot[host];
    const pub = [...output.keys()].filter((file) => file.startsWith(root)).map((file) => file.slice(root.length));
    for (const file of [
      ...languages.flatMap((lang) => [fileOf(paths.of('home', lang)), fileOf(`${prefixOf(lang)}/404`)]),
      fileOf(paths.of('tools', rootLang)),
      'sitemap.xml',
    ])
      expect(pub, file).toContain(file);
    const allowed = host === 'netlify' || host === 'cloudflare' ? hostFiles : [];
    for (const file of configFiles)
      if (!(allowed as readonly string[]).includes(file)) expect(pub, file).not.toContain(file);
    if (root)
      expect([...output.keys()].filter((file) => !file.startsWith(root))).toEqual([
        host === 'nginx' ? 'nginx.conf' : 'config.json',
      ]);
  });

  it('only nginx gets the .br and .gz twins: those compressSite makes of its public files', async () => {
    expect(hostNames.filter(wantsTwins)).toEqual(['nginx']);
    const output = (await rendered('nginx')).files;
    const isTwin = (file: string) => /\.(br|gz)$/.test(file);
    const published = new Map(
      [...output]
        .filter(([file]) => file.startsWith('public/') && !isTwin(file))
        .map(([file, bytes]) => [file.slice('public/'.length), bytes]),
    );
    const twins = [...(await compressSite(published)).keys()].map((file) => `public/${file}`);
    expect(twins.length).toBeGreaterThan(20);
    expect([...output.keys()].filter(isTwin).sort()).toEqual(twins.sort());
    for (const host of hostNames.filter((host) => !wantsTwins(host)))
      expect([...(await rendered(host)).files.keys()].filter(isTwin), host).toEqual([]);
  });

  it("netlify: forced 301s (Netlify serves the stub at the same path over a plain rule) and each language prefix's 404", async () => {
    const output = (await rendered('netlify')).files;
    const folder = mkdtempSync(path.join(tmpdir(), 'site-netlify-'));
    writeFileSync(path.join(folder, '_redirects'), String(output.get('_redirects')));
    const rules = await redirectRules(folder).finally(() => rmSync(folder, { recursive: true, force: true }));
    expect(rules).toEqual([
      ...targets.map(({ from, to }) => ({ from, to, status: 301, force: true })),
      ...prefixes.map((prefix) => ({ from: `${prefix}/*`, to: `${prefix}/404.html`, status: 404, force: false })),
    ]);
    expect(output.get('_headers')).toBeDefined();
  });

  it('vercel: Build Output API v3, the 301s and the 404s carry the security headers, each page at its clean URL', async () => {
    const site = await rendered('vercel');
    const vercel = JSON.parse(String(site.files.get('config.json')));
    const csp = contentSecurityPolicy(site.inline, config);
    expect(vercel.version).toBe(3);
    for (const { from, to } of targets) {
      const route = vercel.routes.find((r: { src?: string }) => r.src && new RegExp(r.src).test(from));
      expect(route, from).toMatchObject({ status: 301, headers: { Location: to, 'Content-Security-Policy': csp } });
    }
    const error = vercel.routes.slice(vercel.routes.findIndex((r: { handle?: string }) => r.handle === 'error') + 1);
    expect(error.map((r: { src: string; dest: string; status: number }) => [r.src, r.dest, r.status])).toEqual([
      ...prefixes.map((prefix) => [`^${prefix}(?:/.*)?$`, `${prefix}/404`, 404]),
      ['^/.*$', '/404', 404],
    ]);
    for (const route of error) expect(route.headers['Strict-Transport-Security']).toMatch(/max-age=/);
    const tools = fileOf(paths.of('tools', languages.at(-1)!));
    expect(vercel.overrides[tools]).toEqual({ path: tools.slice(0, -'.html'.length) });
  });
});

describe('the host configuration files the repository ships', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('netlify.toml runs the build for Netlify and publishes its output', () => {
    // Two keys of one table: a line each (TOML's basic strings).
    const value = (key: string) => read('netlify.toml').match(new RegExp(`^\\s*${key} = "([^"]*)"$`, 'm'))?.[1];
    expect(value('command')).toBe('npm run build -- --host netlify');
    expect(value('publish')).toBe(defaultOutFor('netlify'));
  });

  it('vercel.json runs the build for Vercel, whose Build Output API (.vercel/output) Vercel takes as it is', () => {
    const vercel = JSON.parse(read('vercel.json'));
    expect(vercel.buildCommand).toBe('npm run build -- --host vercel');
    expect(defaultOutFor('vercel')).toBe('.vercel/output');
    expect(vercel.outputDirectory).toBeUndefined();
  });
});
