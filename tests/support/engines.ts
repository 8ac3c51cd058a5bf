// The three engines a visitor may read the site in, behind one small interface for the browser
// tests: Chromium (Debian's, through playwright-core), Firefox ESR (Debian's, through puppeteer-core
// over WebDriver BiDi) and WebKitGTK (Debian's MiniBrowser, through WebKitWebDriver under Xvfb,
// classic W3C WebDriver). No browser is downloaded; a missing one fails with the package to install.
//
// A visitor (language, viewport, reduced motion, JavaScript) is a fresh browser context in Chromium
// and Firefox and a fresh MiniBrowser session in WebKit. Where an engine takes a setting only at
// start (Firefox's languages and motion preference; WebKit's locale and GTK settings), one browser
// or driver process serves each combination, started on first use.
//
// Nothing leaves 127.0.0.1: Chromium aborts every other request (tests/support/browser.ts); Firefox and
// WebKit send every other request to a local proxy that records it and refuses it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, runnable } from './chromium.ts';
import { newContext, recorderOf } from './browser.ts';

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

export interface Visitor {
  /** The browser's language, as the engine reports it in navigator.languages (tests/support/locales.ts). */
  locale: string;
  viewport: { width: number; height: number };
  reducedMotion?: boolean;
  javaScript?: boolean;
}

export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  csp: string[];
  /** Requests that would have left 127.0.0.1 (refused). */
  offMachine: string[];
}

export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Space';

