// The shape of all visible text and of site.config.ts, declared once as schemas (valibot): the types
// (`Content`, `SiteConfig`, …) are inferred from them, and the build's checker (site/check.ts) parses
// each language's texts and the config with them, naming each mistake by file, key and language. The
// schemas say what a value must be; the checker's rules say what no schema can (links to pages that
// exist, unique slugs and page titles, markup, lists of the same length in every language). The
// markup a text may carry and its placeholders: docs/editing.md (parsed by i18n/markup.ts, filled by
// i18n/typeset.ts); rich text (`RichText`, the legal pages) also links and [[gaps]].
import * as v from 'valibot';
import { parseInline } from './markup.ts';
import { iconNames } from '../components/Icon.tsx';

/** A visible text: never empty (nor only spaces). */
const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'empty text: write it'),
);
/** A list of something: never empty. */
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.minLength(1, 'empty list'));

/** The links of site.config.ts that are not a tool's: every other one is on `toolPlatform.origin`. */
const ownLinks = ['booking', 'profile', 'rapidFramesSignup'];
export const isToolLink = (id: string): boolean => !ownLinks.includes(id);

/** Where a link goes: a page of this site (its id in pages/pages.ts, optionally a section of it) or
 * a URL of `links` in site.config.ts. That the page or the URL exists is the checker's to say. */
const link = v.union(
  [v.strictObject({ route: text, hash: v.optional(text) }), v.strictObject({ external: text })],
  'a link is { route: <page id> } or { external: <link id of site.config.ts> }',
);
export type Link = v.InferOutput<typeof link>;

const icon = v.picklist(iconNames);

const seo = v.strictObject({
  /** Page title without the brand; the build appends ' - Brand'. */
  title: text,
  description: text,
});
export type Seo = v.InferOutput<typeof seo>;

const titledText = v.strictObject({ title: text, text });

const iconText = v.strictObject({ ...titledText.entries, icon });

const callToAction = v.strictObject({ title: text, text, button: text });

const richBlock = v.union(
  [
    v.strictObject({ h2: text }),
    v.strictObject({ h3: text }),
    v.strictObject({ p: text }),
    v.strictObject({ ul: list(text) }),
  ],
  'a block of rich text is { h2 }, { h3 }, { p } or { ul }',
);
export type RichBlock = v.InferOutput<typeof richBlock>;
const richText = list(richBlock);
export type RichText = v.InferOutput<typeof richText>;

// What the site does that the privacy policy covers, section by section, and the words of what each
// stores or contacts; which are on in a build, and what they store and contact: site/privacy.ts.
export const privacyFeatures = [
  'hosting',
  'language',
  'offline',
  'fonts',
  'booking',
  'signup',
  'links',
  'analytics',
] as const;
export const privacyEntryIds = [
  'language',
  'serviceWorker',
  'cache',
  'booking',
  'signup',
  'gpts',
  'profile',
  'consent',
  'gaClientCookie',
  'gaSessionCookie',
  'gaScript',
  'gaCollect',
] as const;
/** Stored or contacted on every visit, after a choice (a language, consent), after consent, on a click. */
const privacyWhen = ['always', 'choice', 'consent', 'click'] as const;
const storageKinds = ['localStorage', 'cookie', 'cacheStorage', 'serviceWorker'] as const;
/** `untilAssetsChange`: the service worker's cache; `consentLifetime`: `consentMonths` (site/privacy.ts). */
const retentions = ['untilDeleted', 'untilAssetsChange', 'consentLifetime', 'twoYears'] as const;
/** `consent`: TDDDG § 25(1), GDPR Art. 6(1)(a); `necessary`: TDDDG § 25(2) no. 2, GDPR Art. 6(1)(f);
 * `contract`: GDPR Art. 6(1)(b); `none`: the site processes nothing, the provider alone is responsible;
 * `…Measured`: the same for a link whose click analytics measures, with consent (site/privacy.ts). */
const legalBases = ['consent', 'necessary', 'contract', 'contractMeasured', 'none', 'noneMeasured'] as const;
/** A `value` (a text) for each of `keys`, none left out. */
const each = <K extends string, S extends v.GenericSchema>(keys: readonly K[], value: S) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>);
const textsFor = <K extends string>(keys: readonly K[]) => each(keys, text);

