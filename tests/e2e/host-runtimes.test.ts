// The URL table on the hosts' own runtimes, for each `--host` build (`npm run test:hosts`, which
// installs the tools into .hosts/ first). What each part proves:
// - Cloudflare Pages: `wrangler pages dev` (workerd, Cloudflare's own runtime) serves the build on
//   127.0.0.1 and answers every URL over HTTP; its log must name no invalid rule.
// - Netlify: `netlify dev --offline` cannot start here (it fetches its edge-functions runtime), so
//   Netlify's own parsers read `_redirects` and `_headers` (no error) and Netlify's redirect engine
//   (netlify-redirector, the WebAssembly matcher netlify-cli serves with) matches every URL; serving
//   the matched file, and a file shadowing an unforced rule, is netlify-cli's documented order.
// - Vercel: `vercel dev` needs a login. The Vercel CLI's route validation (@vercel/routing-utils)
//   accepts config.json; `vercel build` makes the same clean-URL routes and overrides from
//   `cleanUrls`; the URL table is evaluated over the routes by the Build Output API's documented
//   order (routes until one ends, filesystem, then the error routes): our reading, not Vercel's code.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherLanguages, prefixOf, rootLang } from '../../i18n/languages.ts';
import { languages } from '../../i18n/types.ts';
import { createPaths, fileOf, redirects, routeIds } from '../../site/routes.ts';
import type { Host } from '../../site/host-names.ts';
import { runBuildOrThrow } from '../support/build-command.ts';
import { clientScriptOf, config, contents, parseHtml, shown } from '../support/fixtures.ts';

const project = path.resolve(import.meta.dirname, '../..');
const tools = path.join(project, '.hosts', 'node_modules');
if (!existsSync(tools))
  throw new Error('the host tools are missing: run `npm run test:hosts` (installs them into .hosts/)');

/** A package from .hosts/ (not the project's dependencies), by its entry point. */
async function tool(name: string): Promise<any> {
  const manifest = JSON.parse(readFileSync(path.join(tools, name, 'package.json'), 'utf8'));
  const module = await import(pathToFileURL(path.join(tools, name, manifest.main ?? 'index.js')).href);
  return module.default && Object.keys(module).length === 1 ? module.default : module;
}

const paths = createPaths(contents, config);
const pages = languages.flatMap((lang) =>
  routeIds.map((route) => ({ url: paths.of(route, lang), file: fileOf(paths.of(route, lang)) })),
);
const oldUrls = redirects.map((r) => ({ from: r.from, to: paths.of(r.route, r.lang) }));
/** Addresses no page has, in each language: the host answers that language's 404 page. */
const unknown = [...otherLanguages(rootLang), rootLang].flatMap((lang) => [
  [`${prefixOf(lang)}/nope`, lang] as const,
  [`${prefixOf(lang)}/workshops/nope`, lang] as const,
]);
const immutable = 'public, max-age=31536000, immutable';

/** One answer of a host: status, headers (lower-case names), and the body. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
type Ask = (urlPath: string) => Promise<Answer>;

const folder = mkdtempSync(path.join(tmpdir(), 'site-hosts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const outFor = (host: Host) => path.join(folder, host);
/** The `--host` build into its folder. */
const build = (host: Host) => runBuildOrThrow(['--quiet', '--out', outFor(host), '--host', host]);

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers['content-security-policy'], what).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

