// The shape of all visible text and of site.config.ts, declared once as schemas (valibot): the types
// (`Content`, `SiteConfig`, …) are inferred from them, and the build parses each language's texts
// and the config with them (site/validate.ts), so a text missing in one language is a type error
// and, for a file the type checker did not see, a build error by file, key and language. The
// schemas say what a value must be (a text is not empty, a slug is lower-case words, an e-mail is
// one); site/validate.ts checks by hand only what no schema can (links to existing routes, unique
// slugs and page titles, markup, lists of the same length in every language).
//
// Inline markup, allowed in every text and parsed into elements (never injected as HTML):
//   **emphasis**            rendered as <strong>
//   {name}                  a value from site.config.ts, filled in by the build (i18n/typeset.ts):
//                           {brand} {founder} {email} {network} {networkPrivacyPolicy}
//                           {toolPlatform} {toolPlatformProvider} {year}, and the figures:
//                           {prototype} → "rund 30 Minuten", {call:compound} → "15-Minuten",
//                           {experience:number} → "20". An unknown name fails the build.
// Rich text (`RichText`, the legal pages) additionally allows:
//   [label](target)         a link; target is `route:<RouteId>`, `https://…`, `mailto:…` or `tel:…`
//   [[placeholder]]         an owner's detail still to fill in, shown highlighted
import * as v from 'valibot';

export { languages, type Lang } from './languages.ts';

export const workshopIds = ['ux-workflows', 'user-research'] as const;
export type WorkshopId = (typeof workshopIds)[number];

/** The ids of the page table (pages/pages.ts), which fills this in: declared there, once. */
export interface PageIds {}
/** Every page of the site; workshop pages are `workshop:<id>`. */
export type RouteId = (keyof PageIds & string) | `workshop:${WorkshopId}`;

/** The top-level navigation link a page belongs to (shown as the current page). */
export type NavSection = 'home' | 'tools';

/** A visible text: never empty (nor only spaces). */
const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'empty text'));
/** A list of something: never empty. */
const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.minLength(1, 'empty list'));

/** The checks whose failure leaves a value the build cannot go on with (schemaIssues: `keepsShape`). */
const shapeChecks = new Set<unknown>();
/** A check of a value of the right type that, failing, leaves no value to go on with: a URL that is
 * none (the build takes each link's origin, site/privacy.ts), a workshop without its texts. */
const shapeCheck = <T>(requirement: (input: T) => boolean, message: v.ErrorMessage<v.CheckIssue<T>>) => {
  shapeChecks.add(requirement);
  return v.check(requirement, message);
};

/** External destinations; their URLs live in `site.config.ts`, never in the texts. */
export const externalLinkIds = ['booking', 'profile', 'interviewGpt', 'feedbackGpt', 'rapidFramesSignup'] as const;
export type ExternalLinkId = (typeof externalLinkIds)[number];
/** The tools' links: every external link but these pages, so that a tool added or removed with its
 * link changes nothing else. Each is on the origin of `toolPlatform` (siteConfigSchema). */
export const isToolLink = (id: string): boolean => !['booking', 'profile', 'rapidFramesSignup'].includes(id);

/** A link to a page of this site, optionally a section of it. An interface, not inferred: the page
 * ids come from the page table, whose pages take the Content this schema declares. That the page
 * exists is checked against the table (site/validate.ts), which lives above i18n/. */
export interface RouteLink {
  route: RouteId;
  hash?: string | undefined;
}
const routeLink: v.GenericSchema<RouteLink> = v.object({
  route: v.string() as v.GenericSchema<RouteId>,
  hash: v.optional(text),
});
/** Where a link goes: a page of this site or a configured URL. */
const link = v.union(
  [routeLink, v.object({ external: v.picklist(externalLinkIds) })],
  'a link is { route: <page id> } or { external: <link id of site.config.ts> }',
);
export type Link = v.InferOutput<typeof link>;

