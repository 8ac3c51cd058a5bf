// The one checker: a list of rules over the site's model (site/model.ts) and the project it was made
// from, each problem with its file, key, language, what to do, and a severity: `error` stops the
// build before anything is drawn, `release` stops a release build (`--release`, or any build on
// Netlify, Cloudflare Pages or Vercel) and is listed by every other, `warn` is listed. Every rule
// runs on every build, whatever else is wrong, so that one build names every mistake once; those
// that need the pages' links (checkDrawn) run once the pages are drawn.
import * as v from 'valibot';
import type { Assets } from './assets.ts';
import { MarkupError, parseInline } from '../i18n/markup.ts';
import {
  asWords,
  configKeyOf,
  escapeRegExp,
  formsOf,
  knownPlaceholders,
  nonTextKeys,
  perUsePlaceholders,
  placeholderPattern,
} from '../i18n/typeset.ts';
import {
  childKey,
  contentSchema,
  groupOf,
  hostChoices,
  isRegion,
  isSlug,
  slugOf,
  isToolLink,
  rapidFramesSignupOpen,
  keysWhere,
  mapTexts,
  nameOf,
  openGroups,
  parentOf,
  schemaIssues,
  siteConfigSchema,
  valueAt,
  type Content,
} from '../i18n/types.ts';
import { sourceOf } from './files.ts';
import { meant, nearest } from './meant.ts';
import type { Host } from './host-names.ts';
import { cloudflareRuleLimit, immutablePrefix } from './hosts.ts';
import { attempt, fileOf, navShown, wordsOf, type Site, type SitePage } from './model.ts';
import { storageNames, whyOn } from './privacy.ts';
import type { Project } from './project.ts';
import type { Rendered } from './render.ts';
import { themeProblems } from './theme.ts';

export type Severity = 'error' | 'release' | 'warn';

export interface Problem {
  file: string;
  /** Where the key stands in the file, once the build has looked (site/source-lines.ts). */
  line?: number;
  key: string;
  /** null for what is the same in every language (site.config.ts, pages/pages.ts). */
  lang: string | null;
  problem: string;
  /** What to do, where `problem` does not say it. */
  fix?: string;
  severity: Severity;
}

/** What a problem is, by its key and language: `hero.title (de): empty text`. */
const problemAt = (p: Problem): string => `${p.key ? `${p.key}${p.lang ? ` (${p.lang})` : ''}: ` : ''}${p.problem}`;

/** Its file, with the line where the build found it: `i18n/de.ts:66`. */
const fileAt = (p: Problem) => (p.line ? `${p.file}:${p.line}` : p.file);

/** A problem as one line: `i18n/de.ts: hero.title (de): empty text: write it`. */
export const problemLine = (p: Problem): string => `${p.file}: ${problemAt(p)}${p.fix ? `: ${p.fix}` : ''}`;
/** The same with the line where the build found it, as the build prints it: `i18n/de.ts:66: …`. */
export const locatedLine = (p: Problem): string => problemLine({ ...p, file: fileAt(p) });

/** The heading of what a build lists as `warn` (the build's summary, the dev server's log). */
export const warningsHeading = 'To look at: left over, unused, not yet translated or written out';

/** Problems as rows of the build's summary: file and what (with what to do, where `fixes`), the legal
 * pages' gaps counted per page. */
export function problemRows(problems: Problem[], fixes = false): [file: string, what: string][] {
  const rows: [string, string][] = [];
  const gaps = new Map<string, number>();
  for (const p of problems) {
    if (!p.problem.startsWith('[[')) rows.push([fileAt(p), `${problemAt(p)}${fixes && p.fix ? `: ${p.fix}` : ''}`]);
    else {
      const at = `${p.file}\u0000${groupOf(p.key)}`;
      gaps.set(at, (gaps.get(at) ?? 0) + 1);
    }
  }
  for (const [at, count] of gaps) {
    const [file, page] = at.split('\u0000') as [string, string];
    rows.push([file, `${page}: ${count} [[gaps]]`]);
  }
  return rows;
}

/** The build stopped: every problem of its severity, all of them named, first; a build stopped by a
 * mistake counts in a last line what a release would refuse and what is to look at, which `npm run
 * build` lists once the mistakes are fixed. */
export class SiteProblems extends Error {
  constructor(
    readonly problems: Problem[],
    readonly severity: Severity,
  ) {
    const stopping = problems.filter((p) => p.severity === severity).map((p) => `    ${locatedLine(p)}`);
    const count = (of: Severity) => (severity === 'error' ? problems.filter((p) => p.severity === of).length : 0);
    const listed = [
      count('release') && `${count('release')} left before launch (a release refuses them)`,
      count('warn') && `${count('warn')} to look at`,
    ].filter(Boolean);
    super(
      `${severity === 'error' ? 'content mistakes' : 'release build refused'}: ${stopping.length}\n${stopping.join('\n')}` +
        (listed.length ? `\n  besides: ${listed.join(', ')}, which npm run build lists once these are fixed` : ''),
    );
    this.name = severity === 'error' ? 'ContentError' : 'LaunchError';
  }
}

/** An entry of the page table as pages/pages.ts types it (`Page`): the build runs it untyped. */
const fn = v.custom<unknown>((value) => typeof value === 'function', 'a function belongs here');
const pageEntry = v.strictObject({
  path: v.union([v.string(), fn], 'a path or a function of the texts belongs here'),
  // A component: a function, or an object React makes of one (memo, forwardRef).
  component: v.custom<unknown>((value) => !!value && typeof value !== 'string', 'a component belongs here'),
  texts: v.array(v.string()),
  parents: v.array(v.string()),
  crumb: v.optional(fn),
  indexable: v.boolean(),
  nav: v.optional(
    v.array(v.strictObject({ label: fn, hash: v.optional(v.string()), order: v.number(), when: v.optional(fn) })),
  ),
  footer: v.optional(v.picklist(['imprint', 'privacy'])),
  seo: fn,
  each: v.optional(fn),
});

/** What is wrong with the page table's shape: checked before the model is resolved from it. */
export const tableProblems = (pages: unknown): Problem[] =>
  schemaIssues(v.record(v.string(), pageEntry), pages, 'Page', 'pages/pages.ts').map((i) =>
    tableProblem(`pageTable${i.key.startsWith('[') ? '' : '.'}${i.key}`, i.problem),
  );

/** The full <title> (text, ' - ', brand): longer ones are cut off in search results. */
const maxTitleLength = 70;
/** A meta description: search results cut longer ones. */
const maxDescriptionLength = 160;
/** A meta description shorter says too little for search results to show it rather than the page's text. */
const minDescriptionLength = 50;

/** What the schemas' rule reads: the project alone, no model (a page table that does not hold has none). */
interface SchemaContext {
  project: Project;
  /** The texts as written, by language. */
  written: Record<string, Content>;
  /** The groups of texts the pages show (`namedGroups`). */
  named: Set<string>;
  /** What the schema finds wrong with each language's texts as written. */
  textIssues: Record<string, { key: string; problem: string }[]>;
  /** What the schema finds wrong with the config as the owner wrote it. */
  configIssues: { key: string; problem: string }[];
  /** A problem of a language's texts, named in the file that holds the key. */
  inTexts: (lang: string, key: string, problem: string, severity?: Severity, fix?: string) => Problem;
}

interface Context extends SchemaContext {
  site: Site;
  /** The host the build goes to, where it says (site/build-site.ts). */
  deployTo?: Host;
  /** Whether a mistake of the config names its key (or a key above it), itself or as the key a
   * misspelt one stands for: what it fills in is not named again, at every text or workshop. */
  configNamed: (key: string) => boolean;
  /** The key a key of the config is written under where that is a typo of it (`figure` for `figures`). */
  configWrittenAs: (key: string) => string | undefined;
  /** The names of the figures some text says (`{experience}`), in any language. */
  figuresSaid: Set<string>;
}

/** A problem of a file, of one language or (null) the same in every language. */
export const inFile =
  (file: string, lang: string | null = null) =>
  (key: string, problem: string, severity: Severity = 'error', fix?: string): Problem => ({
    file,
    key,
    lang,
    problem,
    fix,
    severity,
  });
const configProblem = inFile('site.config.ts');
const tableProblem = inFile('pages/pages.ts');
/** A key as a string to paste into site.config.ts: `'brand'`, `"workshopHours['ux-workflows']"`. */
const asString = (key: string) => (key.includes("'") ? `"${key}"` : `'${key}'`);
export const unknownPage = (site: Site, id: string) =>
  `link to a page that does not exist: '${id}'${meant(id, Object.keys(site.input.pages), (near) => `'${near}'`)}: link a page id (${pageIds(site)}), or add the page to pages/pages.ts`;

/** The schema's words for a key it does not have (i18n/types.ts, schemaIssues), with the key. */
const unknownKey = /^no key "([^"]*)" here/;
/** A schema's `no key "…" here`, with the one of `names` it may have meant. */
const withMeant = (problem: string, names: () => string[]) =>
  problem.replace(unknownKey, (whole, name: string) => `${whole}${meant(name, names())}`);

