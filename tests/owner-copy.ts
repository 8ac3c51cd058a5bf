// `npm run test:owner`: the project made someone else's, the way the README's "Making it yours" asks
// (brand, domain, name, e-mail and links replaced everywhere by search and replace, their own
// figures or confirmed ones, a real photo, every [[gap]] filled, the testimonial real, a third
// workshop by the recipe, `npm run format`), and changed by the README's recipes: a page added, a
// language added, a tool page removed. Then the release build, the check and the suites that need no
// browser, run on that copy. Proves that no check or test depends on the example values or on the
// pages and languages the template ships; it starts from the project as it stands, whatever the
// owner has replaced, added or deleted so far. Every edit finds its place from the tables
// (i18n/languages.ts, pages/pages.ts, the texts), never by a shipped id.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { mapTexts, type Content } from '../i18n/types.ts';
import type { OwnerConfig } from '../site/config.ts';
import { linkPackages } from './support/project-copy.ts';
import { sameLength } from './support/names.ts';

const root = path.resolve(import.meta.dirname, '..');
const project = mkdtempSync(path.join(tmpdir(), 'site-owner-'));

/** Replaces `from` in a file of the copy; a pattern that no longer matches stops the run. */
function edit(
  file: string,
  from: string | RegExp,
  to: string | ((match: string, ...groups: string[]) => string),
  { optional = false } = {},
): void {
  const at = path.join(project, file);
  const source = readFileSync(at, 'utf8');
  const found = typeof from === 'string' ? source.includes(from) : source.search(from) !== -1;
  if (!found && !optional) throw new Error(`test:owner: ${file} no longer has ${from}: update tests/owner-copy.ts`);
  writeFileSync(at, source.replace(from, to as string));
}

/** Replaces each value by the owner's in every text file of the copy, the longest first (a URL
 * before the domain it contains); the value must stand in site.config.ts. */
function replaceEverywhere(pairs: [string, string][]): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: project, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|md|json|toml|css|html|txt|svg)$/.test(file));
  for (const [from] of pairs)
    if (!readFileSync(path.join(project, 'site.config.ts'), 'utf8').includes(`'${from}'`))
      throw new Error(`test:owner: site.config.ts does not hold '${from}': update tests/owner-copy.ts`);
  const sorted = pairs.filter(([from, to]) => from !== to).sort(([a], [b]) => b.length - a.length);
  for (const file of files) {
    const at = path.join(project, file);
    const source = readFileSync(at, 'utf8');
    const replaced = sorted.reduce((text, [from, to]) => text.replaceAll(from, to), source);
    if (replaced !== source) writeFileSync(at, replaced);
  }
}

/** The index just past the `]` that closes the `[` at `open`, skipping strings and comments. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i);
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') if (--depth === 0) return i;
  }
  throw new Error('test:owner: unbalanced brackets');
}

/** What an owner writes: their details, the same in both languages where they are facts. */
const owner = {
  brand: 'Klarform Studio',
  siteUrl: 'https://www.klarform-studio.example',
  name: 'Jana Beispiel',
  jobTitle: 'UX Research Consultant',
  email: 'kontakt@klarform-studio.example',
  /** The owner's own host for one of the template's: links that share a host (the tools, on their
   * platform) share the owner's. */
  host: (url: string) => `https://${new URL(url).hostname.replaceAll('.', '-')}.klarform-links.example`,
  /** Each configured link becomes the owner's own, whatever the template names it. */
  link: (id: string, url: string) => `${owner.host(url)}/${id.toLowerCase()}/jana-beispiel`,
};

/** Stands for a paragraph deleted instead of filled. */
const deleted = '\u2421';

