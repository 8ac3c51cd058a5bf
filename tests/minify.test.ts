// The minifier thread (site/minify.ts): pages come back minified, the styles where the page marks
// them, no example's mark left; what a build kept comes back the same from the cache, a changed page
// minified anew; closing it after a failed build drops replies still on their way without an error of
// their own.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleStart, exampleEnd } from '../i18n/markup.ts';
import { cssMark, startMinifier } from '../site/minify.ts';
import { ownImageCache } from './support/caches.ts';

/** `pages` as a build's minifier returns them with `css`; with `keep`, the build keeps what it minified. */
async function minified(pages: string[], css: string, { keep = false } = {}): Promise<string[]> {
  const minifier = startMinifier();
  try {
    minifier.useStyles(css);
    const bytes = await Promise.all(pages.map((html) => minifier.minify(html)));
    if (keep) minifier.keep();
    return bytes.map((page) => Buffer.from(page).toString());
  } finally {
    await minifier.close();
  }
}

describe('startMinifier', () => {
  it('minifies a whole page, closing tags kept, its styles put where it marks them, as they are', async () => {
    const css = 'p{margin:0 }';
    const page = `<!doctype html>\n<html lang="xx">\n  <head><title>A</title><style>${cssMark}</style></head>\n  <body>\n    <p>${exampleStart}One${exampleEnd}</p>\n  </body>\n</html>\n`;
    expect(await minified([page], css)).toEqual([
      `<!doctype html><html lang=xx><head><title>A</title><style>${css}</style></head><body><p>One</p></body></html>`,
    ]);
  });

  describe('with what the last build kept', () => {
    const folder = ownImageCache('site-minify-');
    const page = (text: string) =>
      `<html>\n  <head><style>${cssMark}</style></head>\n  <body><p title="a b">${text}</p></body>\n</html>`;
    const shown = (text: string, css: string) =>
      `<html><head><style>${css}</style></head><body><p title="a b">${text}</p></body></html>`;
    const build = (texts: string[], css: string) => minified(texts.map(page), css, { keep: true });

    it("gives a kept page as it was minified, with this build's styles, and minifies a changed one", async () => {
      expect(await build(['one', 'two'], 'p{margin:0}')).toEqual(['one', 'two'].map((t) => shown(t, 'p{margin:0}')));
      expect(await build(['two', 'three'], 'p{margin:1px}')).toEqual(
        ['two', 'three'].map((t) => shown(t, 'p{margin:1px}')),
      );
    });

    it('minifies every page when what was kept cannot be read', async () => {
      await build(['one'], '');
      const cache = path.join(folder(), 'cache');
      for (const file of readdirSync(cache)) writeFileSync(path.join(cache, file), 'not what was kept');
      expect(await build(['one', 'two'], '')).toEqual([shown('one', ''), shown('two', '')]);
    });
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
