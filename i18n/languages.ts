// The languages of the site, one entry each, and the only place code names one. The first is served
// at the root and is the hreflang x-default; every other lives under /<code>. Its texts are the file
// `texts`, which exports a `Content` named like the code (i18n/de.ts: `export const de`).
import type { Content } from './types.ts';

interface LanguageEntry {
  /** Open Graph locale (`og:locale`). */
  locale: string;
  /** The language's name in itself, shown in the language menu. */
  name: string;
  /** Project-relative file of its texts. */
  texts: string;
  /** Which form of the unit a compound figure joins: German "15-Minuten-Gespräch", English "15-minute call". */
  compound: 'singular' | 'plural';
  /** Words a number follows on the same line (legal references), besides every language's rules (i18n/typeset.ts). */
  noBreakAfter: RegExp;
}

const table = {
  de: {
    locale: 'de_DE',
    name: 'Deutsch',
    texts: 'i18n/de.ts',
    compound: 'plural',
    // "Art. 6", "Abs. 1", "Nr. 2", "lit. f", "Satz 1".
    noBreakAfter: /\b(Art\.|Abs\.|Nr\.|lit\.|Ziff\.|Satz|S\.) (?=\d|[a-z]\b)/g,
  },
  en: {
    locale: 'en_US',
    name: 'English',
    texts: 'i18n/en.ts',
    compound: 'singular',
    // "Art. 6(1)", "Section 5", "No. 2".
    noBreakAfter: /\b(Art\.|Section|Sections|No\.) (?=\d)/g,
  },
} satisfies Record<string, LanguageEntry>;

export type Lang = keyof typeof table;
export const languageTable: Record<Lang, LanguageEntry> = table;
export const languages = Object.keys(languageTable) as Lang[];
/** The language served at the root, and the hreflang x-default. */
export const rootLang: Lang = languages[0]!;

/** The URL prefix of a language: '' at the root, `/<code>` for every other. */
export const prefixOf = (lang: Lang): string => (lang === rootLang ? '' : `/${lang}`);

export const otherLanguages = (lang: Lang): Lang[] => languages.filter((other) => other !== lang);

/**
 * Every language's texts, from the files of the table. `load` imports a project-relative file (the
 * dev server's re-imports it fresh). A file that is missing or exports no texts under its code is
 * named, with the language, instead of failing later on a text that is not there.
 */
export async function loadTexts(
  load: (file: string) => Promise<Record<string, unknown>> = (file) =>
    import(new URL(`../${file}`, import.meta.url).href),
): Promise<Record<Lang, Content>> {
  const loaded = await Promise.all(
    languages.map(async (lang) => {
      const { texts, name } = languageTable[lang];
      const fix = `create it with \`export const ${lang}: Content = { … }\` (copy another language's file), or remove '${lang}' from i18n/languages.ts`;
      let module: Record<string, unknown>;
      try {
        module = await load(texts);
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        if (code === 'ERR_MODULE_NOT_FOUND' && message.includes(texts.split('/').pop()!))
          throw new Error(`${texts}: the texts of ${name} (${lang}) are missing: ${fix}`, { cause: error });
        throw error;
      }
      if (!module[lang] || typeof module[lang] !== 'object')
        throw new Error(`${texts}: exports no texts of ${name} (${lang}) named '${lang}': ${fix}`);
      return [lang, module[lang] as Content] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Lang, Content>;
}