/** What an owner writes into a gap of the legal pages, by what the (German) gap asks for. */
const details: [RegExp, string][] = [
  [/Straße/, 'Lindenallee 12'],
  [/PLZ/, '50968 Köln'],
  [/Telefon/, '+49 221 98765432'],
  [/USt-IdNr/, 'DE312345678'],
  [/Wirtschafts-IdNr/, 'DE312345678-00001'],
  [/Hoster/, 'Nordlicht Hosting GmbH, Hafenstraße 3, 20457 Hamburg'],
  [/Link/, 'https://cal.com/privacy'],
  [/Terminbuchung|Buchung/, 'Cal.com, Inc., 2261 Market Street, San Francisco, CA 94114, USA'],
  [/außerhalb der EU/, 'USA, EU-US Data Privacy Framework'],
  [/Aufsichtsbehörde/, 'LDI NRW'],
  [/Monat/, '11/2026'],
  [/Datenschutzbeauftragte/, '—'],
  [/Beruf/, '—'],
  // A note the owner deletes once done (a setting kept as it is): the paragraph goes.
  [/Hinweis löschen/, deleted],
];
const detailFor = (gap: string): string | undefined => details.find(([asks]) => asks.test(gap))?.[1];

async function makeItYours(): Promise<void> {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  // git still lists a tracked file deleted and not yet committed (the silhouette, once the photo is
  // in): the copy is of the project as it stands, untracked files included.
  for (const file of listed.split('\n').filter((file) => file && existsSync(path.join(root, file)))) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(project, file));
  }
  // What the copy's builds and test runs keep in node_modules stays in the copy, not in the project's.
  linkPackages(project);
  // A repository of its own, as the owner's is: the test command run in the copy lists its files by git.
  execFileSync('git', ['init', '-q'], { cwd: project });

  // The owner's values by search and replace across the project, as an owner replaces the brand:
  // whatever site.config.ts holds now (the examples, or the values of an owner who runs this on
  // their own project) becomes the owner's below, in every file that names it.
  const current = ((await tsImport(path.join(project, 'site.config.ts'), import.meta.url)) as { default: OwnerConfig })
    .default;
  // The brand as long as the one it replaces (cut, or padded with 'x'): every title and description
  // keeps the length the owner's build checked.
  owner.brand = sameLength(owner.brand, current.brand);
  replaceEverywhere([
    [current.brand, owner.brand],
    [current.siteUrl, owner.siteUrl],
    [current.founder.name, owner.name],
    [current.founder.jobTitle, owner.jobTitle],
    [current.email, owner.email],
    ...Object.entries(current.links).map(([id, url]): [string, string] => [url, owner.link(id, url)]),
    // The tools' platform moves with the tools: to the owner's host, as their links did.
    [current.toolPlatform.origin, owner.host(current.toolPlatform.origin)],
  ]);
  edit('site.config.ts', /experience: \{ amount: \d+/, 'experience: { amount: 14');
  // The other figures and the texts about the owner are true of this owner too: confirmed, by key.
  const { exampleValues, exampleTexts } = (await tsImport(
    path.join(project, 'site/launch.ts'),
    import.meta.url,
  )) as typeof import('../site/launch.ts');
  const confirmed = [
    ...Object.keys(exampleValues).filter((key) => /^figures\.(?!experience$)/.test(key)),
    ...Object.keys(exampleTexts),
  ];
  const list = confirmed.map((key) => `'${key}'`).join(', ');
  // Into the owner's list, or a list of its own where the owner took it out.
  if (readFileSync(path.join(project, 'site.config.ts'), 'utf8').includes('confirmed: ['))
    edit('site.config.ts', /confirmed: \[/, `confirmed: [${list}, `);
  else edit('site.config.ts', /\n\} satisfies OwnerConfig/, `\n  confirmed: [${list}],\n} satisfies OwnerConfig`);

  // A photo as a camera makes it: a JPEG larger than the pages draw it.
  const photo = await sharp({ create: { width: 1600, height: 2000, channels: 3, background: '#7a8f9c' } })
    .composite([
      {
        input: Buffer.from('<svg width="1600" height="2000"><circle cx="800" cy="800" r="420" fill="#e8c9a8"/></svg>'),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(path.join(project, 'static/images/portrait.jpg'), photo);
  for (const file of fg.sync('portrait.*', { cwd: path.join(project, 'static/images') }))
    if (file !== 'portrait.jpg') unlinkSync(path.join(project, 'static/images', file));

  // Every [[gap]] filled; the nth gap of a root-language text file and of each twin in another
  // language hold the same detail, as an address or a tax number does (chosen by the root's words).
  const { rootLang, otherLanguages, languageTable } = await languagesOf();
  for (const rootFile of fg.sync([`i18n/${rootLang}.ts`, `i18n/**/*.${rootLang}.ts`], { cwd: project })) {
    const twins = otherLanguages(rootLang).map((lang) =>
      rootFile.replace(new RegExp(`(^|/|\\.)${rootLang}\\.ts$`), `$1${lang}.ts`),
    );
    // Gaps in the texts, not in the comments that explain them.
    const inTexts = (source: string) => source.replace(/^\s*\/\/.*$/gm, '');
    const gaps = inTexts(readFileSync(path.join(project, rootFile), 'utf8')).match(/\[\[[^\]]+\]\]/g) ?? [];
    for (const file of [rootFile, ...twins]) {
      let n = 0;
      const lines = readFileSync(path.join(project, file), 'utf8').split('\n');
      const filled = lines.map((line) =>
        /^\s*\/\//.test(line)
          ? line
          : line.replace(/\[\[[^\]]+\]\]/g, (own) => detailFor(gaps[n++] ?? '') ?? own.slice(2, -2)),
      );
      if (n !== gaps.length) throw new Error(`test:owner: ${file} has ${n} [[gaps]], ${rootFile} ${gaps.length}`);
      const paragraph = new RegExp(`\\{\\s*p: '${deleted}',?\\s*\\},?[^\\S\\n]*\\n?`, 'g');
      writeFileSync(path.join(project, file), filled.join('\n').replace(paragraph, ''));
    }
  }

  // The testimonial is a real customer's now.
  for (const { texts } of Object.values(languageTable)) edit(texts, /\n\s*example: true,/, '', { optional: true });

  // A further workshop, by the README's recipe: its id, its texts and slug in every language, its hours.
  // Its own id, slugs and titles also where an earlier run (an owner's own project) added one.
  const again = readFileSync(path.join(project, 'i18n/types.ts'), 'utf8').includes("'design-sprint'");
  const id = again ? 'design-sprint-2' : 'design-sprint';
  const more = again ? ' 2' : '';
  edit(
    'i18n/types.ts',
    /export const workshopIds = \[([^\]]*)\] as const;/,
    `export const workshopIds = [$1, '${id}'] as const;`,
  );
  edit('site.config.ts', /workshopHours: \{/, `workshopHours: { '${id}': 3,`);
  for (const [lang, { texts: file, name }] of Object.entries(languageTable)) {
    const first = (await textsOf(lang)).workshops.items[0]!;
    const title = `Design Sprint${more}`;
    const workshop = {
      ...structuredClone(first),
      id,
      slug: `design-sprint${more.replace(' ', '-')}`,
      title,
      detailPage: {
        ...structuredClone(first.detailPage),
        title,
        // The language's name keeps each title and description its own, in every language.
        seo: {
          title: `${title} (${name})`,
          description: fitted(`${title} (${name}): `, first.detailPage.seo.description),
        },
      },
    };
    const at = path.join(project, file);
    const source = readFileSync(at, 'utf8');
    const items = source.indexOf('items: [', source.indexOf('\n  workshops: {')) + 'items: '.length;
    const end = closingBracket(source, items);
    writeFileSync(at, `${source.slice(0, end)}${JSON.stringify(workshop)},\n${source.slice(end)}`);
  }
}

/** The copy's language table, as it stands after the edits so far. */
const languagesOf = async () =>
  (await tsImport(path.join(project, 'i18n/languages.ts'), import.meta.url)) as typeof import('../i18n/languages.ts');

/** A language's texts in the copy, as they stand after the edits so far. */
async function textsOf(lang: string): Promise<Content> {
  const { languageTable } = await languagesOf();
  const file = path.join(project, (languageTable as Record<string, { texts: string }>)[lang]!.texts);
  const module = (await tsImport(file, import.meta.url)) as Record<string, Content>;
  return module[lang]!;
}

/** `prefix` + `text`, the text cut at a word to stay within `max` characters (a search result's
 * cut) as shown, each `{placeholder}` counted as long as any value the build fills in. */
function fitted(prefix: string, text: string, max = 160): string {
  const shownLength = (value: string) => value.replace(/\{[^}]*\}/g, 'x'.repeat(24)).length;
  let cut = text;
  while (shownLength(prefix + cut) > max) cut = `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.:;–-]+$/, '')}…`;
  return prefix + cut;
}

