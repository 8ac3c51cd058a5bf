// Shared by the browser tests: Debian's Chromium (tests/support/chromium.ts, never a downloaded browser)
// against the preview server, so every page runs under the real headers and CSP of `_headers`. A
// context made by `newContext` records what must never happen: console errors, uncaught exceptions,
// CSP violations, and any request that would leave 127.0.0.1 (recorded and aborted, so no test
// touches the network).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { serve, type RunningServer } from '../../tools/serve.ts';
import { parseHtml } from './fixtures.ts';

import { launchChromium } from './chromium.ts';

export { launchChromium };

export const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
export type Viewport = (typeof viewports)[number];

/** The preview server on a free port of 127.0.0.1; close it in afterAll. */
export const startPreview = (root: string): Promise<RunningServer> => serve({ root, port: 0 });

/**
 * Chromium, and the preview server of `dist` when one is given, for the tests of one file: started
 * before them, closed after. Read `browser` and `site` inside tests and hooks.
 */
export function useChromium(dist?: string): { readonly browser: Browser; readonly site: RunningServer } {
  let browser: Browser | undefined;
  let failed: unknown;
  let site: RunningServer | undefined;
  beforeAll(async () => {
    if (dist) site = await startPreview(dist);
    try {
      browser = await launchChromium();
    } catch (error) {
      failed = error;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    // No browser fails each test with the error naming the package to install (a failing
    // beforeAll would report the tests as skipped).
    get browser() {
      if (!browser) throw failed;
      return browser;
    },
    get site() {
      return site!;
    },
  };
}

/** Every built page (an HTML file with a <main>; redirect stubs have none) and the URL to open it at. */
export function builtPages(dist: string): { file: string; url: string; notFound: boolean }[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dist, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => parseHtml(readFileSync(path.join(dist, file), 'utf8')).querySelector('main'))
    .sort()
    .map((file) => {
      const notFound = /(^|\/)404\.html$/.test(file);
      // The 404 pages are opened the way visitors meet them: an unknown URL, answered with status 404.
      const url = notFound
        ? `/${file.replace(/404\.html$/, '')}no-such-page`
        : file === 'index.html'
          ? '/'
          : `/${file.replace(/\.html$/, '')}`;
      return { file, url, notFound };
    });
}

export interface Recorder {
  consoleErrors: { text: string; url: string }[];
  pageErrors: string[];
  /** CSP violations of every document of the context (`violatedDirective blockedURI`). */
  csp: string[];
  /** Requests that would have left 127.0.0.1: recorded and aborted. */
  blocked: string[];
  /** Every request the context's pages and workers made, in order. */
  requests: string[];
}

const recorders = new WeakMap<BrowserContext, Recorder>();

export const recorderOf = (context: BrowserContext): Recorder => {
  const log = recorders.get(context);
  if (!log) throw new Error('context was not made by newContext()');
  return log;
};

const isLocal = (url: string) => {
  if (!/^https?:/.test(url)) return true; // data:, blob:, about: never reach the network
  return new URL(url).hostname === '127.0.0.1';
};

/**
 * A browser context that records console errors, page errors and CSP violations, and aborts (and
 * records) every request not to 127.0.0.1. Routes added later by a test take precedence (Playwright
 * runs the newest matching route first), so a test can fulfil the analytics hosts itself.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; log: Recorder }> {
  const context = await browser.newContext(options);
  const log: Recorder = { consoleErrors: [], pageErrors: [], csp: [], blocked: [], requests: [] };
  recorders.set(context, log);
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') log.consoleErrors.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => log.pageErrors.push(`${error.name}: ${error.message}`));
  });
  context.on('request', (request) => log.requests.push(request.url()));
  // Reported through a binding too, so violations of documents that navigated away are kept.
  await context.exposeFunction('__reportCspViolation', (violation: string) => void log.csp.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e: any) => {
      const violation = e.violatedDirective + ' ' + e.blockedURI;
      (window.__cspViolations ||= []).push(violation);
      window.__reportCspViolation?.(violation);
    });
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.continue();
    log.blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return { context, log };
}

/**
 * No console error, no uncaught exception, no CSP violation and no request off this machine, in
 * any document the page's context has loaded so far. `notFound`: the page was opened at an unknown
 * URL, so Chromium's own "status of 404" console line for the document is expected.
 */
export async function expectClean(page: Page, { notFound = false } = {}): Promise<void> {
  const log = recorderOf(page.context());
  const current: string[] = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  const consoleErrors = log.consoleErrors
    .filter((e) => !(notFound && /status of 404/.test(e.text) && e.url === page.url().replace(/#.*/, '')))
    .map((e) => `${e.text} (${e.url})`);
  expect(
    {
      consoleErrors,
      pageErrors: log.pageErrors,
      cspViolations: [...new Set([...log.csp, ...current])],
      offMachineRequests: log.blocked,
    },
    `on ${page.url()}`,
  ).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], offMachineRequests: [] });
}

/** Waits `count` animation frames in the page. */
export const frames = (page: Page, count = 2): Promise<void> =>
  page.evaluate(
    (n: number) =>
      new Promise<void>((resolve) => {
        let i = 0;
        const step = () => (++i >= n ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );

/** Polls until scrollY has not changed for `stable` frames in a row; returns it. */
export const settledScroll = (page: Page, stable = 10, timeout = 5000): Promise<number> =>
  page.evaluate(
    ({ stable, timeout }: { stable: number; timeout: number }) =>
      new Promise<number>((resolve, reject) => {
        const started = Date.now();
        let last = -1;
        let same = 0;
        const tick = () => {
          const y = window.scrollY;
          if (y === last) same++;
          else [last, same] = [y, 0];
          if (same >= stable) return resolve(y);
          if (Date.now() - started > timeout) return reject(new Error(`scroll did not settle (scrollY ${y})`));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { stable, timeout },
  );

/** Scrolls instantly (whatever the CSS scroll-behavior) and waits for the scroll handlers' frame. */
export async function scrollInstantly(page: Page, top: number): Promise<number> {
  await page.evaluate((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await frames(page, 3);
  return page.evaluate(() => window.scrollY);
}

/** On a narrow screen the nav links live in the collapsed menu: opens it when its toggle shows. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.locator('.menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations (WCAG 2.x A and AA) as readable lines: rule, impact, what, each failing element.
 * axe is evaluated through the DevTools protocol, which the page's CSP does not govern, so the page
 * runs under its real policy. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => !!window.axe))) await page.evaluate(axeSource);
  const violations: {
    id: string;
    impact: string;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[] = await page.evaluate(
    async (values: string[]) =>
      (await window.axe.run(window.document, { runOnly: { type: 'tag', values } })).violations.map((v: any) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })),
      })),
    tags,
  );
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)}\n    ${n.failureSummary ?? ''}`),
  );
}

/** Booking links open a new tab to an external host: keep the click (and its listeners), drop the tab. */
export async function preventNewTab(page: Page, booking: string): Promise<void> {
  // A window listener runs after the page's own document listeners, so they still see the click.
  await page.evaluate((booking: string) => {
    window.addEventListener('click', (event: any) => {
      if (event.target.closest('a[href]')?.href.startsWith(booking)) event.preventDefault();
    });
  }, booking);
}
