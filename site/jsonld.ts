// Structured data for search engines (schema.org, JSON-LD). One serializer for every page, escaped so
// that no text in the content can end the <script> element it lives in. Typed with schema-dts
// (Google's schema.org types): a property a type does not have is a type error.
import type { BreadcrumbList, Graph, Offer, Thing } from 'schema-dts';
import { plainText } from '../i18n/markup.ts';
import { mapTexts, type Content } from '../i18n/types.ts';
import type { Site, SitePage } from './model.ts';

/** JSON that is safe inside <script type="application/ld+json">: `<`, `>`, `&` and the two JS line
 * separators are written as \u escapes, which JSON parsers read back as the same characters. */
const serializeJsonLd = (data: Graph | Thing): string =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** `2` → `PT2H`, `1.5` → `PT1H30M` (ISO 8601 duration). */
const isoHours = (hours: number): string => {
  const h = Math.floor(hours);
  const m = Math.round((hours - h) * 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}` || 'PT0H';
};

/** The page's structured data: its breadcrumb trail, and on the home page who offers what. */
export function jsonLdFor(site: Site, page: SitePage, t: Content = site.texts[page.lang]!): string {
  const { config, url } = site;
  const { lang } = page;
  const ids = { org: `${url('/')}#organization`, person: `${url('/')}#founder`, site: `${url('/')}#website` };
  const breadcrumb: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumb.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
  // A trail of one page (a home page) leads nowhere: search engines take a trail of two or more.
  const graph: Thing[] = page.breadcrumb.length > 1 ? [breadcrumb] : [];
  if (page.id === site.home) {
    // The nodes with an @id say the same on every language's home page.
    graph.unshift(
      {
        '@type': 'Organization',
        '@id': ids.org,
        name: config.brand,
        url: url('/'),
        // Search engines take a logo of 112 px and more.
        logo: url('/icon-512.png'),
        email: config.email,
        founder: { '@id': ids.person },
      },
      {
        '@type': 'Person',
        '@id': ids.person,
        name: config.founder.name,
        jobTitle: config.founder.jobTitle,
        url: url('/'),
        // The owner's profile, where the site links one: the person's, not the business's.
        ...(config.links.profile ? { sameAs: [config.links.profile] } : {}),
        worksFor: { '@id': ids.org },
      },
      {
        '@type': 'WebSite',
        '@id': ids.site,
        name: config.brand,
        url: url('/'),
        inLanguage: site.languages.map(({ code }) => code),
        publisher: { '@id': ids.org },
      },
      {
        '@type': 'Service',
        name: t.hero.seo.title,
        description: t.hero.seo.description,
        provider: { '@id': ids.org },
        ...(config.areaServed?.length ? { areaServed: config.areaServed } : {}),
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: t.navigation.offer,
          itemListElement: [
            ...t.solutions.options.map((option): Offer => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: option.title, description: option.text },
            })),
            // In the order the home page lists them.
            ...t.workshops.items.map(({ id, title, teaser }): Offer => ({
              '@type': 'Offer',
              url: url(site.pathOf(`workshop:${id}`, lang) ?? ''),
              itemOffered: {
                '@type': 'Course',
                name: title,
                description: teaser,
                timeRequired: isoHours(config.workshopHours[id] ?? 0),
                inLanguage: lang,
                provider: { '@id': ids.org },
              },
            })),
          ],
        },
      },
    );
  }
  // Structured data carries plain text: the content's `**emphasis**` markers are read as words.
  return serializeJsonLd(mapTexts({ '@context': 'https://schema.org', '@graph': graph }, plainText));
}
