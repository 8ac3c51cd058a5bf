// What a visitor meets on every page, read from the site as built in memory (its HTML, as a browser's
// DOM), with every expectation taken from the site's model: the head and the structured data, the
// frame (navigation, language menu, footer), each page's texts, its links by kind, the sitemap. The
// rules that differ between sites are shown on small sites the tests declare.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { columnsFor } from '../components/CardGrid.tsx';
import { parseInline, plainText, withoutMarks } from '../i18n/markup.ts';
import {
  childKey,
  contentSchema,
  keyNames,
  keysWhere,
  mapTexts,
  schemaIssues,
  valueAt,
  type Content,
} from '../i18n/types.ts';
import { asWords, escapeRegExp, fill } from '../i18n/typeset.ts';
import { gapsOf } from '../site/check.ts';
import { fileOf } from '../site/model.ts';
import { fingerprint } from '../site/examples.ts';
import { jsonLdFor } from '../site/jsonld.ts';
import { resolveSite } from '../site/model.ts';
import {
  build,
  declare,
  fakeAssets,
  keyWhere,
  languages,
  setAt,
  shipped,
  signup,
  textNodes,
  workshops,
  type Built,
  type Draft,
} from './support/site.ts';
import { sameLength } from './support/stand-ins.ts';

const built = await build(shipped, { minify: true });
const { site } = built;
const pages = site.pages;
const config = site.config;
const pagesOf = (lang: string) => pages.filter((page) => page.lang === lang && page.id !== 'notFound');
const isExternal = (href: string | null) => !!href && /^https?:/.test(href);
/** The visible text of an element, spaces as the eye reads them. */
// The markup's white space as one space; a no-break space is text, as the model's texts hold it.
const read = (node: Node | null) => (node?.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ');
/** The nodes of a page's structured data (its JSON-LD script's `@graph`). */
const graphOf = (doc: Document) =>
  JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent)['@graph'] as {
    '@type': string;
    [key: string]: unknown;
  }[];

