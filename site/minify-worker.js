// @ts-check
// The minifier's thread (site/minify.ts): plain JavaScript, so that it starts without a TypeScript
// loader. A page arrives as UTF-8 bytes and goes back minified, both handed over, not copied.
import { parentPort, workerData } from 'node:worker_threads';
import minifyHtml from '@minify-html/node';

/** @type {{ options: Parameters<typeof minifyHtml.minify>[1] }} */
const { options } = workerData;

parentPort?.on('message', (/** @type {{ id: number; page: Uint8Array }} */ { id, page }) => {
  const bytes = minifyHtml.minify(Buffer.from(page.buffer, page.byteOffset, page.byteLength), options);
  parentPort?.postMessage({ id, bytes }, [/** @type {ArrayBuffer} */ (bytes.buffer)]);
});
