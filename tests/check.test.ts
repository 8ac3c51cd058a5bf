// The one checker (site/check.ts), on sites the tests declare: each mistake is named once, by file,
// key and language, with what to do and its severity, every one of them in the same run; the
// launch list names what stands in for the owner; a URL a release published is never lost. That a
// build stops on them (a mistake; a placeholder in a release): tests/e2e/build-command.test.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { codeProblem, languages as table, loadTexts, withSyntaxHint } from '../i18n/languages.ts';
import {
  contentSchema,
  isToolLink,
  keysWhere,
  mapTexts,
  openGroups,
  privacyEntryIds,
  privacyFeatures,
  schemaIssues,
  valueAt,
  type Content,
} from '../i18n/types.ts';
import { escapeRegExp, perUsePlaceholders } from '../i18n/typeset.ts';
import { problemLine, SiteProblems, type Problem } from '../site/check.ts';
import { fingerprint } from '../site/examples.ts';
import { whyOn } from '../site/privacy.ts';
import { root as projectRoot } from '../site/files.ts';
import { lineFinder } from '../site/source-lines.ts';
import type { Host } from '../site/host-names.ts';
import { cloudflareRuleLimit, immutablePrefix } from '../site/hosts.ts';
import { resolveSite } from '../site/model.ts';
import type { Project } from '../site/project.ts';
import {
  analytics,
  build,
  declare,
  fakeAssets,
  keyWhere,
  languages,
  problemsOf,
  serviceWorker,
  setAt,
  shipped,
  shippedSite,
  signup,
  workshops,
  type Draft,
} from './support/site.ts';
import { platform } from './support/stand-ins.ts';

const [root, other] = shipped.input.languages.map((l) => l.code) as [string, string | undefined];
/** The language a mistake is made in: another than the root where there is one. */
const lang = other ?? root;
/** What the launch list asks of an example text: to be written anew in each language, where there are more. */
const everyLanguage = other ? ' in every language' : '';

/** The problems of the site `edits` make, as `file: key (lang): problem…` lines, by severity (one run of the checker). */
const linesOf = (...edits: ((draft: Draft) => void)[]) => {
  const problems = problemsOf(declare(shipped, ...edits));
  return (severity: Problem['severity']) => problems.filter((p) => p.severity === severity).map(problemLine);
};
/** The problems of one severity of the site `edits` make. */
const found = (severity: Problem['severity'], ...edits: ((draft: Draft) => void)[]) => linesOf(...edits)(severity);
const inTexts =
  (edit: (t: Content) => void, code = lang) =>
  (draft: Draft) =>
    edit(draft.texts[code]!);
/** `file: key (lang): ` of a text, the start of each line the checker names it with. */
const at = (key: string, code = lang) => `${shipped.textFileOf(code, key)}: ${key} (${code}): `;
/** The problems a stopped build names, a line each as its message has them (there with their file's line). */
const named = (error: unknown) => (error as SiteProblems).problems.map((p) => `    ${problemLine(p)}`).join('\n');
/** The entries of the page table that make one page each (not a list's), and an order after every link of the navigation. */
const singlePages = Object.keys(shipped.input.pages).filter((id) => !shipped.input.pages[id]!.each);
const nextOrder =
  Math.max(0, ...Object.values(shipped.input.pages).flatMap((e) => (e.nav ?? []).map((n) => n.order))) + 1;

it('finds nothing wrong with the site as it stands', () => {
  expect(found('error')).toEqual([]);
});

it('refuses a file of static/ under the folder the hosts keep for a year, and says where it goes', () => {
  // A file of the owner's keeps its name: cached as immutable, a changed one would never reach a returning visitor.
  const folder = immutablePrefix.slice(1);
  const before = new Set(problemsOf(shipped).map(problemLine));
  const problems = problemsOf({ ...shipped, staticFiles: [...shipped.staticFiles, `${folder}brochure.pdf`] });
  expect(problems.filter((p) => !before.has(problemLine(p))).map((p) => [p.file, p.severity, p.fix])).toEqual([
    [`static/${folder}brochure.pdf`, 'error', expect.stringContaining('static/brochure.pdf')],
  ]);
});

it("places a problem at the line of its file where its key's text is written", () => {
  // Each text written once, as one quoted string, in its file: found by its words, and by its key.
  const cases = shipped.input.languages.flatMap(({ code }) => {
    const found: [string, string, number][] = [];
    mapTexts(shipped.input.texts[code], (text, key) => {
      const file = shipped.textFileOf(code, key);
      const source = readFileSync(path.join(projectRoot, file), 'utf8');
      const [before, ...after] = /^[^'"\\\n]+$/.test(text) ? source.split(`'${text}'`) : [];
      if (after.length === 1) found.push([file, key, before!.split('\n').length]);
    });
    return found;
  });
  expect(cases.length).toBeGreaterThan(0);
  const lineOf = lineFinder();
  expect(cases.map(([file, key]) => [file, key, lineOf(file, key)])).toEqual(cases);
});

it('places a key in the shapes texts and the config are written in, or at what the file exports', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-lines-')), 'texts.ts');
  writeFileSync(
    file,
    [
      "import type { Content } from './types.ts';", // 1
      "const hero = { title: 'a local twin' };", // 2
      'const shared = [{ p: 1 }];', // 3
      'export const xx = {', // 4
      '  hero: {', // 5
      "    title: 'the one',", // 6
      "    'quoted-key': 1,", // 7
      '    7: 2,', // 8
      '  },', // 9
      '  list: [', // 10
      '    ...shared,', // 11
      "    { p: 'after a spread' },", // 12
      '  ],', // 13
      '} satisfies Content;', // 14
      'const redirects = [', // 15
      "  { from: '/a', to: 'home', lang: 'xx' },", // 16
      "  { from: '/b', to: 'home', lang: 'xx' },", // 17
      "  { from: '/b', to: 'home', lang: 'xx' },", // 18
      "  { from: 'd', to: 'home', lang: 'xx' },", // 19
      '];', // 20
    ].join('\n'),
  );
  const lineOf = lineFinder();
  const at = (key: string) => lineOf(file, key);
  expect([
    at('hero.title'),
    at("hero['quoted-key']"),
    at('hero[7]'),
    at('hero.nope'),
    at('list[1].p'),
    at('gone'),
    // A redirect at its entry (the later of two; one not written as a path too); a published URL
    // that has none, at the list.
    at('redirects: /b'),
    at('redirects: /c'),
    at('redirects: d'),
  ]).toEqual([6, 7, 8, 5, 10, 4, 18, 15, 19]);
  rmSync(path.dirname(file), { recursive: true });
});

it('a stopped build names its mistakes first, and counts what is left before launch in a last line', () => {
  const problems = problemsOf(
    declare(
      shipped,
      inTexts((t) => void (t.hero.title = '')),
    ),
  );
  const lines = new SiteProblems(problems, 'error').message.split('\n');
  const mistakes = problems.filter((p) => p.severity === 'error').map((p) => `    ${problemLine(p)}`);
  expect(lines.slice(0, mistakes.length + 1)).toEqual([`content mistakes: ${mistakes.length}`, ...mistakes]);
  const [left, toLook] = (['release', 'warn'] as const).map((s) => problems.filter((p) => p.severity === s).length);
  const listed = [left && `${left} left before launch (a release refuses them)`, toLook && `${toLook} to look at`];
  expect(lines.slice(mistakes.length + 1)).toEqual(
    left || toLook
      ? [`  besides: ${listed.filter(Boolean).join(', ')}, which npm run build lists once these are fixed`]
      : [],
  );
  // What is to look at is counted there too: a figure no text says.
  const figure = Object.values(shipped.input.config.figures)[0] ?? { amount: 1, unit: 'day' as const };
  const warned = problemsOf(
    declare(
      shipped,
      inTexts((t) => void (t.hero.title = '')),
      (draft) => void (draft.owner.figures.unsaid = figure),
    ),
  );
  const warnings = warned.filter((p) => p.severity === 'warn').length;
  expect(warnings).toBeGreaterThan(0);
  expect(new SiteProblems(warned, 'error').message.split('\n').at(-1)).toMatch(
    new RegExp(`(: |, )${warnings} to look at, which npm run build lists once these are fixed$`),
  );
});

