// What the tests put on a page's window (page.evaluate code runs in the browser), and what the site's
// analytics snippet adds there.
export {};

declare global {
  interface Window {
    axe: typeof import('axe-core');
    dataLayer?: unknown[][];
    /** CSP violations a page recorded before the test read them. */
    __cspViolations?: string[];
    __reportCspViolation(violation: string): void;
    /** Set by the stand-in gtag.js the tests serve instead of Google's. */
    __gtagLoaded?: boolean;
    __gaSent?: boolean;
    /** Marks a document so a test can tell a same-document move from a new page load. */
    __sameDocument?: boolean;
    __scrolls: number[];
  }
}