describe.each(pages.map((page) => [page.file, page] as const))('%s', (_file, page) => {
  const doc = built.doc(page.file);
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');

  it('has its language, one h1, the landmarks, and the frame of its language', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe(page.lang);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelectorAll('header nav, main#main, footer')).toHaveLength(3);
    const nav = [...doc.querySelectorAll('header nav a')];
    expect(nav.map((a) => [read(a), a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      page.nav.map((link) => [link.label, link.href, link.current || null]),
    );
    const menu = [...doc.querySelectorAll('a[data-lang]')].map((a) => [
      a.getAttribute('data-lang'),
      a.getAttribute('href'),
    ]);
    expect(menu).toEqual(site.languages.length > 1 ? page.inLanguages.map((l) => [l.lang, l.href]) : []);
    expect([...doc.querySelectorAll('footer a')].map((a) => [read(a), a.getAttribute('href')])).toEqual(
      site.footer[page.lang]!.map((link) => [link.label, link.href]),
    );
    expect(read(doc.querySelector('footer .copyright'))).toContain(`${site.input.year}`);
  });

  it('has the head the model gives it: title, description, canonical, hreflang, Open Graph, robots', () => {
    expect(doc.title).toBe(`${page.seo.title} - ${config.brand}`);
    expect(meta('meta[name=description]')).toBe(page.seo.description);
    expect(doc.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null).toBe(page.url);
    expect(
      [...doc.querySelectorAll('link[rel=alternate]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ).toEqual(page.alternates.map((a) => [a.hreflang, a.href]));
    const language = (code: string) => site.languages.find((l) => l.code === code)!.locale;
    expect(meta('meta[property="og:locale"]')).toBe(language(page.lang));
    expect(
      [...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')),
    ).toEqual(site.languages.filter((l) => l.code !== page.lang).map((l) => l.locale));
    const card = fakeAssets(site).shareCards.get(`${page.lang} ${page.indexable ? page.id : site.home}`)!;
    expect([meta('meta[property="og:image"]'), meta('meta[name="twitter:image"]')]).toEqual([
      site.url(card.url),
      site.url(card.url),
    ]);
    expect(meta('meta[property="og:image:alt"]')).toBe(card.alt);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name=theme-color]')).toBe(config.theme.brand);
    expect(meta('meta[name=robots]') ?? null).toBe(page.indexable ? null : 'noindex, nofollow');
    // A preconnect would send every visitor's address to that host before any click.
    expect(doc.querySelectorAll('link[rel=preconnect], link[rel=stylesheet]')).toHaveLength(0);
  });

  it('carries its breadcrumb as structured data, the home page who offers what', () => {
    const script = doc.querySelector('script[type="application/ld+json"]');
    if (!page.indexable) return expect(script).toBeNull();
    // No text can end the script element: `<` is written escaped.
    expect(script!.textContent).not.toMatch(/<|\*\*/);
    const graph = graphOf(doc);
    // A trail of two pages or more; a home page's, of itself alone, is none.
    const trail = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as
      { name: string; item: string }[] | undefined;
    expect(trail?.map(({ name, item }) => [name, item])).toEqual(
      page.breadcrumb.length > 1 ? page.breadcrumb.map((c) => [c.name.replace(/\*\*/g, ''), c.url]) : undefined,
    );
    // Who offers what is the home page's alone; another page may say more of what it shows (an FAQPage).
    const homeTypes = ['Organization', 'Person', 'Service', 'WebSite'];
    const types = graph.map((node) => node['@type'] as string);
    if (page.id !== site.home) return expect(types.filter((type) => homeTypes.includes(type))).toEqual([]);
    expect(types.sort()).toEqual(homeTypes);
    // The owner's profile, where the site links one: the person's, not the business's.
    const sameAs = (type: string) => graph.find((node) => node['@type'] === type)!.sameAs;
    expect([sameAs('Person'), sameAs('Organization')]).toEqual([
      config.links.profile ? [config.links.profile] : undefined,
      undefined,
    ]);
    const offers = (
      graph.find((node) => node['@type'] === 'Service')!.hasOfferCatalog as {
        itemListElement: { itemOffered: { '@type': string; timeRequired?: string } }[];
      }
    ).itemListElement;
    const courses = offers.filter((offer) => offer.itemOffered['@type'] === 'Course');
    const items = site.texts[page.lang]!.workshops.items;
    // The duration the visible text says, from the same value: an ISO 8601 duration (PT2H, PT1H30M).
    const hours = (duration = '') => {
      const [, h = '0', m = '0'] = duration.match(/^PT(?:(\d+)H)?(?:(\d+)M)?$/) ?? [, 'NaN'];
      return Number(h) + Number(m) / 60;
    };
    expect(courses.map((c) => hours(c.itemOffered.timeRequired))).toEqual(items.map((w) => config.workshopHours[w.id]));
  });

  it('opens every link off the site in a new tab, safely, and says so in its name and by its arrow; marks exactly the booking links for analytics', () => {
    /** What names a link: the elements it is labelled by, or itself. */
    const namers = (a: Element) =>
      a.hasAttribute('aria-labelledby')
        ? a
            .getAttribute('aria-labelledby')!
            .split(' ')
            .map((id) => doc.getElementById(id)!)
        : [a];
    /** A link's name: its namers' texts (hidden text included, as a screen reader reads it). */
    const nameOf = (a: Element) => namers(a).map(read).join(' ');
    /** What a visitor sees of a link: its namers and what describes it. */
    const shown = (a: Element) => [
      ...namers(a),
      ...(a.getAttribute('aria-describedby') ?? '').split(' ').flatMap((id) => doc.getElementById(id) ?? []),
    ];
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href');
      if (isExternal(href) && !a.closest('.legal'))
        expect([a.getAttribute('target'), a.getAttribute('rel')], href!).toEqual(['_blank', 'noopener noreferrer']);
      if (a.getAttribute('target') === '_blank')
        expect([nameOf(a), shown(a).some((n) => n.querySelector('svg.arrow'))], href!).toEqual([
          expect.stringContaining(site.texts[page.lang]!.common.opensInNewTab),
          true,
        ]);
      // Links of one name lead to one place (a list of the page's links tells them apart by name).
      const same = [...doc.querySelectorAll('a[href]')].filter((b) => nameOf(b) === nameOf(a));
      expect(new Set(same.map((b) => b.getAttribute('href'))), nameOf(a)).toEqual(new Set([href]));
      if (isExternal(href)) expect(a.getAttribute('rel'), href!).toMatch(/noopener noreferrer/);
      expect(a.hasAttribute('data-booking'), href!).toBe(href === config.links.booking);
    }
  });

  it('shows its images with alt text and size, lazily below the fold, and no text as typed markup', () => {
    for (const img of doc.querySelectorAll('main img')) {
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(Number(img.getAttribute('width')) * Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect([img.getAttribute('loading'), img.getAttribute('decoding')]).toEqual(['lazy', 'async']);
    }
    expect(textNodes(doc.body).filter((text) => /\*\*|\{[a-z]+\}|\[\[/i.test(text))).toEqual([]);
    // A number stays with the word it counts, a reference with its number: "§ 5", and the words the
    // page's language keeps with a number, the next word or the word before (i18n/languages.ts).
    const text = doc.body.textContent;
    expect(text.match(/.{0,12}\d[ \t\n]+\p{L}.{0,8}/gu)).toBeNull();
    expect(text.match(/§ \d/g)).toBeNull();
    const language = site.languages.find((l) => l.code === page.lang)!;
    const { keepWithNumber = [], keepWithNext = [], keepWithPrevious = [] } = language;
    const broken = [
      ...keepWithNumber.map((word) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)} \\d`, 'u')),
      ...keepWithNext.map((word) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)} \\S`, 'iu')),
      ...keepWithPrevious.map((mark) => new RegExp(`\\S ${escapeRegExp(mark)}(?![\\p{L}\\d])`, 'u')),
    ];
    // The owner's names from the config stand as written ("Jan i Anna Nowak").
    const names = [config.brand, config.founder.name, config.email];
    const typeset = textNodes(doc.body).filter((node) => !names.some((name) => node.includes(name)));
    expect(typeset.filter((node) => broken.some((pattern) => pattern.test(node)))).toEqual([]);
  });
});

/** A tool's card as the texts give it: an item with a pill and a link (i18n/types.ts). */
type ToolCard = { title: string; pill: string; link: { route: string } | { external: string } | null };
const isTool = (item: unknown) => !!item && typeof item === 'object' && 'pill' in item && 'link' in item;
/** The tools as the texts hold them, by their shape (a site may have none): their list, the words of
 * their pills beside it, and the group they are in. */
const toolsOf = (t: Content) =>
  Object.entries(t).flatMap(([group, texts]) =>
    keysWhere(texts, (v) => Array.isArray(v) && v.length > 0 && v.every(isTool)).map((key) => {
      const holder = valueAt(texts, key.replace(/\.?[^.]+$/, '')) ?? texts;
      return {
        group,
        items: valueAt(texts, key) as ToolCard[],
        pills: (holder as { pills: Record<string, string> }).pills,
      };
    }),
  )[0];

describe.each(site.languages.map((l) => [l.code] as const))('the pages in %s', (lang) => {
  const t = site.texts[lang]!;
  const tools = toolsOf(t);
  const main = (id: string) =>
    built.doc(pages.find((p) => p.lang === lang && p.id === id)!.file).querySelector('main')!;

  it('show every text of their groups (or, like a link to it, another page), and a page of a list its item’s', () => {
    // What a page's main shows: its text, and the texts of its attributes (an image's alt, a label).
    const mainOf = (file: string) => {
      const main = built.doc(file).querySelector('main')!;
      const labels = [...main.querySelectorAll('[alt], [aria-label], [title]')].map((e) =>
        ['alt', 'aria-label', 'title'].map((name) => e.getAttribute(name) ?? '').join(' '),
      );
      return read({ textContent: [main.textContent, ...labels].join(' ') } as Node);
    };
    const anywhere = pagesOf(lang).map((page) => mainOf(page.file));
    for (const page of pagesOf(lang)) {
      const own = mainOf(page.file);
      const missing: string[] = [];
      const item = t.workshops.items.find((w) => page.item === w.id);
      // A page of a list shows its item's own texts (the list's heading is the home page's).
      const groups = item
        ? { item: item.detailPage, workshops: { cta: t.workshops.detail.cta } }
        : Object.fromEntries(page.entry.texts.map((group) => [group, t[group]]));
      mapTexts(groups, (text, key, leaf) => {
        // Not on the page itself: search texts, a list's items (their cards: below), a tool's pill (its
        // card: below), the form of a two-form label not in use, the privacy policy's parts (its page
        // shows the policy put together from them: `body`), the workshops' section where there is
        // none, and the teaser of another workshop where there is no other (i18n/types.ts).
        const hidden =
          /(^|\.)(seo|items\[\d+\]|comingSoon|facts|sections|glance|intro|closing|setup|pills)(\.|\[|$)/.test(key) ||
          (key.startsWith('workshops.') && t.workshops.items.length === 0) ||
          (/^workshops\.detail\.(otherTitle|next|previous)$/.test(key) && t.workshops.items.length < 2) ||
          ['id', 'slug', 'icon', 'pill', 'route', 'hash', 'external'].includes(leaf) ||
          (/\.(call|signup)$/.test(key) &&
            !key.endsWith(config.links.rapidFramesSignup === config.links.booking ? '.call' : '.signup'));
        const shown = parseInline(text, true)
          .map((token) => token.text)
          .join('');
        const seen = read({ textContent: shown } as Node).trim();
        if (!hidden && !own.includes(seen) && !anywhere.some((other) => other.includes(seen))) missing.push(key);
      });
      expect(missing, page.file).toEqual([]);
    }
  });

  // A list of cards: items with a title. A page of a list shows its own item, not a list's first.
  const isCards = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item?.title === 'string');
  const lists = pagesOf(lang).flatMap((page) =>
    page.item !== undefined
      ? []
      : page.entry.texts.flatMap((group) =>
          keysWhere(t[group], isCards).map((key) => ({
            page,
            key: childKey(group, key, false),
            items: valueAt(t[group], key),
          })),
        ),
  );
  // Where the texts hold a list of cards (a site may hold none).
  it.skipIf(!lists.length)(
    "show a list's cards: the first of them at least, in order, and every one on a page that shows the list",
    () => {
      const seen = (text: string) => read({ textContent: plainText(text) } as Node).trim();
      // A card's title stands as an element of its own (a heading, a term, a link), or ends one after
      // what a component puts before it ("1. Understand"): there, it is shown. How many of the first
      // cards the page shows, in order.
      const shownOn = (id: string, titles: string[]) => {
        const elements = [...main(id).querySelectorAll('*')];
        // A link off the site ends with its new tab's notice, for screen readers.
        const notice = ` (${site.texts[lang]!.common.opensInNewTab})`;
        const stands = (element: Element, title: string) => {
          const full = read(element).trim();
          const text = full.endsWith(notice) ? full.slice(0, -notice.length) : full;
          return text === title || text.endsWith(` ${title}`);
        };
        // The innermost such element (a list whose last card is a title ends with it too).
        const holds = (element: Element, title: string) =>
          stands(element, title) && ![...element.children].some((child) => stands(child, title));
        let [from, count] = [0, 0];
        for (const title of titles) {
          const at = elements.findIndex((element, i) => i >= from && holds(element, title));
          if (at < 0) break;
          [from, count] = [at + 1, count + 1];
        }
        return count;
      };
      for (const { page, key, items } of lists) {
        const titles = (items as { title: string }[]).map((item) => seen(item.title));
        expect(shownOn(page.id, titles), `${page.file}: ${key}`).toBeGreaterThan(0);
        if (shownOn(page.id, titles) < titles.length)
          expect(
            lists.some((other) => other.key === key && shownOn(other.page.id, titles) === titles.length),
            `${key}: every card, in order, on a page`,
          ).toBe(true);
      }
    },
  );

  it.skipIf(!tools)(
    'lead each tool card where its link says: a page of the site in the same tab, a URL of the config in a new one; show its pill',
    () => {
      const page = pages.find(
        (p) => p.lang === lang && p.entry.texts.includes(tools!.group as never) && p.id !== site.home,
      )!;
      for (const tool of tools!.items) {
        // The heading reads the title, and that a link off the site opens a new tab.
        const heading = [tool.title, `${tool.title} (${site.texts[lang]!.common.opensInNewTab})`];
        const card = [...main(page.id).querySelectorAll('li')].find((li) =>
          heading.includes(read(li.querySelector('h2, h3')).trim()),
        )!;
        expect(read(card.querySelector('.tool-top')).trim()).toBe(tools!.pills[tool.pill]);
        const link = card.querySelector('a');
        if (!tool.link) expect(link).toBeNull();
        else if ('route' in tool.link)
          expect([link!.getAttribute('href'), link!.getAttribute('target')]).toEqual([
            site.pathOf(tool.link.route, lang),
            null,
          ]);
        else
          expect([link!.getAttribute('href'), link!.getAttribute('target')]).toEqual([
            config.links[tool.link.external],
            '_blank',
          ]);
      }
    },
  );

  it('lead each card with its heading: what stands above it (a pill, a duration) is read after it', () => {
    for (const page of pagesOf(lang))
      for (const card of main(page.id).querySelectorAll('.card:has(h2, h3)')) {
        // The first element of the card that says something in words.
        const first = [...card.querySelectorAll('*')].find(
          (element) => /^H[23]$/.test(element.tagName) || (!element.children.length && /\p{L}/u.test(read(element))),
        );
        expect(first?.tagName, `${page.file}: ${read(card).trim().slice(0, 40)}`).toMatch(/^H[23]$/);
      }
  });

  it('mark each [[gap]] of a legal page', () => {
    for (const page of pagesOf(lang).filter((p) => p.entry.footer)) {
      const gaps = gapsOf(site, site.texts[lang]).filter((gap) => gap.key.startsWith(`${page.entry.texts[0]}.`));
      expect(built.doc(page.file).querySelectorAll('main mark.placeholder')).toHaveLength(gaps.length);
    }
  });

  it('lead from the 404 page home', () => {
    const page = pages.find((p) => p.lang === lang && p.id === 'notFound')!;
    const doc = built.doc(page.file);
    expect(read(doc.querySelector('h1'))).toBe(t.common.notFound.title);
    expect([...doc.querySelectorAll('main a')].map((a) => a.getAttribute('href'))).toContain(
      site.pathOf(site.home, lang),
    );
  });
});

describe('the rules a site declares', () => {
  /** The pages of the workshops: of the table's list entry whose items are `workshops.items` (an owner
   * may add lists of their own). */
  const workshopPages = (of: Built) =>
    of.site.pages.filter((page) => {
      const lists = of.site.lists[page.lang]!;
      const entry = Object.keys(lists).find((key) => lists[key] === of.site.texts[page.lang]!.workshops.items);
      return page.item !== undefined && page.id.startsWith(`${entry}:`);
    });
  // A few small sites, each showing the rules of the tests that name it.
  const single = declare(shipped, languages(1), workshops(1));
  const names = {
    brand: sameLength('Zyxtra Werkstatt', config.brand),
    name: 'Quirin Zabelsky',
    email: 'post@zyxtra.example',
  };
  const owners = declare(shipped, signup(), (draft) => {
    draft.owner.brand = names.brand;
    draft.owner.founder = { ...draft.owner.founder, name: names.name };
    draft.owner.email = names.email;
  });

  it.each([1, 3])(
    'with %i workshops: each page leads to the next one, the last to the one before, a single one to none',
    async (count) => {
      const declared = await build(count === 1 ? single : declare(shipped, workshops(count)));
      for (const page of workshopPages(declared)) {
        const items = declared.site.texts[page.lang]!.workshops.items;
        const index = items.findIndex((w) => w.id === page.item);
        const other = items[index + 1] ?? items[index - 1];
        const teaser = declared.doc(page.file).querySelector('main .teaser');
        expect(teaser?.querySelector('a')?.getAttribute('href')).toBe(
          other && declared.site.pathOf(page.id.replace(/:.*/, `:${other.id}`), page.lang),
        );
        // A single workshop leaves no band of others: no heading without a card under it.
        expect(declared.doc(page.file).querySelectorAll('main h2').length).toBeGreaterThan(count === 1 ? 0 : 1);
        expect(declared.doc(page.file).querySelector('#other-title') !== null).toBe(count > 1);
        // Nor an empty tinted band around the way back home, which follows the text.
        if (count === 1) expect(declared.doc(page.file).querySelector('main .section-tint')).toBeNull();
        const home = declared.site.pathOf(declared.site.home, page.lang);
        expect(declared.doc(page.file).querySelector(`main a[href="${home}"]`)).not.toBeNull();
      }
    },
  );

  it('with no workshop: no workshop section on the home page', async () => {
    const declared = await build(declare(shipped, workshops(0)));
    expect(workshopPages(declared)).toEqual([]);
    for (const page of declared.site.pages.filter((p) => p.id === declared.site.home))
      expect(declared.doc(page.file).querySelector('#workshops')).toBeNull();
  });

  it("says the countries the config names in the home page's structured data, and none where it names none", () => {
    // The structured data as the pages carry it (each page's: the first describe), from the model alone.
    for (const countries of [['FR', 'BE'], undefined]) {
      const declared = resolveSite(declare(shipped, (draft) => void (draft.owner.areaServed = countries)).input);
      for (const page of declared.pages.filter((p) => p.id === declared.home)) {
        const graph = JSON.parse(jsonLdFor(declared, page))['@graph'] as { '@type': string; areaServed?: unknown }[];
        expect(graph.find((node) => node['@type'] === 'Service')!.areaServed).toEqual(countries);
      }
    }
  });

  it('with no profile: the texts of the pages that name its network may go (its button with its label), and no page links it', async () => {
    const profile = config.links.profile;
    const declared = await build(
      declare(shipped, (draft) => {
        delete draft.owner.links.profile;
        delete draft.owner.network;
        for (const [lang, t] of Object.entries(draft.texts)) {
          // The pages' optional texts go; the privacy policy's, the required ones and a list's item are reworded.
          const naming = keysWhere(t, (value) => typeof value === 'string' && value.includes('{network}'));
          for (const key of naming.filter((each) => !each.startsWith('datenschutz.') && /\.\w+$/.test(each))) {
            const text = valueAt(t, key);
            setAt(t, key, undefined);
            if (schemaIssues(contentSchema, t, 'Content').some((issue) => issue.key === key)) setAt(t, key, text);
          }
          draft.texts[lang] = mapTexts(t, (text) => text.replaceAll('{network}', 'Network'));
        }
      }),
    );
    expect(declared.problems.filter((p) => p.severity === 'error')).toEqual([]);
    for (const page of declared.site.pages)
      expect(declared.doc(page.file).querySelector(`a[href="${profile}"]`), page.file).toBeNull();
  });

  it('an SEO text or a redirect stub’s text with **emphasis** reads as its words: the same heads, share cards and stubs as without it', async () => {
    // Every such text with its first word marked; a head, a share card and a stub show no emphasis.
    const emphasis = /(^|\.)seo\.(title|description|keywords)$|^common\.redirect\./;
    const emphasised = declare(shipped, (draft) => {
      for (const [code, t] of Object.entries(draft.texts))
        draft.texts[code] = mapTexts(t, (text, key) => (emphasis.test(key) ? text.replace(/^\S+/, '**$&**') : text));
    });
    expect(JSON.stringify(emphasised.input.texts)).not.toBe(JSON.stringify(shipped.input.texts));
    // Its checker counts the words a search result shows, as it does without the markers.
    const [plain, declared] = await Promise.all([build(shipped), build(emphasised)]);
    expect(declared.problems.filter((p) => /characters/.test(p.problem))).toEqual(
      plain.problems.filter((p) => /characters/.test(p.problem)),
    );
    expect(declared.site.pages.map((page) => [page.seo, page.breadcrumb])).toEqual(
      plain.site.pages.map((page) => [page.seo, page.breadcrumb]),
    );
    for (const page of declared.site.pages)
      expect(declared.doc(page.file).head.innerHTML, page.file).toBe(plain.doc(page.file).head.innerHTML);
    for (const { from } of declared.site.redirects) expect(declared.text(fileOf(from))).toBe(plain.text(fileOf(from)));
  });

  it('with one language: no language menu', async () => {
    const declared = await build(single);
    for (const page of declared.site.pages)
      expect(declared.doc(page.file).querySelector('[data-lang-switch]'), page.file).toBeNull();
  });

  it("the legal pages of every language but the one whose prevail (the first, or the config's) say so below their title", async () => {
    // Two languages, the second first: the old URLs, of the first's site, could be its pages' addresses now.
    const reversed = declare(shipped, languages(2), (draft) => {
      draft.languages.reverse();
      draft.redirects = [];
    });
    const lastBinds = declare(
      shipped,
      languages(3),
      (draft) => void (draft.owner.legalLanguage = draft.languages.at(-1)!.code),
    );
    // One language (no note), the first of two binding, the last of three.
    const sites = [single, reversed, lastBinds];
    for (const declared of await Promise.all(sites.map((each) => build(each)))) {
      const binding = declared.site.config.legalLanguage ?? declared.site.languages[0]!.code;
      for (const page of declared.site.pages.filter((p) => p.entry.footer)) {
        const name = new Intl.DisplayNames([page.lang], { type: 'language' }).of(binding);
        const note = fill(declared.site.texts[page.lang]!.common.legalTranslation, () => name);
        const below = declared.doc(page.file).querySelector('main h1')!.nextElementSibling;
        expect(read(below) === note, page.file).toBe(page.lang !== binding);
      }
    }
  });

  it('the sign-up buttons book a call until a sign-up URL is set, and then sign up, saying which', async () => {
    const withSignup = await build(owners);
    // A site with no page showing a sign-up button (no sign-up in its policy) has none to turn.
    const signups = withSignup.site.privacy.features.includes('signup');
    for (const [of, target, booking] of [
      [built, config.links.booking, true],
      [withSignup, withSignup.site.config.links.rapidFramesSignup, false],
    ] as const) {
      const links = of.site.pages.flatMap((page) =>
        [...of.doc(page.file).querySelectorAll('main a')].filter(
          (a) => a.getAttribute('href') === target && a.closest('.cta-panel, .page-hero'),
        ),
      );
      if (booking || signups) expect(links.length).toBeGreaterThan(0);
      else expect(links).toEqual([]);
      for (const a of links) expect(a.hasAttribute('data-booking')).toBe(booking);
    }
  });

  it("the owner's names, from the config, on every page that names them and nowhere the old ones", async () => {
    const changed = await build(owners);
    // Each as words of their own ("Klar", not "Klarheit"), but one the texts write out: the checker names
    // that, and the owner may mean the word ("Klar, das geht").
    const said = JSON.stringify(shipped.input.texts);
    const old = [config.brand, config.founder.name, config.email].map(asWords).filter((name) => !name.test(said));
    for (const page of changed.site.pages) {
      const html = changed.text(page.file);
      for (const name of old) expect(name.test(html), `${page.file}: ${name}`).toBe(false);
      expect(html).toContain(names.brand);
    }
    for (const page of changed.site.pages.filter((p) => p.entry.footer === 'imprint'))
      expect(read(changed.doc(page.file).querySelector('main'))).toContain(names.email);
  });
});

it('a page that fails to render names itself and the component file and line, and the minifier thread stops with the build', async () => {
  const threads = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;
  const before = threads();
  const { buildSite } = await import('../site/build-site.ts');
  // No fonts to preload: the frame every page is drawn in (components/Document.tsx) fails on its first.
  const broken = (s: Parameters<typeof fakeAssets>[0]) => ({ ...fakeAssets(s), fonts: {} });
  await expect(buildSite(shipped, { assets: broken })).rejects.toThrow(
    // The first page drawn, the model's first, and how many others failed alike: all of them.
    new RegExp(
      `^${site.pages[0]!.id} \\(${site.pages[0]!.lang}\\) and ${site.pages.length - 1} other pages: rendering failed in (pages|components)/\\w+\\.tsx:\\d+: [^\\n]*$`,
    ),
  );
  expect(threads()).toBe(before);
});

it('a component reading a group or a text no schema declares, or linking a URL the config lacks, stops the build, naming the page; a declared text left out reads as nothing', async () => {
  const { buildSite } = await import('../site/build-site.ts');
  const entry = shipped.input.pages[site.home]!;
  const group = entry.texts[0]! as keyof Content;
  const texts = site.texts[site.languages[0]!.code]![group] as Record<string, unknown>;
  const absent = [...keyNames(contentSchema)].find((name) => !(name in texts))!;
  const reading = (name: string) =>
    declare(shipped, ({ pages }) => {
      pages[site.home] = {
        ...entry,
        component: (props) => (
          void (props.t[group] as Record<string, unknown>)[name],
          createElement(entry.component, props)
        ),
      };
    });
  // Named where the component reads it: here, this file; on the home page of each language alike.
  const others = site.languages.length - 1;
  const failed = (problem: string) =>
    `^${escapeRegExp(`${site.home} (${site.languages[0]!.code})`)}${others ? ` and ${others} other pages?` : ''}: rendering failed in tests/pages\\.test\\.ts:\\d+: ${escapeRegExp(problem)}`;
  await expect(buildSite(reading('noSuchText'), { assets: fakeAssets, minify: false })).rejects.toThrow(
    new RegExp(failed(`t.${group}.noSuchText is no text: no schema of i18n/types.ts declares 'noSuchText'`)),
  );
  await expect(buildSite(reading(absent), { assets: fakeAssets, minify: false })).resolves.toBeTruthy();
  // A group the schema lacks, though a text within another has its name (a group renamed).
  const inner = [...keyNames(contentSchema)].find((name) => !(name in contentSchema.entries))!;
  const readingGroup = declare(shipped, ({ pages }) => {
    pages[site.home] = {
      ...entry,
      component: (props) => (void (props.t as Record<string, unknown>)[inner], createElement(entry.component, props)),
    };
  });
  await expect(buildSite(readingGroup, { assets: fakeAssets, minify: false })).rejects.toThrow(
    new RegExp(failed(`t.${inner} is no text`)),
  );
  // A link to a URL site.config.ts does not have (its profile removed, the link left in a component).
  const linking = declare(shipped, ({ pages }) => {
    pages[site.home] = {
      ...entry,
      component: (props) => createElement('a', { href: props.link({ external: 'gone' }) }),
    };
  });
  await expect(buildSite(linking, { assets: fakeAssets, minify: false })).rejects.toThrow(
    new RegExp(failed("link to no URL of links: 'gone': add it to links in site.config.ts, or take the link out")),
  );
  // Two mistakes, in the components of two pages: one build names both, each on a line of its own.
  const [other, otherEntry] = Object.entries(shipped.input.pages).find(([id, e]) => id !== site.home && !e.each)!;
  const both = declare(reading('noSuchText'), ({ pages }) => {
    pages[other] = {
      ...otherEntry,
      component: (props) => createElement('a', { href: props.link({ external: 'gone' }) }),
    };
  });
  const lines = await buildSite(both, { assets: fakeAssets, minify: false }).then(
    () => [],
    (error: Error) => error.message.split('\n  '),
  );
  expect(lines).toHaveLength(2);
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(failed(`t.${group}.noSuchText is no text`))),
      expect.stringMatching(
        new RegExp(
          `^${other} \\(${site.languages[0]!.code}\\).*: rendering failed in tests/pages\\.test\\.ts:\\d+: link to no URL of links: 'gone'`,
        ),
      ),
    ]),
  );
});