/** The icons of components/Icon.tsx. */
export const iconNames = [
  'interview',
  'frames',
  'synthesis',
  'journey',
  'clock',
  'spark',
  'layers',
  'target',
  'users',
  'check',
  'rocket',
  'key',
  'chat',
  'compass',
] as const;
const icon = v.picklist(iconNames);
export type IconName = v.InferOutput<typeof icon>;

const seo = v.object({
  /** Page title without the brand; the build appends ' - Brand'. */
  title: text,
  description: text,
});
export type Seo = v.InferOutput<typeof seo>;

const titledText = v.object({ title: text, text });
export type TitledText = v.InferOutput<typeof titledText>;

const iconText = v.object({ ...titledText.entries, icon });
export type IconText = v.InferOutput<typeof iconText>;

const callToAction = v.object({ title: text, text, button: text });
export type CallToAction = v.InferOutput<typeof callToAction>;

const richBlock = v.union(
  [v.object({ h2: text }), v.object({ h3: text }), v.object({ p: text }), v.object({ ul: list(text) })],
  'a block of rich text is { h2 }, { h3 }, { p } or { ul }',
);
export type RichBlock = v.InferOutput<typeof richBlock>;
const richText = list(richBlock);
export type RichText = v.InferOutput<typeof richText>;

/** What the site does that the privacy policy covers, section by section; which are on in a build,
 * and what each stores or contacts, is declared in site/privacy.ts. */
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
export type PrivacyFeature = (typeof privacyFeatures)[number];
/** One thing stored on the visitor's device or one outside origin, as declared in site/privacy.ts. */
const privacyEntryIds = [
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
export type PrivacyEntryId = (typeof privacyEntryIds)[number];
/** When something is stored or contacted: on every visit, only after the visitor chose something
 * (a language, a consent choice), only after consent, or only when the visitor follows a link. */
const privacyWhen = ['always', 'choice', 'consent', 'click'] as const;
export type PrivacyWhen = (typeof privacyWhen)[number];
const storageKinds = ['localStorage', 'cookie', 'cacheStorage', 'serviceWorker'] as const;
export type StorageKind = (typeof storageKinds)[number];
/** How long a stored thing stays: `untilAssetsChange` is the service worker's cache (replaced at the
 * next visit after a file it serves from the cache changes), `consentLifetime` the consent choice
 * (`consentMonths`, site/privacy.ts). */
const retentions = ['untilDeleted', 'untilAssetsChange', 'consentLifetime', 'twoYears'] as const;
export type Retention = (typeof retentions)[number];
/** A legal basis: `consent` (TDDDG § 25(1), GDPR Art. 6(1)(a)), `necessary` (strictly necessary for
 * what the visitor asked for, TDDDG § 25(2) no. 2, and legitimate interest, GDPR Art. 6(1)(f)),
 * `contract` (steps towards a contract, GDPR Art. 6(1)(b)), `none` (the site processes nothing;
 * the provider alone is responsible). */
const legalBases = ['consent', 'necessary', 'contract', 'none'] as const;
export type LegalBasis = (typeof legalBases)[number];
/** A `value` for each of `keys`, none left out and none else. */
const each = <K extends string, S extends v.GenericSchema>(keys: readonly K[], value: S) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, S>);
/** A text for each of `keys`, none left out. */
const textsFor = <K extends string>(keys: readonly K[]) => each(keys, text);

/** A section of the privacy policy: its line in "At a glance", and its text; `{ declared: true }`
 * marks where the build lists what the section stores and contacts, from site/privacy.ts. */
const privacySection = v.object({
  title: text,
  summary: text,
  body: list(
    v.union(
      [richBlock, v.object({ declared: v.literal(true) })],
      'a block of the section is { h2 }, { h3 }, { p }, { ul } or { declared: true }',
    ),
  ),
});
export type PrivacySection = v.InferOutput<typeof privacySection>;

