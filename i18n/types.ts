// The shape of all visible text. `de.ts` and `en.ts` both satisfy `Content`, so a text missing in
// one language is a type error; `site/validate.ts` checks at build time what types cannot
// (empty texts, unclosed `**`, links to routes that do not exist, duplicate slugs, markup).
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

export { languages, type Lang } from './languages.ts';

export const workshopIds = ['ux-workflows', 'user-research'] as const;
export type WorkshopId = (typeof workshopIds)[number];

/** The ids of the page table (pages/pages.ts), which fills this in: declared there, once. */
export interface PageIds {}
/** Every page of the site; workshop pages are `workshop:<id>`. */
export type RouteId = (keyof PageIds & string) | `workshop:${WorkshopId}`;

/** The top-level navigation link a page belongs to (shown as the current page). */
export type NavSection = 'home' | 'tools';

/** External destinations; their URLs live in `site.config.ts`, never in the texts. */
export type ExternalLinkId = 'booking' | 'profile' | 'interviewGpt' | 'feedbackGpt' | 'rapidFramesSignup';

/** Where a link goes: a page of this site (optionally a section of it) or a configured URL. */
export type Link = { route: RouteId; hash?: string } | { external: ExternalLinkId };

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
export type IconName = (typeof iconNames)[number];

export interface Seo {
  /** Page title without the brand; the build appends ' - Brand'. */
  title: string;
  description: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface IconText extends TitledText {
  icon: IconName;
}

export interface CallToAction {
  title: string;
  text: string;
  button: string;
}

export type RichBlock = { h2: string } | { h3: string } | { p: string } | { ul: string[] };
export type RichText = RichBlock[];

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
export type PrivacyEntryId =
  | 'language'
  | 'serviceWorker'
  | 'cache'
  | 'booking'
  | 'signup'
  | 'gpts'
  | 'profile'
  | 'consent'
  | 'gaClientCookie'
  | 'gaSessionCookie'
  | 'gaScript'
  | 'gaCollect';
/** When something is stored or contacted: on every visit, only after the visitor chose something
 * (a language, a consent choice), only after consent, or only when the visitor follows a link. */
export type PrivacyWhen = 'always' | 'choice' | 'consent' | 'click';
export type StorageKind = 'localStorage' | 'cookie' | 'cacheStorage' | 'serviceWorker';
/** How long a stored thing stays: `untilAssetsChange` is the service worker's cache (replaced at the
 * next visit after a file it serves from the cache changes), `consentLifetime` the consent choice
 * (`consentMonths`, site/privacy.ts). */
export type Retention = 'untilDeleted' | 'untilAssetsChange' | 'consentLifetime' | 'twoYears';
/** A legal basis: `consent` (TDDDG § 25(1), GDPR Art. 6(1)(a)), `necessary` (strictly necessary for
 * what the visitor asked for, TDDDG § 25(2) no. 2, and legitimate interest, GDPR Art. 6(1)(f)),
 * `contract` (steps towards a contract, GDPR Art. 6(1)(b)), `none` (the site processes nothing;
 * the provider alone is responsible). */
export type LegalBasis = 'consent' | 'necessary' | 'contract' | 'none';

/** A section of the privacy policy: its line in "At a glance", and its text; `{ declared: true }`
 * marks where the build lists what the section stores and contacts, from site/privacy.ts. */
export interface PrivacySection {
  title: string;
  summary: string;
  body: (RichBlock | { declared: true })[];
}

/** The privacy policy's texts. The build puts the page together (site/privacy.ts): "At a glance",
 * `intro`, a section for each feature on in this build, `closing`. */
export interface PrivacyTexts {
  seo: Seo;
  title: string;
  glance: {
    title: string;
    text: string;
    /** Added when nothing in this build sets a cookie. */
    noCookies: string;
    /** Added when no page contacts another server unless a link is followed. */
    noThirdParties: string;
  };
  intro: RichText;
  sections: Record<PrivacyFeature, PrivacySection>;
  closing: RichText;
  /** The words of the generated lines, one a stored key or outside origin. */
  facts: {
    kinds: Record<StorageKind, string>;
    /** What an entry is for, in a sentence. */
    purposes: Record<PrivacyEntryId, string>;
    when: Record<PrivacyWhen, string>;
    retention: Record<Retention, string>;
    basis: Record<LegalBasis, string>;
    labels: { when: string; retention: string; basis: string; privacyPolicy: string; subdomainsOf: string };
    /** Around a stored name: „lang“, “lang”. */
    quotes: { open: string; close: string };
  };
  /** Filled by the build from the texts above and the declaration; never written in the texts. */
  body?: RichText;
}

export interface Tool {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** `null`: the card is shown but is not a link (a tool that is not out yet: pill `planned`). */
  link: Link | null;
  pill: 'customGpt' | 'alpha' | 'planned';
  /** Visible label of the card's link, e.g. "Mehr erfahren" / "Open in ChatGPT". */
  linkLabel: string;
}

export interface Workshop {
  id: WorkshopId;
  /** URL segment under /workshops/ (after the language's prefix). Unique per language. */
  slug: string;
  /** Who it is for, shown as a pill: "Für UX-Teams". */
  audience: string;
  title: string;
  teaser: string;
  points: string[];
  target: string;
  linkLabel: string;
  detailPage: {
    seo: Seo;
    title: string;
    subtitle: string;
    outcome: string;
    sectionTitle: string;
    /** Each item may start with a **bold lead-in**. */
    sections: string[];
    outcome2: string;
  };
}

export interface Content {
  common: {
    skipToContent: string;
    /** Screen-reader suffix for links that open a new tab. */
    opensInNewTab: string;
    backToHome: string;
    /** Visible workshop duration; `{hours}` is the workshop's configured value ("2 Stunden"). */
    duration: string;
    durationLabel: string;
    breadcrumbHome: string;
    notFound: { seo: Seo; title: string; text: string; home: string };
    /** Redirect stubs for old URLs. */
    redirect: { title: string; text: string; link: string };
    /** Analytics consent banner; shown only on builds with a real analytics id. */
    consent: { title: string; text: string; accept: string; decline: string; settings: string };
    /** Alt text of a page's share image (Open Graph card); `{brand}` and `{title}` are filled in. */
    shareImageAlt: string;
  };
  navigation: {
    label: string;
    home: string;
    solutions: string;
    tools: string;
    about: string;
    offer: string;
    /** The one label of the booking action, wherever a button books the free call. */
    cta: string;
    menuOpen: string;
    menuClose: string;
  };
  hero: {
    seo: Seo;
    badge: string;
    title: string;
    subtitle: string;
    secondaryCta: string;
    /** Under the booking button: what the call is (free, how long). */
    note: string;
    /** Short proof points under the buttons, e.g. "30 Minuten von der Idee zum Klick-Prototyp". */
    facts: string[];
  };
  problem: {
    eyebrow: string;
    title: string;
    items: IconText[];
  };
  solutions: {
    eyebrow: string;
    title: string;
    subtitle: string;
    benefits: IconText[];
    /** 'Launch Fast' and 'Own Your Stack'. */
    options: { icon: IconName; title: string; text: string; points: string[] }[];
    /** Its button books the call (label: navigation.cta). */
    cta: Omit<CallToAction, 'button'>;
  };
  workshops: {
    eyebrow: string;
    title: string;
    subtitle: string;
    items: Workshop[];
    /** `cta.button` requests the workshop through the booking call, and says so. */
    detail: {
      outcomeTitle: string;
      outcome2Title: string;
      cta: CallToAction;
      otherTitle: string;
      /** Label of the teaser card: it shows the next workshop, on the last one the one before. */
      next: string;
      previous: string;
    };
  };
  tools: {
    seo: Seo;
    eyebrow: string;
    title: string;
    subtitle: string;
    allTools: string;
    pills: Record<Tool['pill'], string>;
    comingSoon: string;
    /** The home page shows the first three; the tools page all. */
    items: Tool[];
  };
  interviewAgent: {
    seo: Seo & { keywords: string };
    hero: { badge: string; title: string; subtitle: string; cta: string };
    intro: { title: string; bullets: string[]; result: string };
    solution: { title: string; text: string };
    helps: { title: string; items: string[] };
    coverage: { title: string; types: TitledText[] };
    benefits: { title: string; items: IconText[] };
    how: { title: string; steps: TitledText[] };
    why: { title: string; points: string[] };
    cta: CallToAction;
  };
  markdownPrototyping: {
    seo: Seo & { keywords: string };
    /** `note`: under the button, of what it does: `call` while it books a call, `signup` once it signs up. */
    hero: { badge: string; title: string; subtitle: string; note: { call: string; signup: string } };
    /** `example: true` marks a made-up quote: listed before launch, refused by a release build. */
    testimonial: { quote: string; author: string; role: string; example?: boolean };
    exampleLibrary: { title: string; text: string; examples: string[] };
    usps: { title: string; items: IconText[] };
    audience: { title: string; description: string; benefits: string[]; flexibility: string };
    features: { title: string; items: IconText[] };
    alphaOffer: { badge: string; title: string; text: string; points: string[] };
    cta: { title: string; subtitle: string; note: { call: string; signup: string } };
    /** The label of every sign-up button: `call` while no sign-up URL is configured (the buttons
     * book a call about the alpha), `signup` once one is. */
    button: { call: string; signup: string };
  };
  about: {
    eyebrow: string;
    title: string;
    /** Paragraphs; may use **emphasis**. */
    text: string[];
    highlights: TitledText[];
    profileLink: string;
    portraitAlt: string;
  };
  /** The closing call; its button books the call (label: navigation.cta). */
  cta: Omit<CallToAction, 'button'> & { note: string };
  /** Words around the figures of site.config.ts: `{alphaTesters}` → "50 Testpersonen". */
  figures: {
    qualifiers: { about: string; under: string };
    nouns: { testers: { one: string; other: string } };
  };
  /** The languages' names are in i18n/languages.ts: each written in itself, the same on every page. */
  language: { label: string };
  impressum: { seo: Seo; title: string; body: RichText };
  datenschutz: PrivacyTexts;
  footer: {
    tagline: string;
    legalLabel: string;
    imprint: string;
    privacy: string;
    copyright: string;
  };
}

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

// The shape of site.config.ts: here, below everything, because the texts' placeholders are filled
// from it (i18n/typeset.ts).

/** How a figure is measured; the words come from Intl (`Intl.NumberFormat` unit names) or, for
 * people and things, from the texts (`figures.nouns` in i18n). */
export type FigureUnit = 'second' | 'minute' | 'hour' | 'day' | 'year';
/** A figure the site promises. `qualifier` is said wherever the figure appears ("rund", "unter"). */
export type Figure =
  { amount: number; unit: FigureUnit; qualifier?: 'about' | 'under' } | { amount: number; noun: 'testers' };

export interface SiteConfig {
  brand: string;
  /** Absolute origin without trailing slash, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: string;
  /** The owner's full name as on the site, in search results and in the imprint. */
  founder: { name: string; jobTitle: string };
  /** Shown in the imprint and the privacy policy, and in the structured data. */
  email: string;
  /** The professional network the profile link leads to, and its privacy policy (privacy page). */
  network: { name: string; privacyPolicy: string };
  links: Record<ExternalLinkId, string>;
  /** The figures the texts promise, written there as `{prototype}`, `{call}` … (see i18n/typeset.ts),
   * so each is said the same way, with the same qualifier, wherever it appears. */
  figures: {
    /** From idea to clickable prototype (the AI prototyping offer). */
    prototype: Figure;
    /** From user journey to screens (the AI prototyping offer). */
    journey: Figure;
    /** An interview plan from the interview assistant. */
    interviewPlan: Figure;
    /** The founder's experience in product and UX. */
    experience: Figure;
    /** Rapid Frames alpha places. */
    alphaTesters: Figure;
    /** The free booking call. */
    call: Figure;
  };
  /** One duration per workshop: the visible text and the structured data both read it. */
  workshopHours: Record<WorkshopId, number>;
  analyticsId: string;
  themeColor: string;
  /** Keys of values that equal the template's examples and are the owner's all the same (site/launch.ts). */
  confirmed?: readonly string[];
}

/** A sign-up URL of its own is configured: the Rapid Frames buttons sign up instead of booking a call. */
export const rapidFramesSignupOpen = (config: SiteConfig): boolean =>
  config.links.rapidFramesSignup !== config.links.booking;