/** Where the site is hosted, as the privacy policy names it: a host the README names (each seated in
 * the USA), `us` for another seated in the USA, or `eu` for one with its seat and servers in the EU. */
export const hostChoices = ['netlify', 'cloudflare', 'vercel', 'github', 'us', 'eu'] as const;

/** A section of the privacy policy: its line in "At a glance", and its text; `{ declared: true }`
 * marks where the build lists what the section stores and contacts, from site/privacy.ts. */
const privacySection = v.strictObject({
  title: text,
  summary: text,
  body: list(
    v.union(
      [richBlock, v.strictObject({ declared: v.literal(true) })],
      'a block of the section is { h2 }, { h3 }, { p }, { ul } or { declared: true }',
    ),
  ),
});

/** The privacy policy's texts. The build puts the page together (site/privacy.ts): "At a glance",
 * `intro`, a section for each feature on in this build, `closing`. */
const privacyTexts = v.strictObject({
  seo,
  title: text,
  glance: v.strictObject({
    title: text,
    text,
    /** Added when nothing in this build sets a cookie. */
    noCookies: text,
    /** Added when no page contacts another server unless a link is followed. */
    noThirdParties: text,
    /** Added instead when pages contact another server only after consent (analytics). */
    noThirdPartiesWithoutConsent: text,
  }),
  intro: richText,
  /** One a build leaves off (site/privacy.ts) may be left out: the checker asks for it once it is on. */
  sections: each(privacyFeatures, v.optional(privacySection)),
  closing: richText,
  /** The words of the generated lines, one a stored key or outside origin. */
  facts: v.strictObject({
    kinds: textsFor(storageKinds),
    /** What an entry is for, in a sentence; as a section, left out while the build has no such entry. */
    purposes: each(privacyEntryIds, v.optional(text)),
    when: textsFor(privacyWhen),
    retention: textsFor(retentions),
    basis: textsFor(legalBases),
    labels: v.strictObject({ when: text, retention: text, basis: text, privacyPolicy: text, subdomainsOf: text }),
    /** Around a stored name: „lang“, “lang”. */
    quotes: v.strictObject({ open: text, close: text }),
  }),
  /** The sentences of the owner's own setup, as `privacy` in site.config.ts chooses them (filled in
   * as `{host}`, `{hostTransfer}`, `{hostAgreement}`, `{googleTerms}`); `undecided` while it does not. */
  setup: v.strictObject({
    hosts: textsFor(hostChoices),
    usTransfer: text,
    hostAgreement: text,
    googleTerms: text,
    undecided: v.strictObject({ host: text, hostAgreement: text, googleTerms: text }),
  }),
  /** Filled by the build from the texts above and the declaration; never written in the texts. */
  body: v.optional(richText),
});
export type PrivacyTexts = v.InferOutput<typeof privacyTexts>;

const pill = v.picklist(['customGpt', 'alpha', 'planned']);

const tool = v.strictObject({
  id: text,
  icon,
  title: text,
  description: text,
  /** `null`: the card is shown but is not a link (a tool that is not out yet: pill `planned`). */
  link: v.nullable(link),
  pill,
  /** Visible label of the card's link, e.g. "Mehr erfahren" / "Open in ChatGPT". */
  linkLabel: text,
});
export type Tool = v.InferOutput<typeof tool>;

/** A URL segment: lower-case words (a–z, 0–9) joined by '-'; a page's address is made of them. */
export const isSlug = (segment: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment);
/** `text` as such words, its letters without their accents, German umlauts as German writes them
 * without: 'Łódź Workshop' → 'lodz-workshop', 'Für Teams' → 'fuer-teams'. */
