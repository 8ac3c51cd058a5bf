// `npm run build` as an owner, CI and a host run it, in copies of the project: what it writes and says,
// that two builds are the same bytes, how it refuses (a mistaken option, a content mistake, a
// placeholder left in a release) with dist/ as it was. Every expectation is read from the build's own
// `--json` (its model and placeholders). The URLs a release published: tests/owner-copy.ts; a photo
// too small, the mistake of static/images the build stops on: tests/assets.test.ts.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { hostBuilders, hostNames, type Host } from '../../site/host-names.ts';
import { escapeRegExp } from '../../i18n/typeset.ts';
import { locatedLine, problemLine, type Problem } from '../../site/check.ts';
import { publishedFile } from '../../site/project.ts';
import { hostFiles } from '../../site/hosts.ts';
import { fileOf } from '../../site/model.ts';
import { runBuild, type BuildRun } from '../support/build-command.ts';
import { snapshot } from '../support/output-folder.ts';
import { copyProject, homeTitle } from '../support/project-copy.ts';
import { build as buildInMemory, declare, fakeAssets, problemsOf, shipped } from '../support/site.ts';
import { silhouette } from '../support/stand-ins.ts';

interface Facts {
  pages: Record<string, number>;
  notFoundPages: number;
  redirects: number;
  phases: Record<string, number>;
  output: { files: number; bytes: number };
  /** The release's problems (`severity` left out: each is one). */
  placeholders: Problem[];
  model: { pages: { file: string }[]; redirects: { from: string }[] };
}

/** Makes `file` the only portrait of `project`. */
function portrait(project: string, file: string, bytes: Uint8Array | string): void {
  const images = path.join(project, 'static/images');
  // An owner whose pages show no portrait may have deleted the folder.
  mkdirSync(images, { recursive: true });
  for (const own of readdirSync(images).filter((f) => f.startsWith('portrait.'))) rmSync(path.join(images, own));
  writeFileSync(path.join(images, file), bytes);
}
/** The copy's host: one no host's build runs on (each refuses it), and the project as the copy has it. */
const elsewhere = 'eu';
const hosted = declare(shipped, (draft) => void (draft.owner.privacy = { ...draft.owner.privacy, host: elsewhere }));
const stackTrace = /^\s+at /m;
const leftBeforeLaunch = (count: number) =>
  new RegExp(`^Before launch, left for you .*: ${count}( \\(in \\d+ rows: a page's \\[\\[gaps\\]\\] in one\\))?$`, 'm');

