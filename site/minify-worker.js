// @ts-check
// The minifier's thread (site/minify.ts): plain JavaScript, so that it starts without a TypeScript
// loader. A page arrives as a string and goes back minified, as bytes handed over, not copied. The
// pages the last build minified come from the cache, by the hash of what they were before.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import minifyHtml from '@minify-html/node';

/** @type {{ options: Parameters<typeof minifyHtml.minify>[1], cssMark: string, cache: string, madeBy: string }} */
const { options, cssMark, cache, madeBy } = workerData;
const mark = Buffer.from(cssMark);
let style = Buffer.alloc(0);

/** Page hash → minified bytes: what the last build kept, and what this one minified. */
const readCache = () => {
  try {
    return /** @type {Map<string, Buffer>} */ (deserialize(readFileSync(cache)));
  } catch {
    return new Map(); // none yet, or unreadable: every page is minified
  }
};
const last = readCache();
/** @type {Map<string, Buffer>} */
const made = new Map();

/** Stores what this build minified (and only that) for the next build, beside and renamed: a build
 * stopped mid-write leaves no half file. A cache that cannot be written only costs the next build time. */
function keep() {
  try {
    mkdirSync(path.dirname(cache), { recursive: true });
    const beside = `${cache}.${process.pid}-${threadId}`; // of this thread: builds at once each write their own
    writeFileSync(beside, serialize(made));
    renameSync(beside, cache);
  } catch {}
}

parentPort?.on('message', (/** @type {{ css: string } | { keep: true } | { id: number; page: string }} */ message) => {
  if ('css' in message) {
    style = Buffer.from(message.css);
    return;
  }
  if ('keep' in message) {
    keep();
    parentPort?.postMessage({ kept: true });
    return;
  }
  const { id, page } = message;
  // The private-use characters that mark the template's examples where no component shows them (i18n/markup.ts).
  const source = Buffer.from(page.replace(/[\uE000-\uE002]/g, ''));
  const key = createHash('sha256').update(madeBy).update(source).digest('base64');
  const minified = last.get(key) ?? made.get(key) ?? minifyHtml.minify(source, options);
  made.set(key, minified);
  // The inline styles, the same on every page, join it here: neither handed over nor minified again.
  // In memory of its own, handed over: the cache keeps `minified`.
  const at = minified.indexOf(mark);
  const parts = at < 0 ? [minified] : [minified.subarray(0, at), style, minified.subarray(at + mark.length)];
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  parentPort?.postMessage({ id, bytes }, [bytes.buffer]);
});