export const slugOf = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[äöüÄÖÜ]/g, (umlaut) => `${umlaut.normalize('NFD')[0]}e`)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const workshop = v.strictObject({
  /** Its id: the same in every language; its page is `workshop:<id>`, its hours in site.config.ts. */
  id: text,
  /** URL segment under /workshops/ (after the language's prefix). Unique per language. */
  slug: v.pipe(
    text,
    v.check(
      isSlug,
      (issue) =>
        `workshop slug '${issue.input}' must be lower-case words (a–z, 0–9) joined by '-' ('${slugOf(String(issue.input))}')`,
    ),
  ),
  /** Who it is for, shown as a pill: "Für UX-Teams". */
  audience: text,
  title: text,
  teaser: text,
  points: list(text),
  target: text,
  linkLabel: text,
  detailPage: v.strictObject({
    seo,
    title: text,
    subtitle: text,
    outcome: text,
    sectionTitle: text,
    /** Each item may start with a **bold lead-in**. */
    sections: list(text),
    outcome2: text,
  }),
});
export type Workshop = v.InferOutput<typeof workshop>;

/** The hero of a tool page and its SEO, with the keywords of its meta tags. */
const toolSeo = v.strictObject({ ...seo.entries, keywords: text });
/** The two texts of what a sign-up button does: `call` while it books a call, `signup` once it signs up. */
const callOrSignup = v.strictObject({ call: text, signup: text });
/** A sign-up button's two labels (`callOrSignup`): texts that hold one word a sign-up button. */
export const isSignupLabel = (value: unknown): boolean =>
  !!value && typeof value === 'object' && 'call' in value && 'signup' in value;

