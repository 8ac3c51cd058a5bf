// The shape of all visible text and of site.config.ts, declared once as schemas (zod): the types
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
//                           {brand} {founder} {email} {network} {networkPrivacyPolicy} {year}, and
//                           the figures: {prototype} → "rund 30 Minuten", {call:compound} →
//                           "15-Minuten", {experience:number} → "20". An unknown name fails the build.
// Rich text (`RichText`, the legal pages) additionally allows:
//   [label](target)         a link; target is `route:<RouteId>`, `https://…`, `mailto:…` or `tel:…`
//   [[placeholder]]         an owner's detail still to fill in, shown highlighted
import { z } from 'zod';

// A build parses each schema once: compiling a parser for it (zod's default) costs more than it saves.
z.config({ jitless: true });

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
const text = z.string().trim().min(1, { error: 'empty text', abort: true });
/** A list of something: never empty. */
const list = <T extends z.ZodType>(item: T) => z.array(item).min(1, 'empty list');

/** External destinations; their URLs live in `site.config.ts`, never in the texts. */
export const externalLinkIds = ['booking', 'profile', 'interviewGpt', 'feedbackGpt', 'rapidFramesSignup'] as const;
export type ExternalLinkId = (typeof externalLinkIds)[number];

/** A link to a page of this site, optionally a section of it. An interface, not inferred: the page
 * ids come from the page table, whose pages take the Content this schema declares. That the page
 * exists is checked against the table (site/validate.ts), which lives above i18n/. */
export interface RouteLink {
  route: RouteId;
  hash?: string | undefined;
}
const routeLink: z.ZodType<RouteLink> = z.object({
  route: z.string() as z.ZodType<RouteId>,
  hash: text.optional(),
});
/** Where a link goes: a page of this site or a configured URL. */
const link = z.union([routeLink, z.object({ external: z.enum(externalLinkIds) })], {
  error: 'a link is { route: <page id> } or { external: <link id of site.config.ts> }',
});
export type Link = z.infer<typeof link>;

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
const icon = z.enum(iconNames);
export type IconName = z.infer<typeof icon>;

const seo = z.object({
  /** Page title without the brand; the build appends ' - Brand'. */
  title: text,
  description: text,
});
export type Seo = z.infer<typeof seo>;

const titledText = z.object({ title: text, text });
export type TitledText = z.infer<typeof titledText>;

const iconText = titledText.extend({ icon });
export type IconText = z.infer<typeof iconText>;

const callToAction = z.object({ title: text, text, button: text });
export type CallToAction = z.infer<typeof callToAction>;

const richBlock = z.union(
  [z.object({ h2: text }), z.object({ h3: text }), z.object({ p: text }), z.object({ ul: list(text) })],
  {
    error: 'a block of rich text is { h2 }, { h3 }, { p } or { ul }',
  },
);
export type RichBlock = z.infer<typeof richBlock>;
const richText = list(richBlock);
export type RichText = z.infer<typeof richText>;

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
/** A text for each of `keys`, none left out. */
const textsFor = <K extends string>(keys: readonly [K, ...K[]]) => z.record(z.enum(keys), text);

/** A section of the privacy policy: its line in "At a glance", and its text; `{ declared: true }`
 * marks where the build lists what the section stores and contacts, from site/privacy.ts. */
const privacySection = z.object({
  title: text,
  summary: text,
  body: list(
    z.union([richBlock, z.object({ declared: z.literal(true) })], {
      error: 'a block of the section is { h2 }, { h3 }, { p }, { ul } or { declared: true }',
    }),
  ),
});
export type PrivacySection = z.infer<typeof privacySection>;

/** The privacy policy's texts. The build puts the page together (site/privacy.ts): "At a glance",
 * `intro`, a section for each feature on in this build, `closing`. */
