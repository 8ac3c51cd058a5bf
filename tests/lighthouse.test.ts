// Lighthouse 12 (mobile defaults, simulated throttling) against the preview server, offline: 100 in
// performance, accessibility, best practices and SEO on the main pages in both languages, no layout
// shift at all and nothing in the console. The build here uses the preview address as site URL, so
// canonical links point at the pages under test. Each language is measured by a browser set to that
// language: an English browser on a German page is (rightly) sent to the English one first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaths } from '../pages/paths.ts';
import { assertChromium, chromeFlags, chromePath } from '../site/chromium.ts';
import { serve, type RunningServer } from '../site/serve.ts';
import { config, contents } from './fixtures.ts';

const paths = createPaths(contents, config);
const routes = ['home', 'tools', 'workshop:ux-workflows', 'interviewAgent', 'markdownPrototyping'] as const;
const targets = (['de', 'en'] as const).flatMap((lang) =>
  routes.map((route) => [paths.of(route, lang), lang] as const),
);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('Lighthouse', () => {
  let folder: string;
  let server: RunningServer;
  const chromes = new Map<string, chromeLauncher.LaunchedChrome>();
  const scores: string[] = [];

  beforeAll(async () => {
    assertChromium();
    const port = await freePort();
    folder = mkdtempSync(path.join(tmpdir(), 'site-lh-'));
    execFileSync('npx', ['tsx', 'build.ts', '--quiet', '--out', path.join(folder, 'dist')], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, SITE_URL: `http://127.0.0.1:${port}` },
      stdio: 'inherit',
    });
    server = await serve({ root: path.join(folder, 'dist'), port });
    for (const [lang, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-US'],
    ] as const)
      chromes.set(
        lang,
        await chromeLauncher.launch({
          chromePath,
          chromeFlags: ['--headless=new', ...chromeFlags, `--lang=${locale}`, `--accept-lang=${locale}`],
        }),
      );
    // A warm-up run per browser, not scored: a fresh Chromium's first load pays for its own start-up
    // (compiling, disk cache), which Lighthouse's simulation would count against the page.
    for (const lang of chromes.keys()) await audit(paths.of('home', lang as 'de' | 'en'), lang);
  });

  /** One Lighthouse run; run again once only if Lighthouse itself failed (a runtime error, no scores). */
  const audit = async (target: string, lang: string) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(`${server.url}${target}`, {
        port: chromes.get(lang)!.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result!.lhr.runtimeError || attempt === 2) return result!.lhr;
    }
  };

  afterAll(async () => {
    for (const chrome of chromes.values()) chrome.kill();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
    if (scores.length)
      console.log(`\nLighthouse (mobile): performance / accessibility / best practices / SEO\n${scores.join('\n')}`);
  });

  it.each(targets)('%s (%s browser): 100 in all four categories', { timeout: 120_000 }, async (target, lang) => {
    const lhr = await audit(target, lang);
    const got = categories.map((c) => Math.round((lhr.categories[c]!.score ?? 0) * 100));
    scores.push(`${target.padEnd(46)} ${got.join(' / ')}`);
    // What cost points, to say why if a category is below 100 (simulated FCP is rarely a clean 1).
    const losing = categories.flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${c}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`),
    );
    const problem = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : losing.join('; ');
    expect(got, `${target}: ${problem}`).toEqual([100, 100, 100, 100]);
    expect(lhr.audits['cumulative-layout-shift']!.numericValue, 'layout shift').toBe(0);
    expect(lhr.audits['errors-in-console']!.score, 'console errors').toBe(1);
    expect(lhr.finalDisplayedUrl, 'no redirect').toBe(`${server.url}${target}`);
  });
});