// Within a group every key is the schema's (strictObject): a misspelt optional text would otherwise
// vanish unnamed. A group no page names is the checker's to list (site/check.ts), so the top is not.
export const contentSchema = v.object({
  common: v.strictObject({
    skipToContent: text,
    /** Screen-reader suffix for links that open a new tab. */
    opensInNewTab: text,
    backToHome: text,
    /** Visible workshop duration; `{hours}` is the workshop's configured value ("2 Stunden"). */
    duration: text,
    durationLabel: text,
    /** Atop the legal pages of every language but the one whose legal texts prevail (`legalLanguage`,
     * else the first): `{language}`, that language's name as Intl gives it in this one ("German",
     * "Deutsch"; in a language with cases, its base form). */
    legalTranslation: text,
    breadcrumbHome: text,
    notFound: v.strictObject({ seo, title: text, text, home: text }),
    /** Redirect stubs for old URLs. */
    redirect: v.strictObject({ title: text, text, link: text }),
    /** Analytics consent banner; shown only on builds with a real analytics id. `choice`: what the
     * banner says the visitor chose when it is reopened from the footer. */
    consent: v.strictObject({
      title: text,
      text,
      accept: text,
      decline: text,
      settings: text,
      choice: v.strictObject({ granted: text, denied: text }),
    }),
    /** Alt text of a page's share image (Open Graph card); `{brand}` and `{title}` are filled in. */
    shareImageAlt: text,
    /** The label of a made-up example the template ships (a quote, the silhouette), until replaced. */
    example: text,
  }),
  navigation: v.strictObject({
    label: text,
    home: text,
    solutions: text,
    tools: text,
    about: text,
    offer: text,
    /** Ready for links an owner adds to the home page's `nav` (pages/pages.ts), by `hash`: the offer
     * with its workshops (`solutions`), the workshops (`workshops`), the closing call (`contact`). */
    offerAndWorkshops: text,
    workshops: text,
    contact: text,
    /** The one label of the booking action, wherever a button books the free call. */
    cta: text,
    /** The menu button's name, the same open or closed: aria-expanded says which. */
    menu: text,
  }),
  hero: v.strictObject({
    seo,
    badge: text,
    title: text,
    subtitle: text,
    secondaryCta: text,
    /** Under the booking button: what the call is (free, how long). */
    note: text,
    /** Short proof points under the buttons, e.g. "30 Minuten von der Idee zum Klick-Prototyp". */
    facts: list(text),
  }),
  problem: v.strictObject({ eyebrow: text, title: text, items: list(iconText) }),
  solutions: v.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    benefits: list(iconText),
    /** 'Launch Fast' and 'Own Your Stack'. */
    options: list(v.strictObject({ icon, title: text, text, points: list(text) })),
    /** Its button books the call (label: navigation.cta). */
    cta: v.omit(callToAction, ['button']),
  }),
  workshops: v.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    /** May be empty: the home page then shows no workshops. */
    items: v.array(workshop),
    /** `cta.button` requests the workshop through the booking call, and says so. */
    detail: v.strictObject({
      outcomeTitle: text,
      outcome2Title: text,
      cta: callToAction,
      /** The teaser of another workshop, shown where there are two or more: its heading, and its
       * card's label (it shows the next workshop, on the last one the one before). */
      otherTitle: text,
      next: text,
      previous: text,
    }),
  }),
  tools: v.strictObject({
    seo,
    eyebrow: text,
    title: text,
    subtitle: text,
    allTools: text,
    pills: textsFor(pill.options),
    comingSoon: text,
    /** The home page shows the first three; the tools page all. */
    items: list(tool),
  }),
  interviewAgent: v.strictObject({
    seo: toolSeo,
    hero: v.strictObject({ badge: text, title: text, subtitle: text, cta: text }),
    intro: v.strictObject({ title: text, bullets: list(text), result: text }),
    solution: titledText,
    helps: v.strictObject({ title: text, items: list(text) }),
    coverage: v.strictObject({ title: text, types: list(titledText) }),
    benefits: v.strictObject({ title: text, items: list(iconText) }),
    how: v.strictObject({ title: text, steps: list(titledText) }),
    why: v.strictObject({ title: text, points: list(text) }),
    cta: callToAction,
  }),
  markdownPrototyping: v.strictObject({
    seo: toolSeo,
    /** `note`: under the button, of what it does: `call` while it books a call, `signup` once it signs up. */
    hero: v.strictObject({ badge: text, title: text, subtitle: text, note: callOrSignup }),
    /** A customer's words, with their consent; leave it out until there are some. `example: true`
     * marks the template's made-up quote: labelled as one, listed before launch, refused by a release. */
    testimonial: v.optional(
      v.strictObject({ quote: text, author: text, role: text, example: v.optional(v.boolean()) }),
    ),
    exampleLibrary: v.strictObject({ title: text, text, examples: list(text) }),
    usps: v.strictObject({ title: text, items: list(iconText) }),
    audience: v.strictObject({ title: text, description: text, benefits: list(text), flexibility: text }),
    features: v.strictObject({ title: text, items: list(iconText) }),
    alphaOffer: v.strictObject({ badge: text, title: text, text, points: list(text) }),
    cta: v.strictObject({ title: text, subtitle: text, note: callOrSignup }),
    /** The label of every sign-up button: `call` while no sign-up URL is configured (the buttons
     * book a call about the alpha), `signup` once one is. */
    button: callOrSignup,
  }),
  about: v.strictObject({
    eyebrow: text,
    title: text,
    /** Paragraphs; may use **emphasis**. */
    text: list(text),
    highlights: list(titledText),
    /** The profile button's label (links.profile); left out with the profile, no button. */
    profileLink: v.optional(text),
    portraitAlt: text,
  }),
  /** The closing call; its button books the call (label: navigation.cta). */
  cta: v.strictObject({ ...v.omit(callToAction, ['button']).entries, note: text }),
  /** Words around the figures of site.config.ts: `{alphaTesters}` → "50 Testpersonen". */
  figures: v.strictObject({
    qualifiers: v.strictObject({ about: text, under: text }),
    /** A noun for each plural form the language counts with (Intl.PluralRules): `one` and `other`,
     * and `few` and `many` where it has them (Polish: 1 tester, 2–4 testerzy, 5 testerów). */
    nouns: v.strictObject({
      testers: v.strictObject({ one: text, few: v.optional(text), many: v.optional(text), other: text }),
    }),
  }),
  /** The languages' names are in i18n/languages.ts: each written in itself, the same on every page. */
  language: v.strictObject({ label: text }),
  impressum: v.strictObject({ seo, title: text, body: richText }),
  datenschutz: privacyTexts,
  footer: v.strictObject({ tagline: text, legalLabel: text, imprint: text, privacy: text, copyright: text }),
});
export type Content = v.InferOutput<typeof contentSchema>;

