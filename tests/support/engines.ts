// The three engines a visitor may read the site in, behind the one interface of the browser tests:
// Chromium (Debian's, through playwright-core), Firefox ESR (Debian's, through puppeteer-core over
// WebDriver BiDi) and WebKitGTK (Debian's MiniBrowser, through WebKitWebDriver under Xvfb, classic
// W3C WebDriver). No browser is downloaded; a missing one fails with the package to install.
//
// A visitor (language, viewport, reduced motion, forced colours, text size) is a fresh
// browser context in Chromium and Firefox and a fresh MiniBrowser session in WebKit. Where an engine
// takes a setting only at start (Firefox's motion preference, forced colours and text size; WebKit's
// locale and GTK settings),
// one browser or driver process serves each combination, started on first use.
//
// Nothing leaves 127.0.0.1: every engine sends every other request to one local proxy (`outside`),
// which records it and refuses it, or answers it with a stand-in the suite declares (gtag.js), over
// TLS with a certificate of its own that the engines are told to accept. Host names under
// `testDomain` reach this machine's servers through it, for what needs a real domain (cookies on a
// parent domain).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TLSSocket } from 'node:tls';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { chromePath, launchChromium, runnable } from './chromium.ts';
import { freePort } from './servers.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Host names under it (`http://www.site.test:<port>`) reach 127.0.0.1 in every engine. */
export const testDomain = 'site.test';

export interface Visitor {
  /** The browser's language, as the engine reports it in navigator.languages (tests/support/locales.ts). */
  locale: string;
  viewport: { width: number; height: number };
  reducedMotion?: boolean;
  /** Forced colours, as Windows' high contrast themes set them (where the engine can: `can.forcedColors`). */
  forcedColors?: boolean;
  /** The text size the browser's settings give (px; 16 by default), where the engine can: `can.textSize`. */
  textSize?: number;
}

/** What a tab saw since it opened or since the last call. */
export interface Seen {
  /** Console errors and uncaught exceptions (where the engine reports them: `can.console`). */
  consoleErrors: string[];
  pageErrors: string[];
  /** The other console lines, `type: text`. */
  console: string[];
  /** CSP violations (while loading only where `can.loadCsp`; later ones in every engine). */
  csp: string[];
  /** Requests that would have left 127.0.0.1: refused, or answered by a stand-in. */
  offMachine: string[];
}

/** An answer for requests off this machine whose URL matches: a stand-in for a third party. */
interface StandIn {
  url: RegExp;
  status?: number;
  type?: string;
  body?: string;
}

type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Space';

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
  /** Waits until no request is under way, the browser's own (the page's icon) too; WebKit's driver sees
   * no request, and WebKit reports none cut short, so it returns at once there. */
  networkIdle(): Promise<void>;
  /** The whole page as PNG where the engine can (Chromium, Firefox), the viewport in WebKit. */
  screenshot(file: string): Promise<void>;
  seen(): Promise<Seen>;
  close(): Promise<void>;
}

interface Engine {
  name: EngineName;
  /** What this engine can show a test beyond the page itself (docs/testing.md). */
  can: {
    /** Console lines and uncaught exceptions. */
    console: boolean;
    /** CSP violations while the page loads. */
    loadCsp: boolean;
    /** Layout-shift entries of the Performance API. */
    layoutShift: boolean;
    /** A focused window, in which :focus and :focus-visible match. */
    focus: boolean;
    /** Forced colours (`forced-colors: active`), for a visitor who asks for them. */
    forcedColors: boolean;
    /** A default text size of the visitor's choosing (`textSize`). */
    textSize: boolean;
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
    chromium: runnable(chromePath) ? [] : ['chromium'],
    firefox: runnable(firefoxPath) ? [] : ['firefox-esr'],
    webkit: [
      ...(runnable(webkitDriver) && runnable(miniBrowser) ? [] : ['webkit2gtk-driver']),
      ...(runnable(xvfb) ? [] : ['xvfb']),
    ],
  }[name];
  if (missing.length)
    throw new Error(
      `No ${name} to test in: install Debian's ${missing.join(' ')} (apt-get install -y ${missing.join(' ')}; npm test does this as root)` +
        {
          chromium: ', or set CHROME_PATH to a Chromium or Chrome binary.',
          firefox: ', or set FIREFOX_PATH.',
          webkit: '.',
        }[name],
    );
}