/** The privacy policy's texts. The build puts the page together (site/privacy.ts): "At a glance",
 * `intro`, a section for each feature on in this build, `closing`. */
const privacyTexts = v.object({
  seo,
  title: text,
  glance: v.object({
    title: text,
    text,
    /** Added when nothing in this build sets a cookie. */
    noCookies: text,
    /** Added when no page contacts another server unless a link is followed. */
    noThirdParties: text,
  }),
  intro: richText,
  sections: each(privacyFeatures, privacySection),
  closing: richText,
  /** The words of the generated lines, one a stored key or outside origin. */
  facts: v.object({
    kinds: textsFor(storageKinds),
    /** What an entry is for, in a sentence. */
    purposes: textsFor(privacyEntryIds),
    when: textsFor(privacyWhen),
    retention: textsFor(retentions),
    basis: textsFor(legalBases),
    labels: v.object({ when: text, retention: text, basis: text, privacyPolicy: text, subdomainsOf: text }),
    /** Around a stored name: „lang“, “lang”. */
    quotes: v.object({ open: text, close: text }),
  }),
  /** Filled by the build from the texts above and the declaration; never written in the texts. */
  body: v.optional(richText),
});
export type PrivacyTexts = v.InferOutput<typeof privacyTexts>;

const pill = v.picklist(['customGpt', 'alpha', 'planned']);

