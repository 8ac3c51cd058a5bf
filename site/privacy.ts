// What the site does to a visitor's device and which outside origins it contacts or links to: one
// declaration, derived from the config. The privacy policy is put together from it (one section per
// feature that is on), the client scripts and the CSP take their keys and origins from it, and the
// browser suites (tests/support/privacy-check.ts, in each engine's suite) hold every built page to it.
import type { Content, PrivacyTexts, RichBlock, RichText, SiteConfig } from '../i18n/types.ts';
import { isToolLink, privacyFeatures, rapidFramesSignupOpen } from '../i18n/types.ts';
import { analyticsEnabled } from './config.ts';

/** The names the client scripts store under (client/head.ts, nav.ts, analytics.ts, sw.ts). */
export const storageNames = {
  language: 'lang',
  consent: 'analytics-consent',
  /** The service worker's cache: this prefix and a hash of what it serves cache-first. */
  cachePrefix: 'site-',
  serviceWorker: '/sw.js',
} as const;

/** How long a consent choice (either way) holds before the banner asks again: the lifetime CNIL
 * recommends (German practice names none; this is the cautious one). The policy states it. */
export const consentMonths = 6;
/** The same in milliseconds, for the client: months of the Gregorian year's average length. */
export const consentMaxAge = Math.round(consentMonths * (365.2425 / 12) * 24 * 60 * 60) * 1000;

/** Where gtag.js comes from, and where GA4 sends its hits (any region's server). */
const googleTagManager = 'https://www.googletagmanager.com';
// What GA4 sends its hits to: as a request (both), or as an image (the first alone), as Google's CSP
// guide for GA4 lists them.
const googleAnalyticsCollect = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The words of the policy's generated lines: an entry's id, when, basis, kind and retention are
 * one they have words for. */
type Words = PrivacyTexts['facts'];
type PrivacyFeature = (typeof privacyFeatures)[number];

interface Entry {
  id: keyof Words['purposes'];
  feature: PrivacyFeature;
  when: keyof Words['when'];
  basis: keyof Words['basis'];
}

/** Something the site keeps on the visitor's device. */
export interface StorageEntry extends Entry {
  kind: keyof Words['kinds'];
  /** As the policy names it. */
  name: string;
  /** The stored names it covers, where `name` is not the one (the cache's changes with what it serves). */
  matches?: RegExp;
  retention: keyof Words['retention'];
}

/** An outside origin a page contacts (after consent) or links to (when the visitor clicks). */
export interface OriginEntry extends Entry {
  /** `https://host`, or `https://*.domain` for any of its subdomains. */
  origins: string[];
  /** The provider's privacy policy, linked from the policy; unknown for the owner's own choices. */
  privacyPolicy?: string;
  /** The CSP directives that must let the page reach it, each with the origins it needs (contacted
   * origins only). */
  csp?: Partial<Record<'script-src' | 'img-src' | 'connect-src', string[]>>;
}

export interface PrivacyDeclaration {
  /** The features on in this build, in the policy's order. */
  features: PrivacyFeature[];
  storage: StorageEntry[];
  origins: OriginEntry[];
}

/** The origin of a URL; none for a value that is no URL (the checker names it). */
const originsOf = (...urls: (string | undefined)[]) =>
  urls.flatMap((url) => (url && URL.canParse(url) ? [new URL(url).origin] : []));

/** Why a feature is on, as the checker says it where the policy's section of it is missing. */
export const whyOn: Record<PrivacyFeature, string> = {
  hosting: 'every site is hosted',
  language: 'the site has more than one language (a visitor may choose one)',
  offline: 'the service worker is on (site.config.ts: privacy.serviceWorker)',
  fonts: 'the pages use the site’s own fonts',
  booking: 'the pages link to the booking (links.booking)',
  signup: 'a sign-up button leads to links.rapidFramesSignup (site.config.ts, or RAPID_FRAMES_SIGNUP_URL)',
  links: 'the pages link to other sites (links.profile, a tool)',
  analytics: 'analyticsId is set (site.config.ts, or ANALYTICS_ID)',
};

/** What this build does, from its config (the model holds it; the policy, the CSP and the client
 * scripts read it there): no analytics id, no analytics entry; no sign-up URL of its own, or no text
 * that words a sign-up button (`signupShown`), no sign-up entry (its buttons then book a call, on
 * the booking host). */
