// What the browser tests do in a page, written once for every engine (tests/support/engines.ts):
// waiting, scrolling, axe, the check that a tab stayed clean, and the probe: helpers installed in the
// page that load a page of the site into a frame of any size (a frame without scripts is a page with
// JavaScript off) and tell whether an element is shown where a click would reach it. A frame takes a
// new width at once, in every engine, where a window takes a moment (WebKit's a third of a second),
// so the sweeps across widths run inside the page. The preview server lets only frames of its own
// pages be framed (`framable`).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Seen, Tab } from './engines.ts';

export const pathOf = async (tab: Tab): Promise<string> => new URL(await tab.url()).pathname;

/** The path of the tab's document and its readyState. A driver's URL (playwright's) turns to the next
 * page as its document commits, before its markup is parsed: `[path, 'complete']` is that page, loaded. */
export const loaded = (tab: Tab): Promise<[string, DocumentReadyState]> =>
  tab.evaluate(() => [location.pathname, document.readyState]);

/** Waits until `check` holds; returns what it last read (for the test's expect to report). */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => undefined as T);
    if ((value !== undefined && check(value)) || Date.now() - started > timeout) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits `count` animation frames in the page. */
export const frames = (tab: Tab, count = 3) =>
  tab.evaluate(
    (n: number) =>
      new Promise<boolean>((resolve) => {
        let i = 0;
        const step = () => (++i >= n ? resolve(true) : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );

/** Scrolls instantly (whatever the CSS scroll-behavior) and waits for the scroll handlers' frame. */
export async function scrollInstantly(tab: Tab, top: number): Promise<number> {
  await tab.evaluate((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await frames(tab);
  return tab.evaluate(() => window.scrollY);
}

/** Waits until scrollY has not changed for 10 frames in a row; returns it. */
export const settledScroll = (tab: Tab) =>
  tab.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const started = Date.now();
        let [last, same] = [-1, 0];
        const tick = () => {
          const y = window.scrollY;
          if (y === last) same++;
          else [last, same] = [y, 0];
          if (same >= 10) return resolve(y);
          if (Date.now() - started > 5000) return reject(new Error(`scroll did not settle (scrollY ${y})`));
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

/** Waits for the page's service worker to be ready; one never ready fails in 10 s, naming the states of
 * its registrations' workers (WebKitGTK has kept one "installing" for good: tests/support/engines.ts). */
export async function workerReady(tab: Tab): Promise<void> {
  const states = await tab.evaluate(async () => {
    const late = new Promise<void>((resolve) => setTimeout(resolve, 10_000));
    if (await Promise.race([navigator.serviceWorker.ready.then(() => true), late])) return null;
    return (await navigator.serviceWorker.getRegistrations()).map(
      (r) => `${r.scope}: ${(['installing', 'waiting', 'active'] as const).map((k) => `${k} ${r[k]?.state ?? '-'}`)}`,
    );
  });
  if (states) throw new Error(`the service worker was not ready in 10 s: ${states.join('; ') || 'no registration'}`);
}

/** Rendered, with a box, and not hidden. */
export const visible = (tab: Tab, selector: string) =>
  tab.evaluate((s: string) => {
    const element = document.querySelector(s);
    const box = element?.getBoundingClientRect();
    return !!box && box.width > 0 && box.height > 0 && getComputedStyle(element!).visibility === 'visible';
  }, selector);

export const attribute = (tab: Tab, selector: string, name: string) =>
  tab.evaluate(([s, n]) => document.querySelector(s!)?.getAttribute(n!) ?? null, [selector, name]);

/** Positions are measured in CSS pixels and may be fractional. */
export const expectNear = (actual: number, expected: number, tolerance = 1) =>
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tolerance);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.x A and AA violations as readable lines. axe runs outside the page's CSP (the
 * driver's own script), so the page keeps its real policy. `within`: those of one element only (an
 * overlay's own: which of the page's targets it half covers depends on how long the texts are). */
export async function axeViolations(tab: Tab, within?: string): Promise<string[]> {
  if (!(await tab.evaluate(() => !!window.axe))) await tab.run(axeSource);
  return tab.evaluate(async (within) => {
    const { violations } = await window.axe.run(within ? { include: [within] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${v.help} — ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
    );
  }, within);
}

/** What a tab saw (`tab.seen()`): no console error or uncaught exception (where the engine reports
 * them), no CSP violation, no request off this machine. `notFound`: the page was opened at an unknown
 * URL, so the engine's console line about the document's status 404 is expected. */
export function expectClean(seen: Seen, where: string, { notFound = false } = {}): void {
  const { consoleErrors, pageErrors, csp, offMachine } = seen;
  const errors = consoleErrors.filter((e) => !(notFound && /\b404\b/.test(e)));
  expect({ consoleErrors: errors, pageErrors, csp, offMachine }, where).toEqual({
    consoleErrors: [],
    pageErrors: [],
    csp: [],
    offMachine: [],
  });
}

/** A preview-server hook: a page asked for with `?framed` (the probe's frames) may be framed by the
 * site's own pages, which the site's headers forbid. Every other response keeps the headers of `_headers`. */
export function framable(req: IncomingMessage, res: ServerResponse): false {
  if (!/[?&]framed\b/.test(req.url ?? '')) return false;
  const set = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    const header = name.toLowerCase();
    if (header === 'x-frame-options') return res;
    const relaxed = String(value).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
    return set(name, header === 'content-security-policy' ? relaxed : value);
  };
  return false;
}

/** The helpers of the probe, installed in the page as `window.__probe`. Each runs in the page: no
 * imports, nothing from outside. */
function probe() {
  const name = (el: Element | null) =>
    el ? `<${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}>` : 'nothing';
  return {
    name,
    /** Loads `url` into the page's frame at `width`×`height`; with `scripts` false it runs none. */
    async load(url: string, width: number, height: number, scripts = true): Promise<HTMLIFrameElement> {
      document.querySelector('iframe[data-probe]')?.remove();
      const frame = document.createElement('iframe');
      frame.dataset.probe = '';
      if (!scripts) frame.sandbox.add('allow-same-origin');
      Object.assign(frame.style, { position: 'fixed', top: '0', left: '0', zIndex: '99', border: '0' });
      this.resize(frame, width, height);
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      frame.src = `${url}${url.includes('?') ? '&' : '?'}framed`;
      document.body.append(frame);
      await loaded;
      await frame.contentDocument!.fonts.ready;
      return frame;
    },
    resize(frame: HTMLIFrameElement, width: number, height: number) {
      Object.assign(frame.style, { width: `${width}px`, height: `${height}px` });
      frame.contentDocument?.documentElement.getBoundingClientRect();
    },
    /** The problems `check` finds in the page at `url`, in a frame 800 px high at each width. */
    async across(url: string, widths: number[], check: 'layout' | 'footer'): Promise<string[]> {
      const frame = await this.load(url, widths[0]!, 800);
      const found = widths.flatMap((width) => {
        this.resize(frame, width, 800);
        return this[check](frame.contentDocument!).map((problem) => `${url} at ${width}px: ${problem}`);
      });
      frame.remove();
      return found;
    },
    /** Why a click at the element's centre would not reach it (hidden, out of view, covered), or null. */
    reach(el: Element | null): string | null {
      if (!el) return 'missing';
      const view = el.ownerDocument.defaultView!;
      const box = el.getBoundingClientRect();
      if (!(box.width > 0 && box.height > 0) || view.getComputedStyle(el).visibility !== 'visible') return 'not shown';
      const at = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      if (box.left < -0.5 || box.top < -0.5 || box.right > view.innerWidth + 0.5 || box.bottom > view.innerHeight + 0.5)
        return `out of view at ${at}`;
      const hit = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return el.contains(hit) ? null : `covered by ${name(hit)} at ${at}`;
    },
    /** The rows its visible text takes. */
    lines(el: Element): number {
      const tops: number[] = [];
      const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only (in a box of a pixel) takes no row.
        if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = el.ownerDocument.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) if (box.width > 1 && box.height > 1) tops.push(box.top);
      }
      return new Set(tops.map((top) => Math.round(top / 8))).size;
    },
    /** Elements that do not share one row: not every one overlaps every other vertically. */
    oneRow: (els: Element[]) => {
      const boxes = els.map((el) => el.getBoundingClientRect());
      return Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom));
    },
    /**
     * The header of the page at `url`, in a frame at each width, with scripts and without: with them,
     * one row holding every link of the navigation, the language menu (with more than one language) and
     * the booking button, or one holding the menu button, whose menu holds them; without, every link
     * (each language's too) shown where a click reaches it, and none of the page under the header.
     * Only the header is kept in the frame.
     */
    async header(model: {
      url: string;
      widths: number[];
      plainWidths: number[];
      links: string[];
      languages: string[];
      booking: string;
    }) {
      const found: string[] = [];
      for (const scripts of [true, false]) {
        const frame = await this.load(model.url, model.widths[0]!, 800, scripts);
        const [doc, before] = [frame.contentDocument!, found.length];
        doc.querySelector('main')!.replaceChildren();
        doc.querySelector('footer')?.remove();
        const header = doc.querySelector('.site-header')!;
        const links = [...header.querySelectorAll('.nav-links a')];
        const languages = [...header.querySelectorAll('a[data-lang]')];
        const hrefs = (els: Element[]) => JSON.stringify(els.map((a) => a.getAttribute('href')));
        if (hrefs(links) !== JSON.stringify(model.links)) found.push(`links ${hrefs(links)}, not ${model.links}`);
        if (hrefs(languages) !== JSON.stringify(model.languages)) found.push(`languages ${hrefs(languages)}`);
        const [brand, toggle] = [header.querySelector('.brand')!, header.querySelector<HTMLElement>('.menu-toggle')!];
        const booking = header.querySelector(`.site-menu a[href^="${model.booking}"]`);
        const items = [...links, header.querySelector('.lang-toggle'), booking].filter((el) => el !== null);
        const say = (width: number, el: Element | null, why: string | null | false) =>
          why && found.push(`${width}px${scripts ? '' : ' without JavaScript'}: ${name(el)} ${why}`);
        for (const width of scripts ? model.widths : model.plainWidths) {
          this.resize(frame, width, 800);
          const collapsed = this.reach(toggle) !== 'not shown';
          if (!scripts) {
            say(width, toggle, collapsed && 'shown');
            // However many rows it takes, it covers none of the page (its border may lie on it).
            const covered =
              header.getBoundingClientRect().bottom - doc.querySelector('main')!.getBoundingClientRect().top;
            say(width, header, covered > 1 && `covers the top ${Math.round(covered)}px of the page`);
            for (const el of [...links, ...languages, booking]) {
              el?.scrollIntoView({ block: 'nearest' });
              say(width, el, this.reach(el));
            }
            continue;
          }
          const bar = collapsed ? [brand, toggle] : [brand, ...items];
          for (const el of bar) say(width, el, this.reach(el) ?? (this.lines(el) > 1 && 'wraps'));
          say(width, header, !this.oneRow(bar) && 'takes more than one row');
          if (!collapsed) continue;
          toggle.click();
          for (const el of items) {
            el.scrollIntoView({ block: 'nearest' });
            say(width, el, this.reach(el) && `in the menu: ${this.reach(el)}`);
          }
          toggle.click();
        }
        if (found.length > before && this.inFallbackFont(doc))
          found.push('laid out in the fallback font (font-display: optional, the web font not there in time)');
        frame.remove();
      }
      return found;
    },
    /** Whether the document's text is laid out in the fallback font of its font stack (a web font that
     * comes later than `font-display: optional` waits is not used, as on a slow first visit). */
    inFallbackFont(doc: Document): boolean {
      const stack = doc.defaultView!.getComputedStyle(doc.body).fontFamily;
      const width = (fontFamily: string) => {
        const span = doc.body.appendChild(doc.createElement('span'));
        Object.assign(span.style, { fontFamily, position: 'absolute', whiteSpace: 'nowrap' });
        span.textContent = 'Mmwxyz 0123456789';
        const { width } = span.getBoundingClientRect();
        span.remove();
        return width;
      };
      return width(stack) === width(stack.split(',').slice(1).join(','));
    },
    /** The footer's links and its consent button, while the consent banner shows: the page scrolled to
     * its end, then each focused as a keyboard reaches it; what is hidden or covered. */
    footer(doc: Document): string[] {
      const found: string[] = [];
      const check = (how: string, el: Element) => {
        const why = this.reach(el);
        if (why) found.push(`${how}: ${name(el)} ${el.textContent?.trim()} ${why}`);
      };
      const targets = [...doc.querySelectorAll('footer a, footer [data-consent-settings]')];
      doc.defaultView!.scrollTo({ top: doc.documentElement.scrollHeight, behavior: 'instant' });
      for (const el of [...doc.querySelectorAll('[data-consent] a, [data-consent] button'), ...targets])
        check('at the end', el);
      for (const el of targets) {
        (el as HTMLElement).focus();
        check('focused', el);
      }
      return found;
    },
    /** How far the document scrolls sideways, the cards alone in a row under a fuller one that do
     * not sit in the middle of their grid, and a list's icons stretched to their item's height. */
    layout(doc: Document): string[] {
      const problems: string[] = [];
      const overflow = doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
      if (overflow > 0) problems.push(`scrolls ${overflow}px sideways`);
      for (const grid of doc.querySelectorAll('ul.grid')) {
        const rows = new Map<number, Element[]>();
        for (const card of grid.children) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), card]);
        }
        const widest = Math.max(...[...rows.values()].map((row) => row.length));
        const box = grid.getBoundingClientRect();
        for (const row of rows.values()) {
          const card = row[0]!.getBoundingClientRect();
          if (row.length === 1 && widest > 1 && Math.abs(card.left + card.width / 2 - (box.left + box.width / 2)) > 1)
            problems.push(`${name(grid)}: a card alone at the start of its row`);
        }
      }
      // A list's icon sits beside its item's first line, as tall as it is wide, however many lines follow.
      for (const icon of doc.querySelectorAll('li > svg:first-child')) {
        const { width, height } = icon.getBoundingClientRect();
        if (height > width + 1)
          problems.push(`${name(icon.parentElement)}: its icon stretched to ${Math.round(height)}px`);
      }
      return problems;
    },
  };
}
export type Probe = ReturnType<typeof probe>;

/** Installs the probe in the tab's document, once. */
export async function withProbe(tab: Tab): Promise<void> {
  if (!(await tab.evaluate(() => !!window.__probe))) await tab.run(`window.__probe = (${probe.toString()})();`);
}