it('a card grid has as many columns as fit, and leaves no card alone in its last row where any width would not', () => {
  for (const most of [2, 3, 4] as const)
    for (let cards = 1; cards <= 25; cards++) {
      const columns = columnsFor(cards, most);
      const fitting = [2, 3, 4].filter((c) => c <= Math.min(most, cards));
      expect(columns).toBeLessThanOrEqual(Math.max(1, Math.min(most, cards)));
      if (fitting.some((c) => cards % c === 0)) expect(cards % columns).toBe(0);
      else if (fitting.some((c) => cards % c !== 1)) expect(cards % columns).not.toBe(1);
    }
});

it('links to other sites only where the privacy policy names or the legal texts link, and to each it names', () => {
  const linked = new Set(
    pages.flatMap((page) =>
      [...built.doc(page.file).querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href')!)
        .filter(isExternal)
        .map((href) => new URL(href).origin)
        .filter((origin) => origin !== new URL(config.siteUrl).origin),
    ),
  );
  const clicks = site.privacy.origins.filter((entry) => entry.when === 'click');
  const policies = site.privacy.origins.flatMap((entry) => entry.privacyPolicy ?? []);
  // What the owner links in the legal texts (a provider's privacy policy, where a [[gap]] asks for it):
  // the only texts that may link, each link a statement of its own.
  const written = new Set<string>();
  for (const { code } of site.languages)
    mapTexts(site.texts[code], (text) => {
      for (const token of parseInline(text, true))
        if (token.kind === 'link' && isExternal(token.target)) written.add(new URL(token.target).origin);
    });
  const named = (origin: string) =>
    clicks.some((entry) => entry.origins.includes(origin)) ||
    policies.some((url) => url.startsWith(origin)) ||
    written.has(origin);
  expect([...linked].filter((origin) => !named(origin))).toEqual([]);
  expect(clicks.filter((entry) => !entry.origins.some((origin) => linked.has(origin))).map((e) => e.id)).toEqual([]);
});

it('marks the home page of each language, and no other, for the client and the CSS: by data-home, not by its id', () => {
  expect(pages.filter((page) => built.doc(page.file).body.hasAttribute('data-home')).map((p) => p.path)).toEqual(
    pages.filter((page) => page.id === site.home).map((p) => p.path),
  );
});

it('has one web manifest for every language, in none of them: the brand, the icons, and the root, which opens the visitor’s', () => {
  const manifest = JSON.parse(built.text('site.webmanifest'));
  expect(manifest).toMatchObject({ name: config.brand, short_name: config.brand, start_url: '/' });
  expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['lang']));
  expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['description']));
  expect(pages.some((page) => page.path === '/')).toBe(true);
  for (const page of pages)
    expect(built.doc(page.file).querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest');
});

