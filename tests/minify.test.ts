// The minifier thread (site/minify.ts): pages come back minified, the styles where the page marks
// them, no example's mark left; what a build kept comes back the same from the cache, a changed page
// minified anew; closing it after a failed build drops replies still on their way without an error of
// their own.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleStart, exampleEnd } from '../i18n/markup.ts';
import { cssMark, startMinifier, type Minifier } from '../site/minify.ts';
import { ownImageCache } from './support/caches.ts';

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

  describe('with what the last build kept', () => {
    const folder = ownImageCache('site-minify-');
    const page = (text: string) =>
      `<html>\n  <head><style>${cssMark}</style></head>\n  <body><p title="a b">${text}</p></body>\n</html>`;
    const minified = (text: string, css: string) =>
      `<html><head><style>${css}</style></head><body><p title="a b">${text}</p></body></html>`;
    /** The pages as a build's minifier returns them; the build keeps what it minified. */
    async function build(texts: string[], css: string): Promise<string[]> {
      const minifier: Minifier = startMinifier();
      try {
        minifier.useStyles(css);
        const pages = await Promise.all(texts.map((text) => minifier.minify(page(text))));
        minifier.keep();
        return pages.map((bytes) => Buffer.from(bytes).toString());
      } finally {
        await minifier.close();
      }
    }

    it("gives a kept page as it was minified, with this build's styles, and minifies a changed one", async () => {
      expect(await build(['one', 'two'], 'p{margin:0}')).toEqual(['one', 'two'].map((t) => minified(t, 'p{margin:0}')));
      expect(await build(['two', 'three'], 'p{margin:1px}')).toEqual(
        ['two', 'three'].map((t) => minified(t, 'p{margin:1px}')),
      );
    });

    it('minifies every page when what was kept cannot be read', async () => {
      await build(['one'], '');
      const cache = path.join(folder(), 'cache');
      for (const file of readdirSync(cache)) writeFileSync(path.join(cache, file), 'not what was kept');
      expect(await build(['one', 'two'], '')).toEqual([minified('one', ''), minified('two', '')]);
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
