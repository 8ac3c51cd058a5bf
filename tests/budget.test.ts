// Size budgets on the built output: every page arrives in one round trip (HTML with its inlined CSS
// ≤ 14 KB gzipped, nothing render-blocking) and loads at most 2 KB of JavaScript, gzipped, inline
// and external together (2.25 KB with analytics configured: the consent banner, the choice's
// lifetime and the withdrawal that deletes GA4's cookies); SVGs smaller than their source.
// The portrait's sizes: tests/images.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../site/build-site.ts';
import { bytesOf } from '../site/files.ts';
import { builtDist } from './support/built-dist.ts';
import { config, contents, pageFiles, parseHtml, source } from './support/fixtures.ts';

const dist = await builtDist();
const ONE_ROUND_TRIP = 14 * 1024;
const JS_BUDGET = 2048;
const JS_BUDGET_WITH_ANALYTICS = 2304;
const gz = (bytes: string | Buffer | Uint8Array) => gzipSync(bytes, { level: 9 }).length;

const allFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(dist, path.join(e.parentPath, e.name)));
const pages = allFiles.filter(
  (f) => f.endsWith('.html') && parseHtml(readFileSync(path.join(dist, f), 'utf8')).querySelector('main'),
);

/** Gzipped bytes of every script a page runs: inline ones and the files it loads. */
function javaScriptOf(html: string, read: (file: string) => string | Uint8Array): number {
  const doc = parseHtml(html);
  return [...doc.querySelectorAll('script')]
    .filter((s) => s.getAttribute('type') !== 'application/ld+json')
    .reduce((sum, s) => sum + gz(s.getAttribute('src') ? read(s.getAttribute('src')!.slice(1)) : s.textContent), 0);
}

describe('budgets on every built page', () => {
  it('covers every page: each route in both languages and the two 404s', () => {
    expect(pages.sort()).toEqual(pageFiles);
  });

  it.each(pages)('%s: HTML with its CSS fits one round trip, nothing blocks rendering', (file) => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    expect(gz(html)).toBeLessThanOrEqual(ONE_ROUND_TRIP);
    // The whole document, not just <head>: a parser moves what follows a stray element out of it.
    const doc = parseHtml(html);
    expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
    for (const script of doc.querySelectorAll('script[src]'))
      expect(
        script.getAttribute('type') === 'module' || script.hasAttribute('defer') || script.hasAttribute('async'),
      ).toBe(true);
  });

  it.each(pages)('%s: preloads the Latin font its inline CSS draws with, in CORS mode as fonts need', (file) => {
    const head = parseHtml(readFileSync(path.join(dist, file), 'utf8')).querySelector('head')!;
    const preloads = head.querySelectorAll('link[rel=preload][as=font]');
    expect(preloads).toHaveLength(1);
    const href = preloads[0]!.getAttribute('href')!;
    expect(preloads[0]!.getAttribute('type')).toBe('font/woff2');
    // The minifier writes `crossorigin` without a value: the empty value is the Anonymous state.
    expect(['', 'anonymous']).toContain(preloads[0]!.getAttribute('crossorigin'));
    expect(allFiles).toContain(href.slice(1));
    const face = head
      .querySelector('style')!
      .textContent.match(/@font-face\{[^}]*\}/g)!
      .find((rule) => rule.includes(href));
    expect(face, `an @font-face for ${href}`).toMatch(/unicode-range:U\+0000-00FF/);
  });

  it.each(pages)('%s: at most 2 KB of JavaScript, gzipped', (file) => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    expect(javaScriptOf(html, (f) => readFileSync(path.join(dist, f)))).toBeLessThanOrEqual(JS_BUDGET);
  });

  it('with analytics configured, at most 2.25 KB of our JavaScript on every page', async () => {
    const analytics = { ...config, analyticsId: 'G-TEST123456' };
    const { site, output } = await buildSite({ contents, config: analytics, year: 2026 });
    const read = (f: string) => bytesOf(output, f);
    for (const p of site.pages)
      expect(javaScriptOf(source(output, p.file), read), p.file).toBeLessThanOrEqual(JS_BUDGET_WITH_ANALYTICS);
  });
});

it('SVGs are minified: smaller than their source, no comments, no indentation', () => {
  const svgs = allFiles.filter((f) => f.endsWith('.svg'));
  expect(svgs.length).toBeGreaterThan(0);
  for (const file of svgs) {
    const built = readFileSync(path.join(dist, file), 'utf8');
    const source = readFileSync(path.resolve(import.meta.dirname, '../static', path.basename(file)), 'utf8');
    expect(built.length, file).toBeLessThan(source.length);
    expect(built, file).not.toMatch(/<!--|\n\s/);
  }
});
