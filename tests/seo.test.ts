// The head of every page, sitemap and robots, from the render function in memory. Structured data:
// tests/jsonld.test.ts.
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageTable, otherLanguages, prefixOf, rootLang } from '../i18n/languages.ts';
import { languages } from '../i18n/types.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { ogImageFor } from '../site/share-cards.tsx';
import type { Site } from '../site/render.ts';
import { maxDescriptionLength } from '../site/validate.ts';
import { config, fakeAssets, page, paths, readSitemap, rendered, source } from './support/fixtures.ts';

const abs = (path: string) => `${config.siteUrl}${path}`;
let site: Site;
beforeAll(async () => {
  site = await rendered();
});

const everyPage = languages.flatMap((lang) => routeIds.map((route) => [lang, route] as const));

describe('head of every page', () => {
  it.each(everyPage)('%s %s: title, description, canonical, hreflang, Open Graph, icons', (lang, route) => {
    const doc = page(site.files, fileOf(paths.of(route, lang)));
    const head = doc.querySelector('head')!;
    const meta = (sel: string) => head.querySelector(sel)?.getAttribute('content');
    expect(head.querySelector('title')!.textContent).toMatch(new RegExp(` - ${config.brand}$`));
    expect(meta('meta[name=description]')!.length).toBeGreaterThan(50);
    expect(meta('meta[name=description]')!.length).toBeLessThanOrEqual(maxDescriptionLength);
    // Every page is a page of the site, none a dated article.
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(head.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(abs(paths.of(route, lang)));
    const alternates = Object.fromEntries(
      [...head.querySelectorAll('link[rel=alternate]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    );
    expect(alternates).toEqual({
      ...Object.fromEntries(languages.map((l) => [l, abs(paths.of(route, l))])),
      'x-default': abs(paths.of(route, rootLang)),
    });
    expect(meta('meta[property="og:url"]')).toBe(abs(paths.of(route, lang)));
    // The page's own card from the assets phase (tests/share-cards.test.ts checks the real ones).
    const card = ogImageFor(fakeAssets.shareCards, route, lang);
    expect(meta('meta[property="og:image"]')).toBe(abs(card.url));
    expect(meta('meta[property="og:image:alt"]')).toBe(card.alt);
    expect(meta('meta[property="og:image:width"]')).toBe(String(card.width));
    expect(meta('meta[property="og:image:height"]')).toBe(String(card.height));
    expect(meta('meta[property="og:locale"]')).toBe(languageTable[lang].locale);
    expect(
      [...head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')),
    ).toEqual(otherLanguages(lang).map((l) => languageTable[l].locale));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // What Facebook, LinkedIn and X read for the card (checked offline with structured-data-testing-tool).
    for (const name of ['og:title', 'og:description', 'og:type', 'og:site_name', 'og:image:alt'])
      expect(meta(`meta[property="${name}"]`), name).toBeTruthy();
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'])
      expect(meta(`meta[name="${name}"]`), name).toBeTruthy();
    expect(meta('meta[name="twitter:image"]')).toBe(meta('meta[property="og:image"]'));
    expect(meta('meta[name=theme-color]')).toBe(config.themeColor);
    expect(head.querySelector('link[rel=icon][type="image/svg+xml"]')).not.toBeNull();
    expect(head.querySelector('link[rel=apple-touch-icon]')).not.toBeNull();
    expect(head.querySelector('link[rel=manifest]')).not.toBeNull();
    expect(meta('meta[name=robots]')).toBe(routes[route].indexable ? undefined : 'noindex, nofollow');
  });

  it('titles and descriptions are unique per page', () => {
    const heads = everyPage.map(([lang, route]) =>
      page(site.files, fileOf(paths.of(route, lang))).querySelector('head')!,
    );
    const titles = heads.map((h) => h.querySelector('title')!.textContent);
    const descriptions = heads.map((h) => h.querySelector('meta[name=description]')!.getAttribute('content'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('hreflang links are reciprocal: every alternate names the page back', () => {
    const byUrl = new Map(
      everyPage.map(([lang, route]) => [abs(paths.of(route, lang)), page(site.files, fileOf(paths.of(route, lang)))]),
    );
    for (const [url, doc] of byUrl)
      for (const link of doc.querySelectorAll('link[rel=alternate]')) {
        const target = byUrl.get(link.getAttribute('href')!);
        expect(target, `${url} → ${link.getAttribute('href')}`).toBeDefined();
        const back = [...target!.querySelectorAll('link[rel=alternate]')].map((l) => l.getAttribute('href'));
        expect(back).toContain(url);
      }
  });

  it('preconnects to no host, preloads the eager images, lazy-loads the rest', () => {
    for (const [lang, route] of everyPage) {
      const doc = page(site.files, fileOf(paths.of(route, lang)));
      const head = doc.querySelector('head')!;
      // A preconnect would send every visitor's address to that host before any click (DECISIONS.md).
      expect(head.querySelectorAll('link[rel=preconnect]')).toHaveLength(0);
      const images = [...doc.querySelectorAll('main img')];
      const eager = images
        .filter((img) => img.getAttribute('loading') !== 'lazy')
        .map((img) => img.getAttribute('src'));
      expect([...head.querySelectorAll('link[rel=preload][as=image]')].map((l) => l.getAttribute('href'))).toEqual(
        eager,
      );
      for (const img of images) {
        expect(img.getAttribute('alt'), img.outerHTML).not.toBeNull();
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      }
    }
    const portrait = page(site.files, 'index.html').querySelector('#about img')!;
    expect(portrait.getAttribute('loading')).toBe('lazy');
    expect(portrait.getAttribute('decoding')).toBe('async');
  });

  it.each(languages.map((lang) => fileOf(`${prefixOf(lang)}/404`)))(
    '%s: noindex, no canonical, no hreflang, no JSON-LD',
    (file) => {
      // The whole document for what must be missing: a parser moves what follows a stray element out of <head>.
      const doc = page(site.files, file);
      expect(doc.querySelector('head meta[name=robots]')!.getAttribute('content')).toBe('noindex, nofollow');
      expect(doc.querySelector('link[rel=canonical]')).toBeNull();
      expect(doc.querySelectorAll('link[rel=alternate]')).toHaveLength(0);
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    },
  );
});

describe('sitemap and robots', () => {
  it('the sitemap lists exactly the indexable pages, each with hreflang alternates and x-default', () => {
    const xml = source(site.files, 'sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const urlset = readSitemap(xml);
    expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = urlset.url;
    const expected = everyPage
      .filter(([, r]) => routes[r].indexable)
      .map(([lang, route]) => abs(paths.of(route, lang)))
      .sort();
    expect(urls.map((u) => u.loc).sort()).toEqual(expected);
    for (const { loc, 'xhtml:link': links } of urls) {
      // The same twins as the page's own hreflang links; x-default is the root language's page.
      const [, route] = everyPage.find(([l, r]) => abs(paths.of(r, l)) === loc)!;
      expect(
        links.map((l) => [l.rel, l.hreflang, l.href]),
        loc,
      ).toEqual([
        ...languages.map((l) => ['alternate', l, abs(paths.of(route, l))]),
        ['alternate', 'x-default', abs(paths.of(route, rootLang))],
      ]);
    }
  });

  it('robots.txt names the sitemap', () => {
    expect(source(site.files, 'robots.txt')).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
  });
});
