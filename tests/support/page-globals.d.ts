// What the tests put on a page's window (tab.evaluate code runs in the browser), and what the site's
// analytics snippet and the stand-in gtag.js add there.
import type { Probe } from './browser.ts';

declare global {
  interface Window {
    axe: typeof import('axe-core');
    /** tests/support/browser.ts */
    __probe: Probe;
    dataLayer?: unknown[];
    /** CSP violations a page recorded before the test read them. */
    __cspViolations?: string[];
    /** Set by the stand-in gtag.js the tests answer for Google's. */
    __gtagLoaded?: boolean;
    __gaSent?: boolean;
    /** Marks a document so a test can tell a same-document move from a new page load. */
    __sameDocument?: boolean;
    __scrolls: number[];
    /** Where the last click left the window's scroll position once its handlers ran. */
    __atClick?: number;
  }
}
