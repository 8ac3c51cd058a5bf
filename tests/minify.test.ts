// The minifier thread (site/minify.ts): pages come back minified, the styles where the page marks
// them, no example's mark left; closing it after a failed build drops replies still on their way
// without an error of their own.
import { describe, expect, it } from 'vitest';
import { exampleStart, exampleEnd } from '../i18n/markup.ts';
import { cssMark, startMinifier } from '../site/minify.ts';

describe('startMinifier', () => {
  it('minifies a whole page, closing tags kept, its styles put where it marks them, as they are', async () => {
    const css = 'p{margin:0 }';
    const minifier = startMinifier();
    minifier.useStyles(css);
    try {
      const bytes = await minifier.minify(
        `<!doctype html>\n<html lang="de">\n  <head><title>A</title><style>${cssMark}</style></head>\n  <body>\n    <p>${exampleStart}One${exampleEnd}</p>\n  </body>\n</html>\n`,
      );
      expect(Buffer.from(bytes).toString()).toBe(
        `<!doctype html><html lang=de><head><title>A</title><style>${css}</style></head><body><p>One</p></body></html>`,
      );
    } finally {
      await minifier.close();
    }
  });

  it('closes while a reply is queued, and nothing throws', async () => {
    const minifier = startMinifier();
    const errors: unknown[] = [];
    const record = (error: unknown) => errors.push(error);
    process.on('uncaughtException', record);
    try {
      await minifier.minify('<p>warm</p>'); // the thread is up: the next reply comes within the wait
      void minifier.minify('<p>dropped</p>').catch(record);
      // Blocks this thread while the worker answers, so its reply waits in the queue when close() runs:
      // asleep, not spinning, so the other test process has the core meanwhile.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      await minifier.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(errors).toEqual([]);
  });
});
