// Texts as a visitor reads them. Pure functions, run once over the whole content before rendering:
//   1. `{name}` placeholders are filled from site.config.ts: the brand, the founder, the e-mail,
//      the profile network, the tools' platform, the build year, and the figures the site promises
//      (`{prototype}` → "rund 30 Minuten"), numbers and units in the language's own format (Intl).
//   2. A typography pass puts no-break spaces where a line must not break: between a number and
//      the word it counts, inside abbreviations ("z. B."), after "§" and "Art.", before a dash.
// A placeholder the build does not know is left in place for the checker to name (site/check.ts).
import type { Language } from './languages.ts';
import { exampleEnd, exampleStart, exampleText } from './markup.ts';
import { childKey, valueAt, type Content, type Figure, type SiteConfig } from './types.ts';

const nbsp = '\u00a0';
/** Narrow no-break space: the Duden's space inside "z. B." and "d. h.". */
const nnbsp = '\u202f';

/** Placeholders a component fills for each use (a workshop's own duration), not the build once. */
export const perUsePlaceholders: Record<string, readonly string[]> = {
  'common.duration': ['hours'],
  'common.shareImageAlt': ['title'],
  'common.legalTranslation': ['language'],
};

/** Keys that are ids, codes or link targets rather than visible text: never changed. */
export const nonTextKeys = new Set(['id', 'icon', 'pill', 'route', 'hash', 'external', 'slug']);

/** `{name}` or `{name:form}`; `form` is `number` ("20") or `compound` ("15-Minuten", "15-minute"). */
export const placeholderPattern = /\{([a-zA-Z]+)(?::([a-z]+))?\}/g;

/** What `make` made for `key`, made once per process: Intl's formatters are slow to create, and each
 * site the tests declare fills its texts anew. */
