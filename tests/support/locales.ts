// The browser languages of the browser tests' visitors: each language's of the table, and one the
// site does not speak. WebKitGTK takes a visitor's language from its process's locale, so
// tests/setup.sh runs this file to list the locales it must generate.
import { languages, languageTable, type Lang } from '../../i18n/languages.ts';

/** Each language's browser locale, from its Open Graph locale (de_DE → de-DE). */
export const visitorLocales = Object.fromEntries(
  languages.map((lang) => [lang, languageTable[lang].locale.replace('_', '-')]),
) as Record<Lang, string>;

/** A browser language the site does not speak: the first of these whose language the table lacks. */
export const unspokenLocale = ['fr-FR', 'it-IT', 'ja-JP'].find(
  (locale) => !languages.some((lang) => locale.startsWith(`${lang}-`)),
)!;

if (process.argv[1] === import.meta.filename)
  for (const locale of [...Object.values(visitorLocales), unspokenLocale]) console.log(locale.replace('-', '_'));