/** The source text of `source` without the entry `key: { … }` (or `[ … ]`) at the indent of two
 * spaces after `from`, its trailing comma or semicolon and its line. */
function withoutEntry(source: string, key: string, file: string, from = 0): string {
  // A plain object or list (`key: {`), or a schema's (`key: v.object({`).
  const found = new RegExp(`\\n  ['"]?${key}['"]?\\??: (?:\\w+\\.\\w+\\()?[{[]`).exec(source.slice(from));
  if (!found) throw new Error(`test:owner: ${file} has no entry ${key}: update tests/owner-copy.ts`);
  const start = from + found.index + 1;
  const end = closingBracket(source, from + found.index + found[0].length - 1) + 1;
  return source.slice(0, start) + source.slice(end).replace(/^\)?[,;]?[^\S\n]*\n/, '');
}

/** A third language, by the README's "Add or remove a language": an entry in i18n/languages.ts made
 * from the last language's, and its texts made from that language's files, every SEO title marked
 * with the new language's code and every description with its name, so that each page's stays its
 * own in every language (tests/seo.test.ts). */
async function addLanguage(): Promise<string> {
  const { languages, languageTable } = await languagesOf();
  const code = ['fr', 'it', 'es', 'nl', 'pl'].find((lang) => !(languages as string[]).includes(lang))!;
  const from = languages.at(-1)!;
  // Its name in itself, as the language menu shows it: "Français".
  const own = new Intl.DisplayNames([code], { type: 'language' }).of(code)!;
  const name = `${own[0]!.toLocaleUpperCase(code)}${own.slice(1)}`;
  const texts = `i18n/${code}.ts`;

  const table = readFileSync(path.join(project, 'i18n/languages.ts'), 'utf8');
  const entry = new RegExp(`\\n  ${from}: \\{`).exec(table);
  if (!entry) throw new Error(`test:owner: i18n/languages.ts has no entry ${from}: update tests/owner-copy.ts`);
  const end = closingBracket(table, entry.index + entry[0].length - 1) + 1;
  const copied = table
    .slice(entry.index, end)
    .replace(`${from}: {`, `${code}: {`)
    .replace(/locale: '[^']*'/, `locale: '${code}_CH'`)
    .replace(/name: '[^']*'/, `name: '${name}'`)
    .replace(/texts: '[^']*'/, `texts: '${texts}'`);
  writeFileSync(path.join(project, 'i18n/languages.ts'), `${table.slice(0, end)},${copied}${table.slice(end)}`);

  // The legal texts in a file of their own (i18n/legal.<code>.ts), the rest in i18n/<code>.ts.
  const marked = mapTexts(await textsOf(from), (text, key) =>
    /(^|\.)seo\.title$/.test(key)
      ? // Within what search results show of a title: 70 characters with ' - Brand'.
        `${fitted('', text, 70 - ` - ${owner.brand}`.length - ` · ${code}`.length)} · ${code.toUpperCase()}`
      : /(^|\.)seo\.description$/.test(key)
        ? fitted(`${name}: `, text)
        : text,
  );
  const legalFile = readFileSync(path.join(project, languageTable[from].texts.replace(/([^/]+)$/, 'legal.$1')), 'utf8');
  const legalKeys = [...legalFile.matchAll(/^export const (\w+)/gm)].map(([, key]) => key as keyof Content);
  writeFileSync(
    path.join(project, texts.replace(/([^/]+)$/, 'legal.$1')),
    `import type { Content } from './types.ts';\n\n${legalKeys
      .map((key) => `export const ${key}: Content['${key}'] = ${JSON.stringify(marked[key], null, 2)};\n`)
      .join('\n')}`,
  );
  const rest = Object.fromEntries(Object.entries(marked).filter(([key]) => !legalKeys.includes(key as keyof Content)));
  writeFileSync(
    path.join(project, texts),
    `import type { Content } from './types.ts';\nimport { ${legalKeys.join(', ')} } from './legal.${code}.ts';\n\n` +
      `export const ${code}: Content = {${JSON.stringify(rest, null, 2).slice(1, -2)},\n  ${legalKeys.join(', ')},\n};\n`,
  );
  return code;
}

