// `npm run test:owner`: the project made someone else's and changed as an owner changes it, in one
// copy, in this order: (1) made theirs as the README's "Making it yours" asks, from the build's list of
// `placeholders` (values replaced everywhere or confirmed, a photo, the quote real, every [[gap]]
// filled), the privacy choices made, analytics on (where the policy has its section); (2) a page in
// the navigation with a page for each of its items (a list of pages, declared first), a workshop
// (where the owner has one to copy) and a language added; (3) a release build, which records the URLs
// it published; (4) the languages down to the root's, the workshops down to one and its slug renamed
// (where there are two), the sign-up URL set (as analytics), a page out of the navigation (one that
// another page links, where there is one); (5) a release build that refuses, naming exactly the URLs
// that lost their address (the two builds' models tell which), as a host's build does, neither
// touching the record; (6) a redirect declared for each: CI's and a host's release builds pass and
// only check, the owner's records the new URLs beside the old; (7) the edited files formatted, the
// type-check and the suites without a browser, no test edited.
// Every edit finds its place from the tables and the build's output, never by a shipped id, slug or
// value, so it runs on an owner's project as it stands;
// a step that no longer finds what it edits stops, naming it; a change the project has nothing for is
// said and left out. `-- --keep` keeps the copy.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Language } from '../i18n/languages.ts';
import { valueAt, type Content, type OwnerConfig } from '../i18n/types.ts';
import { escapeRegExp } from '../i18n/typeset.ts';
import type { Page as Entry } from '../pages/pages.ts';
import { loadSiteConfig } from '../site/config.ts';
import { declarePrivacy } from '../site/privacy.ts';
import { runBuild } from './support/build-command.ts';
import { freeCodes } from './support/locales.ts';
import { linkPackages } from './support/project-copy.ts';
import { ownersEnv } from './support/servers.ts';
import { photo, sameLength } from './support/stand-ins.ts';

const usage = 'Usage: npm run test:owner [-- --keep]  (--keep: the copy stays for a look)';
const [option] = process.argv.slice(2).filter((arg) => arg !== '--keep');
if (option) {
  if (option === '--help') console.log(usage);
  else console.error(`✘ unknown option: ${option}\n  ${usage}`);
  process.exit(option === '--help' ? 0 : 1);
}
const root = path.resolve(import.meta.dirname, '..');
const project = mkdtempSync(path.join(tmpdir(), 'site-owner-'));
const read = (file: string) => readFileSync(path.join(project, file), 'utf8');
/** The files the owner's edits wrote, for Prettier (step 7). */
const edited = new Set<string>();
const write = (file: string, text: string) => (edited.add(file), writeFileSync(path.join(project, file), text));
const stop = (what: string): never => {
  throw new Error(`test:owner: ${what}`);
};

/** What `npm run build -- --json` prints, as far as it is read here. */
type Problem = { file: string; key: string; problem: string };
type Page = { id: string; lang: string; path: string; file: string };
type Facts = {
  placeholders: Problem[];
  warnings: Problem[];
  model: { pages: Page[]; redirects: Redirect[] };
  recorded: { added: number; moved: number } | null;
};
type Redirect = { from: string; to: string; lang?: string };

// The copy's own config decides, and its release builds record what they published (as on the owner's
// machine, not on CI or a host); its photo and share cards are cached in the copy, whose cache starts as
// a copy of the project's (entries are named by what they are made from: site/cache.ts).
const projectCache = process.env.SITE_IMAGE_CACHE ?? path.join(root, 'node_modules/.cache/site-images');
// An owner's shell: without the NODE_ENV of a test run that started this one (tests/e2e/owner.test.ts).
const env: NodeJS.ProcessEnv = { ...ownersEnv(), SITE_IMAGE_CACHE: `${project}/node_modules/.cache/site-images` };
// What the copy's commands keep in the temp folder (its tests' caches, named after the copy's path, so
// new each run) goes into one of the run's own, removed as it ends.
env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'site-owner-tmp-'));
process.on('exit', () => rmSync(env.TMPDIR!, { recursive: true, force: true }));
// Unset, not deleted: the build command's runner (runBuild) starts from process.env.
for (const name of ['SITE_URL', 'ANALYTICS_ID', 'RAPID_FRAMES_SIGNUP_URL', 'CI', 'NETLIFY', 'CF_PAGES', 'VERCEL'])
  env[name] = undefined;
