// The service worker in Debian's Chromium against the preview server (real CSP), at a desktop and a
// phone viewport: what needs playwright (responses marked as from the worker, request routing for
// a failed registration) or reads its caches: pages network-first and hashed assets cache-first,
// one cache per build with the shell precached, a failed registration only logged. A visited page
// readable with the server gone runs in every engine: tests/support/engine-suite.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { languageTable, rootLang } from '../../i18n/languages.ts';
import {
  expectClean,
  useChromium,
  newContext,
  openMenuIfCollapsed,
  recorderOf,
  startPreview,
  viewports,
} from '../support/browser.ts';

/** A browser of the root language (its og:locale, de_DE → de-DE): detection leaves it on the root's pages. */
const rootLocale = languageTable[rootLang].locale.replace('_', '-');

const dist = inject('dist');

const env = useChromium(dist);

describe.each(viewports)('at $width×$height', (viewport) => {
  const phone = viewport.width < 800;
  const open = async (urlPath: string, options: Parameters<typeof newContext>[1] = {}) => {
    // A German browser unless a test says otherwise: language detection keeps it on the German pages.
    const { context, log } = await newContext(env.browser, { viewport, locale: rootLocale, ...options });
    const page = await context.newPage();
    await page.goto(env.site.url + urlPath);
    return { context, log, page };
  };

  it('pages come from the network first, hashed assets from the cache', async () => {
    // A copy of the build to change under the running worker.
    const root = mkdtempSync(path.join(tmpdir(), 'site-sw-'));
    cpSync(dist, root, { recursive: true });
    const copy = await startPreview(root);
    try {
      const { context, page } = await open('/', { locale: rootLocale });
      await page.goto(copy.url + '/tools');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 5000 })
        .toBe(copy.url + '/sw.js');
      const heading = (await page.locator('main h1').textContent())!;
      // The page changed on the server: the next visit shows the change, not the cached copy.
      const tools = path.join(root, 'tools.html');
      writeFileSync(tools, readFileSync(tools, 'utf8').replace(heading, `${heading} (neu)`));
      // The bundle is gone from the server: the worker still has it, so the page stays enhanced.
      const script = (await page.locator('script[type=module]').getAttribute('src'))!;
      rmSync(path.join(root, script));
      const fromWorker: boolean[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === script) fromWorker.push(response.fromServiceWorker());
      });
      await page.reload();
      expect(await page.locator('main h1').textContent()).toBe(`${heading} (neu)`);
      expect(fromWorker).toEqual([true]);
      if (phone) await openMenuIfCollapsed(page);
      await page.locator('.lang-toggle').click();
      expect(await page.locator('.lang-toggle').getAttribute('aria-expanded')).toBe('true');
      await context.close();
    } finally {
      await copy.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the service worker precaches the shell in one cache of this build and deletes older caches', async () => {
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    // The build fills in the cache name and the shell list (client/sw.ts, compiled and minified).
    const cacheName = sw.match(/"(site-[a-z0-9]+)"/)![1]!;
    const shell: string[] = JSON.parse(sw.match(/(\["\/[^\]]*\])/)![1]!);
    expect(shell.some((file) => file.endsWith('.woff2'))).toBe(true);
    expect(shell.some((file) => /^\/assets\/site\.\w+\.js$/.test(file))).toBe(true);
    // A cache left by an earlier build, made before this build's worker is installed.
    const { context, page } = await open('/robots.txt', { locale: rootLocale });
    await page.evaluate(() =>
      caches.open('site-older-build').then((cache: any) => cache.put('/old', new Response('old'))),
    );
    await page.goto(env.site.url + '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 5000 }).toEqual([cacheName]);
    const cached: string[] = await page.evaluate(
      (name: string) =>
        caches
          .open(name)
          .then((cache: any) => cache.keys())
          .then((requests: any[]) => requests.map((r) => new URL(r.url).pathname)),
      cacheName,
    );
    for (const file of shell) expect(cached).toContain(file);
    await expectClean(page);
    await context.close();
  });

  it('a failed service-worker registration is only logged', async () => {
    const { context, page } = await open('/robots.txt', { locale: rootLocale });
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await context.route(`${env.site.url}/sw.js`, (route) => route.fulfill({ status: 404, body: 'not here' }));
    await page.goto(env.site.url + '/');
    await expect.poll(() => warnings.some((text) => /ServiceWorker|service worker/i.test(text))).toBe(true);
    // The browser reports the 404 of sw.js itself; no script error and no CSP violation besides.
    expect(recorderOf(context).pageErrors).toEqual([]);
    expect(recorderOf(context).csp).toEqual([]);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await context.close();
  });
});
