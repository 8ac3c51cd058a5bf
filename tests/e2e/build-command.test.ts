// The real build command: what it writes, that it is deterministic, and that a content mistake
// stops it with a clear message while the previous output stays exactly as it was.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languageTable, languages, otherLanguages, rootLang } from '../../i18n/languages.ts';
import { copyProject } from '../support/project-copy.ts';
import { redirects, routeIds } from '../../site/routes.ts';
import { hostBuilders, hostNames } from '../../site/host-names.ts';
import { imagesOf, launchPlaceholders, launchReport } from '../../site/launch.ts';
import { config, contents, parseHtml, shown, source } from '../support/fixtures.ts';
import { maxDescriptionLength } from '../../site/validate.ts';
import { runBuild } from '../support/build-command.ts';

const run = promisify(execFile);
const dist = inject('dist');

/** Every file of a folder, path → bytes. */
function snapshot(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(folder, file), readFileSync(file));
    }
  return files;
}

describe('the built site', () => {
  it('refers to every image it writes: from a page, the styles, the manifest or the service worker', () => {
    const files = snapshot(dist);
    const referrers = [...files]
      .filter(([file]) => /\.(html|css|webmanifest|js|xml)$/.test(file))
      .map(([, bytes]) => bytes.toString());
    const images = [...files.keys()].filter((file) => /\.(png|jpe?g|webp|avif|svg|ico)$/.test(file));
    expect(images.length).toBeGreaterThan(3);
    const unused = images.filter((file) => !referrers.some((text) => text.includes(`/${file}`)));
    expect(unused).toEqual([]);
  });
});

