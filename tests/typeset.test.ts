// The texts as a visitor reads them (i18n/typeset.ts): placeholders filled from the config in each
// language's own number format, and no-break spaces where a line must not break, by the language's rules.
import { describe, expect, it } from 'vitest';
import { formatHours, prepareTexts, typeset as typesetIn } from '../i18n/typeset.ts';
import type { Content, SiteConfig } from '../i18n/types.ts';
import { shipped } from './support/site.ts';
import { platform } from './support/stand-ins.ts';

type Lang = string;
const { config, texts: contents } = shipped.input;
const languages = shipped.input.languages.map((l) => l.code);
const languageOf = (lang: Lang) => shipped.input.languages.find((l) => l.code === lang)!;
const otherLanguages = (lang: Lang) => languages.filter((other) => other !== lang);
const typeset = (text: string, lang: Lang) => typesetIn(text, languageOf(lang));

const nbsp = '\u00a0';

/** A unit's name in a language, in the form `amount` takes ("Stunden", "hour"), as Intl says it. */
const unitOf = (unit: string, amount: number, lang: Lang): string =>
  new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(amount)
    .find((part) => part.type === 'unit')!.value;
const nnbsp = '\u202f';

/** `probe` (a text, or texts under keys) as the pages show it in `lang`: put into the content,
 * prepared with `withConfig`. */
function shownAs<T>(probe: T, lang: Lang, withConfig: SiteConfig = config, year = 2031): T {
  const prepared = prepareTexts({ ...contents[lang], probe } as never as Content, languageOf(lang), withConfig, year);
  return (prepared.shown as never as { probe: T }).probe;
}

describe('typography', () => {
  it.each(languages)('%s: a number stays with the word it counts, markup between them or not', (lang) => {
    expect(typeset('in 30 Tagen', lang)).toBe(`in 30${nbsp}Tagen`);
    expect(typeset('**30** hours', lang)).toBe(`**30**${nbsp}hours`);
    expect(typeset('[[12]] Monate', lang)).toBe(`[[12]]${nbsp}Monate`);
  });

  it.each(languages)(
    '%s: § with its number, a dash never starting a line, single-letter abbreviations whole',
    (lang) => {
      expect(typeset('nach § 5', lang)).toBe(`nach §${nbsp}5`);
      expect(typeset('§§ 1–3', lang)).toBe(`§§${nbsp}1–3`);
      expect(typeset('eins – zwei — drei', lang)).toBe(`eins${nbsp}– zwei${nbsp}— drei`);
      expect(typeset('z. B. so, d. h. hier', lang)).toBe(`z.${nnbsp}B. so, d.${nnbsp}h. hier`);
      expect(typeset('e. g. this', lang)).toBe(`e.${nnbsp}g. this`);
    },
  );

  const referenceWords = (lang: Lang) => languageOf(lang).keepWithNumber ?? [];

  it.each(languages)('%s: legal references keep their word and number together, by the table’s rules', (lang) => {
    for (const word of referenceWords(lang)) {
      expect(typeset(`nach ${word} 2`, lang), word).toBe(`nach ${word}${nbsp}2`);
      expect(typeset(`${word} f, ${word} 6`, lang), word).toBe(`${word}${nbsp}f, ${word}${nbsp}6`);
      expect(typeset(`${word} eins`, lang), word).toBe(`${word} eins`);
    }
  });

  it.each(languages)('%s: references by its own rules, not by another language’s', (lang) => {
    const own = new Set(referenceWords(lang));
    for (const other of otherLanguages(lang))
      for (const word of referenceWords(other).filter((word) => !own.has(word)))
        expect(typeset(`nach ${word} 2`, lang), `${other}: ${word}`).toBe(`nach ${word} 2`);
  });

  it('a language whose table names words: kept with a number, with the next word or the word before, each as written', () => {
    const declared = {
      ...languageOf(languages[0]!),
      keepWithNumber: ['ust.', 'pkt'],
      keepWithNext: ['w', 'i', 'z', '«'],
      keepWithPrevious: ['!', ':', '»'],
    };
    expect(typesetIn('art. 6, ust. 1, pkt a oraz ust. ab', declared)).toBe(
      `art. 6, ust.${nbsp}1, pkt${nbsp}a oraz ust. ab`,
    );
    // Its words, not another language's: one whose table names none keeps them apart.
    expect(typesetIn('ust. 1, pkt a', { ...declared, keepWithNumber: [] })).toBe('ust. 1, pkt a');
    // Each one-letter word, at the start of a sentence too, and two in a row; never a letter of a word.
    expect(typesetIn('W domu i w pracy, z nami. Kawa i', declared)).toBe(
      `W${nbsp}domu i${nbsp}w${nbsp}pracy, z${nbsp}nami. Kawa i`,
    );
    // Emphasis between them, as the number rule allows.
    expect(typesetIn('ust. **6**, **w** domu, Réservez **!**', declared)).toBe(
      `ust.${nbsp}**6**, **w**${nbsp}domu, Réservez${nbsp}**!**`,
    );
    // A mark held to the word before it, and inside quotes; not where it starts a word or a URL.
    expect(typesetIn('Réservez ! Prix : « bas » https://x.fr :8080', declared)).toBe(
      `Réservez${nbsp}! Prix${nbsp}: «${nbsp}bas${nbsp}» https://x.fr :8080`,
    );
  });

  it.each(languages)('%s: a text without numbers or abbreviations stays as written', (lang) => {
    for (const text of ['plain sentences, with commas', 'Version 2.0', 'one-two'])
      expect(typeset(text, lang), text).toBe(text);
  });
});