it('the sitemap lists exactly the indexable pages, each with its alternates; robots.txt names it', async () => {
  const { XMLParser } = await import('fast-xml-parser');
  const urlset = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(built.text('sitemap.xml')).urlset as {
    url: { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[];
  };
  expect(urlset.url.map((u) => [u.loc, u['xhtml:link'].map((l) => [l.hreflang, l.href])])).toEqual(
    pages.filter((p) => p.indexable).map((p) => [p.url, p.alternates.map((a) => [a.hreflang, a.href])]),
  );
  expect(built.text('robots.txt')).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
});

it("marks the template's examples wherever a page shows them, a quote marked as one with its label, and nothing once confirmed", async () => {
  const brand = sameLength('Example Studio', config.brand);
  // Where the texts hold a quote (a site may hold none).
  const quote = keyWhere(shipped.input.texts[site.languages[0]!.code]!, (v) => 'quote' in v && 'author' in v);
  // None confirmed, and besides the template's own, the brand and the home page's facts its examples.
  const examples = (draft: Draft) => {
    draft.owner.brand = brand;
    draft.owner.confirmed = [];
    const facts = draft.languages.map(({ code }) => fingerprint(draft.texts[code]!.hero.facts));
    draft.examples = {
      values: { ...draft.examples.values, brand: fingerprint(brand) },
      texts: { ...draft.examples.texts, 'hero.facts': facts },
    };
    for (const t of Object.values(draft.texts))
      if (quote) setAt(t, quote, { quote: 'Made up.', author: 'A. Nobody', role: 'Example', example: true });
  };
  const marked = await build(declare(shipped, examples));
  // Every example value of the template's, as the texts of its language mark it, inside its mark
  // wherever a page shows it (the brand this test makes one: on the home page, below); those without a
  // letter ("20") are parts of other words too. (A page of an owner's that writes a text out as a string
  // shows no mark: test:owner adds one that shows the brand.)
  const unmarked = marked.site.pages.flatMap((page) => {
    const values = new Set<string>();
    mapTexts(marked.site.marked[page.lang], (text) => {
      for (const [, value] of text.matchAll(/\uE000([^\uE001]+)\uE001/g))
        if (/\p{L}/u.test(value!) && withoutMarks(value!) !== brand) values.add(withoutMarks(value!));
    });
    const body = marked.doc(page.file).body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('mark.example, script, style')) element.remove();
    return [...values].filter((value) => read(body).includes(value)).map((value) => `${page.file}: ${value}`);
  });
  expect(unmarked).toEqual([]);
  for (const page of marked.site.pages.filter((p) => p.id === marked.site.home)) {
    const doc = marked.doc(page.file);
    const marks = [...doc.querySelectorAll('mark.example')].map((mark) => read(mark).trim());
    expect(marks).toContain(brand);
    for (const fact of marked.site.texts[page.lang]!.hero.facts)
      expect(marks).toContain(read({ textContent: fact } as Node).replace(/\*\*/g, ''));
    // Nothing of a mark is left where no element can show one: no private-use character on the page.
    expect(marked.text(page.file)).not.toMatch(/[\uE000-\uE002]/);
    expect(doc.title).toContain(brand);
  }
  const quotes = marked.site.pages.filter((p) =>
    read(marked.doc(p.file).querySelector('blockquote')).includes('Made up.'),
  );
  expect(quotes.length > 0).toBe(quote !== undefined);
  for (const page of quotes)
    expect(read(marked.doc(page.file).querySelector('.quote .example-label'))).toBe(
      marked.site.texts[page.lang]!.common.example,
    );
  const confirmAll = (draft: Draft) =>
    void (draft.owner.confirmed = [...Object.keys(draft.examples.values), ...Object.keys(draft.examples.texts)]);
  const confirmed = await build(declare(shipped, examples, confirmAll));
  for (const page of confirmed.site.pages.filter((p) => p.id === confirmed.site.home))
    expect(confirmed.doc(page.file).querySelectorAll('mark.example')).toHaveLength(0);
});
