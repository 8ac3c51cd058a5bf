// @ts-check
// The minifier's thread (site/minify.ts): plain JavaScript, so that it starts without a TypeScript
// loader. A page arrives as a string and goes back minified, as bytes handed over, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import minifyHtml from '@minify-html/node';

/** @type {{ options: Parameters<typeof minifyHtml.minify>[1], css: string, cssMark: string }} */
const { options, css, cssMark } = workerData;
const [style, mark] = [Buffer.from(css), Buffer.from(cssMark)];

parentPort?.on('message', (/** @type {{ id: number; page: string }} */ { id, page }) => {
  // The private-use characters that mark the template's examples where no component shows them (i18n/markup.ts).
  const minified = minifyHtml.minify(Buffer.from(page.replace(/[\uE000-\uE002]/g, '')), options);
  // The inline styles, the same on every page, join it here: neither handed over nor minified again.
  const at = minified.indexOf(mark);
  const bytes =
    at < 0 ? minified : Buffer.concat([minified.subarray(0, at), style, minified.subarray(at + mark.length)]);
  parentPort?.postMessage({ id, bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
});
