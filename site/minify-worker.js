// @ts-check
// The minifier's thread (site/minify.ts): plain JavaScript, so that it starts without a TypeScript
// loader. A page arrives as a string and goes back minified, as bytes handed over, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import minifyHtml from '@minify-html/node';

/** @type {{ options: Parameters<typeof minifyHtml.minify>[1], cssMark: string }} */
const { options, cssMark } = workerData;
const mark = Buffer.from(cssMark);
let style = Buffer.alloc(0);

parentPort?.on('message', (/** @type {{ css: string } | { id: number; page: string }} */ message) => {
  if ('css' in message) {
    style = Buffer.from(message.css);
    return;
  }
  const { id, page } = message;
  // The private-use characters that mark the template's examples where no component shows them (i18n/markup.ts).
  const minified = minifyHtml.minify(Buffer.from(page.replace(/[\uE000-\uE002]/g, '')), options);
  // The inline styles, the same on every page, join it here: neither handed over nor minified again.
  const at = minified.indexOf(mark);
  const bytes =
    at < 0 ? minified : Buffer.concat([minified.subarray(0, at), style, minified.subarray(at + mark.length)]);
  parentPort?.postMessage({ id, bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
});