const tool = v.object({
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

const workshop = v.object({
  id: v.picklist(workshopIds),
  /** URL segment under /workshops/ (after the language's prefix). Unique per language. */
  slug: v.pipe(
    text,
    // An empty slug is the text's mistake alone.
    v.check(
      (slug) => !slug || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
      (issue) => `workshop slug '${issue.input}' must be lower-case words joined by '-'`,
    ),
  ),
  /** Who it is for, shown as a pill: "Für UX-Teams". */
  audience: text,
  title: text,
  teaser: text,
  points: list(text),
  target: text,
  linkLabel: text,
  detailPage: v.object({
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

/** The texts of the workshops: one item for each of `workshopIds`, exactly one. A workshop without
 * its item has no page (`shape`: the build cannot go on to fill and check the texts). */
const workshopItems = workshopIds.reduce<v.GenericSchema<Workshop[]>>((items, id) => {
  const count = (items: Workshop[]) => items.filter((item) => item.id === id).length;
  return v.pipe(
    items,
    shapeCheck(
      (items) => count(items) > 0,
      `workshop '${id}' of workshopIds (i18n/types.ts) has no texts: add an item with id: '${id}'`,
    ),
    v.check(
      (items) => count(items) < 2,
      (issue) => `workshop '${id}' must appear exactly once, found ${count(issue.input)}`,
    ),
  );
}, list(workshop));

/** The hero of a tool page and its SEO, with the keywords of its meta tags. */
const toolSeo = v.object({ ...seo.entries, keywords: text });
/** The two texts of what a sign-up button does: `call` while it books a call, `signup` once it signs up. */
const callOrSignup = v.object({ call: text, signup: text });

export const contentSchema = v.object({
  common: v.object({
    skipToContent: text,
    /** Screen-reader suffix for links that open a new tab. */
    opensInNewTab: text,
    backToHome: text,
    /** Visible workshop duration; `{hours}` is the workshop's configured value ("2 Stunden"). */
    duration: text,
    durationLabel: text,
    breadcrumbHome: text,
    notFound: v.object({ seo, title: text, text, home: text }),
    /** Redirect stubs for old URLs. */
    redirect: v.object({ title: text, text, link: text }),
    /** Analytics consent banner; shown only on builds with a real analytics id. */
    consent: v.object({ title: text, text, accept: text, decline: text, settings: text }),
    /** Alt text of a page's share image (Open Graph card); `{brand}` and `{title}` are filled in. */
    shareImageAlt: text,
  }),
  navigation: v.object({
    label: text,
    home: text,
    solutions: text,
    tools: text,
    about: text,
    offer: text,
    /** The one label of the booking action, wherever a button books the free call. */
    cta: text,
    menuOpen: text,
    menuClose: text,
  }),
  hero: v.object({
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
  problem: v.object({ eyebrow: text, title: text, items: list(iconText) }),
  solutions: v.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    benefits: list(iconText),
    /** 'Launch Fast' and 'Own Your Stack'. */
    options: list(v.object({ icon, title: text, text, points: list(text) })),
    /** Its button books the call (label: navigation.cta). */
    cta: v.omit(callToAction, ['button']),
  }),
  workshops: v.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    items: workshopItems,
    /** `cta.button` requests the workshop through the booking call, and says so. */
    detail: v.object({
      outcomeTitle: text,
      outcome2Title: text,
      cta: callToAction,
      otherTitle: text,
      /** Label of the teaser card: it shows the next workshop, on the last one the one before. */
      next: text,
      previous: text,
    }),
  }),
  tools: v.object({
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
  interviewAgent: v.object({
    seo: toolSeo,
    hero: v.object({ badge: text, title: text, subtitle: text, cta: text }),
    intro: v.object({ title: text, bullets: list(text), result: text }),
    solution: titledText,
    helps: v.object({ title: text, items: list(text) }),
    coverage: v.object({ title: text, types: list(titledText) }),
    benefits: v.object({ title: text, items: list(iconText) }),
    how: v.object({ title: text, steps: list(titledText) }),
    why: v.object({ title: text, points: list(text) }),
    cta: callToAction,
  }),
  markdownPrototyping: v.object({
    seo: toolSeo,
    /** `note`: under the button, of what it does: `call` while it books a call, `signup` once it signs up. */
    hero: v.object({ badge: text, title: text, subtitle: text, note: callOrSignup }),
    /** `example: true` marks a made-up quote: listed before launch, refused by a release build. */
    testimonial: v.object({ quote: text, author: text, role: text, example: v.optional(v.boolean()) }),
    exampleLibrary: v.object({ title: text, text, examples: list(text) }),
    usps: v.object({ title: text, items: list(iconText) }),
    audience: v.object({ title: text, description: text, benefits: list(text), flexibility: text }),
    features: v.object({ title: text, items: list(iconText) }),
    alphaOffer: v.object({ badge: text, title: text, text, points: list(text) }),
    cta: v.object({ title: text, subtitle: text, note: callOrSignup }),
    /** The label of every sign-up button: `call` while no sign-up URL is configured (the buttons
     * book a call about the alpha), `signup` once one is. */
    button: callOrSignup,
  }),
  about: v.object({
    eyebrow: text,
    title: text,
    /** Paragraphs; may use **emphasis**. */
    text: list(text),
    highlights: list(titledText),
    profileLink: text,
    portraitAlt: text,
  }),
  /** The closing call; its button books the call (label: navigation.cta). */
  cta: v.object({ ...v.omit(callToAction, ['button']).entries, note: text }),
  /** Words around the figures of site.config.ts: `{alphaTesters}` → "50 Testpersonen". */
  figures: v.object({
    qualifiers: v.object({ about: text, under: text }),
    nouns: v.object({ testers: v.object({ one: text, other: text }) }),
  }),
  /** The languages' names are in i18n/languages.ts: each written in itself, the same on every page. */
  language: v.object({ label: text }),
  impressum: v.object({ seo, title: text, body: richText }),
  datenschutz: privacyTexts,
  footer: v.object({ tagline: text, legalLabel: text, imprint: text, privacy: text, copyright: text }),
});
export type Content = v.InferOutput<typeof contentSchema>;

/** `value` (content, or any plain data) with every string put through `map`, which also gets the
 * string's key as content errors name it (`hero.title`, `workshops.items[0].slug`) and the key's
 * last name (`title`, `slug`; `text` for `about.text[1]`). */
export function mapTexts<T>(
  value: T,
  map: (text: string, key: string, leaf: string) => string,
  key = '',
  leaf = '',
): T {
  if (typeof value === 'string') return map(value, key, leaf) as T;
  if (Array.isArray(value)) return value.map((item, i) => mapTexts(item, map, `${key}[${i}]`, leaf)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapTexts(v, map, key ? `${key}.${k}` : k, k);
    return out as T;
  }
  return value;
}

/** A key as content errors name it: `hero.title`, `workshops.items[0].slug`, `workshopHours['ux-workflows']`. */
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

const kinds: Record<string, string> = {
  string: 'text',
  array: 'list',
  object: 'group',
  // A value for each of a set of keys (`each`): a record, as the messages have always called it.
  strict_object: 'record',
  number: 'number',
};

/** A schema as schemaIssues walks it: what each kind of schema holds inside. */
interface Node {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly unknown[];
  literal?: unknown;
}
/** The schema of `key` inside `schema`: an entry of a group, the item of a list, in the form of a union that has it. */
const inner = (schema: Node, key: unknown): Node | undefined => {
  if (schema.wrapped) return inner(schema.wrapped, key);
  if (schema.entries) return Object.hasOwn(schema.entries, String(key)) ? schema.entries[String(key)] : undefined;
  if (schema.item) return schema.item;
  if (schema.type === 'union')
    for (const form of schema.options as Node[]) {
      const found = inner(form, key);
      if (found) return found;
    }
  return undefined;
};
const unwrapped = (schema: Node): Node => (schema.wrapped ? unwrapped(schema.wrapped) : schema);

/** A mistake a schema found: its key, what to add or fix, and whether the value keeps its shape (a
 * text empty or malformed, not missing): then the build can go on to fill it in and check the rest. */
export interface SchemaIssue {
  key: string;
  problem: string;
  keepsShape: boolean;
}

/** What `schema` finds wrong with `value`, every mistake; `declared` is the type the owner reads. */
export function schemaIssues(schema: v.GenericSchema, value: unknown, declared: string): SchemaIssue[] {
  type Found = Omit<SchemaIssue, 'keepsShape'> & { missing: boolean };
  const parse = (schema: Node, value: unknown) => v.safeParse(schema as v.GenericSchema, value).issues ?? [];
  /** `issue` of `at`, the schema at `path`. */
  const read = (issue: v.GenericIssue, at: Node, path: PropertyKey[]): Found[] => {
    const steps = issue.path ?? [];
    const keys = [...path, ...steps.map((step) => step.key as PropertyKey)];
    const key = keyOf(keys);
    const parent = steps.slice(0, -1).reduce<Node | undefined>((node, step) => node && inner(node, step.key), at);
    const last = steps.at(-1);
    const node = last ? parent && inner(parent, last.key) : at;
    const found = (problem: string, missing = false): Found[] => [{ key, problem, missing }];
    if (last?.origin === 'key' && issue.expected === 'never') {
      // A group that takes only its own keys: every other one (valibot names the first).
      const known = parent?.entries ?? {};
      return Object.keys(last.input as object)
        .filter((name) => !Object.hasOwn(known, name))
        .map((name) => ({
          key: keyOf([...path, ...steps.slice(0, -1).map((step) => step.key as PropertyKey), name]),
          problem: `no such key in ${declared}: remove or rename it`,
          missing: false,
        }));
    }
    // A list where a group belongs has none of its keys (valibot takes it for an object).
    if (last?.origin === 'key' && Array.isArray(last.input))
      return [
        {
          key: keyOf(keys.slice(0, -1)),
          problem: `a ${kinds[parent ? unwrapped(parent).type : 'object'] ?? 'group'} belongs here, not ${JSON.stringify(last.input)}`,
          missing: false,
        },
      ];
    // A key left out: what its schema says of nothing there.
    if (last?.origin === 'key' && issue.input === undefined && node)
      return parse(node, undefined).flatMap((found) => read(found, node, keys));
    if (issue.type === 'union' && node) {
      // The form that got furthest: fewest keys missing (`{ p: ' ' }` is a paragraph, its text empty).
      const forms = (unwrapped(node).options as Node[]).map((form) => {
        const issues = parse(form, issue.input);
        const found = issues.flatMap((formIssue) => read(formIssue, form, keys));
        return { issues: issues.length, found, missing: found.filter((f) => f.missing).length };
      });
      const [best] = forms.toSorted((a, b) => a.missing - b.missing || a.issues - b.issues);
      return best && !best.missing ? best.found : found(issue.message);
    }
    if ((issue.type === 'picklist' || issue.type === 'literal') && node) {
      const values = unwrapped(node).options ?? [unwrapped(node).literal];
      return found(`'${String(issue.input)}' is none of ${values.map((option) => `'${String(option)}'`).join(', ')}`);
    }
    if (issue.kind === 'schema') {
      const kind = kinds[issue.type] ?? issue.type;
      return issue.input === undefined
        ? found(`missing: add the ${kind} (see ${declared} in i18n/types.ts)`, true)
        : found(`a ${kind} belongs here, not ${JSON.stringify(issue.input)}`);
    }
    return found(issue.message);
  };
  return (
    parse(schema as Node, value)
      .flatMap((issue) => {
        // A value of the right type, its text empty or malformed, keeps its shape; one missing, of another
        // type, none of the values it may be, or one a shape check refuses (shapeCheck) does not.
        // Nor does a mistake inside a form of a union: that form is the nearest, not known to be the one meant.
        let node: Node | undefined = schema as Node;
        let inUnion = false;
        for (const step of issue.path ?? []) {
          inUnion ||= !!node && unwrapped(node).type === 'union';
          node = node && inner(node, step.key);
        }
        const keepsShape = issue.kind === 'validation' && !shapeChecks.has(issue.requirement) && !inUnion;
        return read(issue, schema as Node, []).map(({ key, problem }) => ({ key, problem, keepsShape }));
      })
      // A list where a group belongs is named once, not for each key it lacks.
      .filter((found, i, all) => i === 0 || found.key !== all[i - 1]!.key || found.problem !== all[i - 1]!.problem)
  );
}

// The shape of site.config.ts: here, below everything, because the texts' placeholders are filled
// from it (i18n/typeset.ts).

/** How a figure is measured; the words come from Intl (`Intl.NumberFormat` unit names) or, for
 * people and things, from the texts (`figures.nouns` in i18n). */
const figureUnit = v.picklist(['second', 'minute', 'hour', 'day', 'year']);
export type FigureUnit = v.InferOutput<typeof figureUnit>;
/** A figure the site promises. `qualifier` is said wherever the figure appears ("rund", "unter"). */
const figure = v.union(
  [
    v.object({ amount: v.number(), unit: figureUnit, qualifier: v.optional(v.picklist(['about', 'under'])) }),
    v.object({ amount: v.number(), noun: v.literal('testers') }),
  ],
  "a figure is { amount, unit: 'minute' … } or { amount, noun: 'testers' }",
);
export type Figure = v.InferOutput<typeof figure>;

/** An absolute http(s) URL. */
const httpUrl = v.pipe(
  v.string(),
  shapeCheck(
    (url) => /^https?:\/\//i.test(url.trim()) && URL.canParse(url.trim()),
    (issue) => `'${issue.input}' is not an absolute http(s) URL`,
  ),
);
/** An e-mail address, as the build has always taken it (valibot's `email` refuses a `'`, as in o'brien@…). */
const emailAddress =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An http(s) origin, without a path. */
const originUrl = v.pipe(
  httpUrl,
  v.check(
    (url) => !URL.canParse(url.trim()) || new URL(url.trim()).pathname === '/',
    (issue) => `'${issue.input}' must be an origin alone (https://example.com), without a path`,
  ),
);
/** The origin of a URL, for a value the schema may yet refuse (the check below runs on it too). */
const originOf = (url: unknown) =>
  typeof url === 'string' && URL.canParse(url.trim()) ? new URL(url.trim()).origin : undefined;

const siteConfigEntries = v.object({
  brand: text,
  /** Absolute origin without trailing slash, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: originUrl,
  /** The owner's full name as on the site, in search results and in the imprint. */
  founder: v.object({ name: text, jobTitle: text }),
  /** Shown in the imprint and the privacy policy, and in the structured data. */
  email: v.pipe(
    v.string(),
    v.regex(emailAddress, (issue) => `'${issue.input}' is not an e-mail address`),
  ),
  /** The professional network the profile link leads to, and its privacy policy (privacy page). */
  network: v.object({ name: text, privacyPolicy: httpUrl }),
  /** The platform the tools' links lead to, its provider, the origin every tool link is on and its
   * privacy policy: the privacy page names them (`{toolPlatform}`, `{toolPlatformProvider}`). */
  toolPlatform: v.object({ name: text, provider: text, origin: originUrl, privacyPolicy: httpUrl }),
  links: each(externalLinkIds, httpUrl),
  /** The figures the texts promise, written there as `{prototype}`, `{call}` … (see i18n/typeset.ts),
   * so each is said the same way, with the same qualifier, wherever it appears. */
  figures: v.object({
    /** From idea to clickable prototype (the AI prototyping offer). */
    prototype: figure,
    /** From user journey to screens (the AI prototyping offer). */
    journey: figure,
    /** An interview plan from the interview assistant. */
    interviewPlan: figure,
    /** The founder's experience in product and UX. */
    experience: figure,
    /** Rapid Frames alpha places. */
    alphaTesters: figure,
    /** The free booking call. */
    call: figure,
  }),
  /** One duration per workshop: the visible text and the structured data both read it. */
  workshopHours: each(workshopIds, v.pipe(v.number(), v.gtValue(0, "the workshop's duration: more than 0 hours"))),
  analyticsId: v.string(),
  themeColor: v.string(),
  /** Keys of values that equal the template's examples and are the owner's all the same (site/launch.ts). */
  confirmed: v.optional(v.pipe(v.array(v.string()), v.readonly())),
});

export const siteConfigSchema = v.pipe(
  siteConfigEntries,
  // A tool link elsewhere than on the platform would make the privacy policy name the wrong provider.
  // A raw check runs also when other keys are wrong, so that one build names every mistake.
  v.rawCheck(({ dataset, addIssue }) => {
    const config = (dataset.value ?? {}) as Record<string, unknown> & {
      links?: Record<string, unknown>;
      toolPlatform?: { origin?: unknown };
    };
    const platform = originOf(config.toolPlatform?.origin);
    const step = (input: Record<string, unknown>, key: string, value: unknown) =>
      ({ type: 'object', origin: 'value', input, key, value }) as const;
    for (const id of externalLinkIds.filter(isToolLink)) {
      const url = config.links?.[id];
      const origin = originOf(url);
      if (!platform || !origin || origin === platform) continue;
      addIssue({
        message: `'${String(url)}' is not on ${platform} (toolPlatform.origin), the platform the privacy policy names for the tools: point the link there, or change toolPlatform and what the legal texts say of it (datenschutz.sections.links, datenschutz.facts.purposes.gpts)`,
        path: [step(config, 'links', config.links), step(config.links!, id, url)],
      });
    }
  }),
);
export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;

/** A sign-up URL of its own is configured: the Rapid Frames buttons sign up instead of booking a call. */
export const rapidFramesSignupOpen = (config: SiteConfig): boolean =>
  config.links.rapidFramesSignup !== config.links.booking;