describe('placeholders', () => {
  it.each(languages)('%s: names and the year come from the config and the build', (lang) => {
    // A stand-in network where the config links no profile.
    const network = config.network ?? { name: 'Network', privacyPolicy: 'https://network.example/privacy' };
    expect(shownAs('{brand}, {founder}, {email}, {network}, {year}', lang, { ...config, network })).toBe(
      `${config.brand}, ${config.founder.name}, ${config.email}, ${network.name}, 2031`,
    );
    const { name, provider } = config.toolPlatform ?? platform;
    expect(
      shownAs('{toolPlatform} ({toolPlatformProvider})', lang, {
        ...config,
        toolPlatform: { ...platform, name, provider },
      }),
    ).toBe(`${name} (${provider})`);
  });

  // Figures of a config made here, so each form is seen: a qualifier (one the texts word), a fraction, a
  // noun in both numbers.
  const qualifier = Object.keys(
    contents[languages[0]!]!.figures.qualifiers,
  )[0] as keyof Content['figures']['qualifiers'];
  const figures: SiteConfig = {
    ...config,
    figures: {
      ...config.figures,
      prototype: { amount: 45, unit: 'hour', qualifier },
      call: { amount: 25, unit: 'hour' },
      experience: { amount: 1.5, unit: 'year' },
      alphaTesters: { amount: 1, noun: 'testers' },
      journey: { amount: 3, noun: 'testers' },
    },
  };

  it('a noun in each plural form a language counts with: few and many where it has them and the texts say them', () => {
    // A language of the table, taken as one that counts with few and many (Polish's rules).
    const [lang] = languages;
    const polish = { ...languageOf(lang!), code: 'pl' };
    const testers = { one: 'tester', few: 'testerzy', many: 'testerów', other: 'testera' };
    const t = {
      ...contents[lang!]!,
      figures: { ...contents[lang!]!.figures, nouns: { testers } },
      probe: '{alphaTesters}',
    };
    const shown = (amount: number, nouns = testers) => {
      const withConfig = {
        ...config,
        figures: { ...config.figures, alphaTesters: { amount, noun: 'testers' as const } },
      };
      const texts = { ...t, figures: { ...t.figures, nouns: { testers: nouns } } } as never as Content;
      return (prepareTexts(texts, polish, withConfig, 2031).shown as never as { probe: string }).probe;
    };
    expect([1, 3, 5, 1.5].map((n) => shown(n))).toEqual([
      `1${nbsp}tester`,
      `3${nbsp}testerzy`,
      `5${nbsp}testerów`,
      `1,5${nbsp}testera`,
    ]);
    expect(shown(3, { one: 'tester', other: 'testera' } as typeof testers)).toBe(`3${nbsp}testera`);
  });

  it('a figure in words: its qualifier from the texts, the unit in the language, no break before it', () => {
    for (const lang of languages) {
      const { qualifiers, nouns } = contents[lang]!.figures;
      const hours = unitOf('hour', 25, lang);
      expect(shownAs('{prototype}', lang, figures)).toBe(`${qualifiers[qualifier]} 45${nbsp}${hours}`);
      expect(shownAs('{call}', lang, figures)).toBe(`25${nbsp}${hours}`);
      // The noun of the form the language counts the number with, `other` where the texts have none.
      const noun = (n: number) => {
        const form = new Intl.PluralRules(lang).select(n) as keyof typeof nouns.testers;
        return nouns.testers[form] ?? nouns.testers.other;
      };
      expect(shownAs('{alphaTesters}', lang, figures)).toBe(`1${nbsp}${noun(1)}`);
      expect(shownAs('{journey}', lang, figures)).toBe(`3${nbsp}${noun(3)}`);
    }
  });

  it.each(languages)(
    '%s: the number alone in the language’s format, and the compound form its table entry builds, its number held to its unit',
    (lang) => {
      expect(shownAs('{experience:number}', lang, figures)).toBe(new Intl.NumberFormat(lang).format(1.5));
      const unit = unitOf('hour', languageOf(lang).compound === 'singular' ? 1 : 25, lang);
      expect(shownAs('a {call:compound} call', lang, figures)).toBe(`a 25-\u2060${unit} call`);
    },
  );

  it.each(languages)(
    '%s: a placeholder or form the build does not know stays as typed, for validation to name',
    (lang) => {
      for (const text of ['{nope}', '{call:plural}', '{alphaTesters:compound}', '{brand:number}'])
        expect(shownAs(text, lang, figures), text).toBe(text);
    },
  );

  it('ids, slugs and link targets are never changed', () => {
    const probe = { slug: '{brand} 30 Tagen', id: 'z. B.', text: '{brand} 30 Tagen' };
    expect(shownAs(probe, languages[0]!)).toEqual({
      slug: '{brand} 30 Tagen',
      id: 'z. B.',
      text: `${config.brand} 30${nbsp}Tagen`,
    });
  });
});

describe('workshop durations', () => {
  it.each(languages)('%s: in the language’s number format and plural, the unit unbroken', (lang) => {
    for (const hours of [1, 1.5])
      expect(formatHours(hours, languageOf(lang))).toBe(
        `${new Intl.NumberFormat(lang).format(hours)}${nbsp}${unitOf('hour', hours, lang)}`,
      );
  });
});
