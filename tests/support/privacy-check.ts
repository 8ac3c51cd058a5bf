// The privacy declaration (the model's `site.privacy`, site/privacy.ts) as the browser tests check it
// in every engine: what a page stores, read by page-side JavaScript, and the origins it contacted,
// against what the declaration allows for what the visitor has done so far.
import type { PrivacyDeclaration, StorageEntry } from '../../site/privacy.ts';

/** Whether `origin` (`https://host`) is one of `pattern`'s (`https://host` or `https://*.domain`). */
const originMatches = (pattern: string, origin: string): boolean => {
  const wildcard = pattern.match(/^(https:\/\/)\*\.(.+)$/);
  if (!wildcard) return pattern === origin;
  const url = new URL(origin);
  return url.protocol === 'https:' && url.hostname.endsWith(`.${wildcard[2]}`) && url.port === '';
};

export type Stored = Record<'cookie' | 'localStorage' | 'sessionStorage' | 'cacheStorage' | 'serviceWorker', string[]>;

/** What the page's origin keeps in the browser, by name: run in the page (tab.evaluate). */
export const storedInPage = async () => {
  const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : [];
  // The script is read from the worker controlling this page (the site's worker claims its pages
  // as it activates): Firefox has shown the registration with every worker attribute null for a
  // moment, after `ready` had resolved.
  // A page that was loading while the worker activated may stay uncontrolled (its claim came before
  // the page was a client): after 2 s, its registration tells.
  const controller =
    registrations.length === 0
      ? null
      : (navigator.serviceWorker.controller ??
        (await new Promise<ServiceWorker | null>((resolve) => {
          navigator.serviceWorker.addEventListener(
            'controllerchange',
            () => resolve(navigator.serviceWorker.controller),
            { once: true },
          );
          setTimeout(() => resolve(null), 2000);
        })));
  const scriptOf = (r: ServiceWorkerRegistration) =>
    (location.href.startsWith(r.scope) && controller ? controller : (r.active ?? r.waiting ?? r.installing))?.scriptURL;
  return {
    cookie: document.cookie ? document.cookie.split('; ').map((c: string) => c.split('=')[0]) : [],
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cacheStorage: 'caches' in window ? await caches.keys() : [],
    serviceWorker: registrations.map((r) => {
      const script = scriptOf(r);
      return script ? new URL(script).pathname : `a registration at ${r.scope} without a worker`;
    }),
  } as Stored;
};

/** What the visitor has done so far. */
export interface Visitor {
  choseLanguage: boolean;
  consent: 'granted' | 'denied' | null;
}

/** Whether the declaration has an entry happen for this visitor: always, after the choice it
 * stores (the language menu's or the consent banner's), after consent; links only when clicked. */
const happens = (entry: PrivacyDeclaration['storage'][number] | PrivacyDeclaration['origins'][number], v: Visitor) =>
  entry.when === 'always' ||
  (entry.when === 'choice' && (entry.feature === 'language' ? v.choseLanguage : v.consent !== null)) ||
  (entry.when === 'consent' && v.consent === 'granted');

/** Whether a stored name is the entry's: its pattern, or else its name exactly. */
const covers = (entry: StorageEntry, name: string): boolean => entry.matches?.test(name) ?? entry.name === name;

/**
 * Stored names and contacted origins against the declaration: each must be an entry that happens
 * for this visitor, and each entry that happens must be there. Returns the mismatches, readable.
 */
export function mismatches(
  declaration: PrivacyDeclaration,
  visitor: Visitor,
  found: Stored,
  contactedOrigins: Iterable<string>,
): string[] {
  const problems: string[] = [];
  const origins = [...contactedOrigins];
  const storage = declaration.storage.filter((entry) => happens(entry, visitor));
  for (const [kind, names] of Object.entries(found))
    for (const name of names)
      if (!storage.some((entry) => entry.kind === kind && covers(entry, name)))
        problems.push(`${kind} '${name}' is not declared for this state`);
  for (const entry of storage)
    if (!found[entry.kind].some((name) => covers(entry, name)))
      problems.push(`${entry.kind} '${entry.name}' (${entry.id}) is declared but not there`);
  const contacted = declaration.origins.filter((entry) => entry.when !== 'click' && happens(entry, visitor));
  for (const origin of origins)
    if (!contacted.some((entry) => entry.origins.some((pattern) => originMatches(pattern, origin))))
      problems.push(`request to ${origin} is not declared for this state`);
  for (const entry of contacted)
    if (!origins.some((origin) => entry.origins.some((pattern) => originMatches(pattern, origin))))
      problems.push(`${entry.origins.join(', ')} (${entry.id}) is declared but not contacted`);
  return problems;
}