/** A page, by the README's "Add or remove a page": its texts' key in Content, its texts in every
 * language, its component, its entry in pageTable, and a link to it from the footer. */
async function addPage(): Promise<void> {
  const { pageTable } = (await tsImport(path.join(project, 'pages/pages.ts'), import.meta.url)) as {
    pageTable: Record<string, unknown>;
  };
  const id = ['references', 'references2', 'references3'].find((key) => !(key in pageTable))!;
  const name = `${id[0]!.toUpperCase()}${id.slice(1)}`;
  const Component = `${name}Page`;
  edit(
    'i18n/types.ts',
    /export const contentSchema = (\w+)\.object\(\{\n/,
    (match, lib) => `${match}  ${id}: ${lib}.object({ seo, slug: text, title: text, intro: text }),\n`,
  );
  const { languageTable } = await languagesOf();
  for (const [lang, { texts, name }] of Object.entries(languageTable))
    edit(
      texts,
      new RegExp(`export const ${lang}(: Content)? = \\{\\n`),
      (match) =>
        `${match}  ${id}: ${JSON.stringify({
          seo: {
            title: `References (${name})`,
            description: `Projects, clients and results of {brand}: what product teams learned and shipped with them (${name}).`,
          },
          slug: id,
          title: 'References',
          intro: `Selected projects of recent years, with what each team learned (${name}).`,
        })},\n`,
    );
  writeFileSync(
    path.join(project, `pages/${name}.tsx`),
    `import type { PageProps } from '../components/props.ts';

export function ${Component}({ t }: PageProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title">{t.${id}.title}</h1>
        <p className="lead">{t.${id}.intro}</p>
      </div>
    </section>
  );
}
`,
  );
  edit('pages/pages.ts', /\n(?=\nexport interface Page)/, `\nimport { ${Component} } from './${name}.tsx';\n`);
  edit(
    'pages/pages.ts',
    /\n\} satisfies Record<string, Page>;/,
    (match) =>
      `\n  ${id}: { path: (t) => \`/\${t.${id}.slug}\`, component: ${Component}, texts: ['${id}'], parents: ['home'], indexable: true, nav: null, seo: (t) => t.${id}.seo },${match}`,
  );
  edit(
    'components/Footer.tsx',
    /<ul className="footer-links">\n/,
    (match) => `${match}<li><a href={href('${id}')}>{t.${id}.title}</a></li>\n`,
  );
}

/** A tool page removed, by the README's "Add or remove a tool": the first page of the table that a
 * tool card links to, its entry, its component and its card in each language; then what the build
 * names as left over (its texts, the config links only it used). */
async function removeToolPage(): Promise<void> {
  const { pageTable } = (await tsImport(path.join(project, 'pages/pages.ts'), import.meta.url)) as {
    pageTable: Record<string, { component: { name: string } }>;
  };
  const { languageTable, rootLang } = await languagesOf();
  const cards = (await textsOf(rootLang)).tools.items;
  const id = Object.keys(pageTable).find((route) =>
    cards.some(({ link }) => link && 'route' in link && link.route === route),
  );
  if (!id) throw new Error('test:owner: no tool card links to a page of the table: update tests/owner-copy.ts');
  const component = pageTable[id]!.component.name;

  let table = readFileSync(path.join(project, 'pages/pages.ts'), 'utf8');
  table = withoutEntry(table, id, 'pages/pages.ts', table.indexOf('export const pageTable'));
  const imported = new RegExp(`import \\{ ${component} \\} from '\\./([^']+)';\\n`).exec(table);
  if (!imported) throw new Error(`test:owner: pages/pages.ts does not import ${component}: update tests/owner-copy.ts`);
  writeFileSync(path.join(project, 'pages/pages.ts'), table.replace(imported[0], ''));
  unlinkSync(path.join(project, 'pages', imported[1]!));

  // Its card: the object around the link to it, in each language.
  for (const { texts } of Object.values(languageTable)) {
    const at = path.join(project, texts);
    const source = readFileSync(at, 'utf8');
    const link = new RegExp(`['"]?route['"]?: ['"]${id}['"]`).exec(source);
    if (!link) throw new Error(`test:owner: ${texts} has no card linking to ${id}: update tests/owner-copy.ts`);
    let start = link.index;
    for (let depth = 0, opened = 0; opened < 2;) {
      const c = source[--start];
      if (c === '}') depth++;
      else if (c === '{' && depth-- === 0) (opened++, (depth = 0));
    }
    const end = closingBracket(source, start) + 1;
    const lineStart = source.lastIndexOf('\n', start) + 1;
    writeFileSync(
      at,
      source.slice(0, /^\s*$/.test(source.slice(lineStart, start)) ? lineStart : start) +
        source.slice(end).replace(/^,?[^\S\n]*\n?/, ''),
    );
  }

  // What the build names as left over now: the texts no page shows, the config links no page uses.
  console.log(`\n▶ npm run build -- --json   (in the owner's copy: what removing ${id} left over)`);
  const built = spawnSync(
    'npm',
    ['run', '--silent', 'build', '--', '--json', '--out', path.join(project, '.leftovers')],
    {
      cwd: project,
      encoding: 'utf8',
      env: runEnv(),
    },
  );
  if (built.status !== 0) throw new Error(`test:owner: the build after removing ${id} failed:\n${built.stderr}`);
  const { leftovers } = JSON.parse(built.stdout) as { leftovers: { file: string; key: string; refused: boolean }[] };
  rmSync(path.join(project, '.leftovers'), { recursive: true, force: true });
  const texts = leftovers.filter(({ file, key }) => file.startsWith('i18n/') && key && !key.includes('.'));
  const links = leftovers.filter(({ file, key }) => file === 'site.config.ts' && key.startsWith('links.'));
  if (texts.length === 0) throw new Error(`test:owner: the build names no texts of ${id} left over`);
  for (const { file, key } of texts) {
    const source = readFileSync(path.join(project, file), 'utf8');
    writeFileSync(
      path.join(project, file),
      withoutEntry(source, key, file, source.search(/export const \w+(: Content)? = \{/)),
    );
  }
  for (const key of new Set(texts.map(({ key }) => key))) {
    const types = readFileSync(path.join(project, 'i18n/types.ts'), 'utf8');
    writeFileSync(
      path.join(project, 'i18n/types.ts'),
      withoutEntry(types, key, 'i18n/types.ts', types.indexOf('export const contentSchema =')),
    );
  }
  for (const { key } of links) {
    const linkId = key.slice('links.'.length);
    edit('site.config.ts', new RegExp(`\\n\\s*${linkId}: '[^']*',`), '');
    edit('i18n/types.ts', new RegExp(`'${linkId}',\\s*|,\\s*'${linkId}'`), '');
  }
  const left = leftovers.filter((l) => !texts.includes(l) && !links.includes(l));
  if (left.length) throw new Error(`test:owner: after removing ${id} the build also names: ${JSON.stringify(left)}`);
}

/** The environment of every command run in the copy. */
const runEnv = () => ({
  ...process.env,
  SITE_URL: undefined,
  // The owner's photo and share cards are cached in the copy, whatever cache the environment names.
  SITE_IMAGE_CACHE: path.join(project, 'node_modules/.cache/site-images'),
});

const run = (command: string, args: string[]) => {
  console.log(`\n▶ ${command} ${args.join(' ')}   (in the owner's copy)`);
  const result = spawnSync(command, args, {
    cwd: project,
    stdio: 'inherit',
    env: runEnv(),
  });
  if (result.status !== 0) throw new Error(`test:owner: '${command} ${args.join(' ')}' failed in the owner's copy`);
};

try {
  await makeItYours();
  const code = await addLanguage();
  await addPage();
  await removeToolPage();
  console.log(`  the copy also has a third language (${code}), a page more and a tool page fewer`);
  run('npm', ['run', 'format', '--', '--log-level', 'warn']);
  run('npm', ['run', 'build', '--', '--release', '--quiet']);
  run('npm', ['run', 'check']);
  run('npm', ['run', 'test:fast', '--', '--reporter', 'dot']);
  console.log("\n✔ test:owner: a copy made the owner's own builds for release and passes the suites without a browser");
} catch (error) {
  console.error(`✘ ${(error as Error).message}\n  the copy is kept for a look: ${project}`);
  process.exit(1);
}
// `-- --keep`: the copy stays, to look at or to run the whole test command in.
if (process.argv.includes('--keep')) console.log(`  the owner's copy stays in ${project}`);
else rmSync(project, { recursive: true, force: true });