describe('a content mistake is named once, by file, key and language, with what to do', () => {
  it("an entry of the page table of the wrong shape: named by its key, before the model is made of it, with the schemas' findings in the texts and the config", async () => {
    const [id, entry] = Object.entries(shipped.input.pages)[0]!;
    const key = `pageTable${/^[a-z_$][\w$]*$/i.test(id) ? `.${id}` : `['${id}']`}`;
    const [lang] = shipped.input.languages;
    const wrong = declare(shipped, (draft) => {
      draft.pages[id] = { ...entry, indexable: String(entry.indexable), parents: id, titel: 1 } as never;
      draft.texts[lang!.code]!.common.skipToContent = '';
      draft.owner.siteUrl = 'example.com';
    });
    const refused = await build(wrong).catch((error: SiteProblems) => error);
    expect(refused).toBeInstanceOf(SiteProblems);
    const lines = (refused as SiteProblems).problems.map(problemLine);
    expect(lines.slice(0, 3)).toEqual([
      `pages/pages.ts: ${key}.parents: a list belongs here, not "${id}"`,
      `pages/pages.ts: ${key}.indexable: true or false (without quotes) belongs here, not "${entry.indexable}"`,
      `pages/pages.ts: ${key}.titel: no key "titel" here: spell it as Page in pages/pages.ts does, or remove it`,
    ]);
    // The texts' and the config's mistakes in the same build: no model is needed to find them.
    expect(lines.slice(3)).toEqual([
      expect.stringMatching(/^site\.config\.ts: siteUrl: /),
      expect.stringMatching(new RegExp(`^${lang!.texts}: common\\.skipToContent \\(${lang!.code}\\): `)),
    ]);
  });

  // Two entries whose paths are written out, not made of the texts.
  const [first, later] = singlePages.filter((id) => typeof shipped.input.pages[id]!.path === 'string');
  it('two entries of the page table at one address: named once, at the later, with the earlier', () => {
    const { path } = shipped.input.pages[first!]!;
    expect(found('error', (draft) => void (draft.pages[later!] = { ...draft.pages[later!]!, path }))).toEqual([
      `pages/pages.ts: pageTable.${later}.path: the address ${path} is already the ${first} page (pageTable.${first}.path): give one of the two a path of its own, keeping the one already published`,
    ]);
  });

  it("a path made of the texts at another page's address in one language: named with the language and its texts' file", () => {
    const own = shipped.input.pages[later!]!.path as string;
    const taken = shippedSite.pathOf(first!, lang)!;
    const local = taken.slice(lang === root ? 0 : `/${lang}`.length) || '/';
    // The later entry's path made of a text that says, in this language alone, the first's path.
    const marker = 'A text the path is made of';
    const edit = (draft: Draft) => {
      draft.texts[lang]!.common.skipToContent = marker;
      draft.pages[later!] = {
        ...draft.pages[later!]!,
        path: (t) => (t.common.skipToContent === marker ? local : own),
      };
    };
    const file = shipped.input.languages.find((l) => l.code === lang)!.texts;
    expect(found('error', edit)).toEqual([
      `pages/pages.ts: pageTable.${later}.path (${lang}): the address ${taken} is already the ${first} page (pageTable.${first}.path): give one of the two a path of its own, keeping the one already published (a path made of the texts: change its text in ${file})`,
    ]);
  });

  const workshop = (t: Content) => t.workshops.items;
  // Found in the texts, not named: the SEO texts of a page besides the home page, and a card's link
  // (where any card has one: a site may have no tools).
  const written = shipped.input.texts[lang]!;
  const seoKeys = keysWhere(written, (v) => !!v && typeof v === 'object' && 'title' in v && 'description' in v);
  // One after the home page's in the texts: the checker names the later of two the same.
  const seoKey = seoKeys.slice(seoKeys.indexOf('hero.seo') + 1).find((key) => key.endsWith('.seo'))!;
  const linkKey = keyWhere(written, (v) => 'route' in v || 'external' in v);
  const setTo = (key: string, value: unknown) => (t: Content) => setAt(t, key, value);
  // A text with a placeholder of its own (a duration's hours).
  const [ownKey, [ownName]] = Object.entries(perUsePlaceholders)[0] as [string, [string]];
  const linkCases: [string, (t: Content) => void, string][] = linkKey
    ? [
        [
          'a link to no page',
          setTo(linkKey, { route: 'nowhere' }),
          `${at(`${linkKey}.route`)}link to a page that does not exist: 'nowhere': link a page id (`,
        ],
        [
          'a link to no URL of the config',
          setTo(linkKey, { external: 'nothing' }),
          `${at(`${linkKey}.external`)}no URL 'nothing' in links of site.config.ts`,
        ],
        [
          'a link to a URL of the config, misspelt',
          setTo(linkKey, { external: 'bookin' }),
          `${at(`${linkKey}.external`)}no URL 'bookin' in links of site.config.ts (did you mean 'booking'?)`,
        ],
      ]
    : [];
  const cases: [string, (t: Content) => void, string][] = [
    ['an empty text', (t) => void (t.hero.title = ' '), `${at('hero.title')}empty text: write it`],
    [
      'a text left out',
      (t) => void delete (t.hero as Partial<Content['hero']>).badge,
      `${at('hero.badge')}missing: add it`,
    ],
    [
      'a text under a name the schema does not have (a typo of an optional one would vanish)',
      (t) => void ((t.hero as Record<string, unknown>).titel = 'x'),
      `${at('hero.titel')}no key "titel" here (did you mean title?): spell it as Content in i18n/types.ts does, or remove it`,
    ],
    [
      'a list where a text belongs',
      (t) => void ((t.hero as { title: unknown }).title = ['x']),
      `${at('hero.title')}a text in '…' belongs here, not a list`,
    ],
    [
      'an unknown placeholder, a typo of one it names',
      (t) => void (t.hero.subtitle = '{brnad} years'),
      `${at('hero.subtitle')}unknown placeholder {brnad} (did you mean {brand}?): write one of {brand}, `,
    ],
    [
      'an unknown placeholder',
      (t) => void (t.hero.subtitle = '{qqqqqq} years'),
      `${at('hero.subtitle')}unknown placeholder {qqqqqq}: write one of {brand}, `,
    ],
    [
      'a placeholder half written',
      (t) => void (t.hero.subtitle = '{brand years'),
      `${at('hero.subtitle')}a '{' or '}' that is no placeholder: write it whole`,
    ],
    [
      "a typo of a text's own placeholder",
      setTo(ownKey, `{${ownName.slice(0, -1)}}`),
      `${at(ownKey)}unknown placeholder {${ownName.slice(0, -1)}} (did you mean {${ownName}}?)`,
    ],
    [
      'a per-use placeholder used elsewhere',
      (t) => void (t.cta.note = '{hours}'),
      `${at('cta.note')}unknown placeholder {hours}`,
    ],
    // Every refusal of the markup (tests/markup.test.ts) is named as this one is.
    [
      'HTML in a text',
      (t) => void (t.hero.subtitle = 'Hi <b>x</b>'),
      `${at('hero.subtitle')}HTML markup is not allowed`,
    ],
    [
      'a link outside the legal texts',
      (t) => void (t.hero.subtitle = '[x](route:home)'),
      `${at('hero.subtitle')}links and [[gaps]] belong in the legal texts only`,
    ],
    [
      'a rich-text link to no page',
      (t) => void (t.impressum.body[0] = { p: '[x](route:nowhere)' }),
      `${at('impressum.body[0].p')}link to a page that does not exist: 'nowhere'`,
    ],
    // A legal text's markup half written would show as typed, and a gap left open is no gap the
    // launch list counts: a release would publish the detail unfilled.
    [
      'a [[gap]] not closed',
      (t) => void (t.impressum.body[0] = { p: 'Street 1, [[postcode and town' }),
      `${at('impressum.body[0].p')}[[ and ]] do not pair up`,
    ],
    [
      'a [[gap]] filled in, its closing brackets left',
      (t) => void (t.impressum.body[0] = { p: 'Street 1, 12345 Town]]' }),
      `${at('impressum.body[0].p')}[[ and ]] do not pair up`,
    ],
    [
      'a rich-text link with a space before its target',
      (t) => void (t.impressum.body[0] = { p: 'See [the page] (https://example.org).' }),
      `${at('impressum.body[0].p')}a link is not written whole`,
    ],
    ['a page title too long', setTo(`${seoKey}.title`, 'x'.repeat(80)), `${at(`${seoKey}.title`)}page title '`],
    [
      'a description another page has',
      (t) => setAt(t, `${seoKey}.description`, t.hero.seo.description),
      `${at(`${seoKey}.description`)}the same meta description as hero.seo.description`,
    ],
    ...linkCases,
  ];
  it.each(cases)('%s', (_name, edit, line) => {
    const lines = found('error', inTexts(edit));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it('a placeholder in a form its value has not: named with the forms it has', () => {
    const figures = { wait: { amount: 5, unit: 'day' as const }, people: { amount: 9, noun: 'testers' as const } };
    const said = (text: string) =>
      found(
        'error',
        inTexts((t) => void (t.hero.subtitle = text)),
        (draft) => void (draft.owner.figures = { ...draft.owner.figures, ...figures }),
      );
    expect([...said('{wait:nope}'), ...said('{people:compound}'), ...said('{brand:number}')]).toEqual([
      `${at('hero.subtitle')}{wait:nope}: write {wait}, {wait:number} or {wait:compound} (docs/editing.md)`,
      `${at('hero.subtitle')}{people:compound}: write {people} or {people:number} (docs/editing.md)`,
      `${at('hero.subtitle')}{brand:number}: {brand} has no forms: write {brand}`,
    ]);
  });

  it('a group of texts left out: to add, or, where no page names it in its `texts`, to take out of the schema', () => {
    // A group a page names besides the frame's: that page shows it.
    const entry = Object.values(shipped.input.pages).find((page) => page.texts.length > 0)!;
    const [group] = entry.texts as [keyof Content];
    const gone = inTexts((t) => void delete (t as Partial<Content>)[group]);
    // To translate from another language's file where there is one, else as the schema declares it.
    const [other] = shipped.input.languages.filter((l) => l.code !== lang);
    const missing = `${at(group)}missing: add it${other ? `, translated from ${shipped.textFileOf(other.code, group)}` : ' (see Content in i18n/types.ts)'}`;
    // (What else relied on the group, a list's pages led to by old URLs, is named besides.)
    const ofGroup = (lines: string[]) => lines.filter((line) => line.startsWith(at(group)));
    expect(ofGroup(found('error', gone))).toEqual([missing]);
    const unnamed = (draft: Draft) => {
      for (const [key, page] of Object.entries(draft.pages))
        draft.pages[key] = { ...page, texts: page.texts.filter((name) => name !== group) };
    };
    expect(ofGroup(found('error', gone, unnamed))).toEqual([
      `${missing}, or, as no page names it in its texts (pages/pages.ts), remove it from contentSchema in i18n/types.ts`,
    ]);
  });

  it('a meta description too short to be shown: listed, with the length it wants', () => {
    const written = shipped.input.texts[lang]!;
    const key = keyWhere(written, (v) => typeof v.description === 'string' && typeof v.title === 'string');
    if (!key) return;
    expect(
      found(
        'warn',
        inTexts((t) => setAt(t, `${key}.description`, 'Workshops.')),
      ),
    ).toContain(
      `${at(`${key}.description`)}meta description 'Workshops.' is 10 characters: say what the page offers in a sentence or two, 50 to 160 characters`,
    );
  });

  it('a slug two workshops share: one address, named once', () => {
    const lines = found(
      'error',
      workshops(2),
      inTexts((t) => void (workshop(t)[1]!.slug = workshop(t)[0]!.slug)),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /workshops\.items\[1\] \(.*\): its address .* is already the \S+:\S+ page: give it a slug of its own/,
    );
  });

  it('an id two workshops share, in every language: the id named where it is taken again, not their addresses', () => {
    const lines = found(
      'error',
      workshops(2),
      (draft) => void Object.values(draft.texts).forEach((t) => (workshop(t)[1]!.id = workshop(t)[0]!.id)),
    ).filter((line) => !line.startsWith('pages/pages.ts: redirects'));
    const id = workshop(shipped.input.texts[root]!)[0]?.id ?? 'stand-in';
    expect(lines).toEqual(
      shipped.input.languages.map(({ code }) => `${at('workshops.items[1].id', code)}the id '${id}' is taken twice`),
    );
  });

  it('a workshop slug of capitals, accents and spaces: named, with the slug it could be', () => {
    const lines = found(
      'error',
      workshops(1),
      inTexts((t) => void (workshop(t)[0]!.slug = 'Łódź Straße für')),
    );
    const key = `${shipped.textFileOf(lang, 'workshops')}: workshops.items[0].slug (${lang}): `;
    expect(lines).toEqual([
      `${key}workshop slug 'Łódź Straße für' must be lower-case words (a–z, 0–9) joined by '-' ('lodz-strasse-fuer')`,
    ]);
  });

  it('a list shorter in one language: named with the language that has more, and the ids it lacks', () => {
    const two = declare(shipped, languages(2));
    const [first, second] = two.input.languages.map((l) => l.code) as [string, string];
    const count = two.input.texts[second]!.hero.facts.length;
    const errors = (project: Project) =>
      problemsOf(project)
        .filter((p) => p.severity === 'error')
        .map((p) => [p.key, p.lang, p.problem]);
    const same = 'a list has the same items in every language';
    expect(
      errors(
        declare(
          two,
          inTexts((t) => void t.hero.facts.pop(), second),
        ),
      ),
    ).toEqual([['hero.facts', second, `${count - 1} items where ${first} has ${count}: ${same}`]]);
    // A list of items with ids that is no list of pages, where the texts have one.
    const site = resolveSite(two.input);
    const pages = new Set(Object.values(site.lists[first]!));
    const [key] = keysWhere(
      site.texts[first],
      (value) =>
        Array.isArray(value) &&
        value.length > 0 &&
        !pages.has(value as never) &&
        value.every((item) => typeof (item as { id?: unknown })?.id === 'string'),
    );
    if (key) {
      const list = valueAt(two.input.texts[second], key) as { id: string }[];
      expect(
        errors(
          declare(
            two,
            inTexts((t) => void (valueAt(t, key) as unknown[]).shift(), second),
          ),
        ),
      ).toEqual([
        [
          key,
          second,
          `${list.length - 1} items where ${first} has ${list.length} (it lacks '${list[0]!.id}'): ${same}`,
        ],
      ]);
    }
  });

  it('a page of a list missing in one language: named once, where it is missing, by its id', () => {
    const three = declare(shipped, languages(3), workshops(2));
    const codes = three.input.languages.map((l) => l.code);
    // Missing in each language in turn, the root's too: named in that language's file alone.
    for (const lacking of codes) {
      const [, gone] = workshop(three.input.texts[lacking]!);
      const lines = found(
        'error',
        languages(3),
        workshops(2),
        inTexts((t) => void workshop(t).pop(), lacking),
      );
      const having = codes.filter((code) => code !== lacking);
      expect(lines).toEqual([
        `${at('workshops.items', lacking)}no item '${gone!.id}' (${having.join(', ')} have it): a list has the same items (by id) in every language: add it here, or remove it there`,
      ]);
    }
  });

  it("an item's id spelt another way in one language: named once, there, with the others' spelling", () => {
    const two = declare(shipped, languages(2), workshops(2));
    const codes = two.input.languages.map((l) => l.code);
    // In a language of three (fewer have it), or in the second of two (as many: not the first's).
    for (const [count, typo] of [
      [3, codes[0]!],
      [2, codes[1]!],
    ] as const) {
      const [, item] = workshop(declare(shipped, languages(count), workshops(2)).input.texts[typo]!);
      const lines = found(
        'error',
        languages(count),
        workshops(2),
        inTexts((t) => void (workshop(t)[1]!.id = `${item!.id}x`), typo),
      );
      const others = declare(shipped, languages(count))
        .input.languages.map((l) => l.code)
        .filter((c) => c !== typo);
      expect(lines).toEqual([
        `${at('workshops.items[1].id', typo)}the id '${item!.id}x' is '${item!.id}' in ${others.join(', ')}: spell it the same in every language`,
      ]);
    }
  });

  it('a workshop without its hours: named, and the id its hours stand under where it is misspelt', () => {
    const [id] = workshop(declare(shipped, workshops(1)).input.texts[root]!).map((w) => w.id);
    const edit = (draft: Draft) => void delete draft.owner.workshopHours[id!];
    expect(found('error', workshops(1), edit)).toEqual([
      `site.config.ts: workshopHours['${id}']: workshop '${id}' has no hours: add them`,
    ]);
    // Its hours under a misspelt id: named with the workshop that lacks them.
    const typo = `${id!.slice(0, -1)}`;
    const misspelt = (draft: Draft) => {
      draft.owner.workshopHours = { ...draft.owner.workshopHours, [typo]: 2 };
      delete draft.owner.workshopHours[id!];
    };
    expect(found('error', workshops(1), misspelt)).toEqual([
      `site.config.ts: workshopHours['${id}']: workshop '${id}' has no hours: add them (did you mean workshopHours['${typo}']?)`,
    ]);
  });

  it('an optional text one language has and another lacks: listed where it lacks, at the highest key', () => {
    // A text of the second level the schema does not ask for (a site's texts may have none).
    const written = shipped.input.texts[lang]!;
    const optional = Object.entries(written)
      .flatMap(([group, texts]) => Object.keys(texts ?? {}).map((name) => `${group}.${name}`))
      .find((key) => {
        const without = structuredClone(written);
        setAt(without, key, undefined);
        return schemaIssues(contentSchema, without, 'Content').length === 0;
      });
    if (!optional) return;
    // Two languages at least, whatever the shipped site has.
    const two = declare(shipped, languages(Math.max(2, shipped.input.languages.length)));
    const [other] = two.input.languages.filter((l) => l.code !== lang);
    expect(
      found(
        'warn',
        languages(two.input.languages.length),
        inTexts((t) => setAt(t, optional, undefined)),
      ),
    ).toContain(
      `${at(optional)}${two.textFileOf(other!.code, optional)} has it, this language not: add it, translated, or remove it there`,
    );
  });

  it('a key spelt wrong in place of one it has: named once, where it is written, to rename', () => {
    const renamed = (from: Record<string, unknown>, name: string, typo: string) => {
      from[typo] = from[name];
      delete from[name];
    };
    expect(
      found(
        'error',
        inTexts((t) => renamed(t.hero, 'title', 'titel')),
      ),
    ).toEqual([`${at('hero.titel')}spelt wrong: rename titel to title, which is missing here`]);
    // A whole group too, not also as texts no page shows.
    const group = (t: Content) => renamed(t as unknown as Record<string, unknown>, 'hero', 'heroo');
    const lines = linesOf(inTexts(group));
    expect(lines('error')).toEqual([`${at('heroo')}spelt wrong: rename heroo to hero, which is missing here`]);
    expect(lines('warn').filter((line) => line.includes('heroo'))).toEqual([]);
  });

  it('a group of the schema that takes any key, where a misspelt text would go unnamed', () => {
    const schema = v.strictObject({
      closed: v.strictObject({ inner: v.object({ text: v.string() }) }),
      list: v.array(v.looseObject({})),
      maybe: v.optional(v.object({})),
      either: v.union([v.strictObject({}), v.object({})]),
    });
    expect(openGroups(schema)).toEqual(['closed.inner', 'list[]', 'maybe', 'either']);
  });

  it('a key of the config spelt wrong or left out: named there once, not again at each text or workshop it fills', () => {
    const renamed = (name: string, typo: string) => (draft: Draft) => {
      const owner = draft.owner as Record<string, unknown>;
      owner[typo] = owner[name];
      delete owner[name];
    };
    for (const [name, typo] of [
      ['brand', 'brnad'],
      ['figures', 'figure'],
      ['workshopHours', 'workshophours'],
    ] as const)
      expect(found('error', workshops(2), renamed(name, typo))).toEqual([
        `site.config.ts: ${typo}: spelt wrong: rename ${typo} to ${name}, which is missing here`,
      ]);
    expect(found('error', workshops(2), (draft) => void delete (draft.owner as Record<string, unknown>).brand)).toEqual(
      ['site.config.ts: brand: missing: add it (see SiteConfig in i18n/types.ts)'],
    );
    // An optional key spelt wrong: named as a key the config does not have, not also as missing.
    const used = (draft: Draft) => {
      draft.owner.toolPlatform ??= platform;
      draft.owner.network ??= { name: 'Some Network', privacyPolicy: 'https://network.example/privacy' };
      draft.owner.links = {
        ...draft.owner.links,
        profile: draft.owner.links.profile ?? 'https://network.example/me',
        oneTool: `${draft.owner.toolPlatform.origin}/tool`,
      };
    };
    for (const [name, typo] of [
      ['network', 'netwrok'],
      ['toolPlatform', 'toolplatform'],
    ] as const)
      expect(found('error', used, renamed(name, typo))).toEqual([
        `site.config.ts: ${typo}: no key "${typo}" here (did you mean ${name}?): spell it as SiteConfig in i18n/types.ts does, or remove it`,
      ]);
  });

  it('an analytics id that is no GA4 measurement id (a Universal Analytics one, lower case, a space): named, not turned off unsaid', () => {
    for (const id of ['UA-12345-1', 'g-ab12cd34ef', ' G-AB12CD34EF'])
      expect(found('error', (draft) => void (draft.owner.analyticsId = id))).toEqual([
        expect.stringMatching(
          new RegExp(`^site\\.config\\.ts: analyticsId: '${escapeRegExp(id)}' is no GA4 measurement id`),
        ),
      ]);
    expect(found('error', (draft) => void (draft.owner.analyticsId = ''))).toEqual([]);
  });

  it('the config: a URL that is none or plain http, an e-mail that is none, a tool link off its platform, each once', () => {
    const lines = found('error', (draft) => {
      draft.owner.toolPlatform ??= platform;
      draft.owner.siteUrl = 'http://example.com/site';
      draft.owner.links = {
        ...draft.owner.links,
        booking: 'cal.example/me',
        rapidFramesSignup: 'http://forms.example/alpha',
        extraTool: 'https://elsewhere.example/tool',
      };
      draft.owner.email = 'hello at example';
    });
    expect(lines).toEqual([
      // Two mistakes of one URL, both.
      "site.config.ts: siteUrl: 'http://example.com/site' must be an origin alone (https://example.com): no path, query, fragment or user, the host in lower case (with umlauts in its xn-- form)",
      "site.config.ts: siteUrl: 'http://example.com/site' must be https://: the site is served over HTTPS (its headers say so to browsers, its privacy policy to visitors)",
      "site.config.ts: email: 'hello at example' is not an e-mail address: write it as name@example.com (without mailto:, a domain with umlauts in its xn-- form)",
      "site.config.ts: links.booking: 'cal.example/me' is not an absolute http(s) URL: write it as https://host/path",
      "site.config.ts: links.rapidFramesSignup: 'http://forms.example/alpha' is plain http: a visitor's details would go unencrypted; write it with https://",
      expect.stringMatching(
        /^site.config.ts: links.extraTool: 'https:\/\/elsewhere.example\/tool' is not on https:\/\//,
      ),
    ]);
  });

  it('an origin written without https://: asked for as an origin, never with the path it may not have', () => {
    const lines = found('error', (draft) => {
      draft.owner.toolPlatform ??= platform;
      draft.owner.siteUrl = 'www.example.com';
      draft.owner.toolPlatform = { ...draft.owner.toolPlatform, origin: 'tools.example' };
    });
    expect(lines.filter((line) => /siteUrl|toolPlatform\.origin/.test(line))).toEqual([
      "site.config.ts: siteUrl: 'www.example.com' is not an absolute http(s) URL: write it as https://example.com, with no path",
      "site.config.ts: toolPlatform.origin: 'tools.example' is not an absolute http(s) URL: write it as https://example.com, with no path",
    ]);
  });

  it('a URL with a line break or a space, or an origin with a query: named, not written into a file', () => {
    const lines = found('error', (draft) => {
      draft.owner.siteUrl = 'https://example.com?\nDisallow: /';
      draft.owner.links = { ...draft.owner.links, booking: 'https://cal.example/me now' };
    });
    expect(lines).toEqual([
      'site.config.ts: siteUrl: "https://example.com?\\nDisallow: /" holds a space, a line break or a control character: write the URL without it',
      'site.config.ts: links.booking: "https://cal.example/me now" holds a space, a line break or a control character: write the URL without it',
    ]);
    // A query, a fragment, and a backslash the URL parser reads as a path.
    for (const url of ['https://example.com/?x#y', 'https://example.com\\'])
      expect(found('error', (draft) => void (draft.owner.siteUrl = url))).toEqual([
        `site.config.ts: siteUrl: '${url}' must be an origin alone (https://example.com): no path, query, fragment or user, the host in lower case (with umlauts in its xn-- form)`,
      ]);
  });

  it("a name with markup ('<', an HTML entity), which the texts it fills refuse, is named in the config only; another mistake hides no text's own", () => {
    for (const brand of ['Studio <UX>', 'Studio {UX}', 'Studio {1}'])
      expect(found('error', (draft) => void (draft.owner.brand = brand))).toEqual([
        "site.config.ts: brand: holds '<', '>', '{' or '}', which the texts it is filled into refuse: leave them out",
      ]);
    expect(found('error', (draft) => void (draft.owner.founder.name = 'Anna &amp; Ben'))).toEqual([
      'site.config.ts: founder.name: holds what the texts it is filled into read as markup (`**`, a link, an HTML entity such as &amp;): write it as plain words',
    ]);
    // A text broken by a value the config takes, beside a mistake of the config elsewhere: both named.
    const lines = found('error', (draft) => {
      draft.owner.network = { name: 'Net', privacyPolicy: 'https://net.example/privacy?a=1&amp;b=2' };
      draft.texts[lang]!.hero.subtitle = 'Policy: {networkPrivacyPolicy}';
      draft.owner.links = { ...draft.owner.links, booking: 'http://cal.example/me' };
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^site\.config\.ts: links\.booking: /),
        `${at('hero.subtitle')}an HTML entity is not allowed in texts: write the character itself`,
      ]),
    );
  });

  it('a tool platform: its placeholders without it named as unset, and with no tool link left a release refused', () => {
    const without = (draft: Draft) => {
      delete draft.owner.toolPlatform;
      draft.texts[lang]!.hero.subtitle = '{toolPlatform} and more';
    };
    const lines = found('error', without);
    expect(lines).toContain(
      `${at('hero.subtitle')}{toolPlatform} has no value: site.config.ts leaves it out: set it there, write the words themselves, or remove the text if it is optional`,
    );
    expect(lines.filter((line) => line.includes('unknown placeholder {toolPlatform}'))).toEqual([]);
    // Tool links without a platform: the policy could not name where they lead.
    const toolLinks = Object.keys(shipped.input.config.links).filter(isToolLink);
    expect(lines.filter((line) => line.startsWith('site.config.ts: toolPlatform:'))).toEqual(
      toolLinks.length
        ? [
            `site.config.ts: toolPlatform: missing while ${toolLinks.map((id) => `links.${id}`).join(', ')} lead${toolLinks.length === 1 ? 's' : ''} to a tool: the privacy policy names the tools' platform: add toolPlatform (its name, provider, origin and privacy policy), or remove those links`,
          ]
        : [],
    );
    const noToolLink = (draft: Draft) => {
      draft.owner.toolPlatform ??= platform;
      draft.owner.links = Object.fromEntries(
        Object.entries(draft.owner.links).filter(([id]) => !isToolLink(id)),
      ) as never;
    };
    // What the release says: that the policy names the platform where the policy the site shows (put
    // together by the model) does, which without a profile link has no section of links.
    const refusal = (...edits: ((draft: Draft) => void)[]) => {
      const declared = resolveSite(declare(shipped, ...edits).input);
      const named = declared.languages.some(({ code }) =>
        JSON.stringify(declared.texts[code]!.datenschutz.body)
          .replace(/\u00a0|\\u00a0/g, ' ')
          .includes(declared.config.toolPlatform!.name),
      );
      return `site.config.ts: toolPlatform: no URL of links is a tool’s (each is the booking’s, the profile’s or the sign-up’s)${named ? ', and the privacy policy names the platform all the same' : ''}: remove toolPlatform${named ? ', and reword what the legal texts say of it (datenschutz.sections.links, datenschutz.facts.purposes.gpts)' : ''}`;
    };
    const refused = (...edits: ((draft: Draft) => void)[]) =>
      found('release', ...edits).filter((line) => line.startsWith('site.config.ts: toolPlatform:'));
    const noProfile = (draft: Draft) => {
      delete draft.owner.links.profile;
      delete draft.owner.network;
    };
    for (const edits of [[noToolLink], [noToolLink, noProfile]]) expect(refused(...edits)).toEqual([refusal(...edits)]);
    // Once no legal text names it: only the platform to remove.
    const unnamed = (draft: Draft) => {
      for (const [lang, t] of Object.entries(draft.texts))
        draft.texts[lang] = mapTexts(t, (text) => text.replace(/\{toolPlatform(Provider)?\}/g, 'the platform'));
    };
    expect(refused(noToolLink, unnamed)).toEqual([
      'site.config.ts: toolPlatform: no URL of links is a tool’s (each is the booking’s, the profile’s or the sign-up’s): remove toolPlatform',
    ]);
    const oneTool = (draft: Draft) =>
      void (draft.owner.links = { ...draft.owner.links, oneTool: `${draft.owner.toolPlatform!.origin}/tool` });
    expect(refused(noToolLink, oneTool)).toEqual([]);
  });

  it('a privacy section, or a line of its facts, may go while its feature is off, and is asked for once it is on', () => {
    const withoutPolicy = (draft: Draft) => {
      for (const t of Object.values(draft.texts)) {
        for (const feature of privacyFeatures) delete t.datenschutz.sections[feature];
        for (const id of privacyEntryIds) delete t.datenschutz.facts.purposes[id];
      }
    };
    for (const edits of [[], [analytics, signup()]]) {
      const { privacy } = resolveSite(declare(shipped, ...edits).input);
      const asked = (key: string, feature: (typeof privacyFeatures)[number], code: string) =>
        `${at(`datenschutz.${key}`, code)}missing, while ${whyOn[feature]}: write it (git history holds the template’s)`;
      expect(found('error', ...edits, withoutPolicy).filter((line) => line.includes('datenschutz.'))).toEqual(
        shipped.input.languages.flatMap(({ code }) => [
          ...privacy.features.map((feature) => asked(`sections.${feature}`, feature, code)),
          ...[...privacy.storage, ...privacy.origins].map(({ id, feature }) =>
            asked(`facts.purposes.${id}`, feature, code),
          ),
        ]),
      );
    }
  });

  it('a language whose legal texts prevail that the site does not have', () => {
    const codes = shipped.input.languages.map((l) => l.code);
    expect(found('error', (draft) => void (draft.owner.legalLanguage = 'xx'))).toEqual([
      `site.config.ts: legalLanguage: 'xx' is no language of i18n/languages.ts: name one (${codes.join(', ')}), or leave it out for the first`,
    ]);
    expect(found('error', (draft) => void (draft.owner.legalLanguage = codes.at(-1)))).toEqual([]);
  });

  it('a profile link needs its network, which the privacy policy names; a network with no profile is left over', () => {
    const lines = (...edits: ((draft: Draft) => void)[]) =>
      problemsOf(declare(shipped, ...edits))
        .filter((p) => p.key === 'network')
        .map(problemLine);
    const network = { name: 'Network', privacyPolicy: 'https://network.example/privacy' };
    const profile = (draft: Draft) => void (draft.owner.links.profile = 'https://network.example/owner');
    expect(lines(profile, (draft) => void delete draft.owner.network)).toEqual([
      'site.config.ts: network: missing while links.profile leads to a profile: the privacy policy names its network: add network (its name and privacy policy), or remove links.profile',
    ]);
    expect(lines((draft) => void ((draft.owner.network = network), delete draft.owner.links.profile))).toEqual([
      'site.config.ts: network: no links.profile leads to it: remove network',
    ]);
    expect(lines(profile, (draft) => void (draft.owner.network = network))).toEqual([]);
    // Without a profile, the policy's line of it is not shown: its {network} is no mistake.
    const said = (draft: Draft) => {
      delete draft.owner.network;
      delete draft.owner.links.profile;
      for (const t of Object.values(draft.texts)) t.datenschutz.facts.purposes.profile = 'My {network} profile.';
    };
    expect(found('error', said).filter((line) => line.includes('purposes.profile'))).toEqual([]);
    expect(found('error', said, profile).filter((line) => line.includes('purposes.profile'))).toEqual(
      shipped.input.languages.map(
        ({ code }) =>
          `${at('datenschutz.facts.purposes.profile', code)}{network} has no value: site.config.ts leaves it out: set it there, write the words themselves, or remove the text if it is optional`,
      ),
    );
  });

  it('the look: a colour that is none, a pair below WCAG AA with its ratio, a font not installed', () => {
    const theme =
      (brand: string, font = shipped.input.config.theme.font, accent = shipped.input.config.theme.accent) =>
      (draft: Draft) =>
        void (draft.owner.theme = { ...draft.owner.theme, brand, font, accent });
    expect(found('error', theme('banana'))).toEqual([
      "site.config.ts: theme.brand: 'banana' is no colour of six hex digits: write it as #rrggbb",
    ]);
    expect(found('error', theme('#fa5'))).toEqual([
      "site.config.ts: theme.brand: '#fa5' is no colour of six hex digits: write it as #rrggbb (#ffaa55)",
    ]);
    const pale =
      /theme.brand: white text on the brand colour \(buttons\): #ffffff on #a0c4ff has a contrast of 1\.\d\d:1 where WCAG AA needs 4.5:1/;
    // One line for the one value, with every pair it fails.
    expect(found('error', theme('#a0c4ff')).filter((line) => line.includes('theme.brand'))).toEqual([
      expect.stringMatching(pale),
    ]);
    // Both in one build: the brand's pairs are judged while the accent is no colour.
    const both = found('error', theme('#a0c4ff', undefined, 'banana'));
    expect(both).toContain(
      "site.config.ts: theme.accent: 'banana' is no colour of six hex digits: write it as #rrggbb",
    );
    expect(both.join('\n')).toMatch(pale);
    expect(both.filter((line) => line.includes('theme.accent'))).toHaveLength(1);
    expect(found('error', theme(shipped.input.config.theme.brand, 'No Such Font'))).toEqual([
      "site.config.ts: theme.font: the font 'No Such Font' is not installed: npm install @fontsource-variable/no-such-font @fontsource/no-such-font (and uninstall the old font's two); where npm finds no @fontsource-variable/no-such-font, the font has no variable version: choose one that has",
    ]);
  });

  it("a text that writes out the owner's names, listed until confirmed; a page title that shows the brand twice, stopped", () => {
    const { founder, email } = shipped.input.config;
    const title = keysWhere(shipped.input.texts[lang]!, (value) => typeof value === 'string').find((key) =>
      key.endsWith('.seo.title'),
    )!;
    // A brand of characters a pattern reads, that holds the founder's name (one name: the brand).
    const brand = `${founder.name} (A+B) Studio`;
    const lines = (...edits: ((draft: Draft) => void)[]) =>
      problemsOf(declare(shipped, (draft) => void (draft.owner.brand = brand), ...edits))
        .filter((p) => /^(writes out|holds the brand)/.test(p.problem) && ['hero.title', title].includes(p.key))
        .map((p) => `${p.severity} ${problemLine(p)}`)
        .sort();
    const writes = (key: string, what: string, placeholder: string) =>
      `warn ${at(key)}writes out ${what} of site.config.ts: ${key === title ? 'say it without the brand (every page title ends with it)' : `write {${placeholder}} in its place`}, or, if the words are the text's own, add '${key}' to confirmed in site.config.ts`;
    const twice = `error ${at(title)}holds the brand, which the build adds to every page title: leave it out`;
    const text = inTexts((t) => void (t.hero.title = `${brand}: ${founder.name}, ${email}`));
    expect(lines(text)).toEqual(
      [
        writes('hero.title', 'the brand', 'brand'),
        writes('hero.title', 'the founder’s name', 'founder'),
        writes('hero.title', 'the e-mail address', 'email'),
      ].sort(),
    );
    const titled = (words: string) => inTexts((t) => setAt(t, title, words));
    for (const words of [`A page - ${brand}`, `${brand}: a page`, 'A page - {brand}'])
      expect(lines(titled(words))).toEqual([twice]);
    expect(lines(titled(`Why ${brand} works`))).toEqual([writes(title, 'the brand', 'brand')]);
    // Inside a longer word ("Klar" in "Klarheit"), confirmed, or in a group no page shows: nothing.
    const word = (draft: Draft) => void (draft.owner.brand = 'Zyx');
    expect(
      lines(
        word,
        inTexts((t) => void (t.hero.title = `Zyxheit, x${email}`)),
      ),
    ).toEqual([]);
    const confirm = (key: string) => (draft: Draft) =>
      void (draft.owner.confirmed = [...(draft.owner.confirmed ?? []), key]);
    expect(lines(text, confirm('hero.title'))).toEqual([]);
    // Its group confirmed as true of the owner (the launch list's claims): its words are still named.
    expect(lines(text, confirm('hero'))).toHaveLength(3);
    // A title that shows the brand twice is no text's own words: confirmed, it still stops the build.
    expect(lines(titled(`A page - ${brand}`), confirm(title))).toEqual([twice]);
    const unshown = (draft: Draft) => {
      for (const [id, page] of Object.entries(draft.pages))
        draft.pages[id] = { ...page, texts: page.texts.filter((group) => group !== 'hero') };
    };
    expect(lines(text, unshown)).toEqual([]);
  });
});

