// The browser languages of the browser tests' visitors: each language's of the table, and one the
// site does not speak. WebKitGTK takes a visitor's language from its process's locale, so
// tests/setup.sh runs this file to list the locales it must generate.
import { languages } from '../../i18n/languages.ts';

/** A language's browser locale, from its Open Graph locale (de_DE → de-DE). */
export const localeOf = (language: { locale: string }): string => language.locale.replace('_', '-');

/** The codes of the languages tests add to a site (tests/support/site.ts: `languages`), in order. */
export const addedCodes = ['fr', 'it', 'nl', 'pl', 'es', 'pt', 'sv'];
const asLocale = (code: string) => `${code}-${code.toUpperCase()}`;
/** Where the table has one language, the browser language of the second the browser suites add to it
 * to test detection and switching (tests/support/engine-suite.ts: `bilingual`). */
export const secondLocale =
  languages.length > 1 ? undefined : asLocale(addedCodes.find((code) => !languages.some((l) => l.code === code))!);
/** A browser language the site does not speak: the first of these whose language the table lacks. */
export const unspokenLocale = ['fr-FR', 'it-IT', 'ja-JP'].find(
  (locale) => locale !== secondLocale && !languages.some(({ code }) => locale.startsWith(`${code}-`)),
)!;

if (process.argv[1] === import.meta.filename)
  for (const locale of [...languages.map(localeOf), ...(secondLocale ? [secondLocale] : []), unspokenLocale])
    console.log(locale.replace('-', '_'));