const privacyTexts = z.object({
  seo,
  title: text,
  glance: z.object({
    title: text,
    text,
    /** Added when nothing in this build sets a cookie. */
    noCookies: text,
    /** Added when no page contacts another server unless a link is followed. */
    noThirdParties: text,
  }),
  intro: richText,
  sections: z.record(z.enum(privacyFeatures), privacySection),
  closing: richText,
  /** The words of the generated lines, one a stored key or outside origin. */
  facts: z.object({
    kinds: textsFor(storageKinds),
    /** What an entry is for, in a sentence. */
    purposes: textsFor(privacyEntryIds),
    when: textsFor(privacyWhen),
    retention: textsFor(retentions),
    basis: textsFor(legalBases),
    labels: z.object({ when: text, retention: text, basis: text, privacyPolicy: text, subdomainsOf: text }),
    /** Around a stored name: „lang“, “lang”. */
    quotes: z.object({ open: text, close: text }),
  }),
  /** Filled by the build from the texts above and the declaration; never written in the texts. */
  body: richText.optional(),
});
export type PrivacyTexts = z.infer<typeof privacyTexts>;

const pill = z.enum(['customGpt', 'alpha', 'planned']);

const tool = z.object({
  id: text,
  icon,
  title: text,
  description: text,
  /** `null`: the card is shown but is not a link (a tool that is not out yet: pill `planned`). */
  link: link.nullable(),
  pill,
  /** Visible label of the card's link, e.g. "Mehr erfahren" / "Open in ChatGPT". */
  linkLabel: text,
});
export type Tool = z.infer<typeof tool>;

