// The page minifier (site/minify.ts) against html-minifier-terser on whole pages: the same output on
// every page of the site, but for the space after an inline SVG that the whole-page run drops; and
// the same text for every element.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { minifyPage, minifyWhole } from '../site/minify.ts';
import { renderWith } from './fixtures.ts';

describe('minifyPage', async () => {
  const site = await renderWith({ minify: false });
  const pages = [...site.files].filter(([file]) => file.endsWith('.html')).map(([file, html]) => [file, String(html)]);

  it('covers every page and redirect stub', () => {
    expect(pages.length).toBe(25);
  });

  it.each(pages)('%s: the whole-page result, with the space after an inline SVG kept', async (_file, html) => {
    const [ours, whole] = await Promise.all([minifyPage(html!), minifyWhole(html!)]);
    expect(ours.length).toBeLessThan(html!.length);
    expect(ours.replace(/(<\/svg><span class="visually-hidden">) /g, '$1')).toBe(whole);
    // Nothing lost: the same text in the same elements as the unminified page.
    const text = (markup: string) =>
      parse(markup)
        .querySelectorAll('title, h1, h2, h3, p, li, a, button')
        .map((e) => e.text);
    expect(text(ours)).toEqual(text(html!));
  });

  it('keeps markup it cannot slot (a nested SVG) and raw text that looks like markup', async () => {
    const html =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":"<svg></svg>"}</script></head>' +
      '<body><header  class="x"> Hi </header><svg><svg><rect/></svg></svg><p>a  <b>b</b></p></body></html>';
    expect(await minifyPage(html)).toBe(await minifyWhole(html));
  });
});
