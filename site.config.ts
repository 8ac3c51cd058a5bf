// Everything about the site that is not text, and the owner's own: edit the values in place, or
// replace them everywhere by search and replace. SITE_URL, ANALYTICS_ID and RAPID_FRAMES_SIGNUP_URL
// in the environment at build time win over the values here (site/config.ts).
// The values this file ships with are examples: `npm run build` lists each one still left, and a
// release build (`-- --release`, or any build on Netlify, Cloudflare Pages or Vercel) refuses them.
// Its shape is SiteConfig in i18n/types.ts, at the bottom, because the texts' placeholders are filled from it.
import type { OwnerConfig } from './i18n/types.ts';

export default {
  brand: 'Rapid UX Studio',
  siteUrl: 'https://www.rapid-ux-studio.de',
  founder: { name: 'Alex Mustermann', jobTitle: 'Product & UX Consultant' },
  email: 'hallo@rapid-ux-studio.de',
  network: { name: 'LinkedIn', privacyPolicy: 'https://www.linkedin.com/legal/privacy-policy' },
  // Where the tools' links lead, as the privacy policy names it: every tool link must be on `origin`.
  toolPlatform: {
    name: 'ChatGPT',
    provider: 'OpenAI',
    origin: 'https://chatgpt.com',
    privacyPolicy: 'https://openai.com/policies/privacy-policy',
  },
  links: {
    booking: 'https://cal.com/rapid-ux-studio/15min',
    profile: 'https://www.linkedin.com/in/alex-mustermann',
    interviewGpt: 'https://chatgpt.com/g/g-interview-assistent',
    feedbackGpt: 'https://chatgpt.com/g/g-feedback-synthese',
    // rapidFramesSignup: 'https://…', where the Rapid Frames alpha sign-up happens once there is a
    // form; until then the buttons book a call about the alpha on the booking page. Once set, the
    // privacy policy gains a section on the form's provider with gaps to fill: a release names each.
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
  // The countries you serve, as two-letter codes: search engines read them from the home page.
  areaServed: ['DE', 'AT', 'CH'],
  // Your Google Analytics 4 measurement id (G-…); with this placeholder no analytics code is emitted.
  analyticsId: 'G-XXXXXXXXXX',
  // What only you know of your setup, which the privacy policy says; null until you choose (the policy
  // shows a gap, and a release refuses it). host: 'netlify', 'cloudflare', 'vercel', 'github' (all
  // seated in the USA), 'us' (another seated in the USA, such as AWS for S3 and CloudFront) or 'eu'
  // (seat and servers in the EU); for 'us' and 'eu' name it in the policy's gap (for a server you
  // rent, the company you rent it from). hostAgreement: a processing agreement (Art. 28 GDPR) with
  // the host is concluded. googleTerms: Google's data processing terms are accepted for Analytics.
  // serviceWorker: false keeps no file on visitors' devices without consent (docs/privacy.md says when
  // you would turn it off).
  privacy: { host: null, hostAgreement: null, googleTerms: null, serviceWorker: true },
  // The language whose legal texts prevail where it is not the first of i18n/languages.ts: with English
  // first, legalLanguage: 'de' keeps the German imprint and privacy policy the ones that count.
  // The look: colours as #rrggbb, a variable font by its name at fontsource.org (installed with npm).
  // A dark brand colour (white text on it) and a light accent (dark text on it, and it on the darkened
  // brand): the build names each pair below WCAG AA contrast, with its ratio.
  theme: { brand: '#1d3b53', accent: '#f2a65a', font: 'Inter' },
  // Keys whose value really is yours although it equals the example the template ships with (the
  // release build refuses an example otherwise): e.g. ['figures.call', 'about.text[0]']; a group's key
  // holds its parts ('interviewAgent' every text of that page).
  confirmed: [],
} satisfies OwnerConfig;