/** The URL table: what a visitor gets from `host`, asked through `ask`, with `root` the public folder. */
function urlTable(
  ask: () => Ask,
  root: () => string,
  options: {
    headersOnRedirects: boolean;
    /** Pages get no Cache-Control of ours: the host's documented default revalidates them (Netlify, Vercel). */
    hostDefaultForPages?: boolean;
  },
) {
  it('serves every page at its clean URL with status 200, no redirect, the built bytes, the headers', async () => {
    expect(pages).toHaveLength(routeIds.length * languages.length);
    for (const { url, file } of pages) {
      const answer = await ask()(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toBe(readFileSync(path.join(root(), file), 'utf8'));
      expectSecurityHeaders(answer.headers, url);
    }
  });

  it.each(oldUrls)('$from answers one 301 to $to', async ({ from, to }) => {
    const answer = await ask()(from);
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.location!, 'http://host').pathname).toBe(to);
    expect((await ask()(to)).status).toBe(200);
    if (options.headersOnRedirects) expectSecurityHeaders(answer.headers, from);
    else expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it.each(unknown)('%s answers 404 with the %s not-found page', async (url, lang) => {
    const answer = await ask()(url);
    expect(answer.status).toBe(404);
    const doc = parseHtml(answer.body);
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(doc.querySelector('h1')!.textContent).toBe(shown[lang].common.notFound.title);
    expectSecurityHeaders(answer.headers, url);
  });

  it('caches /assets/* for a year as immutable, pages are revalidated', async () => {
    const script = clientScriptOf(parseHtml((await ask()('/')).body));
    const asset = await ask()(script);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(immutable);
    const page = (await ask()('/tools')).headers['cache-control'];
    if (options.hostDefaultForPages) expect(page).toBeUndefined();
    else expect(page).toMatch(/max-age=0/);
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('Cloudflare Pages: wrangler pages dev (workerd)', () => {
  let base = '';
  let child: ChildProcess | undefined;
  let log = '';
  beforeAll(async () => {
    await build('cloudflare');
    const port = await freePort();
    // wrangler writes .wrangler/ into its working folder: a temporary one.
    const cwd = mkdtempSync(path.join(folder, 'wrangler-'));
    child = spawn(
      path.join(tools, '.bin', 'wrangler'),
      // workerd 4.86 knows no date after 2026-05-01; the site has no Worker code that a date changes.
      ['pages', 'dev', outFor('cloudflare'), '--ip', '127.0.0.1', '--port', String(port)].concat([
        '--compatibility-date=2026-05-01',
        '--show-interactive-dev-session=false',
      ]),
      {
        cwd,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      },
    );
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 90_000;
    while (!/Ready on http/.test(log)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`wrangler did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    // wrangler runs workerd as a child: the whole process group it leads goes.
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  const ask: Ask = async (urlPath) => {
    const response = await fetch(base + urlPath, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };

  it('reads every redirect and header rule without a warning', () => {
    expect(log).toContain(`Parsed ${oldUrls.length} valid redirect rules`);
    expect(log).toMatch(/Parsed \d+ valid header rules/);
    expect(log).not.toMatch(/invalid/i);
  });

  urlTable(
    () => ask,
    () => outFor('cloudflare'),
    { headersOnRedirects: true },
  );

  it.each(['/_redirects', '/_headers', '/vercel.json', '/nginx.conf', '/index.html.br'])(
    'serves no host file or leftover at %s',
    async (urlPath) => {
      expect((await ask(urlPath)).status).not.toBe(200);
    },
  );
});

describe("Netlify: Netlify's parsers and redirect engine", () => {
  let ask: Ask;
  const root = () => outFor('netlify');
  beforeAll(async () => {
    await build('netlify');
    const { parseAllRedirects } = await tool('@netlify/redirect-parser');
    const { parseAllHeaders } = await tool('@netlify/headers-parser');
    const redirector = await tool('netlify-redirector');
    const rules = await parseAllRedirects({ redirectsFiles: [path.join(root(), '_redirects')], minimal: false });
    const headerRules = await parseAllHeaders({ headersFiles: [path.join(root(), '_headers')], minimal: false });
    expect(rules.errors).toEqual([]);
    expect(headerRules.errors).toEqual([]);
    // The old URLs' 301s, and one 404 rule per language under a prefix.
    expect(rules.redirects).toHaveLength(oldUrls.length + otherLanguages(rootLang).length);
    // The engine's own rule shape, as netlify-cli hands it over (from → origin, query → params).
    const matcher = await redirector.parseJSON(
      JSON.stringify(
        rules.redirects.map(({ from, query, ...rule }: { from: string; query: object }) => ({
          ...rule,
          origin: from,
          params: query,
          conditions: {},
        })),
      ),
      {},
    );
    const fileAt = (urlPath: string) =>
      [urlPath === '/' ? 'index.html' : urlPath.slice(1), `${urlPath.slice(1)}.html`]
        .map((file) => path.join(root(), file))
        .find((file) => existsSync(file) && statSync(file).isFile());
    // Custom headers go with files Netlify serves, matched by the `for` pattern.
    const headersFor = (urlPath: string) =>
      Object.fromEntries(
        headerRules.headers
          .filter((rule: { for: string }) => new RegExp(`^${rule.for.replace(/\*/g, '.*')}$`).test(urlPath))
          .flatMap((rule: { values: Record<string, string> }) => Object.entries(rule.values))
          .map(([name, value]: [string, string]) => [name.toLowerCase(), value]),
      );
    ask = async (urlPath) => {
      const file = fileAt(urlPath);
      const match = matcher.match({
        scheme: 'https',
        host: 'site.netlify.app',
        path: urlPath,
        query: '',
        headers: {},
        cookieValues: {},
        getHeader: () => '',
        getCookie: () => '',
      });
      // A file at the path wins over a rule unless the rule is forced.
      if (match && (match.force || !file)) {
        if (match.status >= 300 && match.status < 400)
          return { status: match.status, headers: { location: match.to }, body: '' };
        return {
          status: match.status,
          headers: headersFor(urlPath),
          body: readFileSync(path.join(root(), match.to), 'utf8'),
        };
      }
      if (file) return { status: 200, headers: headersFor(urlPath), body: readFileSync(file, 'utf8') };
      return { status: 404, headers: headersFor(urlPath), body: readFileSync(path.join(root(), '404.html'), 'utf8') };
    };
  });

  // Netlify applies custom headers only to the files it serves, never to a redirect.
  urlTable(() => ask, root, { headersOnRedirects: false, hostDefaultForPages: true });
});

describe('Vercel: Build Output API routes, checked by the Vercel CLI', () => {
  const out = () => outFor('vercel');
  let output: any;
  let ask: Ask;
  beforeAll(async () => {
    await build('vercel');
    output = JSON.parse(readFileSync(path.join(out(), 'config.json'), 'utf8'));
    const served = new Map<string, string>();
    const { globSync } = await import('fast-glob');
    for (const file of globSync('**', { cwd: path.join(out(), 'static'), dot: true }))
      served.set(`/${output.overrides[file]?.path ?? file}`, file);
    const fileAt = (urlPath: string) => served.get(urlPath === '/' ? '/index' : urlPath);
    const read = (file: string) => readFileSync(path.join(out(), 'static', file), 'utf8');
    type Route = {
      src?: string;
      dest?: string;
      status?: number;
      headers?: Record<string, string>;
      continue?: boolean;
      handle?: string;
    };
    const phases = new Map<string | null, Route[]>();
    let phase: string | null = null;
    for (const route of output.routes as Route[])
      if (route.handle) phases.set((phase = route.handle), []);
      else phases.set(phase, [...(phases.get(phase) ?? []), route]);
    const apply = (route: Route, match: RegExpExecArray, headers: Record<string, string>) => {
      for (const [name, value] of Object.entries(route.headers ?? {}))
        headers[name.toLowerCase()] = value.replace(/\$(\d)/g, (_, n) => match[Number(n)] ?? '');
    };
    ask = async (urlPath) => {
      const headers: Record<string, string> = {};
      for (const route of phases.get(null) ?? []) {
        const match = new RegExp(route.src!).exec(urlPath);
        if (!match) continue;
        apply(route, match, headers);
        if (route.continue) continue;
        if (route.status && route.status >= 300 && route.status < 400)
          return { status: route.status, headers, body: '' };
      }
      const file = fileAt(urlPath);
      if (file) return { status: 200, headers, body: read(file) };
      for (const route of phases.get('error') ?? []) {
        const match = new RegExp(route.src!).exec(urlPath);
        if (!match) continue;
        apply(route, match, headers);
        return { status: route.status!, headers, body: read(fileAt(route.dest!)!) };
      }
      return { status: 404, headers, body: '' };
    };
  });

  it("passes the Vercel CLI's route validation (@vercel/routing-utils normalizeRoutes)", async () => {
    const { normalizeRoutes } = await tool('@vercel/routing-utils');
    const result = normalizeRoutes(output.routes);
    expect(result.error).toBeNull();
    expect(output.version).toBe(3);
  });

  it('has the clean-URL routes and page paths that `vercel build` makes for cleanUrls and no trailing slash', async () => {
    const project = mkdtempSync(path.join(folder, 'vercel-'));
    cpSync(path.join(out(), 'static'), project, { recursive: true });
    mkdirSync(path.join(project, '.vercel'));
    // A hand-written link: `vercel build` runs offline with it.
    writeFileSync(
      path.join(project, '.vercel', 'project.json'),
      JSON.stringify({ projectId: 'prj_offline', orgId: 'team_offline', settings: { framework: null } }),
    );
    writeFileSync(path.join(project, 'vercel.json'), JSON.stringify({ cleanUrls: true, trailingSlash: false }));
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(path.join(tools, '.bin', 'vercel'), ['build', '--yes'], {
        cwd: project,
        stdio: 'ignore',
        env: { ...process.env, VERCEL_TELEMETRY_DISABLED: '1' },
      });
      const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
      child.on('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)));
    });
    expect(code).toBe(0);
    const vercel = JSON.parse(readFileSync(path.join(project, '.vercel', 'output', 'config.json'), 'utf8'));
    const shape = (routes: { src?: string; status?: number; headers?: Record<string, string> }[]) =>
      routes.filter((r) => r.status === 308).map((r) => [r.src, r.headers!.Location, r.status]);
    expect(shape(output.routes)).toEqual(shape(vercel.routes));
    expect(output.overrides).toEqual(vercel.overrides);
  });

  urlTable(
    () => ask,
    () => path.join(out(), 'static'),
    { headersOnRedirects: true, hostDefaultForPages: true },
  );
});
