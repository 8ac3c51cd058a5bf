// Everything about the site that is not text: one place for the owner to edit.
// SITE_URL, ANALYTICS_ID and RAPID_FRAMES_SIGNUP_URL may be set in the environment at build time.
import type { SiteConfig } from './i18n/types.ts';

// Its shape is in i18n/types.ts, at the bottom, because the texts' placeholders are filled from it.
export type { SiteConfig };

/** The analytics id shipped in this file is a placeholder: with it, no analytics code is emitted. */
export const analyticsPlaceholder = 'G-XXXXXXXXXX';

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
export function buildYear(env: NodeJS.ProcessEnv = process.env): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (!epoch) return new Date().getFullYear();
  // The reproducible-builds.org form: whole seconds since 1970-01-01 UTC, digits only.
  const year = /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000).getUTCFullYear() : NaN;
  if (Number.isNaN(year))
    throw new Error(
      `SOURCE_DATE_EPOCH is '${epoch}', not a time: set it to whole seconds since 1970-01-01 UTC, ` +
        'as `date +%s` or `git log -1 --format=%ct` print them (1767225600 is 2026-01-01), or unset it',
    );
  return year;
}

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