export function declarePrivacy(config: SiteConfig, languages: number, signupShown: boolean): PrivacyDeclaration {
  // Every feature is on but the sign-up (with a URL of its own and a button), analytics (with a real
  // id), the language choice (with a language to choose), the service worker (unless turned off) and
  // the links to other sites (with one).
  // The tools' links, each on the platform's origin (the checker holds them to it).
  const tools = Object.entries(config.links ?? {}).flatMap(([id, url]) => (isToolLink(id) ? originsOf(url) : []));
  const optional: Partial<Record<PrivacyFeature, boolean>> = {
    signup: rapidFramesSignupOpen(config) && signupShown,
    analytics: analyticsEnabled(config),
    language: languages > 1,
    offline: config.privacy?.serviceWorker !== false,
    // Links to other sites: a profile, or a tool.
    links: tools.length > 0 || originsOf(config.links?.profile).length > 0,
  };
  const on = (feature: PrivacyFeature) => optional[feature] ?? true;
  const store = (
    id: Entry['id'],
    feature: PrivacyFeature,
    kind: StorageEntry['kind'],
    name: string,
    when: Entry['when'],
    retention: StorageEntry['retention'],
    basis: Entry['basis'],
  ): StorageEntry => ({ id, feature, kind, name, when, retention, basis });
  const { language, consent, cachePrefix, serviceWorker } = storageNames;
  // GA4's own cookies, set by gtag.js on this site's domain: `_ga` and `_ga_` + the id without "G-".
  const gaSession = `_ga_${String(config.analyticsId).replace(/^G-/, '')}`;
  const storage: StorageEntry[] = [
    store('language', 'language', 'localStorage', language, 'choice', 'untilDeleted', 'necessary'),
    store('serviceWorker', 'offline', 'serviceWorker', serviceWorker, 'always', 'untilDeleted', 'necessary'),
    {
      ...store('cache', 'offline', 'cacheStorage', `${cachePrefix}…`, 'always', 'untilAssetsChange', 'necessary'),
      matches: new RegExp(`^${cachePrefix}[a-z0-9]+$`),
    },
    store('consent', 'analytics', 'localStorage', consent, 'choice', 'consentLifetime', 'necessary'),
    store('gaClientCookie', 'analytics', 'cookie', '_ga', 'consent', 'twoYears', 'consent'),
    store('gaSessionCookie', 'analytics', 'cookie', gaSession, 'consent', 'twoYears', 'consent'),
  ];
  const reach = (
    id: Entry['id'],
    feature: PrivacyFeature,
    origins: string[],
    when: Entry['when'],
    basis: Entry['basis'],
    privacyPolicy?: string,
    csp?: OriginEntry['csp'],
  ): OriginEntry => ({ id, feature, origins, when, basis, privacyPolicy, csp });
  const google = 'https://policies.google.com/privacy';
  // With analytics on, a click on a link to another site is measured (with consent): not nothing.
  const [linkBasis, contractBasis]: [Entry['basis'], Entry['basis']] = optional.analytics
    ? ['noneMeasured', 'contractMeasured']
    : ['none', 'contract'];
  const origins: OriginEntry[] = [
    reach('booking', 'booking', originsOf(config.links?.booking), 'click', contractBasis),
    reach('signup', 'signup', originsOf(config.links?.rapidFramesSignup), 'click', contractBasis),
    // Without a tool link left (every tool removed with its link) no entry: an entry names a host.
    reach('gpts', 'links', [...new Set(tools)], 'click', linkBasis, config.toolPlatform?.privacyPolicy),
    reach('profile', 'links', originsOf(config.links?.profile), 'click', linkBasis, config.network?.privacyPolicy),
    reach('gaScript', 'analytics', [googleTagManager], 'consent', 'consent', google, {
      'script-src': [googleTagManager],
      'img-src': [googleTagManager],
      'connect-src': [googleTagManager],
    }),
    reach('gaCollect', 'analytics', googleAnalyticsCollect, 'consent', 'consent', google, {
      'img-src': googleAnalyticsCollect.slice(0, 1),
      'connect-src': googleAnalyticsCollect,
    }),
  ];
  return {
    features: privacyFeatures.filter(on),
    storage: storage.filter((entry) => on(entry.feature)),
    origins: origins.filter((entry) => on(entry.feature) && entry.origins.length > 0),
  };
}

