// Everything about the site that is not text: one place for the owner to edit.
// SITE_URL, ANALYTICS_ID and RAPID_FRAMES_SIGNUP_URL may be set in the environment at build time.
import type { ExternalLinkId, WorkshopId } from './i18n/types.ts';

/** The analytics id shipped in this file is a placeholder: with it, no analytics code is emitted. */
export const analyticsPlaceholder = 'G-XXXXXXXXXX';

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
}

/** Dotted keys of the config's texts and URLs: `founder.name`, `links.profile`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : T[K] extends object ? Leaves<T[K], `${P}${K}.`> : never;
}[keyof T & string];
export type ConfigKey = Leaves<SiteConfig>;

/** The value at a dotted key: `founder.name` → config.founder.name. */
export const configValue = (config: SiteConfig, key: string): unknown =>
  key.split('.').reduce<unknown>((value, name) => (value as Record<string, unknown>)?.[name], config);

/**
 * What this file ships with in place of the owner's own details. A value still equal to its example
 * is listed at the end of `npm run build` and refused by `npm run build -- --release`
 * (site/launch.ts). Replace the value in `loadSiteConfig` below, not here.
 */
export const examples = {
  brand: 'Rapid UX Studio',
  siteUrl: 'https://www.rapid-ux-studio.de',
  'founder.name': 'Alex Mustermann',
  email: 'hallo@rapid-ux-studio.de',
  'links.booking': 'https://cal.com/rapid-ux-studio/15min',
  'links.profile': 'https://www.linkedin.com/in/alex-mustermann',
  'links.interviewGpt': 'https://chatgpt.com/g/g-interview-assistent',
  'links.feedbackGpt': 'https://chatgpt.com/g/g-feedback-synthese',
} as const satisfies Partial<Record<ConfigKey, string>>;

/** The copyright year: the build's, or SOURCE_DATE_EPOCH's for a reproducible build. */
export const buildYear = (env: NodeJS.ProcessEnv = process.env): number =>
  env.SOURCE_DATE_EPOCH ? new Date(Number(env.SOURCE_DATE_EPOCH) * 1000).getUTCFullYear() : new Date().getFullYear();

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const booking = examples['links.booking'];
  return {
    brand: examples.brand,
    siteUrl: (env.SITE_URL ?? examples.siteUrl).replace(/\/+$/, ''),
    founder: { name: examples['founder.name'], jobTitle: 'Product & UX Consultant' },
    email: examples.email,
    network: { name: 'LinkedIn', privacyPolicy: 'https://www.linkedin.com/legal/privacy-policy' },
    links: {
      booking,
      profile: examples['links.profile'],
      interviewGpt: examples['links.interviewGpt'],
      feedbackGpt: examples['links.feedbackGpt'],
      // Where the Rapid Frames alpha sign-up happens; until there is a form, the booking page (and
      // the buttons say that they book a call about the alpha).
      rapidFramesSignup: env.RAPID_FRAMES_SIGNUP_URL ?? booking,
    },
    figures: {
      prototype: { amount: 30, unit: 'minute', qualifier: 'about' },
      journey: { amount: 3, unit: 'second' },
      interviewPlan: { amount: 2, unit: 'minute', qualifier: 'under' },
      experience: { amount: 20, unit: 'year' },
      alphaTesters: { amount: 50, noun: 'testers' },
      call: { amount: 15, unit: 'minute' },
    },
    workshopHours: { 'ux-workflows': 2, 'user-research': 2 },
    analyticsId: env.ANALYTICS_ID ?? analyticsPlaceholder,
    themeColor: '#1d3b53',
  };
}

export const analyticsEnabled = (config: SiteConfig): boolean =>
  /^G-[A-Z0-9]{6,}$/.test(config.analyticsId) && config.analyticsId !== analyticsPlaceholder;

/** A sign-up URL of its own is configured: the Rapid Frames buttons sign up instead of booking a call. */
export const rapidFramesSignupOpen = (config: SiteConfig): boolean =>
  config.links.rapidFramesSignup !== config.links.booking;