describe('npm run build', () => {
  let project: string;
  beforeAll(() => {
    // A copy of the project to break things in, sharing node_modules.
    project = copyProject();
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const build = (out: string, env: NodeJS.ProcessEnv = {}, flags: string[] = []) =>
    runBuild(['--out', out, ...flags], { cwd: project, env });

  it('writes the pages, the 404s and the host files, and says what it made (--json)', async () => {
    const result = await build('dist', {}, ['--json']);
    expect(result.code).toBe(0);
    const facts = JSON.parse(result.stdout);
    expect(facts.pages).toEqual(Object.fromEntries(languages.map((lang) => [lang, routeIds.length])));
    expect(facts.notFoundPages).toBe(languages.length);
    expect(facts.redirects).toBe(redirects.length);
    // Precompressed twins only for nginx (tests/host-layout.test.ts).
    expect(Object.keys(facts.phases)).toEqual(['assets', 'render', 'worker', 'write']);
    expect(facts.placeholders).toEqual(
      launchPlaceholders({ contents: shown, texts: contents, config, images: imagesOf(project) }),
    );
    const files = snapshot(path.join(project, 'dist'));
    for (const file of [
      'index.html',
      'en.html',
      '404.html',
      'en/404.html',
      'sitemap.xml',
      'robots.txt',
      '_redirects',
      '_headers',
      'favicon.svg',
      'site.webmanifest',
    ])
      expect(files.has(file), file).toBe(true);
    // A server's configuration stays out of the public root: `--host vercel|nginx` writes it beside.
    for (const file of ['vercel.json', 'nginx.conf']) expect(files.has(file), file).toBe(false);
    const hashed = [...files.keys()].filter((f) => f.startsWith('assets/'));
    expect(hashed.length).toBeGreaterThan(3);
    for (const file of hashed) expect(file).toMatch(/\.[a-z0-9]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i);
    // Minified, a check of the text's form: no line break left between two tags.
    expect(source(files, 'index.html')).not.toMatch(/>\s*\n\s*</);
    expect(facts.output.files).toBe(files.size);
    expect(facts.output.bytes).toBe([...files.values()].reduce((n, b) => n + b.length, 0));
  });

  it('without --json, prints a line a phase, a closing table of what --json counts, and what is left before launch', async () => {
    const [told, json] = await Promise.all([
      build(path.join(project, 'dist-told')),
      build(path.join(project, 'dist-json'), {}, ['--json']),
    ]);
    expect(told.code).toBe(0);
    const facts = JSON.parse(json.stdout);
    const lines = told.stdout.split('\n').map((line) => line.trim());
    /** The rest of the line that starts with `name` and a space. */
    const after = (name: string) =>
      lines
        .find((line) => line.startsWith(`${name} `))
        ?.slice(name.length)
        .trim();
    for (const phase of Object.keys(facts.phases)) expect(after(phase), phase).toMatch(/ \d+ ms$/);
    const perLang = Object.entries(facts.pages).map(([lang, count]) => `${count} ${lang}`);
    const pages = Object.values<number>(facts.pages).reduce((n, count) => n + count, 0);
    expect(after('Pages')).toBe(`${pages} (${perLang.join(', ')}) + ${facts.notFoundPages} not-found pages`);
    expect(after('Redirects')).toMatch(new RegExp(`^${facts.redirects} `));
    expect(after('HTML')).toContain(`largest ${facts.largestPage.file} `);
    expect(after('Output')).toMatch(new RegExp(`^${facts.output.files} files, `));
    expect(after('Time')).toMatch(/^\d+ ms, \d+ MiB peak memory$/);
    expect(told.stdout).toContain(launchReport(facts.placeholders));
  });

  it('two builds are byte-identical', async () => {
    const again = path.join(project, 'dist-again');
    expect((await build(again)).code).toBe(0);
    const first = snapshot(dist);
    const second = snapshot(again);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [file, bytes] of first) expect(second.get(file)!.equals(bytes), file).toBe(true);
  });

  it("the summary counts the files of the host's layout, as written", async () => {
    const out = path.join(project, 'dist-nginx');
    const result = await build(out, {}, ['--host', 'nginx', '--json']);
    expect(result.code).toBe(0);
    const written = snapshot(out);
    const facts = JSON.parse(result.stdout);
    expect(facts.phases.compress).toBeGreaterThanOrEqual(0);
    expect(facts.output).toEqual({
      files: written.size,
      bytes: [...written.values()].reduce((n, b) => n + b.length, 0),
    });
  });

  it('takes the copyright year from the build (SOURCE_DATE_EPOCH for reproducible builds)', async () => {
    const out = path.join(project, 'dist-2031');
    expect((await build(out, { SOURCE_DATE_EPOCH: String(Date.UTC(2031, 5, 1) / 1000) })).code).toBe(0);
    for (const file of ['index.html', 'en/tools.html', 'en/404.html']) {
      const copyright = parseHtml(readFileSync(path.join(out, file), 'utf8')).querySelector('footer .copyright');
      expect(copyright?.textContent, file).toContain(`2031\u00a0${config.brand}`);
    }
  });

  /** Runs `work` with `file` as the only portrait of the copy, then puts the copy's own back. */
  const silhouette = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5"/></svg>';
  async function withPortrait<T>(file: string, bytes: Uint8Array | string, work: () => Promise<T>): Promise<T> {
    const images = path.join(project, 'static/images');
    const own = readdirSync(images).filter((f) => /^portrait\./.test(f));
    const saved = new Map(own.map((f) => [f, readFileSync(path.join(images, f))]));
    for (const f of own) rmSync(path.join(images, f));
    writeFileSync(path.join(images, file), bytes);
    try {
      return await work();
    } finally {
      rmSync(path.join(images, file));
      for (const [f, content] of saved) writeFileSync(path.join(images, f), content);
    }
  }

  it('--release refuses to build while a placeholder is left, naming each, and leaves dist/ untouched', async () => {
    const out = path.join(project, 'dist');
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    const before = snapshot(out);
    // The silhouette stands in for a photo, whatever else the owner has replaced.
    await withPortrait('portrait.svg', silhouette, async () => {
      const result = await build('dist', {}, ['--release']);
      expect(result.code).toBe(1);
      const placeholders = launchPlaceholders({ contents: shown, texts: contents, config, images: imagesOf(project) });
      expect(placeholders.map((p) => p.file)).toContain('static/images/portrait.svg');
      expect(result.stderr).toContain(`release build refused: ${placeholders.length} placeholders left`);
      for (const p of placeholders) expect(result.stderr).toContain(`  ${p.file}: ${p.key}: ${p.what}: ${p.fix}\n`);
      expect(result.stderr).toContain('dist/ left as it was');
    });
    const after = snapshot(out);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [f, bytes] of before) expect(after.get(f)!.equals(bytes), f).toBe(true);
  });

  it.each(hostBuilders)(
    'a build on $name ($variable=$value) is a release build: it refuses every placeholder, all in one run',
    async ({ variable, value, name }) => {
      // The silhouette stands in for a photo, whatever else the owner has replaced.
      await withPortrait('portrait.svg', silhouette, async () => {
        const result = await build('dist-host', { [variable]: value });
        expect(result.code).toBe(1);
        const placeholders = launchPlaceholders({
          contents: shown,
          texts: contents,
          config,
          images: imagesOf(project),
        });
        expect(result.stderr).toContain(`release build refused: ${placeholders.length} placeholders left`);
        for (const p of placeholders) expect(result.stderr).toContain(`  ${p.file}: ${p.key}: ${p.what}: ${p.fix}\n`);
        expect(result.stderr).toContain(`A build on ${name} (${variable}=${value}) is a release build`);
      });
    },
  );

  it('a build in CI alone (CI=true, no host) builds and lists what is left before launch', async () => {
    await withPortrait('portrait.svg', silhouette, async () => {
      const result = await build('dist-ci', { CI: 'true' });
      expect(result.code).toBe(0);
      const placeholders = launchPlaceholders({ contents: shown, texts: contents, config, images: imagesOf(project) });
      expect(placeholders.length).toBeGreaterThan(0);
      expect(result.stdout).toContain(launchReport(placeholders));
    });
  });

  // Each mistake is made in the texts as they are (tests/support/fixtures.ts: contents), so the cases
  // hold for any owner's copy.
  // The root language's texts and another language's, each in its own file.
  const other = otherLanguages(rootLang)[0] ?? rootLang;
  const [de, en] = [contents[rootLang], contents[other]];
  const [deFile, enFile] = [languageTable[rootLang].texts, languageTable[other].texts];
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A content error's start, `i18n/de.ts: hero.badge (de): `, as a pattern. */
  const at = (file: string, key: string, lang: string) => `${escaped(`${file}: ${key} (${lang}): `)}`;
  const long = (text: string, length: number) => `${text} ${'and more '.repeat(Math.ceil(length / 9))}`.trim();
  it.each([
    [
      'an unknown placeholder',
      deFile,
      (s: string) => retext(s, de.hero.badge, `${de.hero.badge} {erfahrung}`),
      new RegExp(`${at(deFile, 'hero.badge', rootLang)}unknown placeholder \\{erfahrung\\}`),
    ],
    [
      'a meta description too long for search results',
      enFile,
      (s: string) => retext(s, en.hero.seo.description, long(en.hero.seo.description, maxDescriptionLength)),
      new RegExp(`${at(enFile, 'hero.seo.description', other)}meta description '.*' is \\d+ characters`),
    ],
    [
      'a duplicate workshop slug',
      enFile,
      (s: string) => retext(s, en.workshops.items.at(-1)!.slug, en.workshops.items[0]!.slug),
      new RegExp(
        `${at(enFile, `workshops.items[${en.workshops.items.length - 1}].slug`, other)}duplicate workshop slug`,
      ),
    ],
    [
      'an unclosed **',
      deFile,
      (s: string) => retext(s, de.hero.badge, `**${de.hero.badge}`),
      new RegExp(`${at(deFile, 'hero.badge', rootLang)}\`\\*\\*\` is not closed`),
    ],
    [
      'a link to a route that does not exist',
      deFile,
      (s: string) => s.replace(/\{ route: '\w+' \}/, "{ route: 'nowhere' }"),
      new RegExp(`${escaped(deFile)}: \\S+\\.route \\(${rootLang}\\): link to a route that does not exist: 'nowhere'`),
    ],
    [
      'unsafe markup',
      deFile,
      (s: string) => retext(s, de.hero.badge, `${de.hero.badge} <img src=x onerror=alert(1)>`),
      new RegExp(`${at(deFile, 'hero.badge', rootLang)}.*HTML`),
    ],
    [
      'a syntax error in a text file (a quote left out)',
      enFile,
      (s: string) => retext(s, quoted(en.hero.badge), `${quoted(en.hero.badge).slice(1)}`, { raw: true }),
      new RegExp(`${escaped(enFile)}:\\d+:\\d+: ERROR: `),
    ],
    [
      'a syntax error in site.config.ts',
      'site.config.ts',
      (s: string) => s.replace(/brand: [^,]+,/, 'brand: Studio,,'),
      /site\.config\.ts:\d+:\d+: ERROR: /,
    ],
    [
      'a workshop without its hours in site.config.ts',
      'site.config.ts',
      (s: string) => s.replace(/workshopHours: \{ '([a-z-]+)': \d+,/, 'workshopHours: {'),
      /site\.config\.ts: workshopHours\['[a-z-]+'\]: missing: add the number \(see SiteConfig in i18n\/types\.ts\)/,
    ],
    [
      'a page title too long for search results',
      enFile,
      (s: string) => retext(s, en.tools.seo.title, long(en.tools.seo.title, 70)),
      new RegExp(`${at(enFile, 'tools.seo.title', other)}page title .* is \\d+ characters`),
    ],
  ])('%s fails the build and leaves the previous dist/ untouched', async (_name, file, edit, message) => {
    const out = path.join(project, 'dist');
    writeFileSync(path.join(out, 'marker.txt'), 'previous build');
    const before = snapshot(out);
    const source = path.join(project, file);
    const original = readFileSync(source, 'utf8');
    const broken = edit(original);
    expect(broken).not.toBe(original);
    writeFileSync(source, broken);
    try {
      const result = await build('dist');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('dist/ left as it was');
      expect(result.stderr).not.toMatch(/^\s+at /m); // the mistake, not a stack trace
      const after = snapshot(out);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [f, bytes] of before) expect(after.get(f)!.equals(bytes), f).toBe(true);
      expect(readdirSync(project).filter((f) => f.startsWith('dist.'))).toEqual([]);
    } finally {
      writeFileSync(source, original);
    }
  });

  it('--help prints every option and exits 0', async () => {
    const result = await build('dist', {}, ['--help']);
    expect(result.code).toBe(0);
    for (const option of ['--host', '--out', '--release', '--quiet', '--help'])
      expect(result.stdout).toMatch(new RegExp(`^  ${option}\\b`, 'm'));
    for (const host of hostNames) expect(result.stdout).toContain(host);
  });

  it.each([
    ['an unknown option', ['--hosts', 'nginx'], /^✘ Unknown option '--hosts'/],
    ['a value without its option', ['nginx'], /^✘ Unexpected argument 'nginx'/],
    ['an unknown host', ['--host', 'apache'], /^✘ unknown --host apache: choose one of /],
  ])('%s gets one line naming it and the right form, exit 1, no stack trace', async (_name, flags, message) => {
    const result = await runBuild(flags, { cwd: project });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Usage: npm run build -- [--host NAME]');
    expect(result.stderr.trim().split('\n')).toHaveLength(2);
  });

  it('npm run build --host nginx (without --, so npm keeps --host) names the right form', async () => {
    const result = await run('npm', ['run', 'build', '--host', 'nginx'], { cwd: project }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("put -- before the build's options: npm run build -- --host nginx");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('a photo smaller than the pages draw it stops the build with the width it needs', async () => {
    const sharp = (await import('sharp')).default;
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const result = await withPortrait('portrait.jpg', photo, () => build('dist'));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /static\/images\/portrait\.jpg: the photo is 800 px wide; .* use one at least \d+ px wide/,
    );
  });
});

/** `text` as a single-quoted string in a text file. */
const quoted = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** `source` with the string `from` (or, `raw`, the source text `from`) written as `to`; throws when
 * the file does not hold it, so a case never passes without its mistake. */
function retext(source: string, from: string, to: string, { raw = false } = {}): string {
  const [find, put] = raw ? [from, to] : [quoted(from), quoted(to)];
  if (!source.includes(find)) throw new Error(`the file does not hold ${find}`);
  return source.replace(find, () => put);
}
