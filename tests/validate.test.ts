// Content mistakes the build catches before anything is drawn or written (site/validate.ts), each
// named by file, key and language; and the config's values the pages print.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { externalLinkIds, isToolLink, privacyFeatures, workshopIds, type Content, type Lang } from '../i18n/types.ts';
import { languageTable, languages, otherLanguages, rootLang } from '../i18n/languages.ts';
import { redirects, routeIds, routes, type Route } from '../site/routes.ts';
import {
  checkStaticFiles,
  ContentError,
  ContentErrors,
  portraitWidths,
  sourceFile,
  validateAddresses,
} from '../site/validate.ts';
import { checkedContents } from '../site/build-site.ts';
import { buildYear } from '../site/config.ts';
import { config, contents, editedContents, ownImageCache, paths, renderWith, shown } from './support/fixtures.ts';

/** Text as a pattern that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A content error's line: the file, the key and the language, then the problem (matched literally). */
const named = (lang: Lang, key: string, problem: string) =>
  new RegExp(escaped(`${sourceFile(key, lang)}: ${key} (${lang}): ${problem}`));
/** Where the owner declares a page's old URLs: its entry of the page table, or the workshops' list. */
const declaredAt = (route: string) =>
  route.startsWith('workshop:')
    ? `formerWorkshopUrls['${route.slice('workshop:'.length)}']`
    : `pageTable.${route}.formerly`;
const homePage = routeIds.find((route) => paths.of(route, rootLang) === '/')!;
/** A page of the table below the root. */
const pageBelow = routeIds.find((route) => route !== homePage && !route.startsWith('workshop:'))!;
/** A language besides the root's (the checks run on both sides). */
const other = otherLanguages(rootLang)[0] ?? rootLang;
const tools = contents[other].tools.items.length;
/** An old address under /workshops/ in the root language that leads elsewhere than the second workshop. */
const oldWorkshopUrl = redirects
  .filter(({ from }) => from.startsWith('/workshops/'))
  .filter(({ route, lang }) => route !== `workshop:${contents[rootLang].workshops.items[1]?.id}` || lang !== rootLang)
  .map(({ from }) => ({ from, slug: from.slice('/workshops/'.length) }))[0];

