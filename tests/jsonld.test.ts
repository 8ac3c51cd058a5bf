// Structured data (site/jsonld.ts) of the pages rendered in memory: the graph of each page, its
// plain texts, durations from the config, breadcrumbs, and a serializer no text can break out of.
import { beforeAll, describe, expect, it } from 'vitest';
import { rootLang } from '../i18n/languages.ts';
import { languages, workshopIds, type Lang } from '../i18n/types.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { serializeJsonLd } from '../site/jsonld.ts';
import type { Site } from '../site/render.ts';
import { formatHours, typeset } from '../i18n/typeset.ts';
import {
  config,
  contents,
  editedContents,
  page,
  parseHtml,
  paths,
  rendered,
  renderWith,
  shown,
} from './support/fixtures.ts';

const abs = (path: string) => `${config.siteUrl}${path}`;
/** The page at the root, and a language whose pages the single-language checks read. */
const homePage = routeIds.find((route) => paths.of(route, rootLang) === '/')!;
const lang = languages.at(-1)!;
let site: Site;
beforeAll(async () => {
  site = await rendered();
});

const everyPage = languages.flatMap((lang) => routeIds.map((route) => [lang, route] as const));

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
      const graph = graphOf(fileOf(paths.of(homePage, lang)));
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
      expect(of('WebSite')).toMatchObject({ inLanguage: lang, url: abs(paths.of(homePage, lang)) });
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
          item: abs(paths.of(homePage, lang)),
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
    expect(contents[rootLang].solutions.options.some((o) => o.text.includes('**'))).toBe(true);
  });

  it('the visible workshop duration and the structured one come from the same value', async () => {
    const workshop = contents[lang].workshops.items[0]!;
    const hours = (config.workshopHours[workshop.id] ?? 0) + 1;
    const changed = await renderWith({
      config: { ...config, workshopHours: { ...config.workshopHours, [workshop.id]: hours } },
    });
    const home = fileOf(paths.of(homePage, lang));
    const graph = JSON.parse(
      page(changed.files, home).querySelector('script[type="application/ld+json"]')!.textContent!,
    )['@graph'];
    const course = graph
      .find((n: { '@type': string }) => n['@type'] === 'Service')
      .hasOfferCatalog.itemListElement.find(
        (o: { itemOffered: { name: string } }) => o.itemOffered.name === shown[lang].workshops.items[0]!.title,
      );
    expect(course.itemOffered.timeRequired).toBe(`PT${hours}H`);
    expect(page(changed.files, home).querySelector('#workshops')!.textContent).toContain(formatHours(hours, lang));
  });

  it('a duration is said with the language’s number format and plural: 1 Stunde, 1,5 Stunden, 1.5 hours', async () => {
    // The first workshop takes an hour, every other one and a half.
    const [first, ...others] = workshopIds;
    const hours = Object.fromEntries([[first, 1], ...others.map((id) => [id, 1.5])]);
    const changed = await renderWith({ config: { ...config, workshopHours: { ...config.workshopHours, ...hours } } });
    // Intl's words for the language, the number bound to its unit by a no-break space.
    const said = (lang: Lang, hours: number) =>
      `${new Intl.NumberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours).replace(' ', '\u00a0')} `;
    for (const lang of languages) {
      const durations = [
        ...page(changed.files, fileOf(paths.of(homePage, lang))).querySelectorAll('#workshops .duration'),
      ];
      contents[lang].workshops.items.forEach(({ id }, i) =>
        expect(durations[i]!.textContent, id).toContain(said(lang, id === first ? 1 : 1.5)),
      );
    }
    const graph = JSON.parse(
      page(changed.files, fileOf(paths.of(homePage, lang))).querySelector('script[type="application/ld+json"]')!
        .textContent!,
    )['@graph'];
    const times = graph
      .find((n: { '@type': string }) => n['@type'] === 'Service')
      .hasOfferCatalog.itemListElement.map(
        (o: { itemOffered: { timeRequired?: string } }) => o.itemOffered.timeRequired,
      )
      .filter(Boolean);
    expect(times).toEqual(contents[lang].workshops.items.map(({ id }) => (id === first ? 'PT1H' : 'PT1H30M')));
  });

  it.each(everyPage.filter(([, route]) => route !== homePage && routes[route].indexable))(
    '%s %s: a BreadcrumbList ending at the page',
    (lang, route) => {
      const graph = graphOf(fileOf(paths.of(route, lang)));
      const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as {
        position: number;
        item: string;
      }[];
      expect(crumbs[0]!.item).toBe(abs(paths.of(homePage, lang)));
      expect(crumbs.at(-1)!.item).toBe(abs(paths.of(route, lang)));
      expect(crumbs.map((c) => c.position)).toEqual(crumbs.map((_, i) => i + 1));
    },
  );

  it('no content can break out of the JSON-LD script element', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const changed = await renderWith({
      contents: editedContents(lang, (t) => {
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
      contents: editedContents(lang, (t) => {
        t.hero.seo.description = text;
      }),
    });
    const script = page(changed.files, fileOf(paths.of(homePage, lang))).querySelector(
      'script[type="application/ld+json"]',
    )!.textContent!;
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(script))).toContain(JSON.stringify(typeset(text, lang)).slice(1, -1));
  });
});
