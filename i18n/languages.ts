// The languages of the site, one entry each, and the only place code names one. The first is served
// at the root and is the hreflang x-default; every other lives under /<code>. Its texts are the file
// `texts`, which exports a `Content` named like the code (i18n/de.ts: `export const de`).

export interface Language {
  /** Its code: the hreflang, the URL prefix (`/en`) and the name its texts file exports. */
  code: string;
  /** Open Graph locale (`og:locale`): its code, '_' and a region (`de_DE`); the browser tests visit in it. */
  locale: string;
  /** The language's name in itself, shown in the language menu. */
  name: string;
  /** Project-relative file of its texts. */
  texts: string;
  /** Which form of the unit a compound figure joins: German "15-Minuten-Gespräch", English "15-minute call". */
  compound: 'singular' | 'plural';
  /** Words a number (or a list's letter: "lit. f") after them stays with on its line: legal
   * references, each as written (list "art." and "Art." for both). Every language's own rules
   * besides (i18n/typeset.ts). */
  keepWithNumber?: string[];
  /** Words that never end a line, whatever follows them: Polish and Czech keep their one-letter
   * words ("w", "i", "z") with the next. In either case: "W domu", "w domu". */
  keepWithNext?: string[];
  /** Marks that never start a line, held to the word before them: French "Réservez !", "prix :", "»". */
  keepWithPrevious?: string[];
}

export const languages: Language[] = [
  {
    code: 'de',
    locale: 'de_DE',
    name: 'Deutsch',
    texts: 'i18n/de.ts',
    compound: 'plural',
    keepWithNumber: ['Art.', 'Abs.', 'Nr.', 'lit.', 'Ziff.', 'Satz', 'S.'],
  },
  {
    code: 'en',
    locale: 'en_GB',
    name: 'English',
    texts: 'i18n/en.ts',
    compound: 'singular',
    keepWithNumber: ['Art.', 'Section', 'Sections', 'No.'],
  },
];

/**
 * Each language's texts, as its file exports them (unchecked: the build's checker reads them).
 * `load` imports a project-relative file (the dev server's re-imports it fresh). A file that is
 * missing or exports nothing under its code is named, with the language and what to do.
 */
export async function loadTexts(load: (file: string) => Promise<Record<string, unknown>>, table = languages) {
  for (const language of table) {
    const problem = codeProblem(language);
    if (problem) throw new Error(problem);
  }
  // Every language's file, each failure kept: a mistake in one does not hide another's in one build.
  const settled = await Promise.allSettled(
    table.map(async ({ code, texts, name }) => {
      const fix = `create it with \`export const ${code}: Content = { … }\` (copy another language's file), or remove '${code}' from i18n/languages.ts`;
      let module: Record<string, unknown>;
      try {
        module = await load(texts);
      } catch (error) {
        const { code: errorCode, message } = error as { code?: string; message: string };
        // Node names the file it did not find ('/…/i18n/legal.pl.ts' imported from …), the dev server the path.
        const missing = errorCode === 'ERR_MODULE_NOT_FOUND' && message.match(/Cannot find module '?([^'\s]+)/)?.[1];
        if (!missing) throw error;
        if (missing === texts || missing.endsWith(`/${texts}`))
          throw new Error(`${texts}: the texts of ${name} (${code}) are missing: ${fix}`, { cause: error });
        const file = missing.slice(Math.max(0, missing.lastIndexOf('i18n/')));
        throw new Error(`${texts}: imports ${file}, which is missing: create it (copy another language's)`, {
          cause: error,
        });
      }
      if (!module[code] || typeof module[code] !== 'object')
        throw new Error(`${texts}: exports no texts of ${name} (${code}) named '${code}': ${fix}`);
      return [code, module[code]] as const;
    }),
  );
  const failed = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failed.length > 1) throw new Error(failed.map((error) => error.message).join('\n'), { cause: failed[0] });
  if (failed.length) throw failed[0];
  return Object.fromEntries(
    settled.map((result) => (result as PromiseFulfilledResult<readonly [string, unknown]>).value),
  );
}

const syntaxHint =
  "A ' in a text written in '…' ends it there: write ’ instead (or \\'). Else a comma may be missing at the end of the line before.";
const openTextHint = "A text's closing ' is missing: end the text with ' (a comma after it, where more follows).";
const ownFile = String.raw`(?:i18n/[^\s:]+|site\.config\.ts|pages/pages\.ts)`;
/** A file the owner edits (i18n/, site.config.ts, the page table) that does not parse ("Expected "}"
 * but found "s"", most often for an apostrophe in a text; "Unterminated string literal", a text left
 * open): each error at the file as the owner knows it (esbuild's heading and the absolute path left
 * out), one a line, with what to look for. */
export function withSyntaxHint(message: string): string {
  if (!new RegExp(`${ownFile}:\\d+:\\d+: ERROR: `).test(message)) return message;
  const errors = message
    .split('\n')
    .filter((line) => !/^Transform failed with \d+ errors?:$/.test(line))
    .map((line) => line.replace(new RegExp(`^.*(${ownFile}:\\d+:\\d+): ERROR: `), '$1: '));
  const hint = /Expected .* but found/.test(message)
    ? syntaxHint
    : /Unterminated string literal/.test(message)
      ? openTextHint
      : undefined;
  return [...errors, ...(hint ? [hint] : [])].join('\n  ');
}

/** A code that is not a language's two-letter ISO 639-1 code in lower case, which hreflang takes
 * and its pages' addresses are made of. */
export const codeProblem = ({ code, name }: Pick<Language, 'code' | 'name'>): string | undefined =>
  /^[a-z]{2}$/.test(code)
    ? undefined
    : `i18n/languages.ts: code '${code}' of ${name}: a language's code is its two-letter ISO 639-1 code in lower case${/^[a-z]{2}$/i.test(code) ? ` ('${code.toLowerCase()}')` : ''}: change it, and the name of its texts' export with it`;