describe('npm run build', () => {
  let project: string;
  let facts: Facts;
  const runs: Record<string, BuildRun> = {};
  const year = 2087;
  const build = (flags: string[], env?: NodeJS.ProcessEnv) => runBuild(flags, { cwd: project, env });
  const dist = () => snapshot(path.join(project, 'dist'));
  beforeAll(async () => {
    project = copyProject();
    // The silhouette: a placeholder is left, whatever the owner has replaced.
    portrait(project, 'portrait.svg', silhouette);
    // A host no build below runs on, whatever the owner chose: each host's build refuses it too.
    const config = path.join(project, 'site.config.ts');
    const [source, chosen] = [readFileSync(config, 'utf8'), /(\bprivacy: \{[^}]*?\bhost: )(null|'[^']*')/];
    if (!chosen.test(source)) throw new Error('site.config.ts: no privacy.host to set');
    writeFileSync(config, source.replace(chosen, `$1'${elsewhere}'`));
    [runs.json, runs.told, runs.year] = await Promise.all([
      build(['--json']),
      build(['--out', 'dist-told']),
      build(['--quiet', '--out', 'dist-year'], { SOURCE_DATE_EPOCH: String(Date.UTC(year, 5, 1) / 1000) }),
    ]);
    facts = JSON.parse(runs.json!.stdout);
    return () => rmSync(project, { recursive: true, force: true });
  });

  it('--json tells what it wrote: each page and redirect of its model, the host files, every file and byte', () => {
    const written = dist();
    const { pages, redirects } = facts.model;
    for (const file of [...pages.map((p) => p.file), ...redirects.map((r) => fileOf(r.from)), '_redirects', '_headers'])
      expect(Object.hasOwn(written, file), file).toBe(true);
    const bytes = Object.values(written).reduce((n, hex) => n + hex.length / 2, 0);
    expect(facts.output).toEqual({ files: Object.keys(written).length, bytes });
  });

  it('without --json, prints a line a phase, the closing table and what is left before launch; --quiet nothing', () => {
    const { stdout } = runs.told!;
    for (const phase of Object.keys(facts.phases)) expect(stdout).toMatch(new RegExp(`^  ${phase} .* \\d+ ms$`, 'm'));
    const perLang = Object.entries(facts.pages).map(([lang, count]) => `${count} ${lang}`);
    const pages = Object.values(facts.pages).reduce((a, b) => a + b);
    expect(stdout).toMatch(
      new RegExp(`^  Pages +${pages} \\(${perLang.join(', ')}\\) \\+ ${facts.notFoundPages} `, 'm'),
    );
    expect(stdout).toMatch(new RegExp(`^  Redirects +${facts.redirects} `, 'm'));
    expect(stdout).toMatch(new RegExp(`^  Output +${facts.output.files} files, `, 'm'));
    expect(stdout).toMatch(leftBeforeLaunch(facts.placeholders.length));
    for (const p of facts.placeholders) expect(stdout).toContain(p.file);
    // Before the first release nothing was published: the build says it checked no published URL.
    expect(stdout.includes(`no ${publishedFile} yet`)).toBe(!existsSync(path.join(project, publishedFile)));
    expect(runs.year).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('two builds are byte-identical', () => {
    expect(snapshot(path.join(project, 'dist-told'))).toEqual(dist());
  });

  it('takes the copyright year from SOURCE_DATE_EPOCH, on every page', () => {
    for (const { file } of facts.model.pages)
      expect(readFileSync(path.join(project, 'dist-year', file), 'utf8'), file).toMatch(
        new RegExp(`<footer[^]*\\b${year}\\b[^]*</footer>`),
      );
  });

  it('--release refuses while a placeholder is left, naming each, and leaves dist/ as it was', async () => {
    const before = dist();
    const run = await build(['--release']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`release build refused: ${facts.placeholders.length}\n`);
    for (const placeholder of facts.placeholders) expect(run.stderr).toContain(`    ${locatedLine(placeholder)}`);
    expect(run.stderr).toContain('dist/ left as it was');
    expect(run.stderr.includes(`no ${publishedFile} yet`)).toBe(!existsSync(path.join(project, publishedFile)));
    expect(dist()).toEqual(before);
  });

  it('a build on a host (NETLIFY, CF_PAGES, VERCEL) is a release build; CI alone lists what is left and builds', async () => {
    const [ci, ...hosts] = await Promise.all([
      build(['--out', 'dist-ci'], { CI: 'true' }),
      ...hostBuilders.map(({ variable, value }) => build(['--out', 'dist-host'], { [variable]: value })),
    ]);
    // What a build for that host refuses besides what every release does (a privacy policy naming another host).
    const plain = new Set(problemsOf(hosted).map(problemLine));
    const added = (host: Host) =>
      problemsOf(hosted, host).filter((p) => p.severity === 'release' && !plain.has(problemLine(p)));
    hostBuilders.forEach(({ name, variable, value, host }, i) => {
      expect(hosts[i]!.code, name).toBe(1);
      const more = added(host);
      expect(more.length, `${name}: a policy naming another host`).toBeGreaterThan(0);
      expect(hosts[i]!.stderr).toContain(`release build refused: ${facts.placeholders.length + more.length}\n`);
      // Named as the checker names it, at the line of its file the build found it on.
      for (const problem of more)
        expect(hosts[i]!.stderr).toMatch(
          new RegExp(
            `^    ${escapeRegExp(problem.file)}:\\d+: ${escapeRegExp(problemLine(problem).slice(problem.file.length + 2))}$`,
            'm',
          ),
        );
      expect(hosts[i]!.stderr).toContain(`A build on ${name} (${variable}=${value}) is a release build`);
    });
    expect(ci!.code).toBe(0);
    expect(ci!.stdout).toMatch(leftBeforeLaunch(facts.placeholders.length));
  });

  it.each([
    // At the line of the file that says it.
    ['an unknown placeholder in a text', 'Title {nope}', ':LINE: \\S+ \\(\\w+\\): unknown placeholder \\{nope\\}'],
    ['a syntax error in a texts file', "'a quote left open", ':\\d+:\\d+: (?!ERROR)'],
    // The likeliest syntax error: an apostrophe in a text in '…', with what to write instead.
    [
      'an apostrophe that ends a text early',
      "'The team's title'",
      ":\\d+:\\d+: .*\\n  A ' in a text written in '…' ends it there: write ’ instead",
    ],
  ])('%s stops it, named (with --json, in JSON too), with dist/ as it was', async (_mistake, text, message) => {
    const title = await homeTitle();
    const file = path.join(project, title.file);
    onTestFinished(() => writeFileSync(file, title.source));
    const before = dist();
    const written = title.with(text, { raw: text.startsWith("'") });
    const line = written.slice(0, written.indexOf(text)).split('\n').length;
    writeFileSync(file, written);
    const run = await build(['--json']);
    expect(run.code).toBe(1);
    const named = new RegExp(title.file.replace(/\./g, '\\.') + message.replace('LINE', String(line)));
    expect(run.stderr).toMatch(named);
    const { failed, problems } = JSON.parse(run.stdout) as { failed: string; problems: Problem[] };
    expect(failed).toMatch(named);
    // A content mistake comes as problems too; a syntax error as the message alone.
    const mistakes = problems.filter((p) => p.severity === 'error');
    expect(mistakes.length > 0, 'problems').toBe(!text.startsWith("'"));
    for (const problem of mistakes) expect(failed).toContain(locatedLine(problem));
    expect(run.stderr).toContain('dist/ left as it was');
    expect(run.stderr).not.toMatch(stackTrace);
    expect(dist()).toEqual(before);
  });

  it('an apostrophe in site.config.ts ends its text: named, with what to write instead', async () => {
    const file = path.join(project, 'site.config.ts');
    const source = readFileSync(file, 'utf8');
    onTestFinished(() => writeFileSync(file, source));
    const brand = /(\n {2}brand: )'([^'\n]*)'/;
    expect(source).toMatch(brand);
    writeFileSync(file, source.replace(brand, "$1'$2's'"));
    const run = await build(['--json']);
    expect(run.code).toBe(1);
    // At its line in the project (no absolute path, no esbuild heading), with what to look for.
    const named = /(^|\n {2})site\.config\.ts:\d+:\d+: Expected .*\n {2}A ' in a text written in '…' ends it there/;
    expect(run.stderr).toMatch(named);
    expect((JSON.parse(run.stdout) as { failed: string }).failed).toMatch(named);
  });

  it('a file of static/ at a path the build makes itself (a host file, the worker, a page) stops it, named', async () => {
    // Replaced unseen before: the owner's own headers file, say.
    const [file] = hostFiles;
    const own = path.join(project, 'static', file);
    writeFileSync(own, 'X-Own: 1\n');
    onTestFinished(() => rmSync(own));
    const before = dist();
    const run = await build([]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`static/${file}: the build makes /${file} itself; remove your file`);
    expect(dist()).toEqual(before);
  });

  it('a component file gone names it and a file that imports it, by their paths in the project', async () => {
    // A component a page imports, deleted, then put back.
    const pages = readdirSync(path.join(project, 'pages')).filter((f) => f.endsWith('.tsx'));
    const imported = pages
      .flatMap((f) => [
        ...readFileSync(path.join(project, 'pages', f), 'utf8').matchAll(/from '\.\.\/(components\/\w+\.tsx)'/g),
      ])
      .map(([, file]) => file!)[0]!;
    const bytes = readFileSync(path.join(project, imported));
    onTestFinished(() => writeFileSync(path.join(project, imported), bytes));
    rmSync(path.join(project, imported));
    const run = await build(['--quiet']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^  ${imported.replace('.', '\\.')}, which \\S+ imports, is missing: restore it, or take the import out`,
        'm',
      ),
    );
    expect(run.stderr).not.toContain(project);
  });

  it('without a portrait, the pages that show one stop it, named by the first and their count; pages that show none build', async () => {
    // The whole image folder gone, as git leaves it once its last file is removed: no folder is no crash.
    const images = path.join(project, 'static/images');
    const held = readdirSync(images).map((file) => [file, readFileSync(path.join(images, file))] as const);
    onTestFinished(() => {
      mkdirSync(images, { recursive: true });
      for (const [file, bytes] of held) writeFileSync(path.join(images, file), bytes);
    });
    rmSync(images, { recursive: true });
    // The pages that show the portrait, as the model draws them with stand-in assets.
    const { site, text } = await buildInMemory(shipped);
    const { src } = fakeAssets(site).images.portrait;
    const showing = site.pages.filter((page) => text(page.file).includes(src));
    const run = await build(['--out', 'dist-no-portrait']);
    if (showing.length === 0) {
      const assets = readdirSync(path.join(project, 'dist-no-portrait/assets'));
      expect([run.code, assets.filter((f) => f.startsWith('portrait'))]).toEqual([0, []]);
    } else {
      expect(run.code).toBe(1);
      // The first page drawn without it, by its id and language, and how many others show it.
      const [first, ...others] = showing;
      const more = others.length ? ` and ${others.length} other page${others.length === 1 ? '' : 's'}` : '';
      expect(run.stderr).toContain(`${first!.id} (${first!.lang})${more}: rendering failed in `);
      expect(run.stderr).toContain('no portrait to show: put your photo in static/images as portrait.jpg');
    }
  });

  it('--help prints every option and exits 0', async () => {
    const run = await build(['--help']);
    expect(run.code).toBe(0);
    for (const option of ['--host', '--out', '--release', '--quiet', '--json', '--help'])
      expect(run.stdout).toMatch(new RegExp(`^  ${option}\\b`, 'm'));
    for (const host of hostNames) expect(run.stdout).toContain(host);
  });

  it.each([
    [['--hosts', 'nginx'], /^✘ Unknown option '--hosts'/],
    [['nginx'], /^✘ Unexpected argument 'nginx'/],
    [['--host', 'apache'], /^✘ unknown --host apache: choose one of /],
    [['--out='], /^✘ --out needs a folder/],
  ])('%j gets one line naming the mistake and the right form, exit 1', async (flags, message) => {
    const run = await build(flags);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toEqual([expect.anything(), expect.stringContaining('Usage: npm run build')]);
  });

  it('refuses an --out folder no build wrote before building, and loses nothing of it', async () => {
    const older = path.join(project, 'older-site');
    mkdirSync(older, { recursive: true });
    writeFileSync(path.join(older, 'index.html'), 'by hand');
    writeFileSync(path.join(older, 'notes.txt'), 'mine');
    onTestFinished(() => rmSync(older, { recursive: true, force: true }));
    const run = await build(['--out', 'older-site']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`refusing to replace ${older}: it is not a build's output`);
    // Refused first: no phase ran.
    expect(run.stdout).not.toMatch(/^  (assets|render) /m);
    expect(snapshot(older)).toEqual(
      Object.fromEntries(
        [
          ['index.html', 'by hand'],
          ['notes.txt', 'mine'],
        ].map(([f, t]) => [f, Buffer.from(t!).toString('hex')]),
      ),
    );
  });

  it('npm run build --host nginx (no --, so npm takes --host) names the right form', async () => {
    const run = await promisify(execFile)('npm', ['run', 'build', '--host', 'nginx'], { cwd: project }).catch((e) => e);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('put -- before the options: npm run build -- --host nginx');
    expect(run.stderr).not.toMatch(stackTrace);
  });
});