describe('old URLs', () => {
  const page = singlePages[0]!;
  it('lead to a page of the table, in a language of the site, from a path nothing else has', () => {
    const target = shippedSite.pathOf(page, root);
    const lines = found('error', (draft) => {
      draft.redirects = [
        { from: '/a', to: 'nowhere', lang: root },
        { from: '/b', to: page, lang: 'xx' },
        { from: '/', to: page, lang: root },
        { from: '/c', to: page, lang: root },
        { from: '/c', to: page, lang: root },
        { from: 'd/', to: page, lang: root },
        { from: '/e/*', to: page, lang: root },
        { from: '/f/:g', to: page, lang: root },
      ];
    });
    // Each names the old URL's language where the site has it.
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^pages/pages.ts: redirects: /a \\(${root}\\): old URL /a leads to 'nowhere', which is no page: lead it to a page id \\(.+\\)$`,
        ),
      ),
      `pages/pages.ts: redirects: /b: old URL /b leads to language 'xx', which i18n/languages.ts does not have: lead it to a language of the site (${shipped.input.languages.map((l) => l.code).join(', ')})`,
      expect.stringMatching(
        new RegExp(
          `^pages/pages.ts: redirects: / \\(${root}\\): old URL / is already the .* page: an old URL must be an address nothing else has; remove it$`,
        ),
      ),
      `pages/pages.ts: redirects: /c (${root}): old URL /c is declared twice, leading to ${target} and to ${target}: keep one of the two`,
      `pages/pages.ts: redirects: d/ (${root}): old URL d/ must be a path, starting with '/', without a trailing slash, query or fragment: write '/d'`,
      ...['/e/*', '/f/:g'].map(
        (from) =>
          `pages/pages.ts: redirects: ${from} (${root}): old URL ${from} holds '*', ':' after a '/' or a space, which the hosts' rules read as a pattern: write the path itself`,
      ),
    ]);
    // It names the ids to lead to: each entry's, a list's pages' (`<entry>:<id>`), the first three of a long list.
    for (const count of [0, 1, 4]) {
      const site = declare(shipped, workshops(count));
      const line = problemsOf(declare(site, (draft) => draft.redirects.push({ from: '/a', to: 'nowhere', lang: root })))
        .map(problemLine)
        .find((l) => l.includes('old URL /a '))!;
      const ids = resolveSite(site.input).pages.map((p) => p.id);
      for (const [id, { each }] of Object.entries(site.input.pages)) {
        const items = [...new Set(ids.filter((p) => p.startsWith(`${id}:`)))];
        if (!each) expect(line).toContain(id);
        else for (const item of items) expect(line.includes(item), line).toBe(items.indexOf(item) < 3);
        expect(line.includes(`${id}:…`), line).toBe(items.length > 3);
      }
    }
  });

  it("from a file the build writes (a page's, the sitemap, the worker, an asset): named, not written over", async () => {
    const pages = shippedSite.pages.filter((p) => p.lang === root && (p.path === '/' || p.id === 'notFound'));
    const asset = [...fakeAssets(shippedSite).files.keys()][0]!;
    const files = [...pages.map((p) => `/${p.file.replace(/\.html$/, '')}`), '/sitemap.xml', '/sw.js', `/${asset}`];
    const error = await build(
      declare(shipped, serviceWorker(true), (draft) => {
        draft.redirects = files.map((from) => ({ from, to: page, lang: root }));
      }),
    ).catch((e: SiteProblems) => e);
    const oldUrl = (from: string) => `pages/pages.ts: redirects: ${from} (${root}): old URL ${from}`;
    const remove = 'an old URL must be an address nothing else has; remove it';
    expect(error.problems.filter((p) => p.severity === 'error').map(problemLine)).toEqual([
      ...pages.map(
        (p, i) => `${oldUrl(files[i]!)} is already the ${p.path === '/' ? p.id : 404} page's file (${root}): ${remove}`,
      ),
      ...files.slice(pages.length).map((from) => `${oldUrl(from)} is a file this build writes: ${remove}`),
    ]);
  });

  it("a page's address is lower-case words, in every language it is made in", () => {
    const entry = shipped.input.pages[page]!;
    const lines = found('error', (draft) => {
      const path = (t: Content) => (typeof entry.path === 'string' ? entry.path : entry.path(t, undefined as never));
      draft.pages[page] = { ...entry, path: (t) => `${path(t).replace(/\/$/, '')}/Ä Page` };
    });
    expect(lines).toEqual(
      shippedSite.pages
        .filter((p) => p.id === page)
        .map(
          ({ lang, path }) =>
            `pages/pages.ts: pageTable.${page}.path (${lang}): the address '${path.replace(/\/$/, '')}/Ä Page' must be lower-case words (a–z, 0–9) joined by '-' ('${path.replace(/\/$/, '')}/ae-page'): change the path, or the text it is made of`,
        ),
    );
  });

  it("a page's parent that is no entry of the table, or has no crumb: named at the child, with the entries", () => {
    // An entry declared below one with a crumb; its parent renamed (a typo of it) and, in turn, without its crumb.
    const id = 'below';
    const [parent, entry] = Object.entries(shipped.input.pages).find(([, page]) => page.crumb && !page.each)!;
    const below = (draft: Draft) =>
      void (draft.pages[id] = { ...entry, path: `/${id}`, nav: undefined, footer: undefined, parents: [parent] });
    const renamed = (draft: Draft) => {
      below(draft);
      draft.pages[`${parent}x`] = draft.pages[parent]!;
      delete draft.pages[parent];
    };
    const lines = found('error', renamed).filter((line) => line.includes(`pageTable.${id}.parents`));
    expect(lines).toEqual([
      expect.stringContaining(
        `pages/pages.ts: pageTable.${id}.parents: '${parent}' is no page of the table (did you mean '${parent}x'?): name an entry of pageTable with a crumb (`,
      ),
    ]);
    const uncrumbed = (draft: Draft) => {
      below(draft);
      draft.pages[parent] = { ...draft.pages[parent]!, crumb: undefined };
    };
    expect(found('error', uncrumbed)).toContain(
      `pages/pages.ts: pageTable.${id}.parents: '${parent}' has no name in a breadcrumb: give its entry a crumb: (t) => …`,
    );
  });

  it('two links of the navigation of one order: the later named, with the earlier', () => {
    const [ids, order] = [singlePages, nextOrder];
    const keys = ids.slice(0, 2).map((id) => `pageTable.${id}.nav[${shipped.input.pages[id]!.nav?.length ?? 0}].order`);
    const lines = found('error', (draft) => {
      for (const id of ids.slice(0, 2)) {
        const entry = draft.pages[id]!;
        draft.pages[id] = {
          ...entry,
          nav: [...(entry.nav ?? []), { label: (t: Content) => entry.seo(t, { id: '' }).title, order }],
        };
      }
    });
    expect(lines).toEqual([`pages/pages.ts: ${keys[1]}: ${order} is also ${keys[0]}: give each link its own order`]);
  });

  it('a link of the navigation whose label reads no text: named in each language, not drawn empty', () => {
    const id = singlePages[0]!;
    const index = shipped.input.pages[id]!.nav?.length ?? 0;
    // A text no schema declares, as a label may read it before its key is added.
    const unread = (draft: Draft) => {
      const entry = draft.pages[id]!;
      const label = (t: Content) => (t.navigation as unknown as Record<string, string>).noSuchLabel!;
      draft.pages[id] = { ...entry, nav: [...(entry.nav ?? []), { label, order: nextOrder }] };
    };
    expect(found('error', unread)).toEqual(
      shipped.input.languages.map(
        ({ code }) =>
          `pages/pages.ts: pageTable.${id}.nav[${index}].label (${code}): gives no text: the header would show an empty link: return a text of i18n/ (a new one declared in i18n/types.ts and written in each language)`,
      ),
    );
  });

  it('a build for another host than the privacy policy names: a release refuses it, naming both', () => {
    const hosted = (host: 'eu' | 'netlify') =>
      declare(shipped, (draft) => void (draft.owner.privacy = { ...draft.owner.privacy, host }));
    const lines = (project: Project, deployTo?: Host) =>
      problemsOf(project, deployTo)
        .filter((p) => p.key === 'privacy.host')
        .map((p) => `${p.severity} ${problemLine(p)}`);
    expect(lines(hosted('eu'), 'netlify')).toEqual([
      "release site.config.ts: privacy.host: the privacy policy names the host 'eu', and this build is for netlify: choose 'netlify', or build for the host you chose",
    ]);
    // A server rented in the EU or the USA (nginx, a static host's storage), a build for no host, the
    // host chosen: nothing.
    for (const deployTo of ['nginx', 'static', undefined] as const) expect(lines(hosted('eu'), deployTo)).toEqual([]);
    expect(lines(hosted('netlify'), 'netlify')).toEqual([]);
    // A host that serves the site itself, named for a build on a server of the owner's: refused.
    expect(lines(hosted('netlify'), 'nginx')).toEqual([
      "release site.config.ts: privacy.host: the privacy policy names the host 'netlify', and this build is for nginx: choose 'us' or 'eu', or build for the host you chose",
    ]);
    expect(lines(hosted('netlify'), 'static')).toEqual([
      "release site.config.ts: privacy.host: the privacy policy names the host 'netlify', and this build is for static: choose 'github', 'us' or 'eu', or build for the host you chose",
    ]);
  });

  it('a host the choices do not have: named once, at the config, not as a placeholder of the privacy policy', () => {
    const lines = found(
      'error',
      (draft) => void (draft.owner.privacy = { ...draft.owner.privacy, host: 'no-such-host' as never }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^site\.config\.ts: privacy\.host: "no-such-host" is none of the choices: write '\w+', /);
  });

  it("a host without a processing agreement, or Google's terms not accepted while analytics is on, is listed, to look at", () => {
    const lines = (key: 'hostAgreement' | 'googleTerms', value: boolean | null, ...edits: ((draft: Draft) => void)[]) =>
      problemsOf(
        declare(shipped, ...edits, (draft) => void (draft.owner.privacy = { ...draft.owner.privacy, [key]: value })),
      )
        .filter((p) => p.key === `privacy.${key}`)
        .map((p) => p.severity);
    expect([lines('hostAgreement', false), lines('hostAgreement', true), lines('hostAgreement', null)]).toEqual([
      ['warn'],
      [],
      ['release'],
    ]);
    expect([
      lines('googleTerms', false, analytics),
      lines('googleTerms', true, analytics),
      lines('googleTerms', null, analytics),
      lines('googleTerms', false),
    ]).toEqual([['warn'], [], ['release'], []]);
  });

  it('more old URLs than Cloudflare Pages applies rules for: listed for a build for it, or for none unless the policy names another host', () => {
    const declared = shippedSite.redirects.length;
    // The host the privacy policy names: none chosen yet, unless given.
    const lines = (count: number, deployTo?: Host, host: 'netlify' | null = null) =>
      problemsOf(
        declare(shipped, (draft) => {
          draft.redirects.push(
            ...Array.from({ length: count - declared }, (_, i) => ({ from: `/old-${i}`, to: page, lang: root })),
          );
          draft.owner.privacy = { ...draft.owner.privacy, host };
        }),
        deployTo,
      )
        .filter((p) => p.key === 'redirects' && p.severity === 'warn')
        .map(problemLine);
    expect(lines(cloudflareRuleLimit)).toEqual([]);
    const over = [
      `pages/pages.ts: redirects: ${cloudflareRuleLimit + 1} old URLs, and Cloudflare Pages applies ${cloudflareRuleLimit.toLocaleString('en')} rules of _redirects: 1 would answer with their stub page (200, a meta refresh) instead of a 301: move them to Cloudflare's Bulk Redirects, or build for another host (--host nginx)`,
    ];
    expect(lines(cloudflareRuleLimit + 1)).toEqual(over);
    expect(lines(cloudflareRuleLimit + 1, 'cloudflare', 'netlify')).toEqual(over);
    expect(lines(cloudflareRuleLimit + 1, undefined, 'netlify')).toEqual([]);
    expect(lines(cloudflareRuleLimit + 1, 'netlify')).toEqual([]);
  });

  it('a URL a release published and this build no longer makes stops a release, until a redirect leads it on', () => {
    const site = shippedSite;
    const gone = '/was-here';
    // Its page gone too: the redirect to declare stays in the URL's language, while the site has it.
    const last = site.languages.at(-1)!.code;
    const published = (draft: Draft) =>
      void (draft.published = [
        ...site.pages.filter((p) => p.url).map(({ path, id, lang }) => ({ path, id, lang })),
        { path: gone, id: 'gone', lang: last },
        { path: `${gone}-too`, id: 'gone', lang: 'xx' },
      ]);
    const line = (path: string, lang: string) =>
      `pages/pages.ts: redirects: ${path} was published (published-urls.txt) and this build no longer makes it: declare where it went: { from: '${path}', to: '<page id>', lang: '${lang}' } in redirects`;
    // Its page gone: the ids to lead it to are named (which ones: the first test of old URLs).
    const asked = found('release', published).filter((line) => line.includes(gone));
    expect(asked.map((each) => each.replace(/ \(page ids: .+\)$/, ''))).toEqual([
      line(gone, last),
      line(`${gone}-too`, root),
    ]);
    for (const each of asked) expect(each).toMatch(new RegExp(` \\(page ids: (.+, )?${site.home}(, .+)?\\)$`));
    const declared = (draft: Draft) =>
      void draft.redirects.push(...[gone, `${gone}-too`].map((from) => ({ from, to: site.home, lang: root })));
    expect(found('release', published, declared).filter((line) => line.includes(gone))).toEqual([]);
  });
});

