// Everything about the site that is not text: one place for the owner to edit.
// SITE_URL and ANALYTICS_ID may be set in the environment at build time.
import type { ExternalLinkId, WorkshopId } from './i18n/types.ts';

/** The analytics id shipped in this file is a placeholder: with it, no analytics code is emitted. */
export const analyticsPlaceholder = 'G-XXXXXXXXXX';

export interface SiteConfig {
  brand: string;
  /** Absolute origin without trailing slash, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: string;
  founder: { name: string; jobTitle: string };
  email: string;
  links: Record<ExternalLinkId, string>;
  /** One duration per workshop: the visible text and the structured data both read it. */
  workshopHours: Record<WorkshopId, number>;
  analyticsId: string;
  themeColor: string;
}

const booking = 'https://cal.com/rapid-ux-studio/15min';

export function loadSiteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    brand: 'Rapid UX Studio',
    siteUrl: (env.SITE_URL ?? 'https://www.rapid-ux-studio.de').replace(/\/+$/, ''),
    // Placeholder: the owner's name as it should appear on the site and in search results.
    founder: { name: 'Alex Mustermann', jobTitle: 'Product & UX Consultant' },
    email: 'hallo@rapid-ux-studio.de',
    links: {
      booking,
      profile: 'https://www.linkedin.com/in/alex-mustermann',
      interviewGpt: 'https://chatgpt.com/g/g-interview-assistent',
      feedbackGpt: 'https://chatgpt.com/g/g-feedback-synthese',
      // Where the Rapid Frames alpha sign-up happens; until there is a form, the booking page.
      rapidFramesSignup: env.RAPID_FRAMES_SIGNUP_URL ?? booking,
    },
    workshopHours: { 'ux-workflows': 2, 'user-research': 2 },
    analyticsId: env.ANALYTICS_ID ?? analyticsPlaceholder,
    themeColor: '#1d3b53',
  };
}

export const analyticsEnabled = (config: SiteConfig): boolean =>
  /^G-[A-Z0-9]{6,}$/.test(config.analyticsId) && config.analyticsId !== analyticsPlaceholder;
