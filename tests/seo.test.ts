// The head of every page, structured data, sitemap and robots, from the render function in memory.
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages, type Lang, type WorkshopId } from '../i18n/types.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { serializeJsonLd } from '../site/jsonld.ts';
import { ogImageFor } from '../site/share-cards.tsx';
import type { Site } from '../site/render.ts';
import { typeset } from '../i18n/typeset.ts';
import { maxDescriptionLength } from '../site/validate.ts';
import {
  config,
  contents,
  editedContents,
  fakeAssets,
  page,
  parseHtml,
  paths,
  readSitemap,
  renderWith,
  shown,
  source,
} from './fixtures.ts';

const abs = (path: string) => `${config.siteUrl}${path}`;
let site: Site;
beforeAll(async () => {
  site = await renderWith();
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
      de: abs(paths.of(route, 'de')),
      en: abs(paths.of(route, 'en')),
      'x-default': abs(paths.of(route, 'de')),
    });
    expect(meta('meta[property="og:url"]')).toBe(abs(paths.of(route, lang)));
    // The page's own card from the assets phase (tests/share-cards.test.ts checks the real ones).
    const card = ogImageFor(fakeAssets.shareCards, route, lang);
    expect(meta('meta[property="og:image"]')).toBe(abs(card.url));
    expect(meta('meta[property="og:image:alt"]')).toBe(card.alt);
    expect(meta('meta[property="og:image:width"]')).toBe(String(card.width));
    expect(meta('meta[property="og:image:height"]')).toBe(String(card.height));
    expect(meta('meta[property="og:locale"]')).toBe(lang === 'de' ? 'de_DE' : 'en_US');
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

  it.each(['404.html', 'en/404.html'])('%s: noindex, no canonical, no hreflang, no JSON-LD', (file) => {
    // The whole document for what must be missing: a parser moves what follows a stray element out of <head>.
    const doc = page(site.files, file);
    expect(doc.querySelector('head meta[name=robots]')!.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.querySelector('link[rel=canonical]')).toBeNull();
    expect(doc.querySelectorAll('link[rel=alternate]')).toHaveLength(0);
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

type Graph = { '@type': string; [key: string]: unknown }[];
const graphOf = (file: string): Graph => {
  const script = page(site.files, file).querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script!.textContent);
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};

describe('structured data', () => {
  it.each(languages)(
    '%s home: Organization, Person, WebSite, Service and BreadcrumbList with their properties',
    (lang) => {
      const graph = graphOf(fileOf(paths.of('home', lang)));
      const of = (type: string) => graph.find((node) => node['@type'] === type)!;
      expect(graph.map((n) => n['@type']).sort()).toEqual([
        'BreadcrumbList',
        'Organization',
        'Person',
        'Service',
        'WebSite',
      ]);
      expect(of('Organization')).toMatchObject({ name: config.brand, url: `${config.siteUrl}/` });
      expect(of('Person')).toMatchObject({ name: config.founder.name, sameAs: [config.links.profile] });
      expect(of('WebSite')).toMatchObject({ inLanguage: lang, url: abs(paths.of('home', lang)) });
      const offers = (of('Service').hasOfferCatalog as { itemListElement: { itemOffered: Record<string, unknown> }[] })
        .itemListElement;
      expect(of('Service')).toMatchObject({
        name: shown[lang].hero.seo.title,
        provider: { '@id': of('Organization')['@id'] },
      });
      expect(offers.map((o) => o.itemOffered.name)).toEqual([
        ...shown[lang].solutions.options.map((o) => o.title),
        ...shown[lang].workshops.items.map((w) => w.title),
      ]);
      const courses = offers.map((o) => o.itemOffered).filter((item) => item['@type'] === 'Course');
      expect(courses).toHaveLength(shown[lang].workshops.items.length);
      for (const course of courses) {
        const workshop = shown[lang].workshops.items.find((w) => w.title === course.name)!;
        expect(course.timeRequired).toBe(`PT${config.workshopHours[workshop.id]}H`);
      }
      expect(of('BreadcrumbList').itemListElement).toEqual([
        {
          '@type': 'ListItem',
          position: 1,
          name: shown[lang].common.breadcrumbHome,
          item: abs(paths.of('home', lang)),
        },
      ]);
    },
  );

  it('carries plain text: no markup of the content reaches the structured data', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const texts = everyPage
      .filter(([, route]) => routes[route].indexable)
      .flatMap(([lang, route]) => strings(graphOf(fileOf(paths.of(route, lang)))));
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /\*\*|<|\[\[/.test(text))).toEqual([]);
    // The Service's offers quote texts that carry emphasis on the page.
    expect(contents.de.solutions.options.some((o) => o.text.includes('**'))).toBe(true);
  });

  it('the visible workshop duration and the structured one come from the same value', async () => {
    const changed = await renderWith({
      config: { ...config, workshopHours: { ...config.workshopHours, 'ux-workflows': 3 } },
    });
    const graph = JSON.parse(
      page(changed.files, 'en.html').querySelector('script[type="application/ld+json"]')!.textContent,
    )['@graph'];
    const ux = contents.en.workshops.items.find((w) => w.id === 'ux-workflows')!;
    const course = graph
      .find((n: { '@type': string }) => n['@type'] === 'Service')
      .hasOfferCatalog.itemListElement.find((o: { itemOffered: { name: string } }) => o.itemOffered.name === ux.title);
    expect(course.itemOffered.timeRequired).toBe('PT3H');
    expect(page(changed.files, 'en.html').querySelector('#workshops')!.textContent).toContain(
      '3\u00a0hours · talk + Q&A',
    );
  });

  it('a duration is said with the language’s number format and plural: 1 Stunde, 1,5 Stunden, 1.5 hours', async () => {
    const changed = await renderWith({
      config: { ...config, workshopHours: { ...config.workshopHours, 'ux-workflows': 1, 'user-research': 1.5 } },
    });
    // By each workshop's place in the list, whatever others come after them.
    const at = (lang: Lang, id: WorkshopId) => contents[lang].workshops.items.findIndex((w) => w.id === id);
    const both = (lang: Lang, values: string[]) => [
      values[at(lang, 'ux-workflows')],
      values[at(lang, 'user-research')],
    ];
    const durations = (file: string) =>
      [...page(changed.files, file).querySelectorAll('#workshops .duration')].map((d) =>
        d.textContent.replace(/^[^:]*: /, ''),
      );
    expect(both('de', durations('index.html'))).toEqual([
      '1\u00a0Stunde · Impuls + Q&A',
      '1,5\u00a0Stunden · Impuls + Q&A',
    ]);
    expect(both('en', durations('en.html'))).toEqual(['1\u00a0hour · talk + Q&A', '1.5\u00a0hours · talk + Q&A']);
    const graph = JSON.parse(
      page(changed.files, 'en.html').querySelector('script[type="application/ld+json"]')!.textContent,
    )['@graph'];
    const times = graph
      .find((n: { '@type': string }) => n['@type'] === 'Service')
      .hasOfferCatalog.itemListElement.map(
        (o: { itemOffered: { timeRequired?: string } }) => o.itemOffered.timeRequired,
      )
      .filter(Boolean);
    expect(both('en', times)).toEqual(['PT1H', 'PT1H30M']);
  });

  it.each(everyPage.filter(([, route]) => route !== 'home' && routes[route].indexable))(
    '%s %s: a BreadcrumbList ending at the page',
    (lang, route) => {
      const graph = graphOf(fileOf(paths.of(route, lang)));
      const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as {
        position: number;
        item: string;
      }[];
      expect(crumbs[0]!.item).toBe(abs(paths.of('home', lang)));
      expect(crumbs.at(-1)!.item).toBe(abs(paths.of(route, lang)));
      expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
    },
  );

  it('no content can break out of the JSON-LD script element', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const changed = await renderWith({
      contents: editedContents('en', (t) => {
        t.workshops.items[0]!.teaser = hostile;
        t.hero.seo.description = `${hostile} & more`;
      }),
    }).catch((error) => error as Error);
    // The build refuses markup in texts; the serializer must still be safe on its own.
    expect(changed).toBeInstanceOf(Error);
    const json = serializeJsonLd({ '@type': 'Thing', name: hostile });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json).name).toBe(hostile);
    const doc = parseHtml(`<script type="application/ld+json">${json}</script><p>after</p>`);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.querySelector('script')!.textContent).name).toBe(hostile);
  });

  it('a page serializes its JSON-LD through that function: a `<` the build allows stays escaped', async () => {
    const text = 'Prototypes in <30 minutes, journeys in <3 seconds';
    const changed = await renderWith({
      contents: editedContents('en', (t) => {
        t.hero.seo.description = text;
      }),
    });
    const script = page(changed.files, fileOf(paths.of('home', 'en'))).querySelector(
      'script[type="application/ld+json"]',
    )!.textContent!;
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(script))).toContain(JSON.stringify(typeset(text, 'en')).slice(1, -1));
  });
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
      // The same twins as the page's own hreflang links; x-default is the German page.
      const [, route] = everyPage.find(([l, r]) => abs(paths.of(r, l)) === loc)!;
      expect(
        links.map((l) => [l.rel, l.hreflang, l.href]),
        loc,
      ).toEqual([
        ['alternate', 'de', abs(paths.of(route, 'de'))],
        ['alternate', 'en', abs(paths.of(route, 'en'))],
        ['alternate', 'x-default', abs(paths.of(route, 'de'))],
      ]);
    }
  });

  it('robots.txt names the sitemap', () => {
    expect(source(site.files, 'robots.txt')).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
  });
});