const inCopy = { cwd: project, env };

/** `npm run <args>` in the copy, its output shown: whether it passed. */
function run(...args: string[]): boolean {
  console.log(`\n▶ npm run ${args.join(' ')}   (in the owner's copy)`);
  return spawnSync('npm', ['run', ...args], { ...inCopy, stdio: 'inherit' }).status === 0;
}

/** The build with `--json` in the copy, what `npm run build` runs, without npm's start-up (`where`: a
 * host's or CI's variable): what it built, or (`refused`) what it said as it refused. A release that
 * passes says nothing on stderr. */
async function building(flags: string[], refused: boolean, where: NodeJS.ProcessEnv = {}) {
  const on = Object.entries(where).map(([name, value]) => ` ${name}=${value}`);
  console.log(`\n▶${on} build.ts --json ${flags.join(' ')}   (in the owner's copy${refused ? ', refusing' : ''})`);
  const built = await runBuild(['--json', ...flags], { cwd: project, env: { ...env, ...where } });
  if (refused === (built.code === 0) || (!refused && flags.includes('--release') && built.stderr))
    stop(`the build ${refused ? 'did not refuse' : 'failed or warned'}:\n${built.stderr}`);
  return built;
}
const build = async (...flags: string[]) => JSON.parse((await building(flags, false)).stdout) as Facts;
const refusal = async (where?: NodeJS.ProcessEnv) => (await building(['--release'], true, where)).stderr;
/** The URLs published-urls.txt records, sorted. */
const recorded = () =>
  (existsSync(path.join(project, 'published-urls.txt')) ? read('published-urls.txt') : '')
    .split('\n')
    .flatMap((line) => line.match(/^\/\S*/) ?? [])
    .sort();

/** Every URL a build made: its pages' (not the 404s') and its redirects'. */
const madeBy = ({ model }: Facts) =>
  new Set([
    ...model.pages.filter((p) => p.id !== 'notFound').map((p) => p.path),
    ...model.redirects.map((r) => r.from),
  ]);

/** The index of the `]` or `}` that closes the one at `open`, skipping strings and comments. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`')
      for (i++; i < source.length && source[i] !== c; i++) i += +(source[i] === '\\');
    else if (source.startsWith('//', i)) i = source.indexOf('\n', i) >>> 0;
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i) >>> 0;
    else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && --depth === 0) return i;
  }
  return stop('unbalanced brackets');
}

/** Where the `{…}` or `[…]` at the end of `first` stands in `file`, or of the value at `keys` in it,
 * each key at the indent of its depth (the sources are formatted): [start, end). */
function spanAt(file: string, first: RegExp, ...keys: string[]): [number, number] {
  const source = read(file);
  const found = first.exec(source) ?? stop(`${file} has no ${first}: update tests/owner-copy.ts`);
  let [start, end] = [found.index + found[0].length - 1, 0];
  keys.forEach((key, depth) => {
    end = closingBracket(source, start) + 1;
    const inner = new RegExp(`\\n {${2 * depth + 2}}['"]?${key}['"]?: [[{]`).exec(source.slice(start, end));
    start += inner ? inner.index + inner[0].length - 1 : stop(`${file} has no ${keys.slice(0, depth + 1).join('.')}`);
  });
  return [start, closingBracket(source, start) + 1];
}
const splice = (file: string, [start, end]: [number, number], text: string) =>
  write(file, read(file).slice(0, start) + text + read(file).slice(end));
const insert = (file: string, at: number, text: string) => splice(file, [at, at], text);
/** The object a file exports (`export default {`, `export const de = {`). */
const exported = (name = '\\w+') => new RegExp(`export (?:default|const ${name}\\b[^=\\n]*=) \\{`);
const setConfig = (key: string, value: unknown) =>
  splice('site.config.ts', spanAt('site.config.ts', exported(), key), JSON.stringify(value));
