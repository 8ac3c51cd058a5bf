// The launch check: what still stands in for the owner's own details. `npm run build` ends with the
// list; `npm run build -- --release` refuses to build while anything is on it. One list of checks
// below feeds both, and the README's "Before launch" section (a test compares them).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, mapTexts, type Content, type Lang } from '../i18n/types.ts';
import { configValue, type SiteConfig } from './config.ts';
import { findGaps, sourceFile, type CheckedContents } from './validate.ts';

/** One thing to replace before launch: where it lives and what it is. */
export interface Placeholder {
  file: string;
  key: string;
  what: string;
  /** What the owner does about it: the release build's refusal says it. */
  fix: string;
}

export interface LaunchInput {
  contents: CheckedContents;
  /** The texts as written in i18n/, before the config's values are filled in. */
  texts: Record<Lang, Content>;
  config: SiteConfig;
  /** File names in static/images/. */
  images: string[];
}

interface LaunchCheck {
  /** The README's line for it (Markdown). */
  readme: string;
  find: (input: LaunchInput) => Placeholder[];
}

/** What the launch check keeps of an example value: the first 16 hex digits of the sha256 of the
 * text, or of the JSON (keys sorted) of anything else: `printf %s 'Alex Mustermann' | sha256sum`. */
export const fingerprint = (value: unknown): string =>
  createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value, sortedKeys))
    .digest('hex')
    .slice(0, 16);
const sortedKeys = (_: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort())
    : value;

/** The values of site.config.ts the template ships with in place of the owner's, by key, as
 * fingerprints: an owner who replaces the example brand everywhere does not replace it here too. */
export const exampleValues: Record<string, string> = {
  brand: '7eee4bd7a7aba2cf',
  siteUrl: 'd6bba9aba49e9e91',
  'founder.name': 'a772d75d409258b9',
  'founder.jobTitle': 'd8f7c0d9c957f5aa',
  email: '684a8cf5057f2255',
  'links.booking': '87e01e7cbc4e1aaf',
  'links.profile': '279539aa2f01fa2a',
  'links.interviewGpt': '3d562a1237b9421e',
  'links.feedbackGpt': '0ec2f24e08fa791f',
  // Facts about the owner and their offer: a false figure is a false claim (UWG).
  'figures.prototype': '3864342c1c76e5c0',
  'figures.journey': '70e531d668a0ab34',
  'figures.interviewPlan': 'd84e7c2a4a2e56d6',
  'figures.experience': '2fabf2eb85c2066e',
  'figures.alphaTesters': '5e2215f28cb78e4c',
  'figures.call': 'a1edcb2f4e67bec8',
};

/** The texts that state a fact about the owner (their years, where they worked), as the template
 * ships them: where they stand, and their fingerprints in every language. Found wherever they are. */
export const exampleTexts: Record<string, string[]> = {
  'about.text[0]': ['3b6280abf8df963d', 'd69ef1a62bbf7455'],
  'interviewAgent.why.points[0]': ['a434a00383be4b73', 'baddeb6cbc37c471'],
};
const exampleTextPrints = new Set(Object.values(exampleTexts).flat());
/** Their lengths: only a text of one of them is hashed (2,000 pages hold some 47,000 texts). */
const exampleTextLengths = new Set([180, 165, 99, 106]);

/** The keys of what the texts mark `example: true` (a made-up quote), wherever it stands. */
export function markedExamples(value: unknown, key = '', found: string[] = []): string[] {
  if (!value || typeof value !== 'object') return found;
  if ('example' in value && value.example === true) found.push(key);
  else
    for (const [k, v] of Object.entries(value))
      markedExamples(v, Array.isArray(value) ? `${key}[${k}]` : key ? `${key}.${k}` : k, found);
  return found;
}

/** `20 years` for a figure, `'Alex Mustermann'` for a text. */
const shownValue = (value: unknown): string => {
  if (typeof value === 'string') return `'${value}'`;
  const figure = value as { amount?: number; unit?: string; noun?: string };
  if (typeof figure?.amount !== 'number') return JSON.stringify(value);
  const what = figure.unit ?? figure.noun ?? '';
  return `${figure.amount} ${figure.amount === 1 || what.endsWith('s') ? what : `${what}s`}`;
};

/** The value is the owner's although it equals the example: its key is in `confirmed`. */
const confirmedIn = (config: SiteConfig, key: string): boolean => (config.confirmed ?? []).includes(key);

const toConfirm = (key: string) =>
  `replace it with yours, or, if it is yours, add '${key}' to confirmed in site.config.ts`;

