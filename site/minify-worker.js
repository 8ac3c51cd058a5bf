// @ts-check
// The minifier's thread (site/minify.ts): plain JavaScript, so that it starts without a TypeScript
// loader. A page arrives as a string and goes back minified, as bytes handed over, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import minifyHtml from '@minify-html/node';

/** @type {{ options: Parameters<typeof minifyHtml.minify>[1] }} */
const { options } = workerData;

parentPort?.on('message', (/** @type {{ id: number; page: string }} */ { id, page }) => {
  // The private-use characters that mark the template's examples where no component shows them (i18n/markup.ts).
  const bytes = minifyHtml.minify(Buffer.from(page.replace(/[\uE000-\uE002]/g, '')), options);
  parentPort?.postMessage({ id, bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
});