type Check = (context: Context) => Problem[];

/** The keys of the config its schema's issues name, each with the key it is written under where
 * that is a typo of it: a key of the top level the config does not have, a typo of one it has. */
const namedConfigKeys = (issues: { key: string; problem: string }[]): Map<string, string | undefined> => {
  const keys = new Map<string, string | undefined>();
  for (const i of issues) {
    const typo = unknownKey.exec(i.problem)?.[1];
    const near =
      typo !== undefined && typo === i.key ? nearest(typo, Object.keys(siteConfigSchema.entries)) : undefined;
    if (typo === undefined) keys.set(i.key, keys.get(i.key));
    else if (near !== undefined) keys.set(near, i.key);
  }
  return keys;
};

/** A schema's issues with each key spelt wrong in place of one it lacks beside it (`titel` where
 * `title` is missing) as one issue, where the key is written, to rename: not also the key missing. */
const renamedOnce = (issues: { key: string; problem: string }[]): { key: string; problem: string }[] => {
  const missing = issues.filter((i) => i.problem.startsWith('missing') && nameOf(i.key) !== undefined);
  const renamed = new Map<string, string>();
  for (const i of issues) {
    const typo = unknownKey.exec(i.problem)?.[1];
    const beside = missing.filter((m) => parentOf(m.key) === parentOf(i.key) && ![...renamed.values()].includes(m.key));
    const near =
      typo !== undefined
        ? nearest(
            typo,
            beside.map((m) => nameOf(m.key)!),
          )
        : undefined;
    if (near !== undefined) renamed.set(i.key, beside.find((m) => nameOf(m.key) === near)!.key);
  }
  const named = new Set(renamed.values());
  return issues
    .filter((i) => !named.has(i.key))
    .map((i) => {
      const to = renamed.get(i.key);
      const [typo, name] = [nameOf(i.key), to && nameOf(to)];
      return to ? { key: i.key, problem: `spelt wrong: rename ${typo} to ${name}, which is missing here` } : i;
    });
};

/** The template's example texts left in each language, its made-up quotes (`example: true`) or the rest:
 * of the groups the pages show (the others are named as texts no page shows). Texts of one group left
 * (a tool's page, by its parts) are named once, at the group, with the parts. */
const exampleTexts =
  (
    quotes: boolean,
    problem: (parts: string[]) => string,
    fix: (key: string, keys: string[], languages: number) => string,
  ): Check =>
  ({ site, written, named, inTexts }) =>
    site.languages.flatMap(({ code }) => {
      const left = new Map<string, string[]>();
      const marked = (key: string) =>
        (valueAt(written[code], key) as { example?: boolean } | undefined)?.example === true;
      for (const key of site.examples.texts[code]!)
        if (named.has(groupOf(key)) && marked(key) === quotes) {
          const at = quotes ? key : groupOf(key);
          left.set(at, [...(left.get(at) ?? []), key]);
        }
      return [...left].map(([group, keys]) => {
        const key = keys.length === 1 ? keys[0]! : group;
        // The parts as the group's file writes them: `seo`, `hero`, `[0]`.
        const parts = keys.length === 1 ? [] : keys.map((each) => each.slice(group.length).replace(/^\./, ''));
        return inTexts(code, key, problem(parts), 'release', fix(key, keys, site.languages.length));
      });
    });

/** The groups of texts the pages show: the frame's, and those each page names in its `texts`. */
const namedGroups = (project: Project): Set<string> =>
  new Set([
    ...project.layoutTexts,
    // Read from a table that may not hold (schemaProblems): an entry's texts that are no list name none.
    ...Object.values(project.input.pages).flatMap((page) => (Array.isArray(page?.texts) ? page.texts : [])),
  ]);
/** The ids of the workshops (site.config.ts gives their hours): as every language's texts have them,
 * or (`some`) as any has them; an id one language lacks is the list rule's to name. */
const workshopIds = (site: Site, some = false) => {
  const each = site.languages.map(({ code }) => site.texts[code]?.workshops?.items?.map((w) => w.id) ?? []);
  return new Set(each.flat().filter((id) => some || each.every((ids) => ids.includes(id))));
};

/** `texts` as a proxy that notes each group read of it in `read`: what a page shows (site/render.ts)
 * and what its entry's functions read (checkDrawn). */
export const readingGroups = <T extends object>(texts: T, read: Set<string>): T =>
  new Proxy(texts, {
    get: (target, group) => (typeof group === 'string' && read.add(group), Reflect.get(target, group)),
  });

/** What the schemas say (i18n/types.ts): the config as the owner wrote it, each language's texts. */
const schemaRule = ({ project, written, named, textIssues, configIssues, inTexts }: SchemaContext): Problem[] => [
  // Its top level takes any key: a group no page names is listed by the rule of texts no page shows.
  ...openGroups({ entries: contentSchema.entries }).map((key) =>
    inFile('i18n/types.ts')(
      key,
      'takes any key (v.object), so a misspelt text goes unnamed',
      'error',
      'write v.strictObject',
    ),
  ),
  ...renamedOnce(configIssues).map((i) =>
    configProblem(
      i.key,
      withMeant(i.problem, () => (i.key.includes('.') ? [] : Object.keys(siteConfigSchema.entries))),
    ),
  ),
  ...project.input.languages.flatMap(({ code }) =>
    renamedOnce(textIssues[code]!).map((i) => {
      // A text missing that another language has: to translate from there.
      const having = i.problem.startsWith('missing')
        ? project.input.languages.find((l) => l.code !== code && valueAt(written[l.code], i.key) !== undefined)
        : undefined;
      // A key the schema lacks, beside the name another language (or the schema, missing here) has.
      const problem = having
        ? `missing: add it, translated from ${project.textFileOf(having.code, i.key)}`
        : withMeant(i.problem, () =>
            [
              ...project.input.languages.flatMap((l) => Object.keys(valueAt(written[l.code], parentOf(i.key)) ?? {})),
              ...textIssues[code]!.filter((j) => parentOf(j.key) === parentOf(i.key)).map((j) => nameOf(j.key)!),
            ].filter((other) => other !== nameOf(i.key)),
          );
      // A whole group missing that no page names in its `texts`: the owner may mean to take it away.
      return inTexts(
        code,
        i.key,
        i.key in contentSchema.entries && !named.has(i.key)
          ? `${problem}, or, as no page names it in its texts (pages/pages.ts), remove it from contentSchema in i18n/types.ts`
          : problem,
      );
    }),
  ),
];