/** Every schema in `schema`, itself first, with the key it stands at: `tools.items[]` for a list's
 * item; what an optional or a union wraps at the key of its wrapper. */
function* schemaNodes(schema: unknown, key = ''): Generator<[Partial<Record<string, unknown>>, string]> {
  const node = schema as Partial<Record<string, unknown>>;
  yield [node, key];
  for (const [name, entry] of Object.entries((node.entries ?? {}) as object))
    yield* schemaNodes(entry, childKey(key, name, false));
  for (const [inner, at] of [
    [node.item, `${key}[]`],
    [node.wrapped, key],
    ...((node.options as unknown[] | undefined) ?? []).map((option) => [option, key]),
  ] as [unknown, string][])
    if (inner && typeof inner === 'object') yield* schemaNodes(inner, at);
}

/** Every name the schema gives a key, anywhere in it: a name outside it is no text of any page. */
export const keyNames = (schema: unknown): Set<string> =>
  new Set([...schemaNodes(schema)].flatMap(([, key]) => nameOf(key) ?? []));

/** The keys of the groups that take any key (v.object, v.looseObject), where a misspelt text goes
 * unnamed. */
export const openGroups = (schema: unknown): string[] =>
  [...schemaNodes(schema)]
    .filter(([node]) => node.type === 'object' || node.type === 'loose_object')
    .map(([, key]) => key);

/** The key of `name` in the value at `key`, as mistakes name it: `hero.title`, `about.text[1]`. */
export const childKey = (key: string, name: string | number, inList: boolean): string =>
  inList ? `${key}[${name}]` : key ? `${key}.${name}` : String(name);