const pageTableAt = /export const pageTable\b[^=]*= \{/;
const setRedirects = (list: Redirect[]) =>
  splice('pages/pages.ts', spanAt('pages/pages.ts', /export const redirects\b[^=]*= \[/), JSON.stringify(list));

/** A module of the copy as it stands now (loaded afresh each time). */
const load = async <T>(file: string) => (await tsImport(path.join(project, file), import.meta.url)) as T;
const config = async () => (await load<{ default: OwnerConfig }>('site.config.ts')).default;
const languages = async () => (await load<{ languages: Language[] }>('i18n/languages.ts')).languages;
const pagesModule = () => load<{ pageTable: Record<string, Entry>; redirects: Redirect[] }>('pages/pages.ts');
const textsOf = async ({ code, texts }: Language) => (await load<Record<string, Content>>(texts))[code]!;
/** The owner's analytics id and sign-up URL, once they turn each on. */
const owners = { analyticsId: 'G-KLARFORM12', signup: 'https://forms.klarform-studio.example/rapid-frames-alpha' };
/** Whether every language's privacy policy has the section of `feature` and a line for each of its
 * entries (as the build declares them with it on): an owner may delete them where the feature is off
 * (docs/editing.md), and turning it on then stops the build. */
const policyCovers = async (feature: 'analytics' | 'signup') => {
  const owner = await config();
  const on = loadSiteConfig({
    ...owner,
    analyticsId: owners.analyticsId,
    links: { ...owner.links, rapidFramesSignup: owners.signup },
  });
  const { storage, origins } = declarePrivacy(on, 2, true);
  const ids = [...storage, ...origins].filter((entry) => entry.feature === feature).map((entry) => entry.id);
  return (await Promise.all((await languages()).map(textsOf))).every(
    ({ datenschutz: { sections, facts } }) => sections[feature] && ids.every((id) => facts.purposes[id]),
  );
};
const workshopsOf = (lang: Language) => spanAt(lang.texts, exported(lang.code), 'workshops', 'items');
const homeOf = (table: Record<string, Entry>) =>
  Object.keys(table).find((id) => table[id]!.path === '/') ?? stop('pages/pages.ts has no page at /');
/** `base`, or `base2`, `base3` … where the name is taken. */
const unused = (base: string, taken: (name: string) => boolean) =>
  [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base}${n}`)].find((name) => !taken(name))!;

/** The owner's value for an example value of site.config.ts; undefined: the example is theirs (confirmed). */
function ownValue(key: string, value: string): string | undefined {
  const own: Record<string, string> = {
    brand: sameLength('Klarform Studio', value), // every page title keeps the length the build checked
    siteUrl: 'https://www.klarform-studio.example',
    email: 'kontakt@klarform-studio.example',
    'founder.name': 'Jana Beispiel',
    'founder.jobTitle': 'UX Research Consultant',
  };
  // A link stays on its platform (a tool's on the one the privacy policy names), under the owner's name.
  return (
    own[key] ?? (URL.canParse(value) ? `${new URL(value).origin}/jana-beispiel/${key.split('.').pop()}` : undefined)
  );
}

/** Makes the owner's what the build lists as standing in for them: a value replaced in every file (as
 * by search and replace) or confirmed, a photo for the silhouette, the quote real, every [[gap]] filled. */
async function makeYours(placeholders: Problem[]): Promise<void> {
  const owner = await config();
  const replace: [string, string][] = [];
  const confirm = new Set(owner.confirmed);
  // A gap named more than once (an address in three places) is filled once, wherever it stands.
  const once = new Map(placeholders.map((p) => [p.problem.startsWith('[[') ? p.file + p.problem : p.file + p.key, p]));
  for (const { file, key, problem } of once.values()) {
    const value = file === 'site.config.ts' ? valueAt(owner, key) : undefined;
    const own = typeof value === 'string' ? ownValue(key, value) : undefined;
    // The URLs that lost their address are steps 5 and 6.
    if (file === 'pages/pages.ts') continue;
    else if (problem.includes('example: true')) {
      // The owner's customer said it: the mark goes, and the words are confirmed as theirs.
      write(file, read(file).replace(/\n\s*example: true,?/g, ''));
      confirm.add(`${key}.quote`);
    } else if (problem.startsWith('[[')) {
      // Filled with the detail it asks for (here, its words). A gap is named as shown, with the
      // typography's no-break spaces: any space matches.
      const gap = new RegExp(escapeRegExp(problem).replace(/\s+/g, '\\s+'), 'g');
      if (!gap.test(read(file))) stop(`the build names ${problem} in ${file}, which does not hold it`);
      const filled = read(file).replace(gap, (found) => found.slice(2, -2));
      write(file, filled);
    } else if (file.startsWith('static/')) {
      // A photo as a camera makes it: a JPEG larger than the pages draw it.
      writeFileSync(path.join(project, path.dirname(file), 'portrait.jpg'), await photo(1600));
      unlinkSync(path.join(project, file));
    } else if (own) replace.push([value as string, own]);
    else confirm.add(key);
  }
  // In every text file, the longest first: a URL before the domain it contains.
  replace.sort(([a], [b]) => b.length - a.length);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: project, encoding: 'utf8' });
  for (const file of files.split('\n').filter((file) => /\.(ts|tsx|md|json|toml|css|html|txt|svg)$/.test(file))) {
    const text = replace.reduce((source, [from, to]) => source.replaceAll(from, to), read(file));
    if (text !== read(file)) write(file, text);
  }
  setConfig('confirmed', [...confirm]);
}

/** A References page in the navigation, by the README's "A page", with a page for each reference, by
 * docs/editing.md's list of pages: their texts' schema, their texts in every language, their
 * components, their entries (the list's with `nav`, after the others; its items' first of all, before
 * the workshops') and their import. */
async function addPage(): Promise<string> {
  const { pageTable } = await pagesModule();
  const id = unused('references', (name) => name in pageTable);
  const itemId = unused(`${id}Item`, (name) => name in pageTable);
  const name = `${id[0]!.toUpperCase()}${id.slice(1)}`;
  const [schema] = spanAt('i18n/types.ts', /export const contentSchema = \w+\.object\(\{/);
  const lib = /(\w+)\.object\($/.exec(read('i18n/types.ts').slice(0, schema))![1];
  const item = `${lib}.strictObject({ id: ${lib}.string(), slug: ${lib}.string(), title: text, seo })`;
  insert(
    'i18n/types.ts',
    schema + 1,
    `\n  ${id}: ${lib}.strictObject({ seo, title: text, intro: text, items: ${lib}.array(${item}) }),`,
  );
  for (const language of await languages()) {
    const intro = `Projects of {brand} and what each team learned from them (${name}, ${language.name}).`;
    const items = ['Alpha', 'Beta'].map((project) => ({
      id: project.toLowerCase(),
      slug: `${project.toLowerCase()}-project`,
      title: project,
      seo: {
        title: `${project} (${name}, ${language.name})`,
        description: `What the ${project} team learned with {brand} (${language.name}).`,
      },
    }));
    const own = { seo: { title: `${name} (${language.name})`, description: intro }, title: name, intro, items };
    const [open] = spanAt(language.texts, exported(language.code));
    insert(language.texts, open + 1, `\n  ${id}: ${JSON.stringify(own)},`);
  }
  const hero = (title: string, more = '') =>
    `  <section className="page-hero" aria-labelledby="page-title"><div className="container">` +
    `<h1 id="page-title">{${title}}</h1>${more}</div></section>\n`;
  write(
    `pages/${name}.tsx`,
    `import type { PageProps } from '../components/props.ts';\n\n` +
      `export const ${name}Page = ({ t, href }: PageProps) => (\n` +
      hero(
        `t.${id}.title`,
        `<p className="lead">{t.${id}.intro}</p><ul>{t.${id}.items.map((item) => (` +
          `<li key={item.id}><a href={href(\`${itemId}:\${item.id}\`)}>{item.title}</a></li>))}</ul>`,
      ) +
      `);\n\nexport const ${name}ItemPage = ({ t, item }: PageProps) => (\n` +
      hero(`t.${id}.items.find((each) => each.id === item)!.title`) +
      `);\n`,
  );
  const order = Math.max(0, ...Object.values(pageTable).flatMap((page) => (page.nav ?? []).map((n) => n.order))) + 1;
  const home = homeOf(pageTable);
  insert(
    'pages/pages.ts',
    spanAt('pages/pages.ts', pageTableAt)[1] - 1,
    `  ${id}: { path: '/${id}', component: ${name}Page, texts: ['${id}'], parents: ['${home}'], ` +
      `crumb: (t) => t.${id}.title, indexable: true, nav: [{ order: ${order}, label: (t) => t.${id}.title }], ` +
      `seo: (t) => t.${id}.seo },\n`,
  );
  insert(
    'pages/pages.ts',
    spanAt('pages/pages.ts', pageTableAt)[0] + 1,
    `\n  ${itemId}: { each: (t) => t.${id}.items, path: (_t, item) => \`/${id}/\${(item as unknown as { slug: string }).slug}\`, ` +
      `component: ${name}ItemPage, texts: ['${id}'], parents: ['${home}', '${id}'], indexable: true, ` +
      `seo: (_t, item) => (item as unknown as { seo: { title: string; description: string } }).seo },`,
  );
  const imports = read('pages/pages.ts').indexOf(';\n', read('pages/pages.ts').lastIndexOf('\nimport ')) + 2;
  insert('pages/pages.ts', imports, `import { ${name}ItemPage, ${name}Page } from './${name}.tsx';\n`);
  return id;
}

/** A workshop, by the README's recipe: an item in every language (the first one's texts under its own
 * id, slug, title and SEO) and its hours; none where the owner has none to copy (false). */
async function addWorkshop(): Promise<boolean> {
  const all = await languages();
  const taken = (await textsOf(all[0]!)).workshops.items.map((item) => item.id);
  if (taken.length === 0) return false;
  const id = unused('design-sprint', (name) => taken.includes(name));
  const title = `Design Sprint${id.slice('design-sprint'.length)}`;
  for (const lang of all) {
    const texts = await textsOf(lang);
    const { items } = texts.workshops;
    const first = items[0] ?? stop(`${lang.texts} has no workshop to copy the texts of`);
    const seo = { title, description: `${title}: from a question to a tested prototype in five days (${lang.name}).` };
    const item = { ...first, id, slug: id, title, detailPage: { ...first.detailPage, title, seo } };
    splice(lang.texts, workshopsOf(lang), JSON.stringify([...items, item]));
  }
  setConfig('workshopHours', { ...(await config()).workshopHours, [id]: 3 });
  return true;
}

/** The entries of i18n/languages.ts as written, and where its list stands. */
function languageEntries() {
  const span = spanAt('i18n/languages.ts', /export const languages\b[^=]*= \[/);
  const table = read('i18n/languages.ts');
  const entries = [...table.slice(...span).matchAll(/\n {2}\{/g)].map(({ index }) =>
    table.slice(span[0] + index + 3, closingBracket(table, span[0] + index + 3) + 1),
  );
  return { entries, write: (list: string[]) => splice('i18n/languages.ts', span, `[\n  ${list.join(',\n  ')},\n]`) };
}

/** A language, by the README's recipe: the last language's entry and its texts' files copied under a
 * new code (the export and the imports of its own files renamed), with its own locale and name. */
async function addLanguage(): Promise<string> {
  const all = await languages();
  const from = all.at(-1)!;
  // A code of its own, and whose URLs are no old URLs of the site (a language the owner removed).
  const { redirects } = await pagesModule();
  const code = freeCodes(all, redirects)[0] ?? stop('no language code left to add');
  const rename = (file: string) => file.replace(new RegExp(`\\b${from.code}(?=\\.ts$)`), code);
  const folder = path.dirname(from.texts);
  const source = read(from.texts);
  const own = [...source.matchAll(new RegExp(`from '\\./([^']*\\b${from.code}\\.ts)'`, 'g'))].map((m) => m[1]!);
  for (const file of own) write(path.join(folder, rename(file)), read(path.join(folder, file)));
  const renamed = own.reduce((text, file) => text.replaceAll(`'./${file}'`, `'./${rename(file)}'`), source);
  write(rename(from.texts), renamed.replace(new RegExp(`export const ${from.code}\\b`), `export const ${code}`));
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)!;
  const { entries, write: writeEntries } = languageEntries();
  const entry = entries.find((e) => e.includes(`code: '${from.code}'`)) ?? stop(`i18n/languages.ts: no ${from.code}`);
  const copied = entry
    .replace(/code: '[^']*'/, `code: '${code}'`)
    .replace(/locale: '[^']*'/, `locale: '${code}_${new Intl.Locale(code).maximize().region}'`)
    .replace(/name: '[^']*'/, `name: '${name[0]!.toLocaleUpperCase(code)}${name.slice(1)}'`)
    .replace(/texts: '[^']*'/, `texts: '${rename(from.texts)}'`);
  writeEntries([...entries, copied]);
  return code;
}

/** Step 4, as an owner takes things away: the languages down to the root's (its entry alone), the first
 * workshops down to the last (its slug renamed), the sign-up URL set, a page out of the navigation;
 * the old URLs that led to what is gone lead on, as the build asks: in the root language, the removed
 * workshops' to the home page. */
async function removeAndChange(released: Facts) {
  const [rootLanguage, ...others] = await languages();
  const { entries, write: writeEntries } = languageEntries();
  writeEntries(entries.slice(0, 1));
  const lang = rootLanguage!;
  const texts = await textsOf(lang);
  const { items } = texts.workshops;
  // The workshops down to the last, renamed, where there are two or more (the owner's and the one added):
  // a site of one workshop shows no teaser of another.
  const [removed, renamed] = items.length > 1 ? [items.slice(0, -1), items.at(-1)!] : [[], undefined];
  const owner = await config();
  // The legal texts of a language taken away prevail no more, as the build says: the root's do.
  if (owner.legalLanguage !== undefined && owner.legalLanguage !== lang.code) {
    const source = read('site.config.ts');
    const named = /(\n {2}legalLanguage: )(['"])[^'"]*\2/;
    if (!named.test(source)) stop("site.config.ts has no legalLanguage: '<code>' line: update tests/owner-copy.ts");
    write('site.config.ts', source.replace(named, `$1'${lang.code}'`));
  }
  if (renamed) {
    splice(lang.texts, workshopsOf(lang), JSON.stringify([{ ...renamed, slug: `${renamed.slug}-v2` }]));
    for (const { id } of removed) delete owner.workshopHours[id];
    setConfig('workshopHours', owner.workshopHours);
  }
  if (await policyCovers('signup'))
    setConfig('links', {
      ...owner.links,
      rapidFramesSignup: owners.signup,
    });
  else console.log('  the sign-up URL left unset: the legal texts have no sign-up section');

  const { pageTable, redirects } = await pagesModule();
  // Out of the navigation: a page the release's pages also link in their content (it stays reachable).
  const contents = released.model.pages.map((p) => /<main[^]*<\/main>/.exec(read(`dist/${p.file}`))?.[0] ?? '');
  const pathOf = (id: string) => released.model.pages.find((p) => p.id === id && p.lang === lang.code)?.path;
  const linked = (id: string) => contents.some((html) => new RegExp(`href="?${pathOf(id)}[" #>]`).test(html));
  const inNav = (id: string) => pageTable[id]!.nav?.length && pageTable[id]!.path !== '/' && linked(id);
  const taken = Object.keys(pageTable).find(inNav);
  if (taken) {
    const [start, end] = spanAt('pages/pages.ts', pageTableAt, taken, 'nav');
    const source = read('pages/pages.ts');
    write('pages/pages.ts', source.slice(0, source.lastIndexOf('\n', start)) + source.slice(end).replace(/^,/, ''));
  }
  console.log(
    `  taken away: the languages ${others.map((o) => o.code).join(', ')}; ` +
      (renamed
        ? `the workshops ${removed.map((w) => w.id).join(', ')} removed, ${renamed.id} renamed; `
        : 'no workshop (fewer than two); ') +
      (taken ? `${taken} from the navigation` : 'no page from the navigation (none but home that another page links)'),
  );

  // The workshops' entry: the list entry whose items are they (an owner may have lists of their own).
  const list = Object.keys(pageTable).find((id) => pageTable[id]!.each?.(texts) === texts.workshops.items);
  const [home, gone] = [homeOf(pageTable), removed.map(({ id }) => `${list}:${id}`)];
  const leadsOn = (r: Redirect) => ({ from: r.from, to: gone.includes(r.to) ? home : r.to, lang: lang.code });
  setRedirects(redirects.map((r) => (others.some((o) => o.code === r.lang) || gone.includes(r.to) ? leadsOn(r) : r)));
  return { lang, others, home, removed: gone, renamed: renamed && `${list}:${renamed.id}` };
}

try {
  // The project as it stands, untracked files included (git still lists a tracked file deleted and
  // not yet committed); node_modules linked but its caches the copy's own; a repository of its own.
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of listed.split('\n').filter((file) => file && existsSync(path.join(root, file)))) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(project, file));
  }
  linkPackages(project);
  if (existsSync(projectCache)) cpSync(projectCache, env.SITE_IMAGE_CACHE!, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: project });

  // 1. The privacy choices made, then what the build lists made theirs.
  const { hostAgreement, googleTerms, ...privacy } = (await config()).privacy;
  const chosen = {
    // Netlify, where its host's builds run (NETLIFY=true): a policy naming another host is no release there.
    host: 'netlify',
    hostAgreement: hostAgreement ?? true,
    googleTerms: googleTerms ?? true,
  };
  setConfig('privacy', { ...privacy, ...chosen });
  // Analytics on, as docs/privacy.md says: a measurement id of the owner's in site.config.ts.
  const analyticsId = /(\n {2}analyticsId: )(['"]).*?\2/;
  if (!analyticsId.test(read('site.config.ts'))) stop('site.config.ts has no analyticsId: update tests/owner-copy.ts');
  if (await policyCovers('analytics'))
    write('site.config.ts', read('site.config.ts').replace(analyticsId, `$1'${owners.analyticsId}'`));
  else console.log('  analytics left off: the legal texts have no analytics section');
  await makeYours((await build()).placeholders);
  // 2. A page in the navigation, a workshop, and a language (last: it copies the other two).
  const page = await addPage();
  const workshop = (await addWorkshop()) ? 'a workshop' : 'no workshop (none to copy)';
  console.log(
    `  added: the page ${page} (in the navigation) with a page for each of its items, ${workshop}, the language ${await addLanguage()}`,
  );
  // 3. A release, recording every URL it published and no other.
  const released = await build('--release');
  if (recorded().join() !== [...madeBy(released)].sort().join())
    stop(`published-urls.txt holds ${recorded().join(', ')}, not what the release made`);
  const published = read('published-urls.txt');
  // 4. Taken away and changed; the files of the languages removed deleted as the build names them left
  // over, the privacy section of the sign-up made theirs.
  const changed = await removeAndChange(released);
  const after = await build();
  const leftOver = after.warnings.filter((w) => !w.key && w.file.startsWith('i18n/')).map((w) => w.file);
  for (const { texts } of changed.others)
    if (!leftOver.includes(texts)) stop(`the build does not name ${texts} left over`);
  for (const file of leftOver) unlinkSync(path.join(project, file));
  await makeYours(after.placeholders);
  // 5. The release refuses, naming exactly the URLs the first release made and the site no longer makes:
  // every page of the languages removed, the removed workshops', the renamed workshop's old path.
  const lost = [...madeBy(released)].filter((url) => !madeBy(after).has(url)).sort();
  const moved = ({ id, lang }: Page) =>
    changed.removed.includes(id) ||
    (id === changed.renamed && lang === changed.lang.code) ||
    lang !== changed.lang.code;
  const expected = released.model.pages.flatMap((p) => (p.id !== 'notFound' && moved(p) ? [p.path] : [])).sort();
  // A host's build (a release build) refuses as the owner's does; neither touches published-urls.txt.
  const [refused, onHost] = [await refusal(), await refusal({ NETLIFY: 'true' })];
  const wentAt = /went: \{ from: '([^']*)', to: '([^']*)', lang: '([^']*)' \}/g;
  const asked = [...refused.matchAll(wentAt)];
  const named = asked.map(([, from]) => from!).sort();
  if (lost.join() !== expected.join() || named.join() !== expected.join() || !refused.includes(`: ${named.length}\n`))
    stop(`the release must name exactly ${expected.join(', ')} (the models: ${lost.join(', ')}), it said:\n${refused}`);
  if ([...onHost.matchAll(wentAt)].map(([line]) => line).join() !== asked.map(([line]) => line).join())
    stop(`a build on Netlify must name what the release named, it said:\n${onHost}`);
  if (read('published-urls.txt') !== published) stop('a refused build changed published-urls.txt');
  // 6. Each declared as the build asks: the same page in the root language where the site still has it
  // (the models say which; the renamed workshop's new path), else a page the owner picks: the home page.
  const idOf = new Map(released.model.pages.map((p) => [p.path, p.id]));
  for (const { from, to } of released.model.redirects) idOf.set(from, idOf.get(to)!);
  const stays = new Set(after.model.pages.map((p) => p.id));
  const declared = asked.map(([line, from, to, lang]) => {
    const same = stays.has(idOf.get(from!)!) ? idOf.get(from!) : '<page id>';
    if (to !== same || lang !== changed.lang.code) stop(`the build asks ${line}; the models say ${same}`);
    return { from: from!, to: to === '<page id>' ? changed.home : to!, lang: lang! };
  });
  setRedirects([...(await pagesModule()).redirects, ...declared]);
  // CI's release build and a host's pass and only check; the owner's records the new URLs beside the old.
  for (const where of [{ CI: 'true' }, { NETLIFY: 'true' }]) await building(['--release'], false, where);
  if (read('published-urls.txt') !== published) stop("CI's or a host's build changed published-urls.txt");
  const final = await build('--release');
  if (recorded().join() !== [...new Set([...madeBy(released), ...madeBy(final)])].sort().join())
    stop(`published-urls.txt holds ${recorded().join(', ')}, not every URL of both releases`);
  // It says what it changed in the file: URLs added, and URLs whose page has another id or language now.
  const entries = (text: string) => new Map(text.split('\n').map((line) => [line.split(' ')[0]!, line]));
  const [was, now] = [entries(published), entries(read('published-urls.txt'))];
  const change = { added: 0, moved: 0 };
  for (const [at, line] of now)
    if (at.startsWith('/') && was.get(at) !== line) change[was.has(at) ? 'moved' : 'added'] += 1;
  if (JSON.stringify(final.recorded) !== JSON.stringify(change))
    stop(
      `the release says it recorded ${JSON.stringify(final.recorded)}; published-urls.txt changed by ${JSON.stringify(change)}`,
    );
  const renamedPath = ({ model }: Facts) =>
    model.pages.find((p) => p.id === changed.renamed && p.lang === changed.lang.code)!.path;
  if (
    changed.renamed &&
    !final.model.redirects.some((r) => r.from === renamedPath(released) && r.to === renamedPath(final))
  )
    stop(`the renamed workshop's old path ${renamedPath(released)} does not lead to ${renamedPath(final)}`);
  // 7. The owner's routine; the suites green with no test edited (each runs, whatever the one before found).
  // What `npm run format` changes is what the edits wrote: Prettier formats those, and the check takes
  // the types alone (every other file is the project's, whose own check reads its formatting).
  const formatted = [...edited].filter((file) => existsSync(path.join(project, file)));
  console.log(`\n▶ prettier --write the ${formatted.length} files the owner edited   (in the owner's copy)`);
  execFileSync(
    'node_modules/.bin/prettier',
    ['--write', '--ignore-unknown', '--log-level', 'warn', ...formatted],
    inCopy,
  );
  const failed = [
    ['check', '--', '--types'],
    ['test:fast', '--', '--reporter', 'dot'],
  ]
    .filter((args) => !run(...args))
    .map(([script]) => `npm run ${script}`);
  if (failed.length) stop(`${failed.join(', ')} failed in the owner's copy`);
  console.log(`\n✔ test:owner: the owner's copy (${lost.length} URLs redirected) is released and passes`);
} catch (error) {
  console.error(`✘ ${(error as Error).message}\n  the copy is kept for a look: ${project}`);
  process.exit(1);
}
if (process.argv.includes('--keep')) console.log(`  the owner's copy stays in ${project}`);
else rmSync(project, { recursive: true, force: true });
