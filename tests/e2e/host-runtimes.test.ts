// The URL table (tests/support/hosting.ts) on the hosts' own runtimes, for each `--host` build
// (installed into .hosts/ on first use by tests/host-tools.sh, which the global setup starts):
// - Cloudflare Pages: `wrangler pages dev` (workerd, Cloudflare's own runtime) serves the build over
//   HTTP; its log names no invalid rule.
// - Netlify: `netlify dev --offline` cannot start here (it fetches its edge-functions runtime), so
//   Netlify's own parsers read `_redirects` and `_headers` and its redirect engine (netlify-redirector,
//   which netlify-cli serves with) matches every URL; a file shadowing an unforced rule, and headers
//   only on served files, is netlify-cli's documented order.
// - Vercel: `vercel dev` needs a login. The Vercel CLI's route validation (@vercel/routing-utils)
//   accepts config.json; `vercel build` makes the same clean-URL routes and overrides from
//   `cleanUrls`; the table is asked of the routes in the Build Output API's documented order (routes
//   until one ends, the filesystem, then the error routes): our reading, not Vercel's code.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { root } from '../../site/files.ts';
import { runBuildOrThrow } from '../support/build-command.ts';
import { askServer, cspOf, site, urlTable, type Answer, type Ask, type Host } from '../support/hosting.ts';
import { startCommand } from '../support/servers.ts';

const tools = path.join(root, '.hosts', 'node_modules');
/** A package of .hosts/ (not of the project's dependencies), by its entry point. */
async function tool(name: string) {
  const { main = 'index.js' } = JSON.parse(readFileSync(path.join(tools, name, 'package.json'), 'utf8'));
  const module = await import(pathToFileURL(path.join(tools, name, main)).href);
  return module.default && Object.keys(module).length === 1 ? module.default : module;
}