describe('content mistakes fail the build, naming file, key and language', () => {
  type Case = [string, Lang, (t: Content) => void, RegExp];
  const cases: Case[] = [
    [
      'a link to a route that does not exist',
      other,
      (t) => void ((t.tools.items[0]!.link as { route: string }).route = 'nope'),
      named(other, 'tools.items[0].link.route', "link to a route that does not exist: 'nope'"),
    ],
    [
      'a rich-text link to a route that does not exist',
      rootLang,
      (t) => void (t.impressum.body[1] = { p: 'Siehe [hier](route:gibtsnicht).' }),
      named(rootLang, 'impressum.body[1].p', 'link to a route that does not exist'),
    ],
    [
      'a missing workshop slug',
      rootLang,
      (t) => void (t.workshops.items[1]!.slug = ''),
      named(rootLang, 'workshops.items[1].slug', 'empty text'),
    ],
    [
      'a duplicate workshop slug',
      other,
      (t) => void (t.workshops.items[1]!.slug = t.workshops.items[0]!.slug),
      named(other, 'workshops.items[1].slug', 'duplicate workshop slug'),
    ],
    ...(oldWorkshopUrl
      ? [
          [
            'a workshop slug that takes an old address',
            rootLang,
            (t: Content) => void (t.workshops.items[1]!.slug = oldWorkshopUrl.slug),
            named(
              rootLang,
              'workshops.items[1].slug',
              `workshop slug '${oldWorkshopUrl.slug}' makes ${oldWorkshopUrl.from}, which is an old address of `,
            ),
          ] satisfies Case,
        ]
      : []),
    [
      'a list item missing in one language',
      other,
      (t) => void t.tools.items.splice(1, 1),
      named(other, 'tools.items', `${tools - 1} items where the other language has ${tools}`),
    ],
    [
      'the last list item missing in one language',
      other,
      (t) => void t.tools.items.pop(),
      named(other, 'tools.items', `${tools - 1} items where the other language has ${tools}`),
    ],
    [
      'a page title another page has (a copied workshop)',
      other,
      (t) => void (t.workshops.items[1]!.detailPage.seo.title = t.workshops.items[0]!.detailPage.seo.title),
      named(
        other,
        'workshops.items[1].detailPage.seo.title',
        'the same page title as workshops.items[0].detailPage.seo.title',
      ),
    ],
    [
      'a meta description another page has',
      rootLang,
      (t) => void (t.impressum.seo.description = t.datenschutz.seo.description),
      new RegExp(
        `${escaped(sourceFile('impressum', rootLang))}: (impressum|datenschutz)\\.seo\\.description \\(${rootLang}\\): the same meta description as (impressum|datenschutz)\\.seo\\.description`,
      ),
    ],
    ['an empty required text', other, (t) => void (t.hero.title = ' '), named(other, 'hero.title', 'empty text')],
    [
      'an unclosed **',
      rootLang,
      (t) => void (t.workshops.items[0]!.detailPage.sections[0] = '**Impuls: offen'),
      named(rootLang, 'workshops.items[0].detailPage.sections[0]', '`**` is not closed'),
    ],
    [
      'emphasis around no words',
      other,
      (t) => void (t.hero.subtitle = 'Prototypes **  ** in days'),
      named(other, 'hero.subtitle', '`**` around no words'),
    ],
    [
      'unsafe markup',
      other,
      (t) => void (t.hero.subtitle = 'Hi <script>alert(1)</script>'),
      named(other, 'hero.subtitle', 'HTML markup is not allowed'),
    ],
    [
      'markup in a workshop’s audience pill',
      other,
      (t) => void (t.workshops.items[0]!.audience = 'For <b>UX</b> teams'),
      named(other, 'workshops.items[0].audience', 'HTML markup is not allowed'),
    ],
    [
      'an HTML entity, which would show as typed',
      rootLang,
      (t) => void (t.hero.subtitle = 'Prototypen &amp; Discovery'),
      named(rootLang, 'hero.subtitle', 'an HTML entity is not allowed in texts: write the character itself'),
    ],
    [
      'a link in a text that shows it as typed',
      other,
      (t) => void (t.hero.subtitle = 'Interview notes become [personas](route:nope).'),
      named(other, 'hero.subtitle', 'links and [[gaps]] belong in the legal texts only'),
    ],
    [
      'an unsafe link target',
      rootLang,
      (t) => void (t.datenschutz.intro[1] = { p: '[x](javascript:alert(1))' }),
      named(rootLang, 'datenschutz.intro[1].p', 'unsafe or unknown link target'),
    ],
    [
      'an unknown placeholder',
      other,
      (t) => void (t.hero.facts[2] = '{experiance} of product and UX experience'),
      named(other, 'hero.facts[2]', 'unknown placeholder {experiance}'),
    ],
    [
      'a form a figure does not have',
      rootLang,
      (t) => void (t.about.title = '{alphaTesters:compound} Produkt und UX'),
      named(rootLang, 'about.title', 'unknown placeholder {alphaTesters:compound}'),
    ],
    [
      'a placeholder only a workshop card fills, used elsewhere',
      rootLang,
      (t) => void (t.cta.note = 'Dauer: {hours}'),
      named(rootLang, 'cta.note', 'unknown placeholder {hours}'),
    ],
    [
      'a meta description longer than search results show',
      rootLang,
      (t) =>
        void (t.tools.seo.description +=
          ' Dazu Vorlagen, Prompt-Bibliotheken und ein paar Extras, mehr als genug.'.repeat(2)),
      new RegExp(
        `${escaped(`${sourceFile('tools.seo.description', rootLang)}: tools.seo.description (${rootLang}): meta description '`)}.*' is \\d{3} characters; search results cut it after 160`,
      ),
    ],
  ];
  it.each(cases)('%s', async (_name, lang, edit, message) => {
    await expect(renderWith({ contents: editedContents(lang, edit) })).rejects.toThrow(message);
  });

  /** The content with `edit` made in both languages, as a whole step of a recipe is. */
  const editedInBoth = (edit: (t: Content) => void) => {
    const copy = structuredClone(contents);
    for (const lang of languages) edit(copy[lang]);
    return copy;
  };
  const toolRoute = routeIds.find((route) => (routes[route] as Route).parents.includes('tools'))!;

  it('names every mistake of the config and the texts in one run, each by file, key and language', () => {
    const broken = editedInBoth((t) => {
      t.hero.title = ' ';
      t.workshops.items[1]!.slug = t.workshops.items[0]!.slug;
    });
    const error = (() => {
      try {
        checkedContents(broken, { ...config, brand: '', email: 'no address' }, 2026);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentErrors);
    const lines = (error as Error).message.split('\n').map((line) => line.trim());
    expect(lines[0]).toBe(`${(error as ContentErrors).all.length} mistakes:`);
    expect(lines).toContain('site.config.ts: brand: empty text');
    expect(lines).toContain("site.config.ts: email: 'no address' is not an e-mail address");
    for (const lang of languages) {
      // The schema's mistakes (i18n/types.ts) and the hand checks' (site/validate.ts) together.
      expect(lines).toContain(`${sourceFile('hero.title', lang)}: hero.title (${lang}): empty text`);
      expect(lines).toContainEqual(
        expect.stringMatching(named(lang, 'workshops.items[1].slug', 'duplicate workshop slug')),
      );
    }
  });

  it('a missing key is named by file, key and language, with what to add, not a crash', () => {
    const broken = editedInBoth((t) => {
      delete (t.hero as Partial<Content['hero']>).title;
      t.about.title = ' ';
    });
    const check = () => checkedContents(broken, config, 2026);
    expect(check).toThrow(ContentErrors);
    for (const lang of languages) {
      expect(check).toThrow(named(lang, 'hero.title', 'missing: add the text (see Content in i18n/types.ts)'));
      expect(check).toThrow(named(lang, 'about.title', 'empty text'));
    }
  });

  it('a language of the table without its texts is named, not a crash', () => {
    const lang = rootLang;
    const { [lang]: _, ...others } = contents;
    expect(() => checkedContents(others as typeof contents, config, 2026)).toThrow(
      `i18n/${lang}.ts: ${lang} (${lang}): no texts for the language '${lang}'`,
    );
  });

  it('a tool page without its card in tools.items names the list and the link to add', async () => {
    const edited = editedInBoth((t) => {
      t.tools.items = t.tools.items.filter(
        (tool) => !(tool.link && 'route' in tool.link && tool.link.route === toolRoute),
      );
    });
    await expect(renderWith({ contents: edited })).rejects.toThrow(
      `${languageTable[rootLang].texts}: tools.items (${rootLang}): no card links to the '${toolRoute}' page: add one with link: { route: '${toolRoute}' }`,
    );
  });

  it('the privacy policy the build puts together is checked like the texts', async () => {
    const network = { ...config.network, privacyPolicy: 'http://example.com/privacy' };
    const { message } = await renderWith({ config: { ...config, network } }).then(
      () => new Error('built'),
      (error: Error) => error,
    );
    for (const lang of languages)
      expect(message).toMatch(
        new RegExp(
          `^\\s*${sourceFile('datenschutz', lang)}: datenschutz\\.body\\[\\d+\\]\\.ul\\[\\d+\\] \\(${lang}\\): unsafe or unknown link target: http://example\\.com/privacy, in the privacy policy made from datenschutz and site\\.config\\.ts$`,
          'm',
        ),
      );
  });

  it('a privacy policy without a section it is made of names the section to add', async () => {
    const [feature] = privacyFeatures;
    const drop = (t: Content) =>
      void delete (t.datenschutz.sections as Partial<typeof t.datenschutz.sections>)[feature];
    await expect(renderWith({ contents: editedContents(other, drop) })).rejects.toThrow(
      named(other, `datenschutz.sections.${feature}`, 'missing: add the group (see Content in i18n/types.ts)'),
    );
  });

  it.each([
    [
      "a page's address",
      { from: paths.of(pageBelow, other), route: homePage, lang: other },
      new RegExp(`is already the ${pageBelow} page`),
    ],
    ['another old URL', { ...redirects[0]!, route: pageBelow }, /is already an old address of /],
  ] as const)('an old URL that is %s is named where the page table declares it', (_what, extra, holder) => {
    const check = () => validateAddresses(shown, config, [...redirects, extra]);
    expect(check).toThrow(ContentError);
    expect(check).toThrow(`pages/pages.ts: ${declaredAt(extra.route)}: old URL ${extra.from} `);
    expect(check).toThrow(holder);
  });

  it('an old URL of a language the table does not have is named, for a removed language', () => {
    const extra = { ...redirects[0]!, from: `${redirects[0]!.from}-gone`, lang: 'zz' as Lang };
    expect(() => validateAddresses(shown, config, [...redirects, extra])).toThrow(
      `pages/pages.ts: ${declaredAt(extra.route)}: old URL ${extra.from} leads to language 'zz', which i18n/languages.ts does not have`,
    );
  });

  it.each([
    [
      'siteUrl',
      { siteUrl: 'www.example.com' },
      /^site\.config\.ts: siteUrl: 'www\.example\.com' is not an absolute http\(s\) URL$/,
    ],
    ['siteUrl', { siteUrl: 'https://example.com/site' }, /^site\.config\.ts: siteUrl: .* must be an origin alone/],
    [
      'email',
      { email: 'post at example.com' },
      /^site\.config\.ts: email: 'post at example\.com' is not an e-mail address$/,
    ],
    ['brand', { brand: '' }, /^site\.config\.ts: brand: empty text$/],
    [
      'workshop duration',
      { workshopHours: { ...config.workshopHours, [workshopIds[0]]: 0 } },
      new RegExp(
        `^site\\.config\\.ts: workshopHours\\['${workshopIds[0]}'\\]: the workshop's duration: more than 0 hours$`,
      ),
    ],
    [
      'external link',
      { links: { ...config.links, booking: 'cal.com/me' } },
      /^site\.config\.ts: links\.booking: 'cal\.com\/me' is not an absolute http\(s\) URL$/,
    ],
  ] as const)('site.config.ts: a wrong %s is named by its key', async (_key, change, message) => {
    await expect(renderWith({ config: { ...config, ...change } })).rejects.toThrow(message);
  });

  // The privacy policy names the tools' platform: a tool link elsewhere would make it untrue.
  const toolLink = externalLinkIds.find(isToolLink);
  it.skipIf(!toolLink)("a tool link off the tools' platform fails the build, named by its key", async () => {
    const elsewhere = 'https://tools.example.org/mine';
    const moved = { ...config, brand: '', links: { ...config.links, [toolLink!]: elsewhere } };
    const { message } = await renderWith({ config: moved }).then(
      () => new Error('built'),
      (error: Error) => error,
    );
    const lines = message.split('\n').map((line) => line.trim());
    // With the config's other mistakes, not alone.
    expect(lines).toContain('site.config.ts: brand: empty text');
    const platform = new URL(config.toolPlatform.origin).origin;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${escaped(`site.config.ts: links.${toolLink}: '${elsewhere}' is not on ${platform} (toolPlatform.origin)`)}.*: point the link there, or change toolPlatform and what the legal texts say of it`,
        ),
      ),
    );
  });
});

describe('the copyright year (SOURCE_DATE_EPOCH for a reproducible build)', () => {
  it('is the year of SOURCE_DATE_EPOCH, or of the build when it is unset or empty', () => {
    expect(buildYear({ SOURCE_DATE_EPOCH: String(Date.UTC(2031, 5, 1) / 1000) })).toBe(2031);
    expect(buildYear({ SOURCE_DATE_EPOCH: '' })).toBe(new Date().getFullYear());
    expect(buildYear({})).toBe(new Date().getFullYear());
  });

  it.each(['yesterday', '1.7e9', '-5', '99999999999999999'])(
    "a SOURCE_DATE_EPOCH of '%s' fails, naming the variable, its value and the form it takes",
    (epoch) => {
      expect(() => buildYear({ SOURCE_DATE_EPOCH: epoch })).toThrow(
        `SOURCE_DATE_EPOCH is '${epoch}', not a time: set it to whole seconds since 1970-01-01 UTC`,
      );
    },
  );
});

describe('the static files the assets are made from are checked before any is drawn', () => {
  const folder = ownImageCache('site-static-');

  const silhouette = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5" width="480" height="600"/>';
  const photo = (width: number) =>
    sharp({ create: { width, height: width, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
  /** A static/ folder holding `files` (path → content). */
  const staticWith = (name: string, files: Record<string, string | Buffer>) => {
    const dir = path.join(folder(), name);
    mkdirSync(path.join(dir, 'images'), { recursive: true });
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
    return dir;
  };
  const favicon = { 'favicon.svg': silhouette };

  it('takes the one portrait with its size', async () => {
    const checked = await checkStaticFiles(staticWith('ok', { ...favicon, 'images/portrait.svg': silhouette }));
    expect(checked.portrait).toMatchObject({ file: 'portrait.svg', name: 'portrait', width: 480, height: 600 });
  });

  it.each([
    ['no portrait', {}, 'static/images: expected exactly one portrait.(jpg|png|webp|svg), found 0: add the photo'],
    [
      'two portraits',
      { 'images/portrait.svg': silhouette, 'images/portrait.png': silhouette },
      'found 2 (portrait.png, portrait.svg): keep one',
    ],
  ])('%s: names static/images and what to do', async (name, images, message) => {
    await expect(checkStaticFiles(staticWith(name, { ...favicon, ...images }))).rejects.toThrow(message);
  });

  it('a photo narrower than the pages draw it names the file and the width it needs', async () => {
    const largest = portraitWidths.at(-1)!;
    const dir = staticWith('narrow', { ...favicon, 'images/portrait.jpg': await photo(largest - 1) });
    await expect(checkStaticFiles(dir)).rejects.toThrow(
      `static/images/portrait.jpg: the photo is ${largest - 1} px wide; the pages draw it up to ${largest} px wide ` +
        `(on high-density screens): use one at least ${largest} px wide`,
    );
    const wide = staticWith('wide', { ...favicon, 'images/portrait.jpg': await photo(largest) });
    expect((await checkStaticFiles(wide)).portrait.width).toBe(largest);
  });

  it('a missing favicon names the file and what to put there', async () => {
    await expect(checkStaticFiles(staticWith('no-favicon', { 'images/portrait.svg': silhouette }))).rejects.toThrow(
      /^static\/favicon\.svg is missing: .*add the icon as an SVG$/,
    );
  });
});