const workshop = z.object({
  id: z.enum(workshopIds),
  /** URL segment under /workshops/ (after the language's prefix). Unique per language. */
  slug: text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: (issue) => `workshop slug '${issue.input}' must be lower-case words joined by '-'`,
  }),
  /** Who it is for, shown as a pill: "Für UX-Teams". */
  audience: text,
  title: text,
  teaser: text,
  points: list(text),
  target: text,
  linkLabel: text,
  detailPage: z.object({
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
export type Workshop = z.infer<typeof workshop>;

/** The texts of the workshops: one item for each of `workshopIds`, exactly one. A workshop without
 * its item has no page (`shape`: the build cannot go on to fill and check the texts). */
const workshopItems = list(workshop).superRefine((items, ctx) => {
  for (const id of workshopIds) {
    const count = items.filter((item) => item.id === id).length;
    if (count !== 1)
      ctx.addIssue({
        code: 'custom',
        input: items,
        params: { shape: count === 0 },
        message:
          count === 0
            ? `workshop '${id}' of workshopIds (i18n/types.ts) has no texts: add an item with id: '${id}'`
            : `workshop '${id}' must appear exactly once, found ${count}`,
      });
  }
});

/** The hero of a tool page and its SEO, with the keywords of its meta tags. */
const toolSeo = seo.extend({ keywords: text });
/** The two texts of what a sign-up button does: `call` while it books a call, `signup` once it signs up. */
const callOrSignup = z.object({ call: text, signup: text });

export const contentSchema = z.object({
  common: z.object({
    skipToContent: text,
    /** Screen-reader suffix for links that open a new tab. */
    opensInNewTab: text,
    backToHome: text,
    /** Visible workshop duration; `{hours}` is the workshop's configured value ("2 Stunden"). */
    duration: text,
    durationLabel: text,
    breadcrumbHome: text,
    notFound: z.object({ seo, title: text, text, home: text }),
    /** Redirect stubs for old URLs. */
    redirect: z.object({ title: text, text, link: text }),
    /** Analytics consent banner; shown only on builds with a real analytics id. */
    consent: z.object({ title: text, text, accept: text, decline: text, settings: text }),
    /** Alt text of a page's share image (Open Graph card); `{brand}` and `{title}` are filled in. */
    shareImageAlt: text,
  }),
  navigation: z.object({
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
  hero: z.object({
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
  problem: z.object({ eyebrow: text, title: text, items: list(iconText) }),
  solutions: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    benefits: list(iconText),
    /** 'Launch Fast' and 'Own Your Stack'. */
    options: list(z.object({ icon, title: text, text, points: list(text) })),
    /** Its button books the call (label: navigation.cta). */
    cta: callToAction.omit({ button: true }),
  }),
  workshops: z.object({
    eyebrow: text,
    title: text,
    subtitle: text,
    items: workshopItems,
    /** `cta.button` requests the workshop through the booking call, and says so. */
    detail: z.object({
      outcomeTitle: text,
      outcome2Title: text,
      cta: callToAction,
      otherTitle: text,
      /** Label of the teaser card: it shows the next workshop, on the last one the one before. */
      next: text,
      previous: text,
    }),
  }),
  tools: z.object({
    seo,
    eyebrow: text,
    title: text,
    subtitle: text,
    allTools: text,
    pills: z.record(pill, text),
    comingSoon: text,
    /** The home page shows the first three; the tools page all. */
    items: list(tool),
  }),
  interviewAgent: z.object({
    seo: toolSeo,
    hero: z.object({ badge: text, title: text, subtitle: text, cta: text }),
    intro: z.object({ title: text, bullets: list(text), result: text }),
    solution: titledText,
    helps: z.object({ title: text, items: list(text) }),
    coverage: z.object({ title: text, types: list(titledText) }),
    benefits: z.object({ title: text, items: list(iconText) }),
    how: z.object({ title: text, steps: list(titledText) }),
    why: z.object({ title: text, points: list(text) }),
    cta: callToAction,
  }),
  markdownPrototyping: z.object({
    seo: toolSeo,
    /** `note`: under the button, of what it does: `call` while it books a call, `signup` once it signs up. */
    hero: z.object({ badge: text, title: text, subtitle: text, note: callOrSignup }),
    /** `example: true` marks a made-up quote: listed before launch, refused by a release build. */
    testimonial: z.object({ quote: text, author: text, role: text, example: z.boolean().optional() }),
    exampleLibrary: z.object({ title: text, text, examples: list(text) }),
    usps: z.object({ title: text, items: list(iconText) }),
    audience: z.object({ title: text, description: text, benefits: list(text), flexibility: text }),
    features: z.object({ title: text, items: list(iconText) }),
    alphaOffer: z.object({ badge: text, title: text, text, points: list(text) }),
    cta: z.object({ title: text, subtitle: text, note: callOrSignup }),
    /** The label of every sign-up button: `call` while no sign-up URL is configured (the buttons
     * book a call about the alpha), `signup` once one is. */
    button: callOrSignup,
  }),
  about: z.object({
    eyebrow: text,
    title: text,
    /** Paragraphs; may use **emphasis**. */
    text: list(text),
    highlights: list(titledText),
    profileLink: text,
    portraitAlt: text,
  }),
  /** The closing call; its button books the call (label: navigation.cta). */
  cta: callToAction.omit({ button: true }).extend({ note: text }),
  /** Words around the figures of site.config.ts: `{alphaTesters}` → "50 Testpersonen". */
  figures: z.object({
    qualifiers: z.object({ about: text, under: text }),
    nouns: z.object({ testers: z.object({ one: text, other: text }) }),
  }),
  /** The languages' names are in i18n/languages.ts: each written in itself, the same on every page. */
  language: z.object({ label: text }),
  impressum: z.object({ seo, title: text, body: richText }),
  datenschutz: privacyTexts,
  footer: z.object({ tagline: text, legalLabel: text, imprint: text, privacy: text, copyright: text }),
});
export type Content = z.infer<typeof contentSchema>;

/** `value` (content, or any plain data) with every string put through `map`, which also gets the
 * string's key as content errors name it: `hero.title`, `workshops.items[0].slug`. */
export function mapTexts<T>(value: T, map: (text: string, key: string) => string, key = ''): T {
  if (typeof value === 'string') return map(value, key) as T;
  if (Array.isArray(value)) return value.map((item, i) => mapTexts(item, map, `${key}[${i}]`)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapTexts(v, map, key ? `${key}.${k}` : k);
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

const kinds: Record<string, string> = { string: 'text', array: 'list', object: 'group', number: 'number' };

/** A mistake a schema found: its key, what to add or fix, and whether the value keeps its shape (a
 * text empty or malformed, not missing): then the build can go on to fill it in and check the rest. */
export interface SchemaIssue {
  key: string;
  problem: string;
  keepsShape: boolean;
}

/** What `schema` finds wrong with `value`, every mistake; `declared` is the type the owner reads. */
export function schemaIssues(schema: z.ZodType, value: unknown, declared: string): SchemaIssue[] {
  const read = (issue: z.core.$ZodIssue, path: PropertyKey[]): Omit<SchemaIssue, 'keepsShape'>[] => {
    const at = [...path, ...issue.path];
    const key = keyOf(at);
    if (issue.code === 'invalid_union') {
      // The form that got furthest: fewest keys missing (`{ p: ' ' }` is a paragraph, its text empty).
      const missing = (issues: z.core.$ZodIssue[]) =>
        issues.filter((i) => i.code === 'invalid_type' && i.input === undefined).length;
      const [best] = issue.errors.toSorted((a, b) => missing(a) - missing(b) || a.length - b.length);
      return best && !missing(best) ? best.flatMap((i) => read(i, at)) : [{ key, problem: issue.message }];
    }
    if (issue.code === 'invalid_type') {
      const kind = kinds[issue.expected] ?? issue.expected;
      const problem =
        issue.input === undefined
          ? `missing: add the ${kind} (see ${declared} in i18n/types.ts)`
          : `a ${kind} belongs here, not ${JSON.stringify(issue.input)}`;
      return [{ key, problem }];
    }
    if (issue.code === 'invalid_value')
      return [
        { key, problem: `'${String(issue.input)}' is none of ${issue.values.map((v) => `'${String(v)}'`).join(', ')}` },
      ];
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((name) => ({
        key: keyOf([...at, name]),
        problem: `no such key in ${declared}: remove or rename it`,
      }));
    return [{ key, problem: issue.message }];
  };
  const { error } = schema.safeParse(value, { reportInput: true });
  return (error?.issues ?? []).flatMap((issue) => {
    // Not a URL that is none: the build takes each link's origin (site/privacy.ts).
    const keepsShape =
      issue.code === 'too_small' ||
      (issue.code === 'invalid_format' && issue.format !== 'url') ||
      (issue.code === 'custom' && !issue.params?.shape);
    return read(issue, []).map((found) => ({ ...found, keepsShape }));
  });
}

// The shape of site.config.ts: here, below everything, because the texts' placeholders are filled
// from it (i18n/typeset.ts).

/** How a figure is measured; the words come from Intl (`Intl.NumberFormat` unit names) or, for
 * people and things, from the texts (`figures.nouns` in i18n). */
const figureUnit = z.enum(['second', 'minute', 'hour', 'day', 'year']);
export type FigureUnit = z.infer<typeof figureUnit>;
/** A figure the site promises. `qualifier` is said wherever the figure appears ("rund", "unter"). */
const figure = z.union(
  [
    z.object({ amount: z.number(), unit: figureUnit, qualifier: z.enum(['about', 'under']).optional() }),
    z.object({ amount: z.number(), noun: z.literal('testers') }),
  ],
  { error: "a figure is { amount, unit: 'minute' … } or { amount, noun: 'testers' }" },
);
export type Figure = z.infer<typeof figure>;

/** An absolute http(s) URL. */
const httpUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => `'${issue.input}' is not an absolute http(s) URL`,
});

export const siteConfigSchema = z.object({
  brand: text,
  /** Absolute origin without trailing slash, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: httpUrl.refine((url) => !URL.canParse(url) || new URL(url).pathname === '/', {
    error: (issue) => `'${issue.input}' must be an origin alone (https://example.com), without a path`,
  }),
  /** The owner's full name as on the site, in search results and in the imprint. */
  founder: z.object({ name: text, jobTitle: text }),
  /** Shown in the imprint and the privacy policy, and in the structured data. */
  email: z.email({ error: (issue) => `'${issue.input}' is not an e-mail address` }),
  /** The professional network the profile link leads to, and its privacy policy (privacy page). */
  network: z.object({ name: text, privacyPolicy: httpUrl }),
  links: z.record(z.enum(externalLinkIds), httpUrl),
  /** The figures the texts promise, written there as `{prototype}`, `{call}` … (see i18n/typeset.ts),
   * so each is said the same way, with the same qualifier, wherever it appears. */
  figures: z.object({
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
  workshopHours: z.record(z.enum(workshopIds), z.number().positive("the workshop's duration: more than 0 hours")),
  analyticsId: z.string(),
  themeColor: z.string(),
  /** Keys of values that equal the template's examples and are the owner's all the same (site/launch.ts). */
  confirmed: z.array(z.string()).readonly().optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A sign-up URL of its own is configured: the Rapid Frames buttons sign up instead of booking a call. */
export const rapidFramesSignupOpen = (config: SiteConfig): boolean =>
  config.links.rapidFramesSignup !== config.links.booking;