const folder = mkdtempSync(path.join(tmpdir(), 'site-hosts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** The `--host` builds, side by side, each into a folder of its own. */
const built = Object.fromEntries(
  (['cloudflare', 'netlify', 'vercel'] as const).map((host) => {
    const out = path.join(folder, host);
    return [host, runBuildOrThrow(['--quiet', '--out', out, '--host', host]).then(() => out)];
  }),
) as Record<'cloudflare' | 'netlify' | 'vercel', Promise<string>>;
// The global setup's install of .hosts/: waited for, or its error.
const hostTools = inject('hostTools');
while (!existsSync(`${hostTools}.installed`)) {
  if (existsSync(`${hostTools}.failed`)) throw new Error(readFileSync(`${hostTools}.failed`, 'utf8'));
  await setTimeout(50);
}

/** The files a host serves from `dir` (Netlify none whose name starts with `_`). */
const filesOf = (dir: string) => fg.globSync('**', { cwd: dir, dot: true });
const read = (file: string) => readFileSync(file, 'utf8');

describe('Cloudflare Pages: wrangler pages dev (workerd)', () => {
  let host: Host;
  let log: () => string;
  beforeAll(async () => {
    const out = await built.cloudflare;
    // workerd 4.86 knows no date after 2026-05-01; the site has no Worker code that a date changes.
    const flags = ['--compatibility-date=2026-05-01', '--show-interactive-dev-session=false'];
    const wrangler = startCommand(
      path.join(tools, '.bin', 'wrangler'),
      ['pages', 'dev', out, '--ip', '127.0.0.1', '--port', '0', ...flags],
      // wrangler writes .wrangler/ into its working folder and miniflare its own into the OS temp
      // folder: both under the suite's folder, which it removes.
      {
        cwd: mkdtempSync(path.join(folder, 'wrangler-')),
        detached: true,
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CI: 'true',
          TMPDIR: mkdtempSync(path.join(folder, 'tmp-')),
        },
      },
    );
    // Port 0: the port it found free, as it says (one chosen beforehand may be taken by then).
    const [, url] = await wrangler.waitFor(/Ready on (http:\/\/127\.0\.0\.1:\d+)/, 0, 90_000);
    log = wrangler.output;
    host = { ask: askServer(url!), root: out, csp: cspOf(out), headersOnRedirects: true };
    return () => wrangler.kill();
  });

  it('reads every redirect and header rule without a warning', () => {
    // Each old URL as written and with a trailing slash (Cloudflare matches a path as written).
    expect(log()).toContain(`Parsed ${site.redirects.length * 2} valid redirect rules`);
    expect(log()).toMatch(/Parsed \d+ valid header rules/);
    expect(log()).not.toMatch(/invalid/i);
  });
  urlTable(() => host);
});

describe("Netlify: Netlify's parsers and redirect engine", () => {
  let host: Host;
  beforeAll(async () => {
    const out = await built.netlify;
    const [{ parseAllRedirects }, { parseAllHeaders }, redirector] = await Promise.all(
      ['@netlify/redirect-parser', '@netlify/headers-parser', 'netlify-redirector'].map(tool),
    );
    const redirects = await parseAllRedirects({ redirectsFiles: [path.join(out, '_redirects')], minimal: false });
    const headers = await parseAllHeaders({ headersFiles: [path.join(out, '_headers')], minimal: false });
    expect([...redirects.errors, ...headers.errors]).toEqual([]);
    // The engine's own rule shape, as netlify-cli hands it over (from → origin, query → params).
    const rules = redirects.redirects.map(({ from, query, ...rule }: { from: string; query: object }) => ({
      ...rule,
      origin: from,
      params: query,
      conditions: {},
    }));
    const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
    const files = new Set(filesOf(out).filter((f) => !/(^|\/)_/.test(f)));
    const fileAt = (urlPath: string) =>
      [urlPath === '/' ? 'index.html' : urlPath.slice(1), `${urlPath.slice(1)}.html`].find((f) => files.has(f));
    // Custom headers go with the files Netlify serves, matched by their `for` pattern.
    const headersFor = (urlPath: string) =>
      Object.fromEntries(
        headers.headers
          .filter((rule: { for: string }) => new RegExp(`^${rule.for.replace(/\*/g, '.*')}$`).test(urlPath))
          .flatMap((rule: { values: Record<string, string> }) => Object.entries(rule.values))
          .map(([name, value]: [string, string]) => [name.toLowerCase(), value]),
      );
    const served = (status: number, urlPath: string, file: string): Answer => ({
      status,
      headers: headersFor(urlPath),
      body: read(path.join(out, file)),
    });
    const request = { scheme: 'https', host: 'site.netlify.app', query: '', headers: {}, cookieValues: {} };
    const ask: Ask = async (url) => {
      // The path is matched; a redirect passes the query on (Netlify's documented default).
      const { pathname: urlPath, search } = new URL(url, 'https://site.netlify.app');
      const file = fileAt(urlPath);
      const match = matcher.match({ ...request, path: urlPath, getHeader: () => '', getCookie: () => '' });
      // A file at the path wins over a rule unless the rule is forced.
      if (match && (match.force || !file))
        return match.status >= 300 && match.status < 400
          ? { status: match.status, headers: { location: match.to + search }, body: '' }
          : served(match.status, urlPath, match.to);
      return file ? served(200, urlPath, file) : served(404, urlPath, '404.html');
    };
    host = { ask, root: out, csp: cspOf(out), headersOnRedirects: false, hostDefaultForPages: true };
  });
  urlTable(() => host);
});

describe('Vercel: Build Output API routes, checked by the Vercel CLI', () => {
  type Route = {
    src?: string;
    dest?: string;
    status?: number;
    headers?: Record<string, string>;
    continue?: boolean;
    handle?: string;
  };
  let out: string;
  let config: { version: number; routes: Route[]; overrides: Record<string, { path: string }> };
  let host: Host;
  beforeAll(async () => {
    out = await built.vercel;
    config = JSON.parse(read(path.join(out, 'config.json')));
    const served = new Map(filesOf(path.join(out, 'static')).map((f) => [`/${config.overrides[f]?.path ?? f}`, f]));
    const fileAt = (urlPath: string) => served.get(urlPath === '/' ? '/index' : urlPath);
    const body = (file: string) => read(path.join(out, 'static', file));
    const phases = new Map<string | null, Route[]>();
    let phase: string | null = null;
    for (const route of config.routes)
      if (route.handle) phases.set((phase = route.handle), []);
      else phases.set(phase, [...(phases.get(phase) ?? []), route]);
    const ask: Ask = async (url) => {
      // The path is matched; a redirect passes the query on, as Vercel's do.
      const { pathname: urlPath, search } = new URL(url, 'https://site.vercel.app');
      const headers: Record<string, string> = {};
      const apply = (route: Route) => {
        const match = new RegExp(route.src!).exec(urlPath);
        for (const [name, value] of Object.entries(match ? (route.headers ?? {}) : {}))
          headers[name.toLowerCase()] = value.replace(/\$(\d)/g, (_, n) => match![Number(n)] ?? '');
        return match;
      };
      for (const route of phases.get(null) ?? [])
        if (apply(route) && !route.continue && route.status! >= 300 && route.status! < 400)
          return { status: route.status!, headers: { ...headers, location: headers.location + search }, body: '' };
      const file = fileAt(urlPath);
      if (file) return { status: 200, headers, body: body(file) };
      const error = (phases.get('error') ?? []).find(apply);
      return error
        ? { status: error.status!, headers, body: body(fileAt(error.dest!)!) }
        : { status: 404, headers, body: '' };
    };
    host = {
      ask,
      root: path.join(out, 'static'),
      csp: cspOf(await built.netlify),
      headersOnRedirects: true,
      hostDefaultForPages: true,
    };
  });

  it("passes the Vercel CLI's route validation (@vercel/routing-utils normalizeRoutes)", async () => {
    expect((await tool('@vercel/routing-utils')).normalizeRoutes(config.routes).error).toBeNull();
    expect(config.version).toBe(3);
  });

  it('has the clean-URL routes and page paths that `vercel build` makes for cleanUrls and no trailing slash', async () => {
    const project = mkdtempSync(path.join(folder, 'vercel-'));
    cpSync(path.join(out, 'static'), project, { recursive: true });
    mkdirSync(path.join(project, '.vercel'));
    // A hand-written link: `vercel build` runs offline with it.
    const link = { projectId: 'prj_offline', orgId: 'team_offline', settings: { framework: null } };
    writeFileSync(path.join(project, '.vercel', 'project.json'), JSON.stringify(link));
    writeFileSync(path.join(project, 'vercel.json'), JSON.stringify({ cleanUrls: true, trailingSlash: false }));
    const vercel = startCommand(path.join(tools, '.bin', 'vercel'), ['build', '--yes'], {
      cwd: project,
      env: { ...process.env, VERCEL_TELEMETRY_DISABLED: '1' },
    });
    expect(await vercel.exited, vercel.output()).toBe(0);
    const made = JSON.parse(read(path.join(project, '.vercel', 'output', 'config.json')));
    const redirects = (routes: Route[]) =>
      routes.filter((r) => r.status === 308).map((r) => [r.src, r.headers!.Location, r.status]);
    expect(redirects(config.routes)).toEqual(redirects(made.routes));
    expect(config.overrides).toEqual(made.overrides);
  });

  urlTable(() => host);
});
