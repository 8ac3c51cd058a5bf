// The owner's config (site.config.ts, one plain object) as the build reads it: the environment's
// SITE_URL, ANALYTICS_ID and RAPID_FRAMES_SIGNUP_URL over it, the sign-up link filled in.
import type { OwnerConfig, SiteConfig } from '../i18n/types.ts';

/** The analytics id site.config.ts ships with: with it, no analytics code is emitted. */
const analyticsPlaceholder = 'G-XXXXXXXXXX';

/** site.config.ts as written, with the environment's values over it: what the checker parses. */
export const withEnvironment = (owner: OwnerConfig, env: NodeJS.ProcessEnv = process.env) =>
  ({
    ...owner,
    siteUrl: env.SITE_URL ?? owner.siteUrl,
    analyticsId: env.ANALYTICS_ID ?? owner.analyticsId,
    links: { ...owner.links, rapidFramesSignup: env.RAPID_FRAMES_SIGNUP_URL ?? owner.links?.rapidFramesSignup },
  }) as OwnerConfig;

/** The config a build uses: `owner` (site.config.ts, the environment's values over it). A value the
 * owner left out stays out, for the checker to name; only the sign-up link has a default. */
export function loadSiteConfig(owner: OwnerConfig): SiteConfig {
  const links = owner.links ?? {};
  return {
    ...owner,
    siteUrl: (owner.siteUrl ?? '').replace(/\/+$/, ''),
    // Until there is a sign-up form, the booking page (and the buttons say that they book a call).
    links: { ...links, rapidFramesSignup: links.rapidFramesSignup ?? links.booking },
    confirmed: owner.confirmed ?? [],
  } as SiteConfig;
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
