// The owner's config (site.config.ts, one plain object) as the build reads it: the environment's
// SITE_URL, ANALYTICS_ID and RAPID_FRAMES_SIGNUP_URL over it, the sign-up link filled in.
import type { ExternalLinkId, SiteConfig } from '../i18n/types.ts';
import siteConfig from '../site.config.ts';

export type { SiteConfig };

/** What site.config.ts holds: a SiteConfig whose sign-up link may be left out (the booking page until
 * there is a form), and the keys the owner has confirmed (site/launch.ts). */
export type OwnerConfig = Omit<SiteConfig, 'links'> & {
  links: Omit<Record<ExternalLinkId, string>, 'rapidFramesSignup'> & { rapidFramesSignup?: string };
};

/** The analytics id site.config.ts ships with: with it, no analytics code is emitted. */
export const analyticsPlaceholder = 'G-XXXXXXXXXX';

/** The value at a dotted key: `founder.name` → config.founder.name. */
export const configValue = (config: SiteConfig, key: string): unknown =>
  key.split('.').reduce<unknown>((value, name) => (value as Record<string, unknown>)?.[name], config);

/** The config a build uses: `owner` (site.config.ts) with the environment's values over it. */
export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env, owner: OwnerConfig = siteConfig): SiteConfig {
  const { links } = owner;
  return {
    ...owner,
    siteUrl: (env.SITE_URL ?? owner.siteUrl).replace(/\/+$/, ''),
    // Until there is a sign-up form, the booking page (and the buttons say that they book a call).
    links: { ...links, rapidFramesSignup: env.RAPID_FRAMES_SIGNUP_URL ?? links.rapidFramesSignup ?? links.booking },
    analyticsId: env.ANALYTICS_ID ?? owner.analyticsId,
    confirmed: owner.confirmed ?? [],
  };
}

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

export const analyticsEnabled = (config: SiteConfig): boolean =>
  /^G-[A-Z0-9]{6,}$/.test(config.analyticsId) && config.analyticsId !== analyticsPlaceholder;