/** One visitor's tab. */
export interface Tab {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Runs a script in the page outside its CSP (axe). */
  run(source: string): Promise<void>;
  /** A click on the element: a real pointer click in Chromium and Firefox, from script in WebKit. */
  click(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  resize(viewport: { width: number; height: number }): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** The whole page as PNG where the engine can (Chromium, Firefox), the viewport in WebKit. */
  screenshot(file: string): Promise<void>;
  /** What went wrong since the tab opened or the last call, as far as the engine reports it. */
  problems(): Promise<Problems>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** What this engine tells a test beyond the page itself (docs/testing.md). */
  reports: {
    /** Console errors and uncaught exceptions. */
    console: boolean;
    /** CSP violations while the page loads (later ones are seen by a listener in every engine). */
    loadCsp: boolean;
  };
  open(visitor: Visitor): Promise<Tab>;
  close(): Promise<void>;
}

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriver = '/usr/bin/WebKitWebDriver';
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const xvfb = '/usr/bin/Xvfb';

/** Fails with what to install when the engine's binaries are missing (tests/setup.sh installs them as root). */
function assertInstalled(name: EngineName): void {
  const missing = {
    chromium: [],
    firefox: runnable(firefoxPath) ? [] : ['firefox-esr'],
    webkit: [
      ...(runnable(webkitDriver) && runnable(miniBrowser) ? [] : ['webkit2gtk-driver']),
      ...(runnable(xvfb) ? [] : ['xvfb']),
    ],
  }[name];
  if (missing.length)
    throw new Error(
      `No ${name} to test in: install Debian's ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}; npm test does this as root)${name === 'firefox' ? ', or set FIREFOX_PATH' : ''}.`,
    );
}

const isLocal = (url: string) => !/^https?:/.test(url) || new URL(url).hostname === '127.0.0.1';

/** A proxy that lets nothing through: it records where each request was going and refuses it. */
async function refusingProxy(): Promise<{ port: number; seen: string[]; close: () => Promise<void> }> {
  const seen: string[] = [];
  const server: Server = createServer((socket) => {
    socket.once('data', (data) => {
      const [method, target] = data.toString('latin1').split(' ');
      seen.push(method === 'CONNECT' ? `https://${target!.replace(/:443$/, '')}/` : target!);
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Records CSP violations into the page's console (Firefox reports the console, not the event). */
const cspToConsole = `document.addEventListener('securitypolicyviolation', (e) => {
  (window.__cspViolations ||= []).push(e.violatedDirective + ' ' + e.blockedURI);
  console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
});`;

// — Chromium: a playwright context per visitor (tests/support/browser.ts records what it does).

async function chromiumEngine(): Promise<Engine> {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    reports: { console: true, loadCsp: true },
    async open(visitor) {
      const { context } = await newContext(browser, {
        viewport: visitor.viewport,
        locale: visitor.locale,
        reducedMotion: visitor.reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: visitor.javaScript ?? true,
      });
      return chromiumTab(context, await context.newPage());
    },
    close: () => browser.close(),
  };
}

function chromiumTab(context: BrowserContext, page: Page): Tab {
  const log = recorderOf(context);
  return {
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as any, arg),
    run: async (source) => void (await page.evaluate(source)),
    click: (selector) => page.locator(selector).click(),
    press: (key) => page.keyboard.press(key),
    resize: (viewport) => page.setViewportSize(viewport),
    reload: async () => void (await page.reload()),
    back: async () => void (await page.goBack()),
    screenshot: async (file) => void (await page.screenshot({ path: file, fullPage: true })),
    async problems() {
      const current: string[] = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      const problems = {
        consoleErrors: log.consoleErrors.map((e) => `${e.text} (${e.url})`),
        pageErrors: [...log.pageErrors],
        csp: [...new Set([...log.csp, ...current])],
        offMachine: [...log.blocked],
      };
      for (const list of [log.consoleErrors, log.pageErrors, log.csp, log.blocked]) list.length = 0;
      return problems;
    },
    close: () => context.close(),
  };
}

// — Firefox: puppeteer-core over WebDriver BiDi; a browser per language and motion preference.

async function firefoxEngine(): Promise<Engine> {
  assertInstalled('firefox');
  const { launch } = await import('puppeteer-core');
  const proxy = await refusingProxy();
  const browsers = new Map<string, Promise<PuppeteerBrowser>>();
  const browserFor = (visitor: Visitor) => {
    const key = `${visitor.locale} ${!!visitor.reducedMotion} ${visitor.javaScript ?? true}`;
    if (!browsers.has(key))
      browsers.set(
        key,
        launch({
          browser: 'firefox',
          executablePath: firefoxPath,
          headless: true,
          extraPrefsFirefox: {
            'intl.accept_languages': visitor.locale,
            'ui.prefersReducedMotion': visitor.reducedMotion ? 1 : 0,
            'javascript.enabled': visitor.javaScript ?? true,
            // Everything not on this machine goes to the refusing proxy (loopback is never proxied).
            'network.proxy.type': 1,
            'network.proxy.http': '127.0.0.1',
            'network.proxy.http_port': proxy.port,
            'network.proxy.ssl': '127.0.0.1',
            'network.proxy.ssl_port': proxy.port,
            'network.proxy.share_proxy_settings': true,
            'network.dns.disablePrefetch': true,
            'network.http.speculative-parallel-limit': 0,
          },
        }),
      );
    return browsers.get(key)!;
  };
  return {
    name: 'firefox',
    reports: { console: true, loadCsp: true },
    async open(visitor) {
      const context = await (await browserFor(visitor)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(visitor.viewport);
      return firefoxTab(page, () => context.close());
    },
    async close() {
      await Promise.allSettled([...browsers.values()].map(async (browser) => (await browser).close()));
      await proxy.close();
    },
  };
}

async function firefoxTab(page: PuppeteerPage, close: () => Promise<void>): Promise<Tab> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  // The page's own requests: the proxy also refuses Firefox's background services, which are not the site's.
  const offMachine: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) offMachine.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.evaluateOnNewDocument(cspToConsole);
  const keys: Record<Key, string> = {
    Enter: 'Enter',
    Escape: 'Escape',
    Tab: 'Tab',
    ArrowDown: 'ArrowDown',
    ArrowUp: 'ArrowUp',
    Space: ' ',
  };
  return {
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as any, arg) as any,
    run: async (source) => void (await page.evaluate(source)),
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(keys[key] as any),
    resize: (viewport) => page.setViewport(viewport),
    reload: async () => void (await page.reload()),
    back: async () => void (await page.goBack()),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png`, fullPage: true })),
    async problems() {
      const problems = {
        consoleErrors: consoleErrors.filter((e) => !e.startsWith('CSP violation: ')),
        pageErrors: [...pageErrors],
        csp: consoleErrors.filter((e) => e.startsWith('CSP violation: ')).map((e) => e.slice(15).replace(/ \(.*$/, '')),
        offMachine: [...offMachine],
      };
      consoleErrors.length = pageErrors.length = offMachine.length = 0;
      return problems;
    },
    close,
  };
}

// — WebKit: MiniBrowser through WebKitWebDriver, classic W3C WebDriver, under an Xvfb of its own.

async function webkitEngine(): Promise<Engine> {
  assertInstalled('webkit');
  const folder = mkdtempSync(path.join(tmpdir(), 'site-webkit-'));
  const processes: ChildProcess[] = [];
  const started = (child: ChildProcess) => (processes.push(child), child);
  const stopAll = () => {
    for (const child of processes.reverse())
      try {
        if (child.exitCode === null) process.kill(child.spawnargs[0] === xvfb ? child.pid! : -child.pid!);
      } catch {}
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // Xvfb picks a free display number itself and writes it to fd 3.
    const x = started(
      spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      }),
    );
    const display = await new Promise<string>((resolve, reject) => {
      x.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
      x.stdio[3]!.once('data', (data) => resolve(String(data).trim()));
    });
    const proxy = await refusingProxy();
    const open = new Set<Tab>();
    /** Drivers without a session, by visitor kind: WebKitWebDriver serves one session at a time, and
     * WebKitGTK reads the locale and the GTK settings from its process's environment. */
    const idle = new Map<string, { base: string; driver: ChildProcess; log: () => string }[]>();
    const startDriver = async (visitor: Visitor) => {
      const config = path.join(folder, `${visitor.locale}-${!!visitor.reducedMotion}`);
      mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
      // GTK's animation setting is WebKitGTK's prefers-reduced-motion; the tiny toolbar lets the
      // window narrow to a phone's width (MiniBrowser's toolbar holds it at 447 px otherwise).
      writeFileSync(
        path.join(config, 'gtk-3.0', 'settings.ini'),
        `[Settings]\ngtk-enable-animations=${visitor.reducedMotion ? 0 : 1}\ngtk-font-name=Sans 1\n`,
      );
      writeFileSync(
        path.join(config, 'gtk-3.0', 'gtk.css'),
        '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n',
      );
      const port = await freePort();
      const locale = `${visitor.locale.replace('-', '_')}.UTF-8`;
      const driver = started(
        spawn(webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], {
          // A process group of its own, so the MiniBrowser it starts is stopped with it.
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            DISPLAY: `:${display}`,
            XDG_CONFIG_HOME: config,
            LANG: locale,
            LC_ALL: locale,
            LANGUAGE: '',
          },
        }),
      );
      // Its MiniBrowser writes here too: the end of it goes into the error when a session fails.
      let output = '';
      driver.stderr!.on('data', (data) => void (output = (output + data).slice(-2000)));
      const log = () => output.trim() || '(nothing on stderr)';
      const base = `http://127.0.0.1:${port}`;
      for (let tries = 0; ; tries++) {
        if (
          await fetch(`${base}/status`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return { base, driver, log };
        if (driver.exitCode !== null || tries > 50) throw new Error(`WebKitWebDriver on port ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    return {
      name: 'webkit',
      reports: { console: false, loadCsp: false },
      async open(visitor) {
        const kind = `${visitor.locale} ${!!visitor.reducedMotion}`;
        /** A MiniBrowser session on an idle driver of this kind, or a new one. */
        const session = async () => {
          const { base, driver, log } = idle.get(kind)?.pop() ?? (await startDriver(visitor));
          try {
            const capabilities = {
              alwaysMatch: {
                browserName: 'MiniBrowser',
                'webkitgtk:browserOptions': {
                  binary: miniBrowser,
                  // MiniBrowser's own proxy options, not the session's proxy capability: WebKitGTK
                  // 2.50 reads the capability's noProxy list past its end and MiniBrowser crashes.
                  args: [
                    '--automation',
                    `--proxy=http://127.0.0.1:${proxy.port}`,
                    '--ignore-host=127.0.0.1',
                    ...(visitor.javaScript === false ? ['--enable-javascript=false'] : []),
                  ],
                },
              },
            };
            const created = await webdriver(base, 'POST', '/session', { capabilities }, 15_000);
            return { base, driver, log, created };
          } catch (error) {
            try {
              process.kill(-driver.pid!);
            } catch {}
            throw new Error(`no MiniBrowser session (${(error as Error).message}); WebKitWebDriver: ${log()}`);
          }
        };
        // WebKitWebDriver waits forever for a MiniBrowser that failed to come up (it has no timeout
        // for that handshake): such a start is tried once more on a new driver, and said.
        const { base, driver, log, created } = await session().catch(async (first: Error) => {
          console.warn(`webkit: ${first.message}; starting a new MiniBrowser`);
          return session();
        });
        const tab = webkitTab(`${base}/session/${created.sessionId}`, proxy.seen, (ended) => {
          open.delete(tab);
          // A driver whose session would not end is not used again.
          if (ended) idle.set(kind, [...(idle.get(kind) ?? []), { base, driver, log }]);
          else
            try {
              process.kill(-driver.pid!);
            } catch {}
        });
        open.add(tab);
        await tab.resize(visitor.viewport);
        return tab;
      },
      async close() {
        // Sessions left open by a failed test: their MiniBrowsers go with them.
        await Promise.allSettled([...open].map((tab) => tab.close()));
        await proxy.close();
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function webdriver(base: string, method: string, url: string, body?: unknown, timeout = 20_000): Promise<any> {
  const response = await fetch(base + url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A call WebKit never answers fails the test, not the whole run.
    signal: AbortSignal.timeout(timeout),
  }).catch((error: Error) => {
    throw new Error(
      `WebDriver ${method} ${url}: ${error.name === 'TimeoutError' ? `no answer in ${timeout} ms` : error.message}`,
    );
  });
  const { value } = (await response.json()) as { value: any };
  if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${value?.error}: ${value?.message}`);
  return value;
}

function webkitTab(session: string, seen: string[], stop: (ended: boolean) => void): Tab {
  const call = (method: string, url: string, body?: unknown) => webdriver(session, method, url, body);
  let from = seen.length;
  const evaluate = async (fn: Function | string, arg?: unknown) => {
    const script = `const [arg, done] = arguments;
      Promise.resolve().then(() => (${fn.toString()})(arg)).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = await call('POST', '/execute/async', { script, args: [arg ?? null] });
    if (result?.error) throw new Error(result.error);
    return result?.value;
  };
  /** After a navigation: listens for CSP violations from here on (no earlier hook in classic WebDriver). */
  const listen = () => evaluate(`() => { if (!window.__cspViolations) { ${cspToConsole} } }`).catch(() => {});
  const keys: Record<Key, string> = {
    Enter: '\uE007',
    Escape: '\uE00C',
    Tab: '\uE004',
    ArrowDown: '\uE015',
    ArrowUp: '\uE013',
    Space: ' ',
  };
  let chrome = 0;
  return {
    goto: async (url) => (await call('POST', '/url', { url }), await listen()),
    url: () => call('GET', '/url'),
    evaluate: evaluate as Tab['evaluate'],
    // From script: a pointer click through WebKitWebDriver under Xvfb sometimes misses or leaves
    // the page (docs/testing.md).
    click: async (selector) =>
      void (await evaluate((s: string) => {
        const element = document.querySelector<HTMLElement>(s)!;
        element.scrollIntoView({ block: 'center' });
        element.focus();
        element.click();
      }, selector)),
    async press(key) {
      await call('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: keys[key] },
              { type: 'keyUp', value: keys[key] },
            ],
          },
        ],
      });
    },
    async resize({ width, height }) {
      // The window is the viewport plus MiniBrowser's toolbar: measured, then added. The page takes
      // its new size a moment after the window: read it once it holds still, and refuse a size the
      // window did not take rather than check a page at another width.
      const size = () => evaluate(() => [window.innerWidth, window.innerHeight] as [number, number]);
      const settled = async () => {
        const started = Date.now();
        let last = await size();
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const now = await size();
          if ((now[0] === width && now[0] === last[0] && now[1] === last[1]) || Date.now() - started > 3000) return now;
          last = now;
        }
      };
      let [w, h] = [0, 0];
      for (let attempt = 0; attempt < 3; attempt++) {
        await call('POST', '/window/rect', { width, height: height + chrome });
        [w, h] = await settled();
        if (w === width && h === height) return;
        chrome += height - h;
      }
      throw new Error(`webkit: the window is ${w}×${h}, not ${width}×${height}`);
    },
    reload: async () => (await call('POST', '/refresh', {}), await listen()),
    back: async () => (await call('POST', '/back', {}), await listen()),
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await call('GET', '/screenshot'), 'base64'));
    },
    async problems() {
      const csp: string[] = await evaluate(() => window.__cspViolations ?? []).catch(() => []);
      await evaluate(() => void (window.__cspViolations = [])).catch(() => {});
      const problems = { consoleErrors: [], pageErrors: [], csp, offMachine: seen.slice(from) };
      from = seen.length;
      return problems;
    },
    run: async (source) => void (await call('POST', '/execute/sync', { script: source, args: [] })),
    async close() {
      stop(
        await call('DELETE', '').then(
          () => true,
          () => false,
        ),
      );
    },
  };
}

const starters: Record<EngineName, () => Promise<Engine>> = {
  chromium: chromiumEngine,
  firefox: firefoxEngine,
  webkit: webkitEngine,
};

/** Starts `name` before the tests of a file and stops it (and every process it started) after. */
export function useEngine(name: EngineName): { readonly engine: Engine } {
  let engine: Engine | undefined;
  let failed: unknown;
  beforeAll(async () => {
    try {
      engine = await starters[name]();
    } catch (error) {
      failed = error;
    }
  });
  afterAll(async () => {
    await engine?.close();
  });
  return {
    // No browser fails each test with the error naming the package to install (a failing
    // beforeAll would report the tests as skipped).
    get engine() {
      if (!engine) throw failed;
      return engine;
    },
  };
}