const launchChecks: LaunchCheck[] = [
  {
    readme: `\`site.config.ts\`: ${Object.keys(exampleValues)
      .map((key) => `\`${key}\``)
      .join(', ')}, each while it still holds the template's example (unless its key is in \`confirmed\`)`,
    find: ({ config }) =>
      Object.entries(exampleValues).flatMap(([key, example]) => {
        const value = configValue(config, key);
        // A value the owner removed (a tool's link, with its tool) is no example left.
        if (value === undefined || fingerprint(value) !== example || confirmedIn(config, key)) return [];
        return [{ file: 'site.config.ts', key, what: `example value ${shownValue(value)}`, fix: toConfirm(key) }];
      }),
  },
  {
    // Each language's files by their pattern, so that adding a language leaves the README as it is.
    readme: `\`i18n/<code>.ts\` of each language: ${Object.keys(exampleTexts)
      .map((key) => `\`${key}\``)
      .join(
        ', ',
      )}, the texts that state a fact about the owner, each while it still reads as the template ships it (unless its key is in \`confirmed\`)`,
    find: ({ texts, config }) =>
      languages.flatMap((lang) => {
        const found: Placeholder[] = [];
        mapTexts(texts[lang], (text, key) => {
          if (
            exampleTextLengths.has(text.length) &&
            exampleTextPrints.has(fingerprint(text)) &&
            !confirmedIn(config, key)
          )
            found.push({
              file: sourceFile(key, lang),
              key,
              what: 'example text about the owner',
              fix: `write your own, or, if it is true of you, add '${key}' to confirmed in site.config.ts`,
            });
          return text;
        });
        return found;
      }),
  },
  {
    readme:
      '`static/images/portrait.svg`: the silhouette; replace it with the real photo, `portrait.jpg` (or `.png`, `.webp`)',
    find: ({ images }) =>
      images
        .filter((file) => file === 'portrait.svg')
        .map((file) => ({
          file: `static/images/${file}`,
          key: 'portrait',
          what: 'silhouette instead of a photo',
          fix: 'put your photo beside it as portrait.jpg (or .png, .webp) and delete portrait.svg',
        })),
  },
  {
    readme:
      '`i18n/<code>.ts` of each language: every quote marked `example: true` (a made-up customer quote is misleading advertising under the UWG)',
    find: ({ texts }) =>
      languages.flatMap((lang) =>
        markedExamples(texts[lang]).map((key) => ({
          file: sourceFile(key, lang),
          key,
          what: 'example quote (example: true)',
          fix: "put a real customer's quote (with their consent) in its place and delete `example: true`",
        })),
      ),
  },
  {
    readme:
      '`i18n/legal.<code>.ts` of each language: every `[[gap]]` of the imprint and the privacy policy (an imprint with gaps is not legally valid)',
    find: ({ contents, config }) =>
      languages.flatMap((lang) =>
        findGaps(contents[lang], lang, config).map(({ file, key, gap }) => ({
          file,
          key,
          what: `[[${gap}]]`,
          fix: 'write the detail it asks for in its place',
        })),
      ),
  },
];

export const imagesOf = (root: string): string[] => readdirSync(path.join(root, 'static/images'));

/** Everything that still stands in for the owner's details, each with its file and key. */
export const launchPlaceholders = (input: LaunchInput): Placeholder[] =>
  launchChecks.flatMap((check) => check.find(input));

/** The short list at the end of a build: the legal pages' gaps counted per page, the rest one a line. */
export function launchReport(placeholders: Placeholder[]): string {
  if (placeholders.length === 0) return '✔ before launch: no placeholders left';
  const rows: [string, string][] = [];
  const gaps = new Map<string, number>();
  for (const p of placeholders) {
    if (!p.what.startsWith('[[')) rows.push([p.file, `${p.key}: ${p.what}`]);
    else {
      const at = `${p.file}\u0000${p.key.split('.')[0]}`;
      gaps.set(at, (gaps.get(at) ?? 0) + 1);
    }
  }
  for (const [at, count] of gaps) {
    const [file, page] = at.split('\u0000') as [string, string];
    rows.push([file, `${page}: ${count} [[gaps]]`]);
  }
  const width = Math.max(...rows.map(([file]) => file.length));
  return [
    `Before launch: ${placeholders.length} placeholders left (\`npm run build -- --release\` refuses them)`,
    ...rows.map(([file, what]) => `  ${file.padEnd(width)}  ${what}`),
  ].join('\n');
}

/** A release build with placeholders left: names each one, before anything is written. */
export class LaunchError extends Error {
  constructor(placeholders: Placeholder[]) {
    super(
      `release build refused: ${placeholders.length} placeholders left\n` +
        placeholders.map((p) => `  ${p.file}: ${p.key}: ${p.what}: ${p.fix}`).join('\n'),
    );
    this.name = 'LaunchError';
  }
}

/** The README's "Before launch" list, between its markers. */
export const readmeSection = (): string => launchChecks.map((check) => `- ${check.readme}`).join('\n');
export const readmeMarkers = ['<!-- before-launch:start -->', '<!-- before-launch:end -->'] as const;