function once<T>(key: string, make: () => T): T {
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}
const made = new Map<string, unknown>();
const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}) =>
  once(`${lang} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));

/** The forms a figure may be said in besides its own (`{call:number}`, `{call:compound}`). */
export const formsOf = (figure: Figure): string[] => ('unit' in figure ? ['number', 'compound'] : ['number']);

/** A figure in words: qualifier, number (Intl) and its unit or noun, in the plural the number needs. */
function formatFigure(figure: Figure, language: Language, t: Content, form?: string): string | undefined {
  if (form !== undefined && !formsOf(figure).includes(form)) return undefined;
  const lang = language.code;
  const number = numberFormat(lang, { maximumFractionDigits: 2 }).format(figure.amount);
  if (form === 'number') return number;
  if ('noun' in figure) {
    const forms = t.figures?.nouns?.[figure.noun];
    const plural = once(`${lang} plural`, () => new Intl.PluralRules(lang)).select(figure.amount);
    return `${number} ${forms?.[plural as 'one' | 'few' | 'many'] ?? forms?.other}`;
  }
  // A unit Intl does not know ('minutes') is the schema's to name (site/check.ts): said as written.
  let units: Intl.NumberFormat;
  try {
    units = numberFormat(lang, { style: 'unit', unit: figure.unit, unitDisplay: 'long' });
  } catch {
    return `${number} ${figure.unit}`;
  }
  if (form === 'compound') {
    const parts = units.formatToParts(language.compound === 'singular' ? 1 : figure.amount);
    // A word joiner after the hyphen: the number stays with its unit ("15-" never ends a line).
    return `${number}-\u2060${parts.find((part) => part.type === 'unit')!.value}`;
  }
  const amount = units.format(figure.amount);
  // A qualifier the texts have no word for is the schema's to name: left out, not said as "undefined".
  const qualifier = figure.qualifier && t.figures?.qualifiers?.[figure.qualifier];
  return qualifier ? `${qualifier} ${amount}` : amount;
}

/** The key of site.config.ts each placeholder of the config's values is filled from. */
export const configKeyOf: Record<string, string> = {
  brand: 'brand',
  founder: 'founder.name',
  email: 'email',
  network: 'network.name',
  networkPrivacyPolicy: 'network.privacyPolicy',
  toolPlatform: 'toolPlatform.name',
  toolPlatformProvider: 'toolPlatform.provider',
};
/** The values of site.config.ts (and the build's year) every text may say by name. */
const configValues = (config: SiteConfig, year: number): Record<string, string | undefined> => ({
  ...Object.fromEntries(Object.entries(configKeyOf).map(([name, key]) => [name, valueAt(config, key) as string])),
  year: String(year),
});

/** The placeholders a text may write, for a message that names them: `{brand}`, …, a figure's `{name}`;
 * with `unset`, those of values the config leaves out (no `toolPlatform`: `{toolPlatform}`). */
export const knownPlaceholders = (config: SiteConfig, unset = false): string[] =>
  [
    ...Object.entries(configValues(config, 0))
      .filter(([, value]) => (value === undefined) === unset)
      .map(([name]) => name),
    ...(unset ? [] : Object.keys(config.figures ?? {})),
  ].map((name) => `{${name}}`);

/** The values every text may use, for one language. */
function placeholderValues(
  config: SiteConfig,
  t: Content,
  language: Language,
  year: number,
  more: Record<string, string>,
  examples: string[],
): (name: string, form?: string) => string | undefined {
  const names = { ...more, ...configValues(config, year) };
  const value = (name: string, form?: string) => {
    const figure = Object.hasOwn(config.figures ?? {}, name);
    const said = figure
      ? formatFigure(config.figures[name]!, language, t, form)
      : form === undefined && Object.hasOwn(names, name)
        ? names[name]
        : undefined;
    // The key of site.config.ts it says, where it may be an example value to mark.
    const key = figure ? `figures.${name}` : configKeyOf[name];
    return said !== undefined && key && examples.includes(key) ? `${exampleStart}${said}${exampleEnd}` : said;
  };
  // Each value once: a large site fills thousands of texts.
  const known = new Map<string, string | undefined>();
  return (name, form) => {
    const key = `${name}:${form ?? ''}`;
    if (!known.has(key)) known.set(key, value(name, form));
    return known.get(key);
  };
}

/** Fills the placeholders `value` knows; leaves the others as they are (for validation to name). */
export const fill = (text: string, value: (name: string, form?: string) => string | undefined): string =>
  text.replace(placeholderPattern, (whole, name: string, form?: string) => value(name, form) ?? whole);

/** A language's name in another's words: `de` in English, "German"; in German, "Deutsch". */
export const languageName = (code: string, language: Language): string =>
  once(
    `${language.code} name ${code}`,
    () => new Intl.DisplayNames([language.code], { type: 'language' }).of(code) ?? code,
  );

/** A workshop's duration in the language's words: "2 Stunden", "1 Stunde", "1,5 Stunden". Each
 * once: a workshop list shows one per workshop, and Intl and the typography pass are not free. */
export const formatHours = (hours: number, language: Language): string =>
  once(`${language.code} ${hours} hours`, () =>
    typeset(numberFormat(language.code, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours), language),
  );

// Each rule: what a text needs for the rule to change it (a quick test, which most texts fail for
// most rules: a 2,000-page site has 47,000 texts), the rule, its replacement.
const both: [RegExp, RegExp, string][] = [
  // A number stays with the word it counts ("30 Minuten", "50 testers"; markup, or the mark of an
  // example, may sit between).
  [/\d/, /(\d(?:\*\*|\]\]|\uE001)?)[ \u00a0](?=(?:\*\*|\[\[|\uE000)?\p{L})/gu, `$1${nbsp}`],
  // "§ 5", "§§ 1–3".
  [/§/, /(§§?) (?=\d)/g, `$1${nbsp}`],
  // A dash between phrases ends a line, never starts one.
  [/[–—]/, / (–|—) /g, `${nbsp}$1 `],
  // Abbreviations of single letters: "z. B.", "d. h.", "i. d. R.", "e. g." when written with spaces.
  [/\. /, /(?<![\p{L}\d])(\p{L})\. (?=\p{L}\.)/gu, `$1.${nnbsp}`],
];

/** `text` as a pattern that matches it as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` as words of their own: no letter or digit next to it ("Flow" is not in "workflow"). */
export const asWords = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u');
/** `words` as a pattern's alternatives, each as written. */
const either = (words: string[]) => `(${words.map(escapeRegExp).join('|')})`;
/** Nothing of a word next to it: no letter or digit. */
const alone = '(?<![\\p{L}\\d])';

/** Markup, or the mark of an example, that may close before a space or open after it (as in `both`). */
const closing = '(?:\\*\\*|\\]\\]|\uE001)?';
const opening = '(?:\\*\\*|\\[\\[|\uE000)?';

/** The rules of the language's table entry, after every language's. */
const rulesOf = ({ keepWithNumber = [], keepWithNext = [], keepWithPrevious = [] }: Language) => {
  const rules = [...both];
  if (keepWithNumber.length)
    rules.push([
      / /,
      new RegExp(`(${alone}${either(keepWithNumber)}${closing}) (?=${opening}(?:\\d|\\p{Ll}(?!\\p{L})))`, 'gu'),
      `$1${nbsp}`,
    ]);
  if (keepWithNext.length)
    rules.push([/ /, new RegExp(`(${alone}${either(keepWithNext)}${closing}) (?=\\S)`, 'giu'), `$1${nbsp}`]);
  if (keepWithPrevious.length)
    rules.push([/ /, new RegExp(`(?<=\\S) (?=${opening}${either(keepWithPrevious)}(?![\\p{L}\\d]))`, 'gu'), nbsp]);
  return rules;
};

/** The typography pass of one text: no-break spaces by the rules of the language. */
export function typeset(text: string, language: Language): string {
  if (!rules.has(language)) rules.set(language, rulesOf(language));
  let out = text;
  for (const [needs, pattern, replacement] of rules.get(language)!)
    if (needs.test(out)) out = out.replace(pattern, replacement);
  return out;
}
const rules = new WeakMap<Language, [RegExp, RegExp, string][]>();

/** A language's texts with placeholders filled and typography applied, ready to render; `more` are
 * values the build adds (the privacy policy's sentences of the owner's setup). `marked`: the same
 * with the template's examples left (`examples`: keys of the config and of the texts) marked
 * (i18n/markup.ts), for the components; what holds no example is the same object in both. */
export function prepareTexts(
  t: Content,
  language: Language,
  config: SiteConfig,
  year: number,
  more: Record<string, string> = {},
  examples: { config: string[]; texts: string[] } = { config: [], texts: [] },
): { shown: Content; marked: Content } {
  const plain = placeholderValues(config, t, language, year, more, []);
  const withMarks = examples.config.length
    ? placeholderValues(config, t, language, year, more, examples.config)
    : plain;
  const exampleKeys = new Set(examples.texts);
  // Both at once, in one pass; what holds no example is one object for both.
  const walk = (value: unknown, key: string, leaf: string, whole: boolean): [unknown, unknown] => {
    whole ||= exampleKeys.has(key);
    if (typeof value === 'string') {
      if (nonTextKeys.has(leaf)) return [value, value];
      const shown = typeset(fill(value, plain), language);
      const marked = withMarks !== plain && value.includes('{') ? typeset(fill(value, withMarks), language) : shown;
      return [shown, whole ? `${exampleText}${marked}` : marked];
    }
    if (!value || typeof value !== 'object') return [value, value];
    const inList = Array.isArray(value);
    // Arrays too are filled by key (their indices, as strings).
    const shown = (inList ? [] : {}) as Record<string, unknown>;
    const marked = (inList ? [] : {}) as Record<string, unknown>;
    let same = true;
    for (const [k, v] of Object.entries(value)) {
      [shown[k], marked[k]] = walk(v, childKey(key, k, inList), inList ? leaf : k, whole);
      same &&= shown[k] === marked[k];
    }
    return [shown, same ? shown : marked];
  };
  const [shown, marked] = walk(t, '', '', false) as [Content, Content];
  return { shown, marked };
}
