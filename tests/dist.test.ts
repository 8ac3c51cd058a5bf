// The real build, as `npm run build` makes it (its assets drawn and encoded, its pages minified), in
// memory: every page within its budgets (one round trip, at most 2 KB of JavaScript, 2.75 KB with
// analytics: the consent code), the font it draws with preloaded, each image it refers to there and
// as wide as it says, the SVGs minified. The command itself, writing to disk:
// tests/e2e/build-command.test.ts; its HTML validated: tests/e2e/valid-html.test.ts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { buildSite } from '../site/build-site.ts';
import { readmeMarkers, readmeSection } from '../site/check.ts';
import { bytesOf } from '../site/files.ts';
import { analytics, declare, shipped } from './support/site.ts';

const { output } = await buildSite(shipped);
/** The same with analytics on: its consent banner and code. */
const withAnalytics = await buildSite(declare(shipped, analytics));
const files = [...output.keys()];
const read = (file: string) => Buffer.from(bytesOf(output, file));
const doc = (html: string | Buffer) => parseHTML(String(html)).document;
const pages = files.filter((file) => file.endsWith('.html') && doc(read(file)).querySelector('main'));
const gz = (bytes: string | Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** Gzipped bytes of every script a page runs: inline ones and the files it loads. */
const javaScriptOf = (html: string, file: (name: string) => string | Uint8Array) =>
  [...doc(html).querySelectorAll('script:not([type="application/ld+json"])')].reduce(
    (sum, s) => sum + gz(s.getAttribute('src') ? file(s.getAttribute('src')!.slice(1)) : s.textContent),
    0,
  );

it.each(pages)(
  '%s: fits one round trip with its CSS, blocks nothing, at most 2 KB of JavaScript, its font preloaded',
  (file) => {
    const html = String(read(file));
    expect(gz(html)).toBeLessThanOrEqual(14 * 1024);
    expect(javaScriptOf(html, read)).toBeLessThanOrEqual(2048);
    const page = doc(html);
    expect(
      page.querySelectorAll('link[rel=stylesheet], script[src]:not([type=module]):not([defer]):not([async])'),
    ).toHaveLength(0);
    const preloads = [...page.querySelectorAll('link[rel=preload][as=font]')];
    const hrefs = preloads.map((l) => l.getAttribute('href')!);
    for (const l of preloads)
      expect([l.getAttribute('type'), l.getAttribute('crossorigin')]).toEqual(['font/woff2', '']);
    for (const href of hrefs) expect(files).toContain(href.slice(1));
    // The face that draws Latin text is preloaded first, and so is every face whose characters the page shows.
    const faces = page
      .querySelector('style')!
      .textContent.match(/@font-face\{[^}]*\}/g)!
      .flatMap((rule) => {
        const [, url, range = ''] = rule.match(/url\(([^)]+)\)[^}]*unicode-range:([^;}]+)/) ?? [];
        const spans = range.split(',').map((span) =>
          span
            .slice(2)
            .split('-')
            .map((hex) => parseInt(hex, 16)),
        );
        return url ? [{ url: url.replace(/["']/g, ''), spans }] : [];
      });
    expect(faces.find((face) => face.url === hrefs[0])?.spans[0]).toEqual([0, 0xff]);
    const shown = [...new Set(page.body.textContent)].map((c) => c.codePointAt(0)!);
    const draws = (spans: number[][]) =>
      shown.some((code) => spans.some(([from, to = from]) => code >= from! && code <= to!));
    for (const face of faces) if (draws(face.spans)) expect(hrefs, face.url).toContain(face.url);
  },
);

it('with analytics configured, at most 2.75 KB of JavaScript on every page', () => {
  const { output, site } = withAnalytics;
  for (const page of site.pages)
    expect(
      javaScriptOf(String(bytesOf(output, page.file)), (f) => bytesOf(output, f)),
      page.file,
    ).toBeLessThanOrEqual(2816);
});

it('refers only to images it wrote, each as wide as its srcset says; SVGs minified', async () => {
  for (const file of pages) {
    for (const img of doc(read(file)).querySelectorAll('img, source')) {
      for (const candidate of (img.getAttribute('srcset') ?? `${img.getAttribute('src')} 0w`).split(', ')) {
        const [url, width] = candidate.split(' ') as [string, string];
        const meta = await sharp(read(url.slice(1))).metadata();
        if (width !== '0w') expect(`${meta.width}w`, url).toBe(width);
      }
    }
  }
  for (const svg of files.filter((f) => f.endsWith('.svg'))) expect(String(read(svg)), svg).not.toMatch(/<!--|\n\s/);
});

it("the README's Before launch list is the build's list of checks", () => {
  const readme = readFileSync('README.md', 'utf8');
  const [start, end] = readmeMarkers;
  expect(
    readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end)).trim(),
    `README.md: write the expected list below between ${start} and ${end}`,
  ).toBe(readmeSection(shipped.input.examples));
});