describe('the launch list: what stands in for the owner, refused by a release', () => {
  const value = 'Example Studio';
  const examples = (draft: Draft) => {
    draft.owner.brand = value;
    // Whatever the owner confirmed of their own.
    draft.owner.confirmed = [];
    draft.examples = {
      values: { brand: fingerprint(value) },
      texts: { 'hero.title': [fingerprint(draft.texts[root]!.hero.title)] },
    };
  };
  it('names an example value of the config and an example text (in every language: one claim), each until replaced or confirmed', () => {
    // The example's fingerprint is the root's text alone: another language's is a translation of it.
    expect(found('release', examples).filter((line) => /brand|hero.title/.test(line))).toEqual([
      `site.config.ts: brand: example value '${value}': replace it with yours, or, if it is yours, add 'brand' to confirmed in site.config.ts`,
      ...shipped.input.languages.map(
        ({ code }) =>
          `${at('hero.title', code)}example text about the owner or the offer: write your own${everyLanguage}, or, if it is true of you, add 'hero.title' to confirmed in site.config.ts`,
      ),
    ]);
    const confirmed = (draft: Draft) => void (draft.owner.confirmed = ['brand', 'hero.title']);
    expect(found('release', examples, confirmed).filter((line) => /brand|hero.title/.test(line))).toEqual([]);
    // Replaced in every language (one that is a copy of another holds the example too).
    const replaced = (draft: Draft) => {
      draft.owner.brand = 'Own Studio';
      for (const [code, t] of Object.entries(draft.texts)) t.hero.title = `Own title (${code})`;
    };
    expect(found('release', examples, replaced).filter((line) => /brand|hero.title/.test(line))).toEqual([]);
    // Its group shown by no page: no claim made (the texts are left over: 'texts no page shows').
    const unshown = (draft: Draft) => {
      for (const page of Object.values(draft.pages)) page.texts = page.texts.filter((group) => group !== 'hero');
    };
    expect(found('release', examples, unshown).filter((line) => line.includes('hero.title'))).toEqual([]);
  });

  it("names a group's example texts once, with the parts left, until each is rewritten or the group confirmed", () => {
    const parts = ['title', 'subtitle'] as const;
    const examples = (draft: Draft) => {
      draft.owner.confirmed = [];
      draft.examples = {
        values: {},
        texts: Object.fromEntries(parts.map((part) => [`hero.${part}`, [fingerprint(draft.texts[root]!.hero[part])]])),
      };
    };
    const listed = (...edits: ((draft: Draft) => void)[]) =>
      found('release', examples, ...edits).filter((line) => line.includes('example text'));
    const each = (line: (code: string) => string) => shipped.input.languages.map(({ code }) => line(code));
    expect(listed()).toEqual(
      each(
        (code) =>
          `${at('hero', code)}example texts about the owner or the offer: ${parts.join(', ')}: write your own${everyLanguage}, or, if they are true of you, add 'hero' (or one part's key, 'hero.${parts[0]}') to confirmed in site.config.ts`,
      ),
    );
    // One part rewritten in every language: the other is named by its own key.
    const rewritten = (draft: Draft) => {
      for (const [lang, t] of Object.entries(draft.texts)) t.hero[parts[0]] = `Own (${lang})`;
    };
    expect(listed(rewritten)).toEqual(
      each(
        (code) =>
          `${at(`hero.${parts[1]}`, code)}example text about the owner or the offer: write your own${everyLanguage}, or, if it is true of you, add 'hero.${parts[1]}' to confirmed in site.config.ts`,
      ),
    );
    expect(listed((draft) => void (draft.owner.confirmed = ['hero']))).toEqual([]);
  });

  it('names no hours of a workshop the texts no longer have: they are left over, to remove, not to replace', () => {
    const hours = (lines: string[]) => lines.filter((line) => line.startsWith('site.config.ts: workshopHours'));
    // A workshop at least (the owner's, whose hours the launch list names, or a stand-in's), then none.
    const ids = Object.keys(declare(shipped, workshops(1)).input.config.workshopHours);
    const removed = (draft: Draft) => Object.values(draft.texts).forEach((t) => (t.workshops.items = []));
    const lines = linesOf(workshops(1), removed);
    expect(hours(lines('release'))).toEqual([]);
    expect(hours(lines('warn'))).toEqual(
      ids.map((id) => `site.config.ts: workshopHours['${id}']: no workshop of the texts has the id '${id}': remove it`),
    );
  });

  it('writes a list of the config as the config does; a country is a code', () => {
    const list = (draft: Draft) => {
      draft.owner.areaServed = ['FR', 'BE'];
      draft.owner.confirmed = [];
      draft.examples = { values: { areaServed: fingerprint(['FR', 'BE']) }, texts: {} };
    };
    expect(found('release', list).filter((line) => line.includes('areaServed'))).toEqual([
      "site.config.ts: areaServed: example value ['FR', 'BE']: replace it with yours, or, if it is yours, add 'areaServed' to confirmed in site.config.ts",
    ]);
    expect(found('error', (draft) => void (draft.owner.areaServed = ['fr', 'XX', 'UK']))).toEqual(
      ['fr', 'XX'].map(
        (code, i) =>
          `site.config.ts: areaServed[${i}]: '${code}' is no country code: write its two capitals (DE, FR, US)`,
      ),
    );
  });

  it('follows an example text whose group was renamed, by its fingerprint: under the same last name, or a whole group', () => {
    // A text of a group's own (group.name), and a whole group, each listed under a key that is gone.
    const texts = shipped.input.texts[root]!;
    const nested = keysWhere(texts, (value) => typeof value === 'string').find(
      (each) => /^\w+\.\w+$/.test(each) && keysWhere(texts, (value) => value === valueAt(texts, each)).length === 1,
    )!;
    for (const key of [nested, nested.split('.')[0]!]) {
      const renamed = (draft: Draft) => {
        draft.examples = { values: {}, texts: { [`gone${key}`]: [fingerprint(valueAt(draft.texts[root], key))] } };
      };
      expect(found('release', renamed).filter((line) => line.includes('example text'))).toEqual(
        shipped.input.languages.map(
          ({ code }) =>
            `${at(key, code)}example text about the owner or the offer: write your own${everyLanguage}, or, if it is true of you, add '${key}' to confirmed in site.config.ts`,
        ),
      );
    }
  });

  it('names a quote marked as an example, the silhouette, and each gap of a legal page the site shows', () => {
    // Where the texts hold a quote (a site may hold none).
    const quote = keyWhere(shipped.input.texts[root]!, (v) => 'quote' in v && 'author' in v);
    const lines = found('release', (draft) => {
      draft.images = ['portrait.svg'];
      for (const t of Object.values(draft.texts)) {
        if (quote) setAt(t, quote, { quote: 'Q', author: 'A', role: 'R', example: true });
        t.impressum.body.push({ p: 'Tel. [[phone]]' });
        // A gap in every section of the privacy policy: only those of the sections this build shows are listed.
        for (const section of Object.values(t.datenschutz.sections)) section.body.push({ p: '[[provider]]' });
      }
    });
    expect(lines).toContain(
      'static/images/portrait.svg: portrait: silhouette instead of a photo: put your photo beside it as portrait.jpg (or .png, .webp) and delete portrait.svg (where no page shows a portrait, only delete it)',
    );
    const { features } = shippedSite.privacy;
    for (const { code } of shipped.input.languages) {
      if (quote)
        expect(lines).toContain(
          `${at(quote, code)}example quote (example: true): put a real customer's quote (with their consent) in its place and delete \`example: true\``,
        );
      expect(lines.filter((line) => line.includes(`(${code}): [[phone]]`))).toHaveLength(1);
      expect(lines.filter((line) => line.includes(`(${code}): [[provider]]`))).toHaveLength(features.length);
    }
    if (!quote) return;
    // Its mark deleted and its words kept: named by its words, where the table holds them.
    const words = (example?: true) => (draft: Draft) => {
      draft.owner.confirmed = [];
      draft.examples = { values: {}, texts: { [`${quote}.quote`]: [fingerprint('Q')] } };
      for (const t of Object.values(draft.texts)) setAt(t, quote, { quote: 'Q', author: 'A', role: 'R', example });
    };
    const named = (...edits: ((draft: Draft) => void)[]) =>
      found('release', ...edits).filter((line) => line.includes(`${quote}`));
    expect(named(words(true))).toEqual(
      shipped.input.languages.map(
        ({ code }) =>
          `${at(quote, code)}example quote (example: true): put a real customer's quote (with their consent) in its place and delete \`example: true\``,
      ),
    );
    const wordsNamed = shipped.input.languages.map(
      ({ code }) =>
        `${at(`${quote}.quote`, code)}example text about the owner or the offer: write your own${everyLanguage}, or, if it is true of you, add '${quote}.quote' to confirmed in site.config.ts`,
    );
    expect(named(words())).toEqual(wordsNamed);
    // A customer's words: the group that holds them confirmed vouches for its own texts, not for them.
    const confirm = (key: string) => (draft: Draft) => void (draft.owner.confirmed = [key]);
    expect(named(words(), confirm(quote.split('.')[0]!))).toEqual(wordsNamed);
    expect(named(words(), confirm(`${quote}.quote`))).toEqual([]);
  });
});

