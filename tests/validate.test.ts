// Content mistakes the build catches before anything is drawn or written (site/validate.ts), each
// named by file, key and language; and the config's values the pages print.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../i18n/types.ts';
import { languages, rootLang } from '../i18n/languages.ts';
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
import { config, contents, editedContents, ownImageCache, renderWith, shown } from './support/fixtures.ts';

describe('content mistakes fail the build, naming file, key and language', () => {
  const cases: [string, Lang, (t: (typeof contents)['de']) => void, RegExp][] = [
    [
      'a link to a route that does not exist',
      'en',
      (t) => void ((t.tools.items[0]!.link as { route: string }).route = 'nope'),
      /i18n\/en\.ts: tools\.items\[0\]\.link\.route \(en\): link to a route that does not exist: 'nope'/,
    ],
    [
      'a rich-text link to a route that does not exist',
      'de',
      (t) => void (t.impressum.body[1] = { p: 'Siehe [hier](route:gibtsnicht).' }),
      /i18n\/legal\.de\.ts: impressum\.body\[1\]\.p \(de\): link to a route that does not exist/,
    ],
    [
      'a missing workshop slug',
      'de',
      (t) => void (t.workshops.items[1]!.slug = ''),
      /i18n\/de\.ts: workshops\.items\[1\]\.slug \(de\): empty text/,
    ],
    [
      'a duplicate workshop slug',
      'en',
      (t) => void (t.workshops.items[1]!.slug = t.workshops.items[0]!.slug),
      /i18n\/en\.ts: workshops\.items\[1\]\.slug \(en\): duplicate workshop slug/,
    ],
    [
      'a workshop slug that takes an old address',
      'de',
      (t) => void (t.workshops.items[1]!.slug = 'efficient-ux-workflows-with-ai'),
      /i18n\/de\.ts: workshops\.items\[1\]\.slug \(de\): workshop slug 'efficient-ux-workflows-with-ai' makes \/workshops\/efficient-ux-workflows-with-ai, which is an old address of \/en\/workshops\//,
    ],
    [
      'a list item missing in one language',
      'en',
      (t) => void t.tools.items.splice(1, 1),
      /i18n\/en\.ts: tools\.items \(en\): 3 items where the other language has 4/,
    ],
    [
      'the last list item missing in one language',
      'en',
      (t) => void t.tools.items.pop(),
      /i18n\/en\.ts: tools\.items \(en\): 3 items where the other language has 4/,
    ],
    [
      'a page title another page has (a copied workshop)',
      'en',
      (t) => void (t.workshops.items[1]!.detailPage.seo.title = t.workshops.items[0]!.detailPage.seo.title),
      /i18n\/en\.ts: workshops\.items\[1\]\.detailPage\.seo\.title \(en\): the same page title as workshops\.items\[0\]\.detailPage\.seo\.title/,
    ],
    [
      'a meta description another page has',
      'de',
      (t) => void (t.impressum.seo.description = t.datenschutz.seo.description),
      /i18n\/legal\.de\.ts: (impressum|datenschutz)\.seo\.description \(de\): the same meta description as (impressum|datenschutz)\.seo\.description/,
    ],
    ['an empty required text', 'en', (t) => void (t.hero.title = ' '), /i18n\/en\.ts: hero\.title \(en\): empty text/],
    [
      'an unclosed **',
      'de',
      (t) => void (t.workshops.items[0]!.detailPage.sections[0] = '**Impuls: offen'),
      /i18n\/de\.ts: workshops\.items\[0\]\.detailPage\.sections\[0\] \(de\): `\*\*` is not closed/,
    ],
    [
      'emphasis around no words',
      'en',
      (t) => void (t.hero.subtitle = 'Prototypes **  ** in days'),
      /i18n\/en\.ts: hero\.subtitle \(en\): `\*\*` around no words/,
    ],
    [
      'unsafe markup',
      'en',
      (t) => void (t.hero.subtitle = 'Hi <script>alert(1)</script>'),
      /i18n\/en\.ts: hero\.subtitle \(en\): HTML markup is not allowed/,
    ],
    [
      'markup in a workshop’s audience pill',
      'en',
      (t) => void (t.workshops.items[0]!.audience = 'For <b>UX</b> teams'),
      /i18n\/en\.ts: workshops\.items\[0\]\.audience \(en\): HTML markup is not allowed/,
    ],
    [
      'an HTML entity, which would show as typed',
      'de',
      (t) => void (t.hero.subtitle = 'Prototypen &amp; Discovery'),
      /i18n\/de\.ts: hero\.subtitle \(de\): an HTML entity is not allowed in texts: write the character itself/,
    ],
    [
      'a link in a text that shows it as typed',
      'en',
      (t) => void (t.interviewAgent.hero.subtitle = 'Interview notes become [personas](route:nope).'),
      /i18n\/en\.ts: interviewAgent\.hero\.subtitle \(en\): links and \[\[gaps\]\] belong in the legal texts only/,
    ],
    [
      'an unsafe link target',
      'de',
      (t) => void (t.datenschutz.intro[1] = { p: '[x](javascript:alert(1))' }),
      /i18n\/legal\.de\.ts: datenschutz\.intro\[1\]\.p \(de\): unsafe or unknown link target/,
    ],
    [
      'an unknown placeholder',
      'en',
      (t) => void (t.hero.facts[2] = '{experiance} of product and UX experience'),
      /i18n\/en\.ts: hero\.facts\[2\] \(en\): unknown placeholder \{experiance\}/,
    ],
    [
      'a form a figure does not have',
      'de',
      (t) => void (t.about.title = '{alphaTesters:compound} Produkt und UX'),
      /i18n\/de\.ts: about\.title \(de\): unknown placeholder \{alphaTesters:compound\}/,
    ],
    [
      'a placeholder only a workshop card fills, used elsewhere',
      'de',
      (t) => void (t.cta.note = 'Dauer: {hours}'),
      /i18n\/de\.ts: cta\.note \(de\): unknown placeholder \{hours\}/,
    ],
    [
      'a meta description longer than search results show',
      'de',
      (t) => void (t.tools.seo.description += ' Dazu Vorlagen, Prompt-Bibliotheken und ein paar Extras.'),
      /i18n\/de\.ts: tools\.seo\.description \(de\): meta description is \d{3} characters; search results cut it after 160/,
    ],
  ];
  it.each(cases)('%s', async (_name, lang, edit, message) => {
    await expect(renderWith({ contents: editedContents(lang, edit) })).rejects.toThrow(message);
  });

  /** The content with `edit` made in both languages, as a whole step of a recipe is. */
  const editedInBoth = (edit: (t: (typeof contents)['de']) => void) => {
    const copy = structuredClone(contents);
    for (const lang of languages) edit(copy[lang]);
    return copy;
  };
  const toolRoute = routeIds.find((route) => (routes[route] as Route).parents.includes('tools'))!;

  it('names every mistake of the config and the texts in one run, each by file, key and language', () => {
    const broken = editedInBoth((t) => void (t.hero.title = ' '));
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
    expect(lines).toContain('site.config.ts: brand: empty: the pages print it');
    expect(lines).toContain("site.config.ts: email: 'no address' is not an e-mail address");
    for (const lang of languages)
      expect(lines).toContain(`${sourceFile('hero.title', lang)}: hero.title (${lang}): empty text`);
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
      `i18n/de.ts: tools.items (de): no card links to the '${toolRoute}' page: add one with link: { route: '${toolRoute}' }`,
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

  it('a privacy policy without a section it is made of is named by the page', async () => {
    const drop = (t: (typeof contents)['de']) =>
      void delete (t.datenschutz.sections as Partial<typeof t.datenschutz.sections>).hosting;
    await expect(renderWith({ contents: editedContents('en', drop) })).rejects.toThrow(
      'i18n/legal.en.ts: datenschutz (en): the privacy policy cannot be put together: a text it is made of is missing',
    );
  });

  it.each([
    ["a page's address", { from: '/en/tools', route: 'home', lang: 'en' }, /is already the tools page/],
    ['another old URL', { ...redirects[0]!, route: 'tools' }, /is already an old address of /],
  ] as const)('an old URL in site/routes.ts that is %s is named with its route', (_what, extra, holder) => {
    const check = () => validateAddresses(shown, config, [...redirects, extra]);
    expect(check).toThrow(ContentError);
    expect(check).toThrow(
      new RegExp(`^site/routes\\.ts: routes\\['${extra.route}'\\]\\.formerly: old URL ${extra.from} `),
    );
    expect(check).toThrow(holder);
  });

  it('an old URL of a language the table does not have is named, for a removed language', () => {
    const extra = { ...redirects[0]!, from: `${redirects[0]!.from}-gone`, lang: 'zz' as Lang };
    expect(() => validateAddresses(shown, config, [...redirects, extra])).toThrow(
      `site/routes.ts: routes['${extra.route}'].formerly: old URL ${extra.from} leads to language 'zz', which i18n/languages.ts does not have`,
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
    ['brand', { brand: '' }, /^site\.config\.ts: brand: empty: the pages print it$/],
  ] as const)('site.config.ts: a wrong %s is named by its key', async (_key, change, message) => {
    await expect(renderWith({ config: { ...config, ...change } })).rejects.toThrow(message);
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
