// Whole-page minification on a second thread: the main thread renders the next page with React
// while this one minifies the last, so a build keeps two cores busy. What a build minified is kept in
// the cache (site/cache.ts) for the next one, by what the page was before: a page nothing changed is
// not minified again.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
// The main thread holds the native addon too: unloaded with the worker's last reference, it crashes
// the process at exit.
import '@minify-html/node';
import { cacheDir, versionOf } from './cache.ts';

// Closing tags and the <html>/<head> start tags stay: valid either way, but html-validate and
// anyone reading the source expect them. Inline script and style bodies are left as they are
// (already minified by esbuild), so the CSP hashes of what went in hold for what comes out.
const options = { keep_closing_tags: true, keep_html_and_head_opening_tags: true };

export interface Minifier {
  /** The styles every page inlines: the thread puts them where a page holds `cssMark`. */
  useStyles(css: string): void;
  /** The page's minified bytes, as the minifier made them (not decoded to a string again). */
  minify(html: string): Promise<Uint8Array>;
  /** Keeps the pages minified so far in the cache, for the next build: call it once every page is done. */
  keep(): void;
  /** Stops the thread once what it keeps is stored; pages still pending are dropped (the build has
   * failed already, or they were not asked for). */
  close(): Promise<void>;
}

/** What a page holds where its inline styles go: the thread puts `css` there once it has minified the
 * rest (at 2,000 pages, handing over and minifying the same 22 KB of styles took 400 ms). */
export const cssMark = '\uE003';

/** Starts the thread at once: it starts up while the caller does other work. */
export function startMinifier(): Minifier {
  // No TypeScript loader in the thread (execArgv): it starts in milliseconds.
  const thread = new Worker(new URL('./minify-worker.js', import.meta.url), {
    execArgv: [],
    workerData: {
      options,
      cssMark,
      cache: path.join(cacheDir(), 'minified-pages'),
      // With the page, what its minified bytes are made from.
      madeBy: `@minify-html/node ${versionOf('@minify-html/node')} ${JSON.stringify(options)}`,
    },
  });
  const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  let kept: Promise<void> | undefined;
  let stored = () => {};
  const fail = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    stored(); // nothing more is stored
  };
  thread.on('message', (reply: { id: number; bytes: Uint8Array } | { kept: true }) => {
    if ('kept' in reply) return stored();
    // A Buffer over the transferred memory, as the minifier returns on the main thread: no copy.
    // After close(), a reply still queued has nobody waiting for it.
    const { id, bytes } = reply;
    pending.get(id)?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    pending.delete(id);
  });
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`minifier thread stopped (exit code ${code})`)));
  let next = 0;
  return {
    useStyles(css) {
      thread.postMessage({ css });
    },
    minify(html) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // As a string: copying it over costs the main thread less than encoding it (170 ms of 4,000
        // pages); the worker encodes it, and takes out the marks of examples (i18n/markup.ts).
        thread.postMessage({ id, page: html });
      });
    },
    keep() {
      kept = new Promise((resolve) => (stored = resolve));
      thread.postMessage({ keep: true });
    },
    async close() {
      await kept;
      pending.clear();
      await thread.terminate();
    },
  };
}