/** The rules; those with a `readme` line are the launch list (the README's "Before launch"). */
const rules: (Check | { readme: string; check: Check })[] = [
  schemaRule,
  // Each text as shown: its placeholders known, its markup allowed, its links to pages and URLs that
  // exist, its page title and description its own and short enough for search results.
  ({ site, project, written, named, configIssues, configNamed, configWrittenAs, inTexts }) =>
    site.languages.flatMap(({ code }, index) => {
      // The figures as written under a misspelt key (`figure`), which the texts say as they should.
      const misspeltFigures = configWrittenAs('figures');
      const figuresAsWritten = Object.keys(
        (misspeltFigures && (valueAt(project.owner, misspeltFigures) as object | undefined)) ?? {},
      );
      const problems: Problem[] = [];
      const fail = (key: string, problem: string) => problems.push(inTexts(code, key, problem));
      /** A text whose markup only a value the config refuses breaks (a brand with '<'): named there, once. */
      const brokenByConfig = (key: string) => {
        const own = valueAt(written[code], key);
        if (typeof own !== 'string') return false;
        const fills = [...own.matchAll(placeholderPattern)].map(([, name]) => configKeyOf[name!]);
        if (!fills.some((from) => configIssues.some((i) => i.key === from))) return false;
        try {
          parseInline(own, richKey(key));
          return true;
        } catch {
          return false;
        }
      };
      const seen = new Map<string, string>();
      mapTexts(site.texts[code], (value, key, leaf) => {
        // What a group no page shows links to or says is asked for only once it is shown: the group
        // itself is named, as texts no page shows, to remove.
        const shown = named.has(groupOf(key));
        if (shown && leaf === 'route' && site.pathOf(value, code) === undefined) fail(key, unknownPage(site, value));
        if (shown && leaf === 'external' && !Object.hasOwn(site.config.links ?? {}, value))
          fail(
            key,
            `no URL '${value}' in links of site.config.ts${meant(value, Object.keys(site.config.links ?? {}), (near) => `'${near}'`)}: add it there, or link elsewhere`,
          );
        // The privacy policy's body is put together from the texts checked here (site/privacy.ts).
        if (nonTextKeys.has(leaf) || key.startsWith('datenschutz.body')) return;
        // What a value of the config filled in (a brand with braces) is the config's mistake, named there.
        const asWritten = valueAt(written[code], key);
        const own = typeof asWritten === 'string' ? asWritten : value;
        for (const [whole, name, form] of value.includes('{') ? value.matchAll(placeholderPattern) : [])
          if (!own.includes(whole)) continue;
          else if (knownPlaceholders(site.config, true).includes(whole)) {
            // Nor in a part of the privacy policy this site does not show.
            if (shown && !unshownPolicyPart(site, key) && !configNamed(configKeyOf[name!] ?? name!))
              fail(
                key,
                `${whole} has no value: site.config.ts leaves it out: set it there, write the words themselves, or remove the text if it is optional`,
              );
          } else if (form && knownPlaceholders(site.config).includes(`{${name}}`)) {
            // A value it knows in a form it has not: the forms it has (docs/editing.md).
            const figure = site.config.figures?.[name!];
            const forms = figure ? formsOf(figure) : [];
            const each = ['', ...forms].map((f) => `{${name}${f && `:${f}`}}`);
            fail(
              key,
              forms.length
                ? `${whole}: write ${each.slice(0, -1).join(', ')} or ${each.at(-1)} (docs/editing.md)`
                : `${whole}: {${name}} has no forms: write {${name}}`,
            );
          } else if (!perUsePlaceholders[key]?.includes(name!) && !figuresAsWritten.includes(name!)) {
            const allowed = [...knownPlaceholders(site.config), ...ownPlaceholders(key)];
            fail(
              key,
              `unknown placeholder ${whole}${meant(whole, allowed)}: write one of ${allowed.join(', ')} (docs/editing.md), or the words themselves`,
            );
          }
        // A brace of a placeholder half written (`{prototype`) would show as it is.
        if (/[{}]/.test(own.replace(placeholderPattern, '')))
          fail(key, `a '{' or '}' that is no placeholder: write it whole, as {brand}, or leave the brace out`);
        if ((leaf === 'title' || leaf === 'description') && /(^|\.)seo\.\w+$/.test(key)) {
          // What search results show: the words, without the `**` a head cannot show (site/model.ts).
          const shown = wordsOf(value);
          const [kind, said, max] =
            leaf === 'title'
              ? ['page title', `${shown} - ${site.config.brand}`, maxTitleLength]
              : ['meta description', shown, maxDescriptionLength];
          const other = seen.get(`${kind} ${shown}`);
          if (other)
            fail(
              key,
              `the same ${kind} as ${other}: search results could not tell the two pages apart; give each its own`,
            );
          seen.set(`${kind} ${shown}`, key);
          if (said.length > max)
            fail(
              key,
              `${kind} '${said}' is ${said.length} characters; search results cut it after ${max}: shorten it to ${max - (said.length - shown.length)} or fewer${said === shown ? '' : ` (the page adds ' - ${site.config.brand}')`}`,
            );
          if (leaf === 'description' && shown.trim().length < minDescriptionLength)
            problems.push(
              inTexts(
                code,
                key,
                `meta description '${shown}' is ${shown.trim().length} characters`,
                'warn',
                `say what the page offers in a sentence or two, ${minDescriptionLength} to ${max} characters`,
              ),
            );
          // A language's texts copied from another's keep its titles until translated (named in the later one).
          const own = valueAt(written[code], key);
          const copied = site.languages.slice(0, index).find((l) => valueAt(written[l.code], key) === own);
          if (copied)
            problems.push(inTexts(code, key, `the same ${kind} as in ${copied.code}`, 'warn', 'translate it'));
        }
        try {
          for (const token of parseInline(value, richKey(key))) {
            const route = token.kind === 'link' && token.target.match(/^route:([^#]*)/)?.[1];
            if (shown && route && site.pathOf(route, code) === undefined) fail(key, unknownPage(site, route));
          }
        } catch (error) {
          if (!(error instanceof MarkupError)) throw error;
          if (!brokenByConfig(key)) fail(key, error.message);
        }
      });
      // The share cards' alt text names what the card shows: the brand and the page's title.
      const alt = site.texts[code]?.common?.shareImageAlt;
      for (const [name, filled] of [
        ['{brand}', site.config.brand],
        ['{title}', '{title}'],
      ] as const)
        if (typeof alt === 'string' && !alt.includes(filled) && !(name === '{brand}' && configNamed('brand')))
          fail('common.shareImageAlt', `the alt text must name the card: ${name} is missing`);
      return problems;
    }),
  // The owner's names are the config's: a text that writes one out keeps it through a change there (a
  // warning, until confirmed: "Klar" may be a word of the text's own). A page title gets ' - brand': one
  // that says {brand}, or ends or starts with the brand beside a dash, shows it twice.
  ({ site, written, named, inTexts }) => {
    const { brand, founder, email, confirmed = [] } = site.config;
    const names = { brand: 'the brand', founder: 'the founder’s name', email: 'the e-mail address' };
    const words = Object.entries({ brand, founder: founder?.name, email })
      .flatMap(([placeholder, value]) => {
        const name = value?.trim();
        return name && (placeholder !== 'email' || name.includes('@'))
          ? [{ placeholder: placeholder as keyof typeof names, name, pattern: asWords(name) }]
          : [];
      })
      .sort((a, b) => b.name.length - a.name.length);
    const ownBrand = escapeRegExp((brand ?? '').trim());
    const twice = new RegExp(
      `\\{brand\\}${ownBrand ? `|[-–—|:·]\\s*${ownBrand}\\s*$|^\\s*${ownBrand}\\s*[-–—|:·]` : ''}`,
      'u',
    );
    const problems: Problem[] = [];
    for (const { code } of site.languages)
      for (const [group, texts] of Object.entries(written[code] ?? {}))
        if (named.has(group))
          mapTexts(
            texts,
            (text, key, leaf) => {
              if (nonTextKeys.has(leaf)) return;
              const title = /(^|\.)seo\.title$|^common\.redirect\.title$/.test(key);
              const doubled = title && twice.test(text);
              if (doubled)
                problems.push(
                  inTexts(
                    code,
                    key,
                    'holds the brand, which the build adds to every page title',
                    'error',
                    'leave it out',
                  ),
                );
              // The names it writes out, the longest first: the founder's within a brand "Anna Berg UX"
              // is the brand's.
              let rest = doubled || confirmed.includes(key) ? '' : text;
              for (const { placeholder, name, pattern } of words)
                if (rest.includes(name) && pattern.test(rest)) {
                  rest = rest.replaceAll(name, ' ');
                  problems.push(
                    inTexts(
                      code,
                      key,
                      `writes out ${names[placeholder]} of site.config.ts`,
                      'warn',
                      `${title && placeholder === 'brand' ? 'say it without the brand (every page title ends with it)' : `write {${placeholder}} in its place`}, or, if the words are the text's own, add ${asString(key)} to confirmed in site.config.ts`,
                    ),
                  );
                }
            },
            group,
          );
    return problems;
  },
  // A list has as many items in every language: no type counts a list's items. A sentence the same
  // as a language's before it is not translated yet (copied): counted for each file, as one line.
  ({ site, written, inTexts }) => {
    const problems: Problem[] = [];
    const pageLists = new Set(
      Object.entries(site.input.pages).flatMap(([entry, { each }]) =>
        each ? site.languages.map(({ code }) => listKey(site, entry, code)) : [],
      ),
    );
    const copied = new Map<string, { first: Problem; count: number; from: string }>();
    const counted = new Set<string>();
    const compare = (a: unknown, b: unknown, key: string, lang: string, source: string, earlier?: string): void => {
      if (earlier && typeof a === 'string' && a === b && isSentence(a) && !/(^|\.)seo\./.test(key)) {
        if (counted.has(`${lang} ${key}`)) return;
        counted.add(`${lang} ${key}`);
        const first = inTexts(lang, key, '', 'warn', 'translate them');
        const group = copied.get(`${lang} ${first.file}`);
        if (group) group.count++;
        else copied.set(`${lang} ${first.file}`, { first, count: 1, from: earlier });
      }
      if (!a || typeof a !== 'object' || !b || typeof b !== 'object') return;
      // Lists pair up by position: one item less on one side would shift every later comparison. A
      // list of pages is named by its items' ids (the next rule).
      if (Array.isArray(a) && Array.isArray(b) && b.length < a.length) {
        if (pageLists.has(key)) return;
        // Items with ids: the ones this language lacks, by id.
        const idOf = (item: unknown) => (item as { id?: unknown } | null)?.id;
        const lacking = a.map(idOf).filter((id) => typeof id === 'string' && !b.some((item) => idOf(item) === id));
        return void problems.push(
          inTexts(
            lang,
            key,
            `${b.length} items where ${source} has ${a.length}${lacking.length ? ` (it lacks ${lacking.map((id) => `'${id}'`).join(', ')})` : ''}: a list has the same items in every language`,
          ),
        );
      }
      for (const [k, v] of Object.entries(a))
        compare(v, (b as Record<string, unknown>)[k], childKey(key, k, Array.isArray(a)), lang, source, earlier);
    };
    // The nearest language before another first: a copy names the language it was copied from.
    const codes = site.languages.map((l) => l.code);
    codes.forEach((other, j) =>
      [...codes].reverse().forEach((code) => {
        if (code !== other)
          compare(written[code], written[other], '', other, code, codes.indexOf(code) < j ? code : undefined);
      }),
    );
    for (const { first, count, from } of copied.values())
      problems.push({
        ...first,
        key: count > 1 ? `${first.key} and ${count - 1} more texts` : first.key,
        problem: `the same as in ${from}`,
      });
    return problems;
  },
  // A page of a list (a workshop) is one item by its id, in every language, with its slug its own.
  ({ site, inTexts }) =>
    Object.entries(site.input.pages).flatMap(([entry, { each }]) => {
      if (!each) return [];
      const problems: Problem[] = [];
      const ids = new Map<string, Set<string>>();
      for (const { code } of site.languages) {
        const list = listKey(site, entry, code);
        const seen = new Set<string>();
        site.lists[code]![entry]!.forEach((item, i) => {
          if (seen.has(item.id)) problems.push(inTexts(code, `${list}[${i}].id`, `the id '${item.id}' is taken twice`));
          seen.add(item.id);
        });
        ids.set(code, seen);
      }
      const every = [...new Set([...ids.values()].flatMap((seen) => [...seen]))];
      const holders = (id: string) => [...ids].filter(([, seen]) => seen.has(id)).map(([lang]) => lang);
      // An id spelt two ways (a typo in a translation): one item, named once, where fewer languages
      // have it (as many: not the first language's).
      const respelt = new Map<string, string>();
      // Only ids some language lacks can be one spelt two ways.
      const partial = every.filter((id) => holders(id).length < ids.size);
      for (const wrong of partial)
        for (const right of partial.filter((id) => id !== wrong && nearest(wrong, [id]))) {
          const [w, r] = [holders(wrong), holders(right)];
          if (w.some((lang) => r.includes(lang)) || w.length + r.length !== ids.size) continue;
          if (w.length < r.length || (w.length === r.length && r.includes(site.languages[0]!.code)))
            respelt.set(wrong, right);
        }
      for (const [wrong, right] of respelt)
        for (const code of holders(wrong)) {
          const i = site.lists[code]![entry]!.findIndex((item) => item.id === wrong);
          problems.push(
            inTexts(
              code,
              `${listKey(site, entry, code)}[${i}].id`,
              `the id '${wrong}' is '${right}' in ${holders(right).join(', ')}: spell it the same in every language`,
            ),
          );
        }
      // Each item some language has, named where it is missing, with the languages that have it.
      const respeltIds = new Set([...respelt.keys(), ...respelt.values()]);
      for (const [code, seen] of ids) {
        const lacking = every.filter((id) => !seen.has(id) && !respeltIds.has(id));
        if (lacking.length) {
          const what = lacking.map(
            (id) => `'${id}' (${holders(id).join(', ')} ${holders(id).length > 1 ? 'have' : 'has'} it)`,
          );
          problems.push(
            inTexts(
              code,
              listKey(site, entry, code),
              `no item ${what.join(', ')}`,
              'error',
              'a list has the same items (by id) in every language: add it here, or remove it there',
            ),
          );
        }
      }
      return problems;
    }),
  // An optional text one language has and another lacks (a quote deleted in one, an optional text's
  // name misspelt in another): the languages say different things. Named where it is lacking, at the
  // highest key it lacks; what the schema asks for is named missing, lists by the list rule.
  ({ site, project, written, named, textIssues, inTexts }) => {
    // What the schema names in any language, missing or unknown, is named so there.
    const schemaNamed = new Set(Object.values(textIssues).flatMap((issues) => issues.map((i) => i.key)));
    return site.languages.flatMap(({ code }) => {
      const lacking = new Map<string, string>();
      const lacks = (key: string) => valueAt(written[code], key) === undefined;
      for (const { code: other } of site.languages.filter((l) => l.code !== code))
        mapTexts(written[other], (_text, textKey) => {
          // Not within a list: how many items each language has is the list rule's.
          if (textKey.includes('[')) return;
          let key = textKey;
          for (let up = parentOf(key); up && lacks(up); up = parentOf(up)) key = up;
          if (lacks(key) && named.has(groupOf(key)) && !schemaNamed.has(key) && !lacking.has(key))
            lacking.set(key, other);
        });
      return [...lacking].map(([key, other]) =>
        inTexts(
          code,
          key,
          `${project.textFileOf(other, key)} has it, this language not`,
          'warn',
          'add it, translated, or remove it there',
        ),
      );
    });
  },
  // Each workshop has its hours, and every hours its workshop.
  ({ site, project, configNamed }) => {
    const hours = (project.owner as { workshopHours?: Record<string, unknown> }).workshopHours ?? {};
    const [ids, anywhere] = [workshopIds(site), workshopIds(site, true)];
    return [
      ...[...ids]
        .filter((id) => !Object.hasOwn(hours, id) && !configNamed('workshopHours'))
        .map((id) =>
          configProblem(
            `workshopHours['${id}']`,
            // Hours under a name of no workshop, a typo of this one's, are named with it.
            `workshop '${id}' has no hours: add them${meant(
              id,
              Object.keys(hours).filter((name) => !ids.has(name)),
              (name) => `workshopHours['${name}']`,
            )}`,
          ),
        ),
      ...Object.keys(hours)
        .filter((id) => !anywhere.has(id))
        .map((id) =>
          configProblem(`workshopHours['${id}']`, `no workshop of the texts has the id '${id}': remove it`, 'warn'),
        ),
    ];
  },
  // A figure no text says any more (its text removed) is the owner's to remove, not to confirm.
  ({ site, figuresSaid }) =>
    Object.keys(site.config.figures ?? {})
      .filter((name) => !figuresSaid.has(name))
      .map((name) =>
        configProblem(`figures.${name}`, 'no text says it', 'warn', `remove it, or write {${name}} in a text`),
      ),
  // Every address is one thing: a page's own, or an old URL's that leads to a page in a language.
  ({ site, inTexts }) => {
    const problems: Problem[] = [];
    const taken = new Map<string, string>();
    const holders = new Map<string, SitePage>();
    // An entry's path clashes in every language alike: named once, in the first (a clash with another
    // page, in a language whose texts give other paths, is named too).
    const clashing = new Set<string>();
    for (const page of site.pages) {
      if (page.id === 'notFound' || !page.path) continue;
      const holder = taken.get(page.path);
      if (!holder) {
        taken.set(page.path, `the ${page.id} page`);
        holders.set(page.path, page);
      } else if (page.item === undefined) {
        // Named at the later entry of the table, which need not be the one just changed: both are
        // named. A path made of the texts clashes in a language: named with it, and its texts' file.
        const other = holders.get(page.path)!;
        const entryOf = (id: string) => id.split(':')[0]!;
        const fromTexts = [page.id, other.id].some((id) => typeof site.input.pages[entryOf(id)]?.path === 'function');
        const texts = site.languages.find((l) => l.code === page.lang)?.texts;
        if (!clashing.has(`${page.id} ${holder}`))
          problems.push(
            inFile('pages/pages.ts', fromTexts ? page.lang : null)(
              `pageTable.${page.id}.path`,
              `the address ${page.path} is already ${holder} (pageTable.${entryOf(other.id)}.path)`,
              'error',
              `give one of the two a path of its own, keeping the one already published${fromTexts && texts ? ` (a path made of the texts: change its text in ${texts})` : ''}`,
            ),
          );
        clashing.add(`${page.id} ${holder}`);
      } else {
        const [entry] = page.id.split(':') as [string];
        const items = site.lists[page.lang]![entry]!;
        // Two items of one id make two pages of one id: the id is named (below), not their addresses.
        if (items.filter((item) => item.id === page.item).length > 1) continue;
        const index = items.findIndex((item) => item.id === page.item);
        const key = `${listKey(site, entry, page.lang)}[${index}]`;
        problems.push(
          inTexts(page.lang, key, `its address ${page.path} is already ${holder}: give it a slug of its own`),
        );
      }
    }
    const declared = new Map<string, string>();
    // A stub is written as the file of its path: not over a page's (`/index`, a 404 page's).
    const files = new Map(
      site.pages.map((page) => [
        page.file,
        `the ${page.id === 'notFound' ? '404' : page.id} page's file (${page.lang})`,
      ]),
    );
    for (const { from, to, lang } of site.input.redirects) {
      const known = site.languages.some((l) => l.code === lang);
      const fail = (problem: string) =>
        problems.push(
          inFile('pages/pages.ts', known ? lang : null)(`redirects: ${from}`, `old URL ${from} ${problem}`),
        );
      // A path as visitors had it; the hosts answer it with a trailing slash too (site/hosts.ts).
      const path = `/${from.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '')}`;
      if (from !== path && from !== '/')
        fail(`must be a path, starting with '/', without a trailing slash, query or fragment: write '${path}'`);
      // What a host's rules read as a pattern: a splat, a placeholder, a space between fields.
      else if (/[*\s]|\/:/.test(from))
        fail("holds '*', ':' after a '/' or a space, which the hosts' rules read as a pattern: write the path itself");
      else if (!known)
        fail(
          `leads to language '${lang}', which i18n/languages.ts does not have: lead it to a language of the site (${site.languages.map((l) => l.code).join(', ')})`,
        );
      else if (site.pathOf(to, lang) === undefined) {
        // A page of a list missing in this language only: the list's own rule names it.
        if (site.pages.some((page) => page.id === to)) continue;
        fail(
          `leads to '${to}', which is no page${meant(
            to,
            site.pages.map((p) => p.id),
            (near) => `'${near}'`,
          )}: lead it to a page id (${pageIds(site)})`,
        );
      } else if (declared.has(from))
        fail(
          `is declared twice, leading to ${declared.get(from)} and to ${site.pathOf(to, lang)}: keep one of the two`,
        );
      else if (taken.has(from) || files.has(fileOf(from)))
        fail(
          `is already ${taken.get(from) ?? files.get(fileOf(from))}: an old URL must be an address nothing else has; remove it`,
        );
      else declared.set(from, site.pathOf(to, lang)!);
    }
    return problems;
  },
  // An address is lower-case words, as a visitor types it and every host names a file (a page of a
  // list: its slug's rule, i18n/types.ts).
  ({ site }) =>
    site.pages
      .filter(({ path, item }) => item === undefined && path && path !== '/' && !path.split('/').slice(1).every(isSlug))
      .map(({ id, lang, path }) =>
        inFile('pages/pages.ts', lang)(
          `pageTable.${id}.path`,
          `the address '${path}' must be lower-case words (a–z, 0–9) joined by '-' ('${path.split('/').map(slugOf).join('/')}')`,
          'error',
          'change the path, or the text it is made of',
        ),
      ),
  // A header link reads its label from the texts: one that reads none (a text no schema declares reads as
  // nothing) would stand in the header as an empty link.
  ({ site }) =>
    site.languages.flatMap(({ code }) => {
      const t = site.texts[code]!;
      return Object.entries(site.input.pages).flatMap(([id, entry]) =>
        (entry.nav ?? []).flatMap((nav, index) => {
          if (!navShown(nav, t)) return [];
          const label: unknown = attempt(() => nav.label(t));
          return typeof label === 'string' && label.trim()
            ? []
            : [
                inFile('pages/pages.ts', code)(
                  `pageTable.${id}.nav[${index}].label`,
                  'gives no text: the header would show an empty link',
                  'error',
                  'return a text of i18n/ (a new one declared in i18n/types.ts and written in each language)',
                ),
              ];
        }),
      );
    }),
  // The header's links stand by their order: two of one order would stand as the table happens to list them.
  ({ site: { input } }) => {
    const orders = new Map<number, string>();
    return Object.entries(input.pages).flatMap(([id, entry]) =>
      (entry.nav ?? []).flatMap(({ order }, index) => {
        const [key, earlier] = [`pageTable.${id}.nav[${index}].order`, orders.get(order)];
        if (!earlier) orders.set(order, key);
        return earlier
          ? [tableProblem(key, `${order} is also ${earlier}`, 'error', 'give each link its own order')]
          : [];
      }),
    );
  },
  // The privacy policy covers what this build does: a section for each feature on, a line for each entry.
  ({ site, written, inTexts }) =>
    site.languages.flatMap(({ code }) => {
      const policy = written[code]?.datenschutz;
      const missing = (key: string, what: string) =>
        inTexts(
          code,
          `datenschutz.${key}`,
          `missing, while ${what}`,
          'error',
          'write it (git history holds the template’s)',
        );
      return [
        ...site.privacy.features
          .filter((feature) => policy?.sections && !policy.sections[feature])
          .map((feature) => missing(`sections.${feature}`, whyOn[feature])),
        ...[...site.privacy.storage, ...site.privacy.origins]
          .filter(({ id }) => policy?.facts?.purposes && !policy.facts.purposes[id])
          .map(({ id, feature }) => missing(`facts.purposes.${id}`, whyOn[feature])),
      ];
    }),
  // Each page's parents are pages with a name in the breadcrumb trail.
  ({ site: { input } }) =>
    Object.entries(input.pages).flatMap(([id, entry]) =>
      entry.parents
        .filter((parent) => !input.pages[parent]?.crumb)
        .map((parent) =>
          input.pages[parent]
            ? tableProblem(
                `pageTable.${id}.parents`,
                `'${parent}' has no name in a breadcrumb`,
                'error',
                `give its entry a crumb: (t) => …`,
              )
            : tableProblem(
                `pageTable.${id}.parents`,
                `'${parent}' is no page of the table${meant(parent, Object.keys(input.pages), (near) => `'${near}'`)}`,
                'error',
                `name an entry of pageTable with a crumb (${Object.keys(input.pages)
                  .filter((other) => input.pages[other]!.crumb)
                  .join(', ')}), or take it out`,
              ),
        ),
    ),
  // A page's groups of texts are groups the schema declares; a key confirmed is one that still holds something.
  ({ site, written }) => [
    ...Object.entries(site.input.pages).flatMap(([id, entry]) =>
      (entry.texts as string[])
        .filter((group) => !(group in contentSchema.entries))
        .map((group) =>
          tableProblem(
            `pageTable.${id}.texts`,
            `'${group}' is no group of texts${meant(group, Object.keys(contentSchema.entries), (near) => `'${near}'`)}`,
            'error',
            'name a key of contentSchema in i18n/types.ts',
          ),
        ),
    ),
    ...(site.config.confirmed ?? [])
      .filter((key) => [site.config, ...Object.values(written)].every((at) => valueAt(at, key) === undefined))
      .map((key) => {
        // A typo of a key beside it (`figures.cal`; an item of a list, `about.text[3]`, has no name):
        // named with the key it may mean.
        const [parent, name] = [parentOf(key), nameOf(key)];
        const beside = [site.config, ...Object.values(written)].flatMap((at) => {
          const above: unknown = parent ? valueAt(at, parent) : at;
          return above && typeof above === 'object' ? Object.keys(above) : [];
        });
        const near = name
          ? meant(name, [...new Set(beside)], (other) => asString(parent ? `${parent}.${other}` : other))
          : '';
        return configProblem(
          'confirmed',
          `${asString(key)} names no value or text any more${near}`,
          'warn',
          near ? 'correct it, or remove it from confirmed' : 'remove it from confirmed',
        );
      }),
  ],
  // Each language's Open Graph locale is its own code and a region (`de_DE`): og:locale and
  // og:locale:alternate say it, and the browser tests' visitors speak it. A copied entry keeps another's.
  ({ site: { languages } }) =>
    languages.flatMap(({ code, name, locale }) => {
      const [language, region = '', ...more] = String(locale).split('_');
      if (language === code && isRegion(region) && !more.length) return [];
      const likely = attempt(() => new Intl.Locale(code).maximize().region);
      const other = languages.find((l) => l.code !== code && l.locale === locale);
      return [
        inFile('i18n/languages.ts', code)(
          'locale',
          `'${locale}' is not a locale of ${name}${other ? `: it is ${other.name}'s` : ''}; og:locale takes the language's code, '_' and a region in capitals`,
          'error',
          `write ${likely ? `'${code}_${likely}' (or '${code}_' and the region the texts are written for)` : `'${code}_' and the region the texts are written for`}`,
        ),
      ];
    }),
  // The language whose legal texts prevail is one of the site's.
  ({ site: { config, languages } }) =>
    config.legalLanguage !== undefined && !languages.some((l) => l.code === config.legalLanguage)
      ? [
          configProblem(
            'legalLanguage',
            `'${config.legalLanguage}' is no language of i18n/languages.ts`,
            'error',
            `name one (${languages.map((l) => l.code).join(', ')}), or leave it out for the first`,
          ),
        ]
      : [],
  // A profile link needs its network, which the privacy policy names; a network with no profile, none.
  ({ site: { config }, configNamed }) =>
    config.links.profile && !config.network && !configNamed('network')
      ? [
          configProblem(
            'network',
            'missing while links.profile leads to a profile: the privacy policy names its network',
            'error',
            'add network (its name and privacy policy), or remove links.profile',
          ),
        ]
      : !config.links.profile && config.network
        ? [configProblem('network', 'no links.profile leads to it', 'warn', 'remove network')]
        : [],
  // A tool link elsewhere than on the platform would make the privacy policy name the wrong provider;
  // a platform no tool links to, one the site does not send anyone to.
  ({ site, written, configNamed }) => {
    const { config } = site;
    const origin = config.toolPlatform?.origin;
    const tools = Object.entries(config.links ?? {}).filter(([id, url]) => isToolLink(id) && URL.canParse(url));
    if (!config.toolPlatform && tools.length && !configNamed('toolPlatform'))
      return [
        configProblem(
          'toolPlatform',
          `missing while ${tools.map(([id]) => `links.${id}`).join(', ')} lead${tools.length === 1 ? 's' : ''} to a tool: the privacy policy names the tools' platform`,
          'error',
          'add toolPlatform (its name, provider, origin and privacy policy), or remove those links',
        ),
      ];
    if (!origin || !URL.canParse(origin)) return [];
    const legal = '(datenschutz.sections.links, datenschutz.facts.purposes.gpts)';
    if (!tools.length) {
      // Where the policy this site shows names it: not in a section or a purpose it does not show.
      const named = Object.values(written).some((t) =>
        keysWhere(t?.datenschutz ?? {}, (v) => typeof v === 'string' && v.includes('{toolPlatform')).some(
          (key) => !unshownPolicyPart(site, `datenschutz.${key}`),
        ),
      );
      return [
        configProblem(
          'toolPlatform',
          `no URL of links is a tool’s (each is the booking’s, the profile’s or the sign-up’s)${named ? ', and the privacy policy names the platform all the same' : ''}`,
          'release',
          `remove toolPlatform${named ? `, and reword what the legal texts say of it ${legal}` : ''}`,
        ),
      ];
    }
    return tools
      .filter(([, url]) => new URL(url).origin !== new URL(origin).origin)
      .map(([id, url]) =>
        configProblem(
          `links.${id}`,
          `'${url}' is not on ${origin} (toolPlatform.origin), the platform the privacy policy names for the tools: point the link there, or change toolPlatform and what the legal texts say of it ${legal}`,
        ),
      );
  },
  // The look: two colours that are colours, with contrast enough; a font that is installed.
  ({ site }) => themeProblems(site.config.theme).map(({ key, problem }) => configProblem(key, problem)),
  // The portrait the assets are drawn from.
  ({ project: { portrait } }) =>
    portrait && 'problem' in portrait ? [inFile(portrait.file)('', portrait.problem)] : [],
  // A file of the owner's keeps its name: where the hosts cache the build's hashed files as immutable,
  // a changed one would never reach a visitor who has it.
  ({ project }) =>
    project.staticFiles
      .filter((file) => `/${file}`.startsWith(immutablePrefix))
      .map((file) =>
        inFile(`static/${file}`)(
          '',
          `static${immutablePrefix} is the build's: its files are served under ${immutablePrefix}, which browsers and CDNs keep for a year without asking again, so a file of yours there would stay as it was for a visitor who has it`,
          'error',
          `move it to static/${file.slice(immutablePrefix.length - 1)} (served at /${file.slice(immutablePrefix.length - 1)}, asked for again on every visit)`,
        ),
      ),
  // What a removal left behind: texts no page shows, the texts file of a language the table lacks.
  ({ site, project, named, textIssues, inTexts }) => {
    const codes = site.languages.map((l) => l.code);
    // A group spelt wrong is named as such (misspeltGroups), not again as texts no page shows.
    const misspelt = (code: string, key: string) =>
      textIssues[code]?.some((i) => i.key === key && unknownKey.test(i.problem)) ?? false;
    return [
      ...codes.flatMap((code) =>
        Object.keys(project.input.texts[code] ?? {})
          .filter((key) => !named.has(key) && !misspelt(code, key))
          .map((key) =>
            inTexts(
              code,
              key,
              'no page names these texts in its `texts` (pages/pages.ts): name them in the page that shows them, or remove them (and their schema in i18n/types.ts)',
              'warn',
            ),
          ),
      ),
      ...project.textFiles
        .filter((file) => !codes.includes(file.replace(/^i18n\/(legal\.)?/, '').replace(/\.ts$/, '')))
        .map((file) =>
          inFile(file)(
            '',
            'the texts of a language that i18n/languages.ts does not have: delete the file, or add the language there',
            'warn',
          ),
        ),
    ];
  },
  // Launch: what still stands in for the owner's details (a release refuses each).
  {
    readme:
      '`site.config.ts`: EXAMPLE_VALUES, each while it still holds the template’s example (unless its key is in `confirmed`)',
    check: ({ site, figuresSaid }) => {
      // The hours of a workshop the texts no longer have, and a figure no text says, are left over
      // (named above), not to replace.
      const ids = workshopIds(site);
      const ofWorkshop = (key: string) => /^workshopHours\['(.+)'\]$/.exec(key)?.[1];
      const figure = (key: string) => /^figures\.(.+)$/.exec(key)?.[1];
      return site.examples.config
        .filter((key) => ofWorkshop(key) === undefined || ids.has(ofWorkshop(key)!))
        .filter((key) => figure(key) === undefined || figuresSaid.has(figure(key)!))
        .map((key) =>
          configProblem(
            key,
            `example value ${shownValue(valueAt(site.config, key))}`,
            'release',
            `replace it with yours, or, if it is yours, add ${asString(key)} to confirmed in site.config.ts`,
          ),
        );
    },
  },
  {
    readme:
      '`i18n/<code>.ts` of each language: EXAMPLE_TEXTS, the texts that state a fact about the owner or the offer, each while it still reads as the template ships it in any language (unless its key, or its group’s, is in `confirmed`)',
    check: exampleTexts(
      false,
      (parts) =>
        parts.length
          ? `example texts about the owner or the offer: ${parts.join(', ')}`
          : 'example text about the owner or the offer',
      (key, [first, ...more], languages) =>
        `write your own${languages > 1 ? ' in every language' : ''}, or, if ${more.length ? 'they are' : 'it is'} true of you, add ${asString(key)}${more.length ? ` (or one part's key, ${asString(first!)})` : ''} to confirmed in site.config.ts`,
    ),
  },
  {
    readme:
      '`static/images/portrait.svg`: the silhouette; replace it with the real photo, `portrait.jpg` (or `.png`, `.webp`)',
    check: ({ project }) =>
      project.images.includes('portrait.svg')
        ? [
            inFile('static/images/portrait.svg')(
              'portrait',
              'silhouette instead of a photo',
              'release',
              'put your photo beside it as portrait.jpg (or .png, .webp) and delete portrait.svg (where no page shows a portrait, only delete it)',
            ),
          ]
        : [],
  },
  {
    readme:
      '`i18n/<code>.ts` of each language: every quote marked `example: true` (a made-up customer quote is misleading advertising under the UWG)',
    check: exampleTexts(
      true,
      () => 'example quote (example: true)',
      () => "put a real customer's quote (with their consent) in its place and delete `example: true`",
    ),
  },
  {
    readme:
      '`i18n/legal.<code>.ts` of each language: every `[[gap]]` of the imprint and the privacy policy (an imprint with gaps is not legally valid)',
    check: ({ site, written, inTexts }) =>
      site.languages.flatMap(({ code }) =>
        gapsOf(site, written[code]).map(({ key, gap }) =>
          inTexts(
            code,
            key,
            `[[${gap}]]`,
            'release',
            'write the detail it asks for in its place, or, where it does not apply to you ("if any"), remove it and its line',
          ),
        ),
      ),
  },
  {
    readme:
      '`site.config.ts`: each `privacy` choice still `null` (the host, its processing agreement, Google’s terms while analytics is on), which the privacy policy shows as a gap',
    check: ({ site }) =>
      Object.entries(site.config.privacy ?? {})
        .filter(([key, value]) => value === null && privacyAsked(site, key))
        .map(([key]) =>
          configProblem(
            `privacy.${key}`,
            'not chosen yet: the privacy policy shows a gap where it would say it',
            'release',
            'choose it (site.config.ts says how)',
          ),
        ),
  },
  // The host (and Google, while analytics is on) keeps data for the owner: without a processing
  // agreement the policy stays true (it says nothing of one), and the owner is short of what Art. 28
  // GDPR asks.
  ({ site }) =>
    (
      [
        [
          'hostAgreement',
          "the host keeps the site and its visitors' access logs",
          'conclude one (hosts offer it with their terms)',
        ],
        [
          'googleTerms',
          'Google keeps the analytics data',
          "accept Google's data processing terms in the Analytics account",
        ],
      ] as const
    )
      .filter(([key]) => site.config.privacy?.[key] === false && privacyAsked(site, key))
      .map(([key, keeps, fix]) =>
        configProblem(
          `privacy.${key}`,
          `false: ${keeps} for you, which needs a processing agreement (Art. 28 GDPR)`,
          'warn',
          `${fix} and set true (docs/privacy.md)`,
        ),
      ),
  // The privacy policy names the host (privacy.host): a build for another would publish a false one.
  // nginx runs on a server rented from a company of the USA ('us') or the EU ('eu'); a static build
  // goes to GitHub Pages or such a company's storage (S3).
  ({ site, deployTo }) => {
    const named = site.config.privacy?.host;
    const fits: Record<Host, readonly (typeof hostChoices)[number][]> = {
      netlify: ['netlify'],
      cloudflare: ['cloudflare'],
      vercel: ['vercel'],
      nginx: ['us', 'eu'],
      static: ['github', 'us', 'eu'],
    };
    if (!deployTo || !named || fits[deployTo].includes(named)) return [];
    const choices = fits[deployTo].map((host) => `'${host}'`);
    const either = [choices.slice(0, -1).join(', '), choices.at(-1)].filter(Boolean).join(' or ');
    return [
      configProblem(
        'privacy.host',
        `the privacy policy names the host '${named}', and this build is for ${deployTo}`,
        'release',
        `choose ${either}, or build for the host you chose`,
      ),
    ];
  },
  // More old URLs than Cloudflare Pages applies rules for, on a build for it: with no --host, unless
  // the privacy policy names another host.
  ({ site, deployTo }) => {
    const host = deployTo ?? site.config.privacy?.host ?? 'cloudflare';
    const over = site.redirects.length - cloudflareRuleLimit;
    return host === 'cloudflare' && over > 0
      ? [
          tableProblem(
            'redirects',
            `${site.redirects.length} old URLs, and Cloudflare Pages applies ${cloudflareRuleLimit.toLocaleString('en')} rules of _redirects: ${over} would answer with their stub page (200, a meta refresh) instead of a 301`,
            'warn',
            "move them to Cloudflare's Bulk Redirects, or build for another host (--host nginx)",
          ),
        ]
      : [];
  },
  // A URL a release published never breaks: it is made again, or an old URL that leads on. Where
  // its page is still there (a slug renamed) the redirect to declare is known; else the owner picks.
  ({ site, project }) => {
    const made = new Set([...site.pages.map((p) => p.path), ...site.redirects.map((r) => r.from)]);
    const root = site.languages[0]!.code;
    return (project.published ?? [])
      .filter(({ path }) => !made.has(path))
      .map(({ path, id, lang }) => {
        const to = site.pathOf(id, lang) ? { id, lang } : site.pathOf(id, root) ? { id, lang: root } : null;
        // A page gone: its language stays the URL's, while the site has it.
        const into = to?.lang ?? (site.languages.some((l) => l.code === lang) ? lang : root);
        return tableProblem(
          'redirects',
          `${path} was published (published-urls.txt) and this build no longer makes it`,
          'release',
          `declare where it went: { from: '${path}', to: '${to?.id ?? '<page id>'}', lang: '${into}' } in redirects${to ? '' : ` (page ids: ${pageIds(site)})`}`,
        );
      });
  },
];

/** The `[[gaps]]` of a language's legal texts (`t`): details of the owner still to fill in (those of a
 * privacy section this build does not show are not). Of the texts as written, they are named as the
 * owner finds them in the file; of the texts as shown, they are what the pages mark. */
export function gapsOf(site: Site, t: Content | undefined): { key: string; gap: string }[] {
  const gaps: { key: string; gap: string }[] = [];
  mapTexts(Object.fromEntries(richGroups.map((group) => [group, t?.[group]])), (text, key) => {
    // The setup's sentences are counted where their placeholders stand; the body is put together from the rest.
    if (!richKey(key) || /^datenschutz\.(body|setup)\b/.test(key) || unshownPolicyPart(site, key)) return;
    try {
      for (const token of parseInline(text, true))
        if (token.kind === 'placeholder') gaps.push({ key, gap: token.text });
    } catch {}
  });
  return gaps;
}

/** A part of the privacy policy's texts this site does not show: a section of a feature that is off,
 * the purpose of an entry it does not have. */
const unshownPolicyPart = (site: Site, key: string): boolean => {
  const [, part, name] = /^datenschutz\.(sections|facts\.purposes)\.(\w+)/.exec(key) ?? [];
  if (!name) return false;
  return part === 'sections'
    ? !(site.privacy.features as string[]).includes(name)
    : ![...site.privacy.storage, ...site.privacy.origins].some((entry) => entry.id === name);
};

/** Whether a choice of `privacy` in site.config.ts matters to this site: Google's terms only while analytics is on. */
const privacyAsked = (site: Site, key: string) => key !== 'googleTerms' || site.privacy.features.includes('analytics');

/** The placeholders of the one text that says them (`{hours}` of a duration). */
const ownPlaceholders = (key: string) => (perUsePlaceholders[key] ?? []).map((name) => `{${name}}`);

/** The groups of texts that are rich text (links and [[gaps]] allowed), but their titles and SEO: the legal pages'. */
const richGroups = ['impressum', 'datenschutz'] as const;
const richKey = (key: string) =>
  richGroups.some((group) => key.startsWith(`${group}.`)) && !/^\w+\.(seo|title)\b/.test(key);

/** The key of a list of pages in a language's texts (`workshops.items`): found where the list is,
 * once for each list (several rules ask). */
const listKey = (site: Site, entry: string, lang: string): string => {
  const list = site.lists[lang]![entry]!;
  if (!listKeys.has(list)) listKeys.set(list, keysWhere(site.texts[lang], (value) => value === list)[0] || 'items');
  return listKeys.get(list)!;
};
const listKeys = new WeakMap<object, string>();

/** The ids a redirect may lead to: each entry's of the page table, and a list's pages' as
 * `<entry>:<item id>` (the first three of a longer list). */
const pageIds = (site: Site) =>
  Object.entries(site.input.pages)
    .flatMap(([id, { each }]) => {
      if (!each) return [id];
      const items = [...new Set(site.pages.filter((p) => p.id.startsWith(`${id}:`)).map((p) => p.id))];
      return items.length > 3 ? [...items.slice(0, 3), `${id}:…`] : items;
    })
    .join(', ');

/** A text that says something in words (three or more in lower case), not a name ("Launch Fast"). */
const isSentence = (text: string) => (text.match(/(^|\s)\p{Ll}/gu)?.length ?? 0) >= 3;

/** `20 years` for a figure, `'Alex Mustermann'` for a text, `['DE', 'AT']` for a list, as the config writes them. */
const shownValue = (value: unknown): string => {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(shownValue).join(', ')}]`;
  const figure = value as { amount?: number; unit?: string; noun?: string };
  if (typeof figure?.amount !== 'number') return JSON.stringify(value);
  const what = figure.unit ?? figure.noun ?? '';
  return `${figure.amount} ${figure.amount === 1 || what.endsWith('s') ? what : `${what}s`}`;
};

/** A group of texts the schema does not have, a typo of one missing (`heroo` where `hero` is): an
 * issue as the schema's of a key inside a group, which renamedOnce makes one, to rename. (Another
 * group the schema lacks is texts no page shows, a warning.) */
const misspeltGroups = (written: object | undefined, issues: { key: string; problem: string }[]) => {
  const missing = issues.filter((i) => i.problem.startsWith('missing') && /^[^.[]+$/.test(i.key)).map((i) => i.key);
  return Object.keys(written ?? {})
    .filter((key) => !(key in contentSchema.entries) && nearest(key, missing))
    .map((key) => ({ key, problem: `no key "${key}" here` }));
};

const schemaContext = (project: Project): SchemaContext => ({
  project,
  written: project.input.texts,
  named: namedGroups(project),
  configIssues: schemaIssues(siteConfigSchema, project.owner, 'SiteConfig'),
  textIssues: Object.fromEntries(
    project.input.languages.map(({ code }) => {
      const issues = schemaIssues(contentSchema, project.input.texts[code], 'Content');
      return [code, [...issues, ...misspeltGroups(project.input.texts[code], issues)]];
    }),
  ),
  inTexts: (lang, key, ...rest) => inFile(project.textFileOf(lang, key), lang)(key, ...rest),
});

/** Where the page table does not hold (tableProblems), and no model is made, what the schemas say
 * of the config and the texts all the same: one build names them all. */
export const schemaProblems = (project: Project): Problem[] => schemaRule(schemaContext(project));

/** Every problem of the model and the project it was made from, but those of the pages' links. */
export function checkSite(site: Site, project: Project, deployTo?: Host): Problem[] {
  const schema = schemaContext(project);
  const configKeys = namedConfigKeys(schema.configIssues);
  const context: Context = {
    ...schema,
    site,
    deployTo,
    configNamed: (key) =>
      [...configKeys.keys()].some(
        (named) => key === named || key.startsWith(`${named}.`) || key.startsWith(`${named}[`),
      ),
    configWrittenAs: (key) => configKeys.get(key),
    figuresSaid: figuresSaid(schema.written),
  };
  return rules.flatMap((rule) => ('check' in rule ? rule.check : rule)(context));
}

/** A link to a section as a page drew it: by `href` (in the code) or by `link` (a link object, mostly
 * of the texts), with an error made there (its stack tells where). */
export interface DrawnLink {
  via: 'href' | 'link';
  made: Error;
}

/** What the pages link to, recorded as they were drawn (site/render.ts). */
export interface Linked {
  /** `${lang} ${page id}` of every page linked from another page. */
  pages: Set<string>;
  /** The ids of `links` in site.config.ts the pages link to. */
  external: Set<string>;
  /** `${lang} ${page id}` → the ids of the sections the page shows. */
  anchors: Map<string, Set<string>>;
  /** `${lang} ${page id}#${section}` of every link to a section → each time a page drew it. */
  hashes: Map<string, DrawnLink[]>;
  /** `${lang} ${page id}` → the groups of texts its components read. */
  groups: Map<string, Set<string>>;
}

/** `problems` with what the drawn pages show (`rendered`, beside `assets`): the links to sections, a
 * page no other page links to (a release refuses it), a URL of the config no page uses (left over, so no
 * longer an example to replace), an old URL that would hide a file the build writes. */
export function checkDrawn(problems: Problem[], site: Site, project: Project, assets: Assets, rendered: Rendered) {
  const { linked } = rendered;
  const named = namedGroups(project);
  // The groups of texts the drawn pages show that no page names: named at the entry (below), not as
  // texts no page shows.
  const unnamed = new Set(
    [...linked.groups.values()].flatMap((read) => [...read].filter((group) => !named.has(group))),
  );
  // Every link to a section, on the page it leads to in each language: a navigation entry's `hash`,
  // a component's `href(page, hash)`, a link object's (mostly a text's). Named at every place that
  // writes it: the table's entry, each text that holds it, each place in the code (the stack, read only
  // here) that draws it other than from a text; a place the same in every language, once.
  const navLinks = Object.entries(site.input.pages).flatMap(([id, entry]) =>
    (entry.each ? [] : (entry.nav ?? [])).flatMap((nav, index) =>
      nav.hash
        ? site.languages
            .filter(({ code }) => navShown(nav, site.texts[code]!))
            .map(({ code }) => ({ link: `${code} ${id}#${nav.hash}`, drawn: [] as DrawnLink[], index }))
        : [],
    ),
  );
  const drawnLinks = [...linked.hashes].map(([link, drawn]) => ({ link, drawn, index: undefined }));
  const reported = new Set<string>();
  const links = [...navLinks, ...drawnLinks].flatMap(({ link, drawn, index }) => {
    const [, lang, id, hash] = /^(\S+) ([^#]+)#(.+)$/.exec(link)!;
    const shown = [...(linked.anchors.get(`${lang} ${id}`) ?? [])];
    if (shown.includes(hash!)) return [];
    const inTexts =
      index === undefined
        ? keysWhere(site.texts[lang!], (value) =>
            typeof value === 'string'
              ? value.includes(`(route:${id}#${hash})`)
              : (value as { route?: string; hash?: string } | null)?.route === id &&
                (value as { hash?: string }).hash === hash,
          ).filter((key) => named.has(groupOf(key)))
        : [];
    const places = [
      ...(index === undefined ? [] : [{ file: 'pages/pages.ts', key: `pageTable.${id}.nav[${index}].hash` }]),
      ...inTexts.map((key) => ({ file: project.textFileOf(lang!, key), key })),
      ...drawn
        .filter(({ via }) => via === 'href' || !inTexts.length)
        .map(({ via, made }) => ({
          file: sourceOf(made) ?? 'pages/',
          key: via === 'href' ? `href('${id}', '${hash}')` : `{ route: '${id}', hash: '${hash}' }`,
        })),
    ];
    return places.flatMap(({ file, key }) => {
      if (reported.has(`${file} ${key}`)) return [];
      reported.add(`${file} ${key}`);
      return [
        inFile(file, lang!)(
          key,
          `'${hash}' is no section of the ${id} page${meant(hash!, shown)}`,
          'error',
          (shown.length
            ? `link one of its sections (${shown.join(', ')}), or leave the hash out`
            : 'leave the hash out, or give a Section of its component that id') +
            // A navigation entry to a section the page shows at times (the workshops') stands only then.
            (key.includes('.nav[') ? '; if the page shows it only at times, give the entry a when: (t) => …' : ''),
        ),
      ];
    });
  });
  // A group a page names in its texts that neither its components nor its entry's functions read: a
  // section taken out, its texts left (named in turn, once out of `texts`, as texts no page shows).
  const unread = Object.entries(site.input.pages).flatMap(([id, entry]) => {
    const read = new Set<string>();
    const asked = new Set<string>();
    for (const page of site.pages.filter((p) => p.entry === entry)) {
      for (const group of linked.groups.get(`${page.lang} ${page.id}`) ?? []) read.add(group);
      // The entry's functions read alike for each of a list's items: asked once a language.
      if (asked.has(page.lang)) continue;
      asked.add(page.lang);
      const t = readingGroups(site.texts[page.lang]!, read);
      // What fails here the model's attempts meet too; this rule needs only what they read.
      try {
        const item = entry.each?.(t).find((each) => each.id === page.item) ?? { id: '' };
        entry.seo(t, item);
        entry.crumb?.(t);
        if (typeof entry.path === 'function') entry.path(t, item);
        for (const link of entry.nav ?? []) {
          link.label(t);
          link.when?.(t);
        }
      } catch {}
    }
    return (entry.texts as string[])
      .filter((group) => !read.has(group))
      .map((group) =>
        tableProblem(
          `pageTable.${id}.texts`,
          `'${group}' is named, but the page shows nothing of it`,
          'warn',
          'take it out of texts (the build then names the texts if no other page shows them), or show them',
        ),
      );
  });
  // A group a page shows that no page names in its texts: named at the entry, with what to add (the
  // texts' own warning, that no page shows them, gives way: removing them would break the page).
  const unnamedShown = Object.entries(site.input.pages).flatMap(([id, entry]) => {
    const shown = site.pages
      .filter((page) => page.entry === entry)
      .flatMap((page) => [...(linked.groups.get(`${page.lang} ${page.id}`) ?? [])]);
    return [...new Set(shown)]
      .filter((group) => unnamed.has(group))
      .map((group) =>
        tableProblem(
          `pageTable.${id}.texts`,
          `the page shows '${group}', which no page names in its texts`,
          'warn',
          `add '${group}' to its texts (the build checks links and examples only in the texts pages name)`,
        ),
      );
  });
  // An old URL the output has a file at (the sitemap, the service worker, an icon): the host's rule
  // for it would hide the file.
  const stubs = new Set(site.redirects.map(({ from }) => fileOf(from)));
  const worker = site.privacy.features.includes('offline') ? [storageNames.serviceWorker.slice(1)] : [];
  const served = new Set(
    [...assets.files.keys(), ...rendered.files.keys(), ...worker]
      .filter((file) => !stubs.has(file))
      .map((file) => `/${file}`),
  );
  const drawn = [
    ...links,
    ...unread,
    ...unnamedShown,
    ...site.pages
      .filter((page) => page.id !== 'notFound' && !linked.pages.has(`${page.lang} ${page.id}`))
      .map((page) =>
        inFile('pages/pages.ts', page.lang)(
          page.id.split(':')[0]!,
          `no other page links to ${page.id}`,
          'release',
          `link it (href('${page.id}'), a card's link: { route: '${page.id}' }, or route:${page.id} in a text), or remove its entry`,
        ),
      ),
    // The sign-up's, until it has a URL of its own, is the booking's: not one the owner wrote.
    ...Object.keys(site.config.links)
      .filter((id) => !linked.external.has(id) && (id !== 'rapidFramesSignup' || rapidFramesSignupOpen(site.config)))
      .map((id) =>
        configProblem(`links.${id}`, 'no page links to it', 'warn', 'remove it, or link it from a page or a text'),
      ),
    ...site.input.redirects
      .filter(({ from }) => served.has(from))
      .map(({ from, lang }) =>
        inFile('pages/pages.ts', lang)(
          `redirects: ${from}`,
          `old URL ${from} is a file this build writes: an old URL must be an address nothing else has; remove it`,
        ),
      ),
  ];
  const leftOver = new Set(drawn.filter((p) => p.severity === 'warn' && p.key.startsWith('links.')).map((p) => p.key));
  return [
    ...problems.filter(
      (p) => !(p.severity === 'release' && leftOver.has(p.key)) && !(p.severity === 'warn' && unnamed.has(p.key)),
    ),
    ...drawn,
  ];
}

/** The names of the figures some text says, in any language (Context.figuresSaid). */
function figuresSaid(written: Record<string, unknown>): Set<string> {
  const said = new Set<string>();
  for (const t of Object.values(written))
    mapTexts(t, (text) => {
      for (const [, name] of text.includes('{') ? text.matchAll(placeholderPattern) : []) said.add(name!);
    });
  return said;
}

/** The README's "Before launch" list, between its markers. */
export const readmeSection = ({ values, texts }: Project['input']['examples']): string => {
  const keys = (list: string[]) => [...new Set(list)].map((key) => `\`${key}\``).join(', ');
  // A group of texts listed by its parts is one entry: `interviewAgent.*`.
  const parted = Object.keys(texts).map((key) =>
    Object.keys(texts).filter((other) => groupOf(other) === groupOf(key)).length > 1 ? `${groupOf(key)}.*` : key,
  );
  return rules
    .flatMap((rule) =>
      'readme' in rule
        ? [
            `- ${rule.readme.replace('EXAMPLE_VALUES', keys(Object.keys(values))).replace('EXAMPLE_TEXTS', keys(parted))}`,
          ]
        : [],
    )
    .join('\n');
};
export const readmeMarkers = ['<!-- before-launch:start -->', '<!-- before-launch:end -->'] as const;