/** The key a key is under: `about` of `about.text[1]`'s `about.text`, '' of a group's. */
export const parentOf = (key: string) => /^(.+)(\.[^.[]+|\[\d+\])$/.exec(key)?.[1] ?? '';
/** The last name of a key: `text` of `about.text`; none of a list's item, `about.text[1]`. */
export const nameOf = (key: string): string | undefined => /[^.[\]]+$/.exec(key)?.[0];
/** The group of a text's key: `hero` of `hero.title`, `workshops` of `workshops[0]`. */
export const groupOf = (key: string) => key.split(/[.[]/)[0]!;

/** The value at a key: `founder.name` → config.founder.name, `about.text[0]` → t.about.text[0],
 * `workshopHours['ux-workflows']` → config.workshopHours['ux-workflows']. */
export const valueAt = (value: unknown, key: string): unknown =>
  key
    .split(/[.[\]']/)
    .filter(Boolean)
    .reduce<unknown>((at, name) => (at as Record<string, unknown> | undefined)?.[name], value);

/** The keys of the values in `value` that `test` picks, wherever they stand (not looked into further). */
export function keysWhere(value: unknown, test: (value: unknown) => boolean, key = ''): string[] {
  if (test(value)) return [key];
  const found: string[] = [];
  // A key is made only for what is found or looked into: most values are texts, passed by.
  const walk = (at: unknown, atKey: string) => {
    if (!at || typeof at !== 'object') return;
    const inList = Array.isArray(at);
    for (const [name, inner] of Object.entries(at))
      if (test(inner)) found.push(childKey(atKey, name, inList));
      else if (inner && typeof inner === 'object') walk(inner, childKey(atKey, name, inList));
  };
  walk(value, key);
  return found;
}

/** `value` (content, or any plain data) with every string put through `map`, which also gets the
 * string's key as content errors name it (`hero.title`, `workshops.items[0].slug`) and the key's
 * last name (`title`, `slug`; `text` for `about.text[1]`); a string `map` returns nothing for stays. */
export function mapTexts<T>(
  value: T,
  map: (text: string, key: string, leaf: string) => string | void,
  key = '',
  leaf = '',
): T {
  if (typeof value === 'string') return (map(value, key, leaf) ?? value) as T;
  if (Array.isArray(value)) return value.map((item, i) => mapTexts(item, map, childKey(key, i, true), leaf)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapTexts(v, map, childKey(key, k, false), k);
    return out as T;
  }
  return value;
}

/** A key as mistakes name it: `hero.title`, `workshops.items[0].slug`, `workshopHours['ux-workflows']`. */
const keyOf = (path: readonly PropertyKey[]): string =>
  path
    .map((name, i) =>
      typeof name === 'number'
        ? `[${name}]`
        : /^[a-z_$][\w$]*$/i.test(String(name))
          ? `${i ? '.' : ''}${String(name)}`
          : `['${String(name)}']`,
    )
    .join('');

/** What `schema` finds wrong with `value`: each mistake by its key, with what to do; a value's
 * first only (`abortPipeEarly`): a check piped after another sees only what that one passed. */
export function schemaIssues(schema: v.GenericSchema, value: unknown, declared: string, file = 'i18n/types.ts') {
  const issues = v.safeParse(schema, value, { abortEarly: false, abortPipeEarly: true }).issues ?? [];
  return issues.map((issue) => {
    const key = keyOf((issue.path ?? []).map((step) => step.key as PropertyKey));
    const problem =
      // A key the schema does not have (site/check.ts names a typo of one missing beside it once, to rename).
      issue.type === 'strict_object' && issue.received !== 'undefined'
        ? `no key ${issue.received} here: spell it as ${declared} in ${file} does, or remove it`
        : issue.kind !== 'schema' ||
            issue.type === 'union' ||
            (issue.type === 'custom' && issue.received !== 'undefined')
          ? issue.message
          : issue.received === 'undefined'
            ? `missing: add it (see ${declared} in ${file})`
            : issue.type === 'picklist'
              ? `${issue.received} is none of the choices: write ${choices(issue.expected!)}`
              : `${shape(issue.expected!)} belongs here, not ${shapes[issue.received] ?? issue.received}`;
    return { key, problem };
  });
}

/** A value's shape as the owner writes it, by valibot's name of its type. */
const shapes: Record<string, string> = {
  Array: 'a list',
  Object: 'a group',
  string: "a text in '…'",
  boolean: 'true or false (without quotes)',
  number: 'a number (without quotes)',
};
const shape = (type: string) => shapes[type] ?? `a ${type}`;
/** A picklist's options as valibot writes them (`("a" | "b")`), as the owner writes one: 'a' or 'b'. */
const choices = (expected: string) => {
  const options = expected
    .replace(/^\(|\)$/g, '')
    .split(' | ')
    .map((option) => option.replace(/^"(.*)"$/, "'$1'"));
  return options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options[0]!;
};

// The shape of site.config.ts: here, below everything, because the texts' placeholders are filled
// from it (i18n/typeset.ts).

/** How a figure is measured; the words come from Intl (`Intl.NumberFormat` unit names) or, for
 * people and things, from the texts (`figures.nouns` in i18n). */
const figureUnit = v.picklist(['second', 'minute', 'hour', 'day', 'year']);
const amount = v.pipe(v.number(), v.gtValue(0, 'a figure’s amount: a number more than 0'));
/** A figure the site promises. `qualifier` is said wherever the figure appears ("rund", "unter"). */
const figure = v.union(
  [
    v.strictObject({ amount, unit: figureUnit, qualifier: v.optional(v.picklist(['about', 'under'])) }),
    v.strictObject({ amount, noun: v.literal('testers') }),
  ],
  "a figure is { amount: 30, unit: 'minute', qualifier: 'about' } (unit: second, minute, hour, day or year; qualifier: about, under or none) or { amount: 50, noun: 'testers' }",
);
export type Figure = v.InferOutput<typeof figure>;
/** Values by names the owner chooses, each checked: valibot's record skips the names `prototype`,
 * `constructor` and `__proto__` (its guard against prototype pollution), whose value it would let by. */
const named = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.custom<Record<string, v.InferInput<T>>>(
      (input) => !!input && typeof input === 'object' && !Array.isArray(input),
      'a group belongs here',
    ),
    v.transform((input) => new Map(Object.entries(input))),
    v.map(v.string(), value),
    v.transform((entries) => Object.fromEntries(entries) as Record<string, v.InferOutput<T>>),
  );

/** A space, a line break or a control character: what a URL's parser drops or encodes unasked, so
 * that a URL holding one (`https://a.de?\nDisallow: /`) would pass it and break a file it is written to. */
const unsafeInUrl = /[\s\p{Cc}]/u;
const isHttpUrl = (url: string) => !unsafeInUrl.test(url) && /^https?:\/\//i.test(url) && URL.canParse(url);
/** An absolute http(s) URL, as an address bar shows it; `shape` is what the message asks for. */
const httpUrlAs = (shape: string) =>
  v.pipe(
    v.string(),
    v.check(isHttpUrl, (issue) =>
      unsafeInUrl.test(issue.input as string)
        ? `${JSON.stringify(issue.input)} holds a space, a line break or a control character: write the URL without it`
        : `'${issue.input}' is not an absolute http(s) URL: write it as ${shape}`,
    ),
  );
const httpUrl = httpUrlAs('https://host/path');
/** An origin is asked for as one: the path the general shape shows is what it may not have. */
const httpOrigin = httpUrlAs('https://example.com, with no path');
/** A page the site links to: over https, as every page a visitor leaves for (a booking, a sign-up) should be. */
const linkUrl = v.pipe(
  httpUrl,
  v.check(
    (url) => !/^http:/i.test(url),
    (issue) => `'${issue.input}' is plain http: a visitor's details would go unencrypted; write it with https://`,
  ),
);
/** An http(s) origin, without a path, a query, a fragment or a user. */
const notOrigin = (url: string) =>
  new URL(url).origin === url.replace(/\/$/, '')
    ? null
    : `'${url}' must be an origin alone (https://example.com): no path, query, fragment or user, the host in lower case (with umlauts in its xn-- form)`;
const originUrl = v.pipe(
  httpOrigin,
  v.check(
    (url) => !notOrigin(url),
    (issue) => notOrigin(issue.input as string)!,
  ),
);
/** An e-mail address, as the build has always taken it (valibot's `email` refuses a `'`, as in o'brien@…). */
const emailAddress =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with a name as the texts it is filled into would read it, or null: plain words. */
const nameProblem = (value: string): string | null => {
  if (/[<>{}]/.test(value))
    return "holds '<', '>', '{' or '}', which the texts it is filled into refuse: leave them out";
  try {
    if (parseInline(value, false).every((token) => token.kind === 'text')) return null;
  } catch {}
  return 'holds what the texts it is filled into read as markup (`**`, a link, an HTML entity such as &amp;): write it as plain words';
};
/** A name the texts' placeholders fill in (`{brand}`): as text, so no markup in it. */
const name = v.pipe(
  text,
  v.check(
    (value) => nameProblem(value) === null,
    (issue) => nameProblem(issue.input as string)!,
  ),
);

/** The regions CLDR names (Intl): an unknown code is named as itself, ZZ is "Unknown Region". */
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
/** A region's two capitals, as ISO 3166-1 writes them (and the regions CLDR also names, UK and EU). */
export const isRegion = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regions.of(code) !== code;
export const siteConfigSchema = v.strictObject({
  brand: name,
  /** Absolute origin without trailing slash, used for canonical URLs, sitemap and Open Graph. */
  // An origin, over https: two mistakes of one URL, both named in one build.
  siteUrl: v.pipe(
    httpOrigin,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const url = dataset.value;
      const wrong = notOrigin(url);
      if (wrong) addIssue({ message: wrong });
      // A server on this machine (a preview build's canonical URLs) may be http.
      if (/^http:/i.test(url) && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname))
        addIssue({
          message: `'${url}' must be https://: the site is served over HTTPS (its headers say so to browsers, its privacy policy to visitors)`,
        });
    }),
  ),
  /** The owner's full name as on the site, in search results and in the imprint. */
  founder: v.strictObject({ name, jobTitle: name }),
  /** Shown in the imprint and the privacy policy, and in the structured data. */
  email: v.pipe(
    v.string(),
    v.regex(
      emailAddress,
      (issue) =>
        `'${issue.input}' is not an e-mail address: write it as name@example.com (without mailto:, a domain with umlauts in its xn-- form)`,
    ),
  ),
  /** The professional network the profile link (`links.profile`) leads to, and its privacy policy
   * (privacy page); both left out where the site links no profile. */
  network: v.optional(v.strictObject({ name, privacyPolicy: httpUrl })),
  /** The platform the tools' links lead to, its provider, the origin every tool link is on and its
   * privacy policy: the privacy page names them (`{toolPlatform}`, `{toolPlatformProvider}`). Left
   * out where no tool links elsewhere. */
  toolPlatform: v.optional(v.strictObject({ name, provider: name, origin: originUrl, privacyPolicy: httpUrl })),
  /** The URLs the texts link to by id (`{ external: 'booking' }`); `profile` and `rapidFramesSignup`
   * may be left out. */
  links: v.objectWithRest(
    { booking: linkUrl, profile: v.optional(linkUrl), rapidFramesSignup: v.optional(linkUrl) },
    linkUrl,
  ),
  /** The figures the texts promise, written there as `{prototype}`, `{call}` … (see i18n/typeset.ts),
   * so each is said the same way, with the same qualifier, wherever it appears. */
  figures: named(figure),
  /** One duration per workshop, by its id: the visible text and the structured data both read it. */
  workshopHours: named(v.pipe(v.number(), v.gtValue(0, "the workshop's duration: more than 0 hours"))),
  /** Google Analytics 4's measurement id; '' or the template's G-XXXXXXXXXX: no analytics. */
  analyticsId: v.pipe(
    v.string(),
    v.check(
      (id) => id === '' || /^G-[A-Z0-9]{6,}$/.test(id),
      (issue) =>
        `'${issue.input}' is no GA4 measurement id: write it as Google Analytics shows it (Admin, Data streams: G- and capitals and digits), or 'G-XXXXXXXXXX' for no analytics`,
    ),
  ),
  /** The countries the owner serves, as ISO 3166-1 codes (or the regions CLDR also names, UK and EU):
   * the home page's structured data says them (Service's `areaServed`). Left out, it says none. */
  areaServed: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.check(
          (code) => isRegion(code),
          (issue) => `'${issue.input}' is no country code: write its two capitals (DE, FR, US)`,
        ),
      ),
    ),
  ),
  /** The look: the brand colour (buttons, the logo's ground, the share cards), the accent colour and
   * the font (fontsource's name, installed as @fontsource-variable/<name> and @fontsource/<name>). The
   * palette follows from the two colours (site/theme.ts); the checker refuses a pair below WCAG AA. */
  theme: v.strictObject({ brand: v.string(), accent: v.string(), font: text }),
  /** What only the owner knows of their setup, which the privacy policy says (null: not chosen yet,
   * a gap on the policy and the launch list): where the site is hosted, whether a processing agreement
   * (Art. 28 GDPR) with the host is concluded and Google's data processing terms are accepted for
   * Analytics, and whether the service worker keeps the pages readable offline. */
  privacy: v.strictObject({
    host: v.nullable(v.picklist(hostChoices)),
    hostAgreement: v.nullable(v.boolean()),
    googleTerms: v.nullable(v.boolean()),
    serviceWorker: v.boolean(),
  }),
  /** The language whose imprint and privacy policy prevail, by its code; the others' legal pages say
   * so (pages/Legal.tsx). Left out: the first of i18n/languages.ts. */
  legalLanguage: v.optional(text),
  /** Keys of values that equal the template's examples and are the owner's all the same (site/check.ts). */
  confirmed: v.optional(v.array(v.string()), []),
});
export type OwnerConfig = v.InferInput<typeof siteConfigSchema>;
/** The config a build uses: the owner's, with the environment's values over it (site/config.ts). */
export type SiteConfig = v.InferOutput<typeof siteConfigSchema> & { links: { rapidFramesSignup: string } };

/** A sign-up URL of its own is configured: the Rapid Frames buttons sign up instead of booking a call. */
export const rapidFramesSignupOpen = (config: SiteConfig): boolean =>
  config.links?.rapidFramesSignup !== config.links?.booking;