describe('what a removal left behind or an addition missed', () => {
  /** The home page's entry (every site has one): where these tests add a link, a section or a group. */
  const [id, entry] = Object.entries(shipped.input.pages).find(([, page]) => page.path === '/')!;
  it('a page no other page links to stops a release; a URL of the config no page uses is listed, not as an example to replace', async () => {
    // A copy of a page, out of the navigation and the footer: one in neither where the table has one,
    // else another besides the home page, else the home page under a title of its own.
    const pages = Object.values(shipped.input.pages).filter(({ each }) => !each);
    const others = pages.filter(({ path }) => path !== '/');
    const copied = others.find(({ nav, footer }) => !nav && !footer) ??
      others[0] ?? { ...pages[0]!, seo: () => ({ title: 'Alone', description: 'A page no other page links to.' }) };
    const alone = declare(shipped, (draft) => {
      draft.pages.alone = { ...copied, path: '/alone', nav: undefined, footer: undefined, parents: [] };
      draft.owner.toolPlatform ??= platform;
      draft.owner.links = { ...draft.owner.links, unused: `${draft.owner.toolPlatform.origin}/unused` };
      draft.examples.values['links.unused'] = fingerprint(draft.owner.links.unused);
      draft.owner.confirmed = [];
    });
    const { problems } = await build(alone);
    const lines = problems.map((p) => `${p.severity} ${p.file}: ${p.key}${p.lang ? ` (${p.lang})` : ''}: ${p.problem}`);
    for (const { code } of shipped.input.languages)
      expect(lines).toContain(`release pages/pages.ts: alone (${code}): no other page links to alone`);
    expect(lines.filter((line) => line.includes(' links.unused: '))).toEqual([
      'warn site.config.ts: links.unused: no page links to it',
    ]);
  });

  it("a navigation link's section that its page does not have stops the build, naming the page's", async () => {
    // A link to a section of the home page (every site has one), after the links the table has.
    const nav = entry.nav ?? [];
    const withHash = (hash: string) =>
      declare(shipped, (draft) => {
        draft.pages[id] = { ...entry, nav: [...nav, { label: () => 'Section', hash, order: 1e6 }] };
      });
    const at = `pages/pages.ts: pageTable.${id}.nav[${nav.length}].hash (${root}): 'no-such-section' is no section of the ${id} page`;
    const error = await build(withHash('no-such-section')).catch((e: Error) => e);
    expect(named(error)).toContain(at);
    // Its sections, as the page shows them: one of them is a link's section, and builds.
    const sections = /link one of its sections \(([^)]*)\)/.exec(named(error))?.[1];
    if (!sections) return void expect(named(error)).toContain(`${at}: leave the hash out`);
    const { problems } = await build(withHash(sections.split(', ').at(-1)!));
    expect(problems.filter((p) => p.key.endsWith('.hash'))).toEqual([]);
  });

  it('a navigation entry with `when` stands only in the languages where it says so, and only there is its section asked for', async () => {
    const [first, ...others] = shipped.input.languages.map((l) => l.code);
    // The first language's texts, told by their navigation's words.
    const words = JSON.stringify(shippedSite.texts[first!]!.navigation);
    const draft = declare(shipped, (d) => {
      d.pages[id] = {
        ...entry,
        nav: [
          ...(entry.nav ?? []),
          {
            label: () => 'Sometimes',
            hash: 'no-such-section',
            order: 1e6,
            when: (t) => JSON.stringify(t.navigation) === words,
          },
        ],
      };
    });
    const error = await build(draft).catch((e: Error) => e);
    expect(named(error)).toContain(`'no-such-section' is no section of the ${id} page`);
    expect(named(error)).toContain('if the page shows it only at times, give the entry a when: (t) => …');
    // Only the language it stands in is named.
    for (const lang of others) expect(named(error)).not.toContain(`.hash (${lang})`);
    const never = declare(shipped, (d) => {
      d.pages[id] = {
        ...entry,
        nav: [...(entry.nav ?? []), { label: () => 'Never', hash: 'no-such-section', order: 1e6, when: () => false }],
      };
    });
    const built = await build(never);
    expect(built.problems.filter((p) => p.key.endsWith('.hash'))).toEqual([]);
    for (const page of built.site.pages) expect(page.nav.map((link) => link.label)).not.toContain('Never');
  });

  it('a link to a section its page lacks: named at its text, or where the code writes it', async () => {
    const gone = 'no-such-section';
    // In a component: the home page's, with a link to a section of its own added.
    const linking = declare(shipped, (draft) => {
      draft.pages[id] = {
        ...entry,
        component: (props) =>
          createElement(
            Fragment,
            null,
            createElement(entry.component, props),
            createElement('a', { href: props.href(id, gone) }),
            // A second place: each is named.
            createElement('a', { href: props.href(id, gone) }),
          ),
      };
    });
    const lines = (project: Project) => build(project).then(() => '', named);
    // Where the code writes it: here, this file, at each of the two lines; with another mistake in
    // the same build too (the pages are drawn all the same to find it).
    const placesIn = async (project: Project) =>
      new Set(
        (await lines(project)).match(
          new RegExp(
            `^    tests/check\\.test\\.ts:\\d+: href\\('${id}', '${gone}'\\) \\(${root}\\): '${gone}' is no section of the ${id} page: `,
            'gm',
          ),
        ),
      ).size;
    expect(await placesIn(linking)).toBe(2);
    const withMistake = declare(
      linking,
      inTexts((t) => void (t.hero.title = ' '), root),
    );
    expect(await lines(withMistake)).toContain(`${at('hero.title', root)}empty text`);
    expect(await placesIn(withMistake)).toBe(2);
    // In a text: a link of the texts (where they hold one) given the hash, named at its key.
    const key = keyWhere(shipped.input.texts[root]!, (value) => typeof value.route === 'string');
    if (!key) return;
    const route = valueAt(shipped.input.texts[root], `${key}.route`);
    const hashed = declare(shipped, (draft) => {
      for (const t of Object.values(draft.texts)) setAt(t, `${key}.hash`, gone);
    });
    for (const { code } of shipped.input.languages)
      expect(await lines(hashed)).toContain(`${at(key, code)}'${gone}' is no section of the ${route} page`);
  });

  it("a page's group of texts the schema lacks; a key confirmed that names nothing", () => {
    const group = entry.texts[0]!;
    const renamed = (draft: Draft) => void (draft.pages[id] = { ...entry, texts: [`${group}x` as never] });
    expect(found('error', renamed)).toContain(
      `pages/pages.ts: pageTable.${id}.texts: '${group}x' is no group of texts (did you mean '${group}'?): name a key of contentSchema in i18n/types.ts`,
    );
    const confirmed = (draft: Draft) =>
      void (draft.owner.confirmed = [...(draft.owner.confirmed ?? []), 'gone.text', 'gone.list[3]']);
    expect(found('warn', confirmed)).toEqual(
      expect.arrayContaining([
        "site.config.ts: confirmed: 'gone.text' names no value or text any more: remove it from confirmed",
        "site.config.ts: confirmed: 'gone.list[3]' names no value or text any more: remove it from confirmed",
      ]),
    );
    // A typo of a key beside it: named with the key it may mean.
    const typo = (draft: Draft) => void (draft.owner.confirmed = ['founder.nmae']);
    expect(found('warn', typo)).toContain(
      "site.config.ts: confirmed: 'founder.nmae' names no value or text any more (did you mean 'founder.name'?): correct it, or remove it from confirmed",
    );
  });

  it('a group a page names in its texts and shows nothing of: listed, to take out', async () => {
    // Another page's group, which the home page does not name.
    const group = Object.values(shipped.input.pages)
      .flatMap((page) => page.texts)
      .find((name) => !entry.texts.includes(name))!;
    const unread = (problems: Problem[]) => problems.filter((p) => p.key === `pageTable.${id}.texts`).map(problemLine);
    // That group alone: not those the page shows.
    const named = declare(shipped, (draft) => void (draft.pages[id] = { ...entry, texts: [...entry.texts, group] }));
    expect(unread((await build(named)).problems)).toEqual([
      `pages/pages.ts: pageTable.${id}.texts: '${group}' is named, but the page shows nothing of it: take it out of texts (the build then names the texts if no other page shows them), or show them`,
    ]);
  });

  it('a group a page shows that no page names in its texts: named once, at its entry, to add', async () => {
    // A group one entry alone names (the frame's groups are named by no entry).
    const entries = Object.entries(shipped.input.pages);
    const [owner, group] = entries
      .flatMap(([id, e]) => e.texts.map((g) => [id, g as string] as const))
      .find(([id, g]) => entries.every(([other, e]) => other === id || !e.texts.includes(g as never)))!;
    const unnamed = declare(shipped, (draft) => {
      const e = draft.pages[owner]!;
      draft.pages[owner] = { ...e, texts: e.texts.filter((g) => g !== group) };
    });
    const onGroup = (await build(unnamed)).problems.filter((p) => p.key === group || p.problem.includes(`'${group}'`));
    expect(onGroup.map((p) => `${p.severity} ${problemLine(p)}`)).toEqual([
      `warn pages/pages.ts: pageTable.${owner}.texts: the page shows '${group}', which no page names in its texts: add '${group}' to its texts (the build checks links and examples only in the texts pages name)`,
    ]);
  });

  it('a figure no text says any more: to remove, not to replace', () => {
    const name = Object.keys(shipped.input.config.figures)[0]!;
    const unsaid = (draft: Draft) => {
      for (const lang of Object.keys(draft.texts))
        draft.texts[lang] = mapTexts(draft.texts[lang]!, (text) =>
          text.replace(new RegExp(`\\{${name}(:[a-z]+)?\\}`, 'g'), 'so much'),
        );
    };
    const line = `site.config.ts: figures.${name}: no text says it: remove it, or write {${name}} in a text`;
    // Its value the template's example: listed to replace while a text says it, not once none does.
    const example = (draft: Draft) => {
      draft.examples.values[`figures.${name}`] = fingerprint(draft.owner.figures[name]);
      draft.owner.confirmed = [];
    };
    const [said, left] = [linesOf(example), linesOf(example, unsaid)];
    const asked = (lines: typeof said) =>
      lines('release').filter((l) => l.startsWith(`site.config.ts: figures.${name}: `));
    expect([said('warn').includes(line), asked(said).length]).toEqual([false, 1]);
    expect([left('warn').includes(line), asked(left)]).toEqual([true, []]);
  });

  it("a figure's unit or qualifier that is none: named once, at the figure, with the ones there are", () => {
    // A figure of a unit as the owner declares one (a site may have none).
    const [name, figure] = Object.entries(shipped.input.config.figures).find(([, f]) => 'unit' in f) ?? [
      'stand-in',
      { amount: 1, unit: 'day' as const },
    ];
    // A unit in the plural (Intl knows only the singular), a qualifier the texts have no word for.
    for (const wrong of [{ unit: `${(figure as { unit: string }).unit}s` }, { qualifier: 'approx' }]) {
      const errors = found('error', (draft) => void (draft.owner.figures[name] = { ...figure, ...wrong } as never));
      expect(errors, JSON.stringify(wrong)).toEqual([
        expect.stringMatching(
          new RegExp(`^site\\.config\\.ts: figures\\.${name}: a figure is .*\\(unit: .+; qualifier: .+\\)`),
        ),
      ]);
    }
  });

  it('a figure of no amount, and one under a name JavaScript reserves, is checked like any other', () => {
    // A figure as the owner declares one (a site may have none).
    const figure = Object.values(shipped.input.config.figures)[0] ?? { amount: 1, unit: 'day' as const };
    // valibot's own record skips `constructor` and `prototype`: their values would go unchecked.
    const errors = found('error', (draft) => {
      Object.assign(draft.owner.figures, { zero: { ...figure, amount: 0 }, constructor: { ...figure, amount: -1 } });
      (draft.owner.workshopHours as Record<string, number>).prototype = -2;
    });
    expect(errors.filter((line) => line.startsWith('site.config.ts: figures.'))).toEqual([
      'site.config.ts: figures.zero.amount: a figure’s amount: a number more than 0',
      'site.config.ts: figures.constructor.amount: a figure’s amount: a number more than 0',
    ]);
    expect(errors).toContain("site.config.ts: workshopHours.prototype: the workshop's duration: more than 0 hours");
  });

  it("a language's texts file missing, or a file it imports: each named, with the language", async () => {
    const { code, name, texts } = table[0]!;
    const file = (at: string) => texts.replace(/[^/]+$/, at);
    const loadWithout =
      (gone: string) =>
      async (wanted: string): Promise<Record<string, unknown>> => {
        if (wanted !== texts) return { [table.find((l) => l.texts === wanted)!.code]: {} };
        const message = `Cannot find module '/project/${gone}' imported from /project/${texts}`;
        throw Object.assign(new Error(message), { code: 'ERR_MODULE_NOT_FOUND' });
      };
    await expect(loadTexts(loadWithout(texts))).rejects.toThrow(
      `${texts}: the texts of ${name} (${code}) are missing: create it`,
    );
    await expect(loadTexts(loadWithout(file(`imported.${code}.ts`)))).rejects.toThrow(
      `${texts}: imports ${file(`imported.${code}.ts`)}, which is missing: create it (copy another language's)`,
    );
  });

  it("every language's texts file that does not parse, in one build: one does not hide another", async () => {
    const failed = (file: string) =>
      `Transform failed with 1 error:\n/site/${file}:3:9: ERROR: Unterminated string literal`;
    // Three languages, the last two broken.
    const three = ['xa', 'xb', 'xc'].map((code) => ({ ...table[0]!, code, texts: `i18n/${code}.ts` }));
    const broken = three.slice(1).map((l) => l.texts);
    const load = async (wanted: string): Promise<Record<string, unknown>> => {
      if (broken.includes(wanted)) throw new Error(failed(wanted));
      return { [three.find((l) => l.texts === wanted)!.code]: {} };
    };
    const error = await loadTexts(load, three).catch((error: Error) => error.message);
    for (const file of broken) expect(error).toContain(failed(file));
  });

  it('a file the owner edits that does not parse: what to look for, a text left open too, the page table too', () => {
    const failed = (file: string, error: string) =>
      `Transform failed with 1 error:\n/site/${file}:3:9: ERROR: ${error}`;
    const found = (file: string, error: string) => withSyntaxHint(failed(file, error)).split('\n');
    // At the file as the owner knows it, with what to look for.
    expect(found('i18n/xx.ts', 'Unterminated string literal')).toEqual([
      'i18n/xx.ts:3:9: Unterminated string literal',
      "  A text's closing ' is missing: end the text with ' (a comma after it, where more follows).",
    ]);
    expect(found('pages/pages.ts', 'Expected "}" but found "x"')).toEqual([
      'pages/pages.ts:3:9: Expected "}" but found "x"',
      expect.stringMatching(/^ {2}A ' in a text written in '…' ends it there/),
    ]);
    // Two files' errors, each on a line of its own.
    expect(
      withSyntaxHint(
        `${failed('i18n/xa.ts', 'Expected "}" but found "x"')}\n${failed('i18n/xb.ts', 'Expected "}" but found "y"')}`,
      )
        .split('\n')
        .slice(0, 2),
    ).toEqual(['i18n/xa.ts:3:9: Expected "}" but found "x"', '  i18n/xb.ts:3:9: Expected "}" but found "y"']);
    // Elsewhere (the code) the message as it is.
    expect(withSyntaxHint(failed('components/X.tsx', 'Unterminated string literal'))).toBe(
      failed('components/X.tsx', 'Unterminated string literal'),
    );
  });

  it("a language's code that is not ISO 639-1 in lower case: named, with the code it should be where it can tell", () => {
    for (const { code, name } of table) {
      expect(codeProblem({ code, name })).toBeUndefined();
      expect(codeProblem({ code: code.toUpperCase(), name })).toBe(
        `i18n/languages.ts: code '${code.toUpperCase()}' of ${name}: a language's code is its two-letter ISO 639-1 code in lower case ('${code}'): change it, and the name of its texts' export with it`,
      );
      expect(codeProblem({ code: `${code}x`, name })).toMatch(/ISO 639-1 code in lower case: change it/);
    }
  });

  it("a language's Open Graph locale that is not its code and a region: named, with the locale to write", () => {
    // Three languages, so that each has others whose locale a copied entry could keep.
    const table = declare(shipped, languages(3)).input.languages;
    expect(found('error', languages(3))).toEqual([]);
    for (const [index, { code, name }] of table.entries()) {
      const region = new Intl.Locale(code).maximize().region!;
      const other = table.find((l) => l.code !== code)!;
      for (const locale of [other.locale, `${code}-${region}`, code, `${code}_ZZ`, `${code}_${region}_x`]) {
        const lines = found('error', languages(3), (draft) => void (draft.languages[index]!.locale = locale));
        expect(lines, locale).toEqual([
          expect.stringMatching(
            new RegExp(
              `^i18n/languages\\.ts: locale \\(${code}\\): '${escapeRegExp(locale)}' is not a locale of ${name}`,
            ),
          ),
        ]);
        expect(lines[0]).toContain(`write '${code}_${region}'`);
        expect(lines[0]!.includes(`it is ${other.name}'s`)).toBe(locale === other.locale);
      }
    }
  });

  it('texts no page shows, and the texts file of a language the table does not have', () => {
    const lines = found('warn', (draft) => {
      for (const t of Object.values(draft.texts)) (t as Record<string, unknown>).leftover = { title: 'x' };
    });
    for (const { code } of shipped.input.languages)
      expect(lines.join('\n')).toContain(`${at('leftover', code)}no page names these texts`);
    // A value it says that the config no longer has, a page or URL it links that is gone, is no
    // mistake: the group is to go, not to mend.
    const saying = found('error', (draft) => {
      delete draft.owner.network;
      delete draft.owner.links.profile;
      for (const t of Object.values(draft.texts))
        (t as Record<string, unknown>).leftover = {
          title: '{network}',
          links: [{ route: 'gone' }, { external: 'gone' }],
        };
    });
    expect(saying.filter((line) => line.includes('leftover'))).toEqual([]);
    const orphan = problemsOf({ ...shipped, textFiles: [...shipped.textFiles, 'i18n/xx.ts'] }).filter(
      (p) => p.severity === 'warn',
    );
    expect(orphan.map((p) => p.file)).toContain('i18n/xx.ts');
  });
});

it("names a language's page titles still an earlier language's, and counts its sentences so, a line a file: copied, not yet translated", () => {
  // One language more, its texts a copy of the last one's.
  const more = declare(shipped, languages(shipped.input.languages.length + 1));
  const [from, copied] = more.input.languages.slice(-2).map((l) => l.code) as [string, string];
  const copies = (site: typeof more) =>
    problemsOf(site).filter((p) => p.severity === 'warn' && p.problem.startsWith('the same '));
  const all = copies(more);
  const lines = all.filter((p) => p.lang === copied);
  // The other languages' are the site's own (an owner's may have some).
  expect(all.filter((p) => p.lang !== copied)).toEqual(copies(shipped));
  expect(lines.map((p) => p.key)).toEqual(expect.arrayContaining(['hero.seo.title', 'hero.seo.description']));
  const counted = lines.filter((p) => / and \d+ more texts$/.test(p.key));
  expect(counted.map((p) => [p.file, p.problem, p.fix])).toEqual(
    [...new Set(lines.map((p) => p.file))].map((file) => [file, `the same as in ${from}`, 'translate them']),
  );
});
