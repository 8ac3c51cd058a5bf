// The page minifier (site/minify.ts) against the same minifier on whole pages: the same output on
// every page of the site, and the same text for every element.
import { describe, expect, it } from 'vitest';
import { minifyPage, minifyWhole } from '../site/minify.ts';
import { parseHtml, renderWith } from './fixtures.ts';

describe('minifyPage', async () => {
  const site = await renderWith({ minify: false });
  const pages = [...site.files].filter(([file]) => file.endsWith('.html')).map(([file, html]) => [file, String(html)]);

  it('covers every page and redirect stub', () => {
    expect(pages.length).toBe(25);
  });

  it.each(pages)('%s: the whole-page result', (_file, html) => {
    const ours = minifyPage(html!);
    expect(ours.length).toBeLessThan(html!.length);
    expect(ours).toBe(minifyWhole(html!));
    // Nothing lost: the same text in the same elements as the unminified page.
    const text = (markup: string) =>
      parseHtml(markup)
        .querySelectorAll('title, h1, h2, h3, p, li, a, button')
        .map((e) => e.text);
    expect(text(ours)).toEqual(text(html!));
  });

  it('keeps markup it cannot slot (a nested SVG) and raw text that looks like markup', () => {
    const html =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":"<svg></svg>"}</script></head>' +
      '<body><header  class="x"> Hi </header><svg><svg><rect/></svg></svg><p>a  <b>b</b></p></body></html>';
    expect(minifyPage(html)).toBe(minifyWhole(html));
  });

  it('a start tag without its end: a script keeps the rest of the page as its text, a header stays in place', () => {
    const script = '<!doctype html><html><body><svg><rect  /></svg><script>var a; <header> x  y </header>';
    expect(minifyPage(script)).toBe(minifyWhole(script));
    expect(minifyPage(script)).toContain('<header> x  y </header>');
    const footer = '<!doctype html><html><body><footer  class="x"><p>a  b</p><svg><rect  /></svg> <header> x </header>';
    expect(minifyPage(footer)).toBe(minifyWhole(footer));
  });

  it('markup left in place around its own kind: the empty elements inside it are still slotted, one each', () => {
    const html =
      '<!doctype html><html><body><header  class="a"><svg></svg><script src="/a.js"></script>' +
      '<header> x </header></header><svg><svg><rect  /></svg></svg></body></html>';
    expect(minifyPage(html)).toBe(minifyWhole(html));
  });

  it('puts script bodies back byte for byte, whatever they hold ($& and $$ too), after any attribute', () => {
    const body = 'var a="$&",b="$$",c="$`",d="</p>";';
    const html = `<!doctype html><html><head><script data-x="a>b">${body}</script></head><body><p>x</p></body></html>`;
    const ours = minifyPage(html);
    expect(ours).toBe(minifyWhole(html));
    expect(ours).toContain(`>${body}</script>`);
  });
});