/** The policy's sentences of the owner's own setup, as the config chooses them (`privacy`), for the
 * placeholders of the legal texts: a gap that says what to choose while a choice is null, nothing
 * where the choice says there is nothing to say (no transfer from a host in the EU, no agreement). */
export function setupValues(t: Content, config: SiteConfig): Record<string, string> {
  const setup = t.datenschutz?.setup;
  const choices = config.privacy;
  if (!setup || !choices) return { consentMonths: String(consentMonths) };
  const sentence = (choice: boolean | null, said: string, undecided: string) =>
    choice === null ? undecided : choice ? said : '';
  return {
    consentMonths: String(consentMonths),
    // A host the choices do not have is the config's mistake, named there: the policy says it is undecided.
    host: (choices.host && setup.hosts[choices.host]) || setup.undecided.host,
    hostTransfer: choices.host && choices.host !== 'eu' ? setup.usTransfer : '',
    hostAgreement: sentence(choices.hostAgreement, setup.hostAgreement, setup.undecided.hostAgreement),
    googleTerms: sentence(choices.googleTerms, setup.googleTerms, setup.undecided.googleTerms),
  };
}

/** The privacy policy's blocks, from its texts (placeholders filled, typeset) and the declaration:
 * "At a glance" with a line per feature that is on, the intro, a section per feature that is on
 * with the list of what it stores and contacts, the closing. */
export function privacyPolicy(texts: PrivacyTexts, declaration: PrivacyDeclaration): RichText {
  const { facts } = texts;
  const has = (when: Entry['when'][]) => declaration.origins.some((entry) => when.includes(entry.when));
  const glance = [
    ...declaration.features.map((feature) => texts.sections[feature]!.summary),
    ...(declaration.storage.some((entry) => entry.kind === 'cookie') ? [] : [texts.glance.noCookies]),
    ...(has(['always', 'choice'])
      ? []
      : [has(['consent']) ? texts.glance.noThirdPartiesWithoutConsent : texts.glance.noThirdParties]),
  ];
  const line = (entry: StorageEntry | OriginEntry): string => {
    // Hosts as they are, and the subdomains of a domain under one label ("servers under a.com, b.com").
    const hosts = (entry: OriginEntry) => {
      const bare = entry.origins.map((origin) => origin.replace(/^https:\/\//, ''));
      const under = bare.filter((host) => host.startsWith('*.')).map((host) => host.slice(2));
      return [
        ...bare.filter((host) => !host.startsWith('*.')),
        ...(under.length ? [`${facts.labels.subdomainsOf} ${under.join(', ')}`] : []),
      ];
    };
    const what =
      'kind' in entry
        ? `**${facts.kinds[entry.kind]} ${facts.quotes.open}${entry.name}${facts.quotes.close}**`
        : `**${hosts(entry).join(', ')}**`;
    const parts = [
      `${what}: ${facts.purposes[entry.id]}`,
      `${facts.labels.when}: ${facts.when[entry.when]}.`,
      ...('kind' in entry ? [`${facts.labels.retention}: ${facts.retention[entry.retention]}.`] : []),
      `${facts.labels.basis}: ${facts.basis[entry.basis]}.`,
      // Named by its host too: the links of two providers read alike in a list of the page's links.
      ...(!('kind' in entry) && entry.privacyPolicy
        ? [
            `[${facts.labels.privacyPolicy} (${entry.origins[0]!.replace(/^https:\/\/(\*\.)?/, '')})](${entry.privacyPolicy})`,
          ]
        : []),
    ];
    return parts.join(' ');
  };
  const sections = declaration.features.flatMap((feature): RichBlock[] => {
    const entries = [...declaration.storage, ...declaration.origins].filter((entry) => entry.feature === feature);
    return [
      { h2: texts.sections[feature]!.title },
      ...texts.sections[feature]!.body.flatMap((block): RichBlock[] =>
        'declared' in block
          ? entries.length
            ? [{ ul: entries.map(line) }]
            : []
          : // A sentence of the owner's setup that has nothing to say (setupValues) leaves no paragraph.
            'p' in block && block.p === ''
            ? []
            : [block],
      ),
    ];
  });
  return [
    { h2: texts.glance.title },
    { p: texts.glance.text },
    { ul: glance },
    ...texts.intro,
    ...sections,
    ...texts.closing,
  ];
}
