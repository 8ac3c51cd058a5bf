// The browser languages of the browser tests' visitors: each language's of the table, and one the
// site does not speak. WebKitGTK takes a visitor's language from its process's locale, so
// tests/setup.sh runs this file to list the locales it must generate.
import { languages } from '../../i18n/languages.ts';
import { redirects } from '../../pages/pages.ts';

/** A language's browser locale, from its Open Graph locale (de_DE → de-DE). */
export const localeOf = (language: { locale: string }): string => language.locale.replace('_', '-');

/** The languages tests add to a site (tests/support/site.ts: `languages`), in order, with the
 * browser locale each is spoken in. */
export const addedLocales: Record<string, string> = {
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  es: 'es-ES',
  pt: 'pt-PT',
  sv: 'sv-SE',
};
/** The codes a test may add to a site of `taken` languages and `old` URLs: no language of its own,
 * nor the prefix of an old URL (an owner's /fr/… of a language removed). */
export const freeCodes = (taken: { code: string }[], old: { from: string }[]): string[] =>
  Object.keys(addedLocales).filter(
    (code) =>
      !taken.some((l) => l.code === code) &&
      !old.some(({ from }) => from === `/${code}` || from.startsWith(`/${code}/`)),
  );
/** Where the table has one language, the browser language of the second the browser suites add to it
 * to test detection and switching (tests/support/engine-suite.ts: `bilingual`). */
export const secondLocale = languages.length > 1 ? undefined : addedLocales[freeCodes(languages, redirects)[0]!];
/** A browser language the site does not speak: the first of these whose language neither the table
 * nor the browser suites' second has. */
export const unspokenLocale = ['fr-FR', 'it-IT', 'ja-JP'].find(
  (locale) => locale !== secondLocale && !languages.some(({ code }) => locale.startsWith(`${code}-`)),
)!;

if (process.argv[1] === import.meta.filename)
  for (const locale of [...languages.map(localeOf), ...(secondLocale ? [secondLocale] : []), unspokenLocale])
    console.log(locale.replace('-', '_'));