const isLocal = (url: string) =>
  !/^https?:/.test(url) || ['127.0.0.1', testDomain].some((host) => new URL(url).hostname.endsWith(host));

interface Outside {
  url: string;
  /** Every request that reached it, in order. */
  seen: string[];
  close(): Promise<void>;
}

/** The proxy every engine sends off-machine requests to: it records them, answers those a stand-in
 * matches (HTTPS too, with a certificate made here) and refuses the rest; `testDomain` goes to 127.0.0.1. */
async function outside(standIns: StandIn[], folder: string): Promise<Outside> {
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  try {
    const args = 'req -x509 -newkey rsa:2048 -nodes -subj /CN=stand-in -days 2 -keyout'.split(' ');
    execFileSync('openssl', [...args, key, '-out', cert], { stdio: 'ignore' });
  } catch {
    throw new Error("No openssl to make the stand-ins' certificate: apt-get install -y openssl");
  }
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  const seen: string[] = [];
  const answer = (url: string, res: ServerResponse) => {
    seen.push(url);
    const standIn = standIns.find((s) => s.url.test(url));
    if (!standIn) return void res.writeHead(403, { Connection: 'close' }).end();
    res.writeHead(standIn.status ?? 200, { 'Content-Type': standIn.type ?? 'text/plain', Connection: 'close' });
    res.end(standIn.body ?? '');
  };
  const secure = createHttpServer((req, res) => answer(`https://${req.headers.host}${req.url}`, res));
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url!);
    if (!url.hostname.endsWith(testDomain)) return answer(url.href, res);
    const local = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, method: req.method, headers: req.headers },
      (response) => (res.writeHead(response.statusCode!, response.headers), response.pipe(res)),
    );
    local.on('error', () => res.destroy());
    req.pipe(local);
  });
  server.on('connect', (_req, socket) => {
    socket.on('error', () => {});
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n', () => {
      const tlsSocket = new TLSSocket(socket, { isServer: true, ...tls });
      tlsSocket.on('error', () => socket.destroy());
      secure.emit('connection', tlsSocket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Run in each document before its own scripts where the driver can (Chromium, Firefox; in WebKit
 * after each navigation): logs CSP violations to the console, which Chromium and Firefox report for
 * every document of a tab (also one it left), and keeps them on the page for WebKit, which has no
 * console; and logs an error object as its text (Firefox's driver reports an object as a handle). */
const pageScript = `document.addEventListener('securitypolicyviolation', (e) => {
  (window.__cspViolations ||= []).push(e.violatedDirective + ' ' + e.blockedURI);
  console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI);
});
for (const level of ['error', 'warn', 'info', 'log']) {
  const log = console[level];
  console[level] = (...args) => log(...args.map((arg) => (arg instanceof Error ? String(arg) : arg)));
}`;

/** A tab's record of what it saw, for the drivers that report events. */
function recorder() {
  const log: Seen = { consoleErrors: [], pageErrors: [], console: [], csp: [], offMachine: [] };
  return {
    consoleLine(type: string, text: string, url = '') {
      if (type !== 'error') log.console.push(`${type}: ${text}`);
      else if (text.startsWith('CSP violation: ')) log.csp.push(text.slice(15));
      else log.consoleErrors.push(`${text}${url && ` (${url})`}`);
    },
    pageError: (error: unknown) => void log.pageErrors.push(String(error)),
    request: (url: string) => void (isLocal(url) || log.offMachine.push(url)),
    take(): Seen {
      const taken = structuredClone(log);
      for (const list of Object.values(log)) list.length = 0;
      return taken;
    },
  };
}

// — Chromium: a playwright context per visitor.

async function chromiumEngine(proxy: Outside): Promise<Engine> {
  // playwright sends loopback through a proxy too unless told otherwise.
  const browser = await launchChromium({ proxy: { server: proxy.url, bypass: '127.0.0.1' } });
  return {
    name: 'chromium',
    can: { console: true, loadCsp: true, layoutShift: true, focus: true, forcedColors: true, textSize: true },
    async open(visitor) {
      const context = await browser.newContext({
        viewport: visitor.viewport,
        locale: visitor.locale,
        reducedMotion: visitor.reducedMotion ? 'reduce' : 'no-preference',
        forcedColors: visitor.forcedColors ? 'active' : 'none',
        ignoreHTTPSErrors: true,
      });
      const log = recorder();
      context.on('console', (m) => log.consoleLine(m.type(), m.text(), m.location().url));
      context.on('weberror', (e) => log.pageError(e.error()));
      context.on('request', (r) => log.request(r.url()));
      await context.addInitScript(pageScript);
      const page = await context.newPage();
      // The settings' text size, as chrome://settings/fonts sets it: the size of 1em and 1rem.
      if (visitor.textSize)
        await (
          await context.newCDPSession(page)
        ).send('Page.setFontSizes', {
          fontSizes: { standard: visitor.textSize },
        });
      return driverTab(page as unknown as DriverPage, log, {
        resize: (viewport) => page.setViewportSize(viewport),
        networkIdle: () => page.waitForLoadState('networkidle'),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

/** What playwright's and puppeteer's pages share, which the tabs of Chromium and Firefox are made of. */
interface DriverPage {
  goto(url: string): Promise<unknown>;
  url(): string;
  evaluate(fn: unknown, arg?: unknown): Promise<unknown>;
  click(selector: string): Promise<void>;
  keyboard: { press(key: string): Promise<void> };
  reload(): Promise<unknown>;
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
}

/** A driver's own ways, and what its tab waits for before it leaves a page. */
type Own = Pick<Tab, 'resize' | 'networkIdle' | 'close'> & { leave?: () => Promise<void> };
const driverTab = (page: DriverPage, log: ReturnType<typeof recorder>, own: Own): Tab => ({
  goto: async (url) => (await own.leave?.(), void (await page.goto(url))),
  url: async () => page.url(),
  evaluate: (fn, arg) => page.evaluate(fn, arg) as never,
  run: async (source) => void (await page.evaluate(source)),
  click: (selector) => page.click(selector),
  press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
  reload: async () => (await own.leave?.(), void (await page.reload())),
  screenshot: async (file) => void (await page.screenshot({ path: file, fullPage: true })),
  seen: async () => log.take(),
  ...own,
});

// — Firefox: puppeteer-core over WebDriver BiDi; a browser per motion preference (and one forcing
// colours, one with larger text), the language set per context (a launch costs about 4 s of CPU).

/** What puppeteer keeps of a BiDi context: its id and the session, for a command it has no method for. */
interface BidiUserContext {
  id: string;
  browser: { session: { send(method: string, params: object): Promise<unknown> } };
}

async function firefoxEngine(proxy: Outside): Promise<Engine> {
  const { launch } = await import('puppeteer-core');
  const { port } = new URL(proxy.url);
  const browsers = new Map<string, Promise<PuppeteerBrowser>>();
  /** The browser's settings: its motion preference and whether it forces colours. */
  const kindOf = ({ reducedMotion = false, forcedColors = false, textSize = 16 }: Visitor) =>
    `${reducedMotion} ${forcedColors} ${textSize}`;
  const browserFor = (visitor: Visitor) => {
    const { reducedMotion = false, forcedColors = false, textSize = 16 } = visitor;
    const kind = kindOf(visitor);
    if (!browsers.has(kind))
      browsers.set(
        kind,
        launch({
          browser: 'firefox',
          executablePath: firefoxPath,
          headless: true,
          acceptInsecureCerts: true,
          extraPrefsFirefox: {
            'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
            // Always the browser's colours, not the page's: Firefox's forced colours on Linux.
            ...(forcedColors ? { 'browser.display.document_color_use': 2 } : {}),
            // The settings' text size (Settings, Fonts, Size), for the pages' languages.
            'font.size.variable.x-western': textSize,
            // Everything not on this machine goes to the proxy (loopback is never proxied).
            'network.proxy.type': 1,
            'network.proxy.http': '127.0.0.1',
            'network.proxy.http_port': Number(port),
            'network.proxy.ssl': '127.0.0.1',
            'network.proxy.ssl_port': Number(port),
            'network.proxy.share_proxy_settings': true,
            'network.dns.disablePrefetch': true,
            'network.http.speculative-parallel-limit': 0,
          },
        }),
      );
    return browsers.get(kind)!;
  };
  /** The page in front of each browser: Firefox hides the others (no animation frames, timers slowed). */
  const inFront = new Map<string, unknown>();
  return {
    name: 'firefox',
    can: { console: true, loadCsp: true, layoutShift: false, focus: true, forcedColors: true, textSize: true },
    async open(visitor) {
      const context = await (await browserFor(visitor)).createBrowserContext();
      // navigator.languages, Intl and Accept-Language of this context's pages.
      const { userContext } = context as unknown as { userContext: BidiUserContext };
      await userContext.browser.session.send('emulation.setLocaleOverride', {
        locale: visitor.locale,
        userContexts: [userContext.id],
      });
      const page = await context.newPage();
      await page.setViewport(visitor.viewport);
      // The page's own requests: the proxy also sees Firefox's background services, which are not the site's.
      const log = recorder();
      page.on('request', (request) => log.request(request.url()));
      page.on('console', (m) => log.consoleLine(m.type(), m.text(), m.location().url));
      page.on('pageerror', log.pageError);
      await page.evaluateOnNewDocument(pageScript);
      const browser = kindOf(visitor);
      inFront.set(browser, page);
      const tab = driverTab(page as unknown as DriverPage, log, {
        // A width that picks another image from a srcset starts its load; Firefox reports that load,
        // when the next navigation cancels it, as an error of the service worker: it finishes first.
        resize: async (viewport) => {
          await page.setViewport(viewport);
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.currentSrc));
        },
        networkIdle: () => page.waitForNetworkIdle(),
        // Firefox reports a request the next page cuts short (the browser's own, for the icon, too) as
        // an error of the page or its worker: a page is left once its requests are done, 5 s at most.
        leave: () => page.waitForNetworkIdle({ idleTime: 0, timeout: 5000 }).catch(() => {}),
        close: () => context.close(),
      });
      // A visitor sharing its browser with another acts from the front.
      const front = async () => {
        if (inFront.get(browser) !== page) await page.bringToFront();
        inFront.set(browser, page);
      };
      return Object.fromEntries(
        Object.entries(tab).map(([name, act]) => [name, async (...args: never[]) => (await front(), act(...args))]),
      ) as unknown as Tab;
    },
    async close() {
      await Promise.allSettled([...browsers.values()].map(async (browser) => (await browser).close()));
    },
  };
}

// — WebKit: MiniBrowser through WebKitWebDriver, classic W3C WebDriver, under an Xvfb of its own.

async function webkitEngine(proxy: Outside, folder: string): Promise<Engine> {
  const processes: ChildProcess[] = [];
  const started = (child: ChildProcess) => (processes.push(child), child);
  const stopAll = () => {
    for (const child of processes.reverse())
      try {
        if (child.exitCode === null) process.kill(child.spawnargs[0] === xvfb ? child.pid! : -child.pid!);
      } catch {}
  };
  try {
    // Xvfb picks a free display number itself and writes it to fd 3.
    const x = started(
      spawn(xvfb, ['-displayfd', '3', '-screen', '0', '2000x1200x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      }),
    );
    const display = await new Promise<string>((resolve, reject) => {
      x.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
      x.stdio[3]!.once('data', (data) => resolve(String(data).trim()));
    });
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
            // WebKitGTK composites with OpenGL, which here is Mesa's software renderer: painting without
            // it takes half the CPU time of the whole suite. Layout and scripts are the same either way.
            WEBKIT_DISABLE_COMPOSITING_MODE: '1',
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
      can: { console: false, loadCsp: false, layoutShift: false, focus: false, forcedColors: false, textSize: false },
      async open(visitor) {
        const kind = `${visitor.locale} ${!!visitor.reducedMotion}`;
        /** A MiniBrowser session on an idle driver of this kind, or a new one. */
        const session = async () => {
          const { base, driver, log } = idle.get(kind)?.pop() ?? (await startDriver(visitor));
          try {
            const args = [
              '--automation',
              // MiniBrowser's own proxy options, not the session's proxy capability: WebKitGTK 2.50
              // reads the capability's noProxy list past its end and MiniBrowser crashes.
              `--proxy=${proxy.url}`,
              '--ignore-host=127.0.0.1',
              '--ignore-tls-errors',
            ];
            const capabilities = {
              alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args } },
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
        const begin = async (): Promise<WebKitSession> => {
          // WebKitWebDriver waits forever for a MiniBrowser that failed to come up (it has no timeout
          // for that handshake): such a start is tried once more on a new driver, and said.
          const { base, driver, log, created } = await session().catch(async (first: Error) => {
            console.warn(`webkit: ${first.message}; starting a new MiniBrowser`);
            return session();
          });
          return {
            url: `${base}/session/${created.sessionId}`,
            // A driver whose session would not end is not used again.
            end: (ended) => {
              if (ended) idle.set(kind, [...(idle.get(kind) ?? []), { base, driver, log }]);
              else
                try {
                  process.kill(-driver.pid!);
                } catch {}
            },
          };
        };
        const tab = webkitTab(await begin(), begin, proxy.seen, () => open.delete(tab));
        open.add(tab);
        await tab.resize(visitor.viewport);
        return tab;
      },
      async close() {
        // Sessions left open by a failed test: their MiniBrowsers go with them.
        await Promise.allSettled([...open].map((tab) => tab.close()));
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

async function webdriver(base: string, method: string, url: string, body?: unknown, timeout = 30_000): Promise<any> {
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

const webdriverKeys: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Space: ' ',
};

/** A MiniBrowser session: its WebDriver URL, and how it ends (whether it ended cleanly). */
interface WebKitSession {
  url: string;
  end: (ended: boolean) => void;
}

/** A tab on `first`; a session that stopped answering (a call timed out: the test that made it fails)
 * is replaced by one from `begin` at the next call, at the last size, so the tests after it run on. */
function webkitTab(
  first: WebKitSession,
  begin: () => Promise<WebKitSession>,
  proxied: string[],
  closed: () => void,
): Tab {
  let current: WebKitSession | undefined = first;
  /** The session being replaced: calls meanwhile wait for the new one (or its failure). */
  let replacing: Promise<void> | undefined;
  let lastSize: Visitor['viewport'] | undefined;
  /** Starts the session after one that stopped answering, once for the calls that wait on it, at the
   * tab's size; a start that fails fails the call, and is tried again at the next. */
  const replace = () =>
    (replacing ??= (async () => void (current = await begin()))()
      .finally(() => (replacing = undefined))
      .then(async () => void (lastSize && (await tab.resize(lastSize)))));
  const call = async (method: string, url: string, body?: unknown): Promise<any> => {
    if (replacing || !current) await replace();
    const session = current!;
    return webdriver(session.url, method, url, body).catch((error: Error) => {
      // A call still under way on a session already replaced says nothing of the new one.
      if (/no answer in/.test(error.message) && session === current) {
        session.end(false);
        current = undefined;
      }
      throw error;
    });
  };
  let from = proxied.length;
  const evaluate = async (fn: Function | string, arg?: unknown) => {
    const script = `const [arg, done] = arguments;
      Promise.resolve().then(() => (${fn.toString()})(arg)).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = await call('POST', '/execute/async', { script, args: [arg ?? null] });
    if (result?.error) throw new Error(result.error);
    return result?.value;
  };
  /** After a navigation: listens for CSP violations from here on (no earlier hook in classic WebDriver). */
  const listen = () => evaluate(`() => { if (!window.__cspViolations) { ${pageScript} } }`).catch(() => {});
  /** WebKitGTK keeps a service worker whose page was left while it installed "installing" for good
   * (`ready` never resolves, `unregister()` never returns): a page is left once its worker is ready, 5 s at most.
   * A registration without any worker for half a second failed (its script missing): WebKit keeps those too. */
  const leave = () =>
    evaluate(async () => {
      const workerless = new Map<string, number>();
      const ready = (r: ServiceWorkerRegistration) => {
        if (r.installing || r.waiting) return false;
        if (r.active) return true;
        workerless.set(r.scope, workerless.get(r.scope) ?? Date.now());
        return Date.now() - workerless.get(r.scope)! > 500;
      };
      for (const until = Date.now() + 5000; Date.now() < until; await new Promise((r) => setTimeout(r, 20)))
        if ((await navigator.serviceWorker.getRegistrations()).every(ready)) return;
    }).catch(() => {});
  let chrome = 0;
  const tab: Tab = {
    goto: async (url) => (await leave(), await call('POST', '/url', { url }), await listen()),
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
    press: (key) =>
      call('POST', '/actions', {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: webdriverKeys[key] },
              { type: 'keyUp', value: webdriverKeys[key] },
            ],
          },
        ],
      }),
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
        if (w === width && h === height) return void (lastSize = { width, height });
        chrome += height - h;
      }
      throw new Error(`webkit: the window is ${w}×${h}, not ${width}×${height}`);
    },
    reload: async () => (await leave(), await call('POST', '/refresh', {}), await listen()),
    networkIdle: async () => {},
    // Without compositing, WebKit takes the snapshot at the page's next paint, and a page that fits the
    // window paints no more (no scrollbar fades out): a dot no eye sees repaints until the snapshot is made.
    screenshot: async (file) => {
      await evaluate(() => {
        const dot = document.body.appendChild(document.createElement('div'));
        dot.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none';
        let shown = false;
        const timer = setInterval(() => (dot.style.background = (shown = !shown) ? '#00000003' : ''), 50);
        dot.dataset.repaint = String(timer);
      });
      const png = await call('GET', '/screenshot');
      await evaluate(() => {
        const dot = document.querySelector<HTMLElement>('[data-repaint]')!;
        clearInterval(Number(dot.dataset.repaint));
        dot.remove();
      });
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async seen() {
      const csp: string[] = await evaluate(() => window.__cspViolations ?? []).catch(() => []);
      await evaluate(() => void (window.__cspViolations = [])).catch(() => {});
      const offMachine = proxied.slice(from).filter((url) => !isLocal(url));
      from = proxied.length;
      return { consoleErrors: [], pageErrors: [], console: [], csp, offMachine };
    },
    run: async (source) => void (await call('POST', '/execute/sync', { script: source, args: [] })),
    // A session that stopped answering is ended as it is, not replaced to be closed.
    close: async () => {
      closed();
      await replacing?.catch(() => {});
      if (current) await leave();
      const session = current;
      if (!session) return;
      session.end(
        await webdriver(session.url, 'DELETE', '').then(
          () => true,
          () => false,
        ),
      );
    },
  };
  return tab;
}

/** Starts engine `name` (and the proxy it sends the outside to) before the tests of a file and stops
 * it, with every process it started, after. */
export function useEngine(name: EngineName, standIns: StandIn[] = []): { readonly engine: Engine } {
  let engine: Engine | undefined;
  let failed: unknown;
  let proxy: Outside | undefined;
  const folder = mkdtempSync(path.join(tmpdir(), `site-${name}-`));
  beforeAll(async () => {
    try {
      assertInstalled(name);
      proxy = await outside(standIns, folder);
      engine = await { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine }[name](proxy, folder);
    } catch (error) {
      failed = error;
    }
  });
  afterAll(async () => {
    await engine?.close();
    await proxy?.close();
    rmSync(folder, { recursive: true, force: true });
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
