// `npm run dev` in copies of the project: it serves the pages the build makes, rebuilds after a saved
// text and reloads the open page, shows a content mistake as an overlay while it serves the last good
// build (started on a mistake, the overlay alone), recovers on the next good save, and stops cleanly on
// Ctrl-C or with its npm on SIGTERM.
// A production build carries nothing of it.
import { readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { fontNeeds } from '../../site/assets.ts';
import { useEngine, type Tab } from '../support/engines.ts';
import { site } from '../support/hosting.ts';
import { localeOf } from '../support/locales.ts';
import { copyProject, homeTitle } from '../support/project-copy.ts';
import { processesIn, startCommand, startDev } from '../support/servers.ts';
import { root } from '../../site/files.ts';

const dist = inject('dist');
const title = await homeTitle();
const home = site.pathOf(site.home, title.lang)!;
/** What a visitor reads of a page: its title and its text, however the markup is laid out. */
const textOf = (html: string) => {
  const { document } = parseHTML(html);
  return `${document.title} ${document.body.textContent}`.replace(/\s+/g, ' ');
};
/** The build's assets (scripts, styles, fonts, images, share cards): the dev server serves the same bytes. */
const assets = readdirSync(path.join(dist, 'assets'), { recursive: true, encoding: 'utf8' }).map((f) => `assets/${f}`);
const expectAssetsServed = async (url: string) => {
  for (const file of assets) {
    const served = await fetch(`${url}/${file}`);
    expect(served.status, file).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(dist, file))), file).toBe(true);
  }
};

describe('npm run dev', () => {
  const chromium = useEngine('chromium');
  let dev: Awaited<ReturnType<typeof startDev>>;
  let viaNpm: typeof dev;
  let tab: Tab | undefined;
  /** A visitor of the page's language, whom the language detection leaves where they are. */
  const visitor = {
    locale: localeOf(site.languages.find((l) => l.code === title.lang)!),
    viewport: { width: 1280, height: 800 },
  };
  /** The tab the tests share, opened by the first that needs it (no browser fails that test). */
  const open = async () => (tab ??= await chromium.engine.open(visitor));
  const titleOf = (of: Tab) => of.evaluate(() => document.title).catch(() => '');
  /** The overlay's text, or null without one. */
  const overlayOf = (of: Tab) =>
    of.evaluate(() => document.querySelector('[role=alert]')?.textContent ?? null).catch(() => null);
  let project: string;
  let npmProject: string;
  /** Saves the copy's texts with the home page's title as `text`, as editors do: a new file renamed over it. */
  /** Saves the texts file with the home page's title `text` (`above`: lines put first); returns the line it is on. */
  const save = (text: string, above = '') => {
    const file = path.join(project, title.file);
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    const written = above + title.with(text);
    writeFileSync(temporary, written);
    renameSync(temporary, file);
    return written.slice(0, written.indexOf(text)).split('\n').length;
  };

  beforeAll(async () => {
    [project, npmProject] = [copyProject(), realpathSync(copyProject())];
    // The copy npm starts in holds a mistake from the start: there is no good build to serve yet.
    writeFileSync(path.join(npmProject, title.file), title.with('Broken {nope}'));
    [dev, viaNpm] = await Promise.all([startDev(project), startDev(npmProject, { viaNpm: true })]);
    return async () => {
      await tab?.close();
      [dev, viaNpm].forEach((server) => server.kill());
      [project, npmProject].forEach((folder) => rmSync(folder, { recursive: true, force: true }));
    };
  });

  it('serves every page, asset and redirect the build makes, with the texts and bytes of the build', async () => {
    for (const { path: at, file, url, lang } of site.pages) {
      const miss = `${at.slice(0, -'/404'.length)}/no-such-page`;
      const served = await fetch(dev.url + (url ? at : miss));
      expect(served.status, at).toBe(url ? 200 : 404);
      expect(textOf(await served.text()), `${at} (${lang})`).toBe(textOf(readFileSync(path.join(dist, file), 'utf8')));
    }
    for (const { from, to } of site.redirects) {
      const served = await fetch(dev.url + from, { redirect: 'manual' });
      expect([served.status, served.headers.get('location')], from).toEqual([301, to]);
    }
    await expectAssetsServed(dev.url);
  });

  it('names the file and line of a mistake in a component, as the build does; saved fixed, rebuilds it all', async () => {
    const folder = path.join(project, 'components');
    const [component, source] = readdirSync(folder)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => [f, readFileSync(path.join(folder, f), 'utf8')] as const)
      .find(([, text]) => /^\s+return \(/m.test(text))!;
    const lines = source.split('\n');
    const at = lines.findIndex((line) => /^\s+return \(/.test(line));
    let since = dev.output().length;
    lines.splice(at, 0, "throw new Error('saved with a mistake');");
    writeFileSync(path.join(folder, component), lines.join('\n'));
    await dev.waitFor(
      new RegExp(`rendering failed in components/${component}:${at + 1}: saved with a mistake`),
      since,
      20_000,
    );
    since = dev.output().length;
    writeFileSync(path.join(folder, component), `${source}\n// saved\n`);
    await dev.waitFor(/✔ rebuilt everything/, since);
    await expectAssetsServed(dev.url);
  });

  it(
    'serves a second save that comes within 50 ms of the first (a formatter after the editor)',
    { timeout: 120_000 },
    async () => {
      // chokidar drops a change within 50 ms of the one before; whether the first rebuild has read the
      // file by then depends on timing, so pairs at several gaps, each waited for until served, as long
      // as the other saves here are (on a busy machine a rebuild takes seconds).
      const file = path.join(project, title.file);
      for (const gap of [10, 20, 30, 40]) {
        writeFileSync(file, title.with(`Saved${gap}a`));
        await new Promise((resolve) => setTimeout(resolve, gap));
        writeFileSync(file, title.with(`Saved${gap}b`));
        await expect
          .poll(async () => (await (await fetch(dev.url + home)).text()).includes(`Saved${gap}b`), { timeout: 20_000 })
          .toBe(true);
      }
    },
  );

  it('rebuilds after a saved text and reloads the open page with it', async () => {
    const page = await open();
    await page.goto(dev.url + home);
    save('Saved1');
    // Until the reload that shows it: one an earlier save's late rebuild sends may come first.
    await expect.poll(() => titleOf(page), { timeout: 20_000 }).toContain('Saved1');
  });

  it('shows a content mistake as an overlay while serving the last good build, and recovers', async () => {
    const page = await open();
    const since = dev.output().length;
    const line = save('Saved2 {nope}');
    await expect.poll(() => overlayOf(page), { timeout: 20_000 }).toContain(`${title.file}:${line}: `);
    // The mistake first: what a release would refuse besides is a count, in a last line.
    expect(await overlayOf(page)).toMatch(
      /^Build failed\s+content mistakes: 1\n[^\n]*\{nope\}[^\n]*(\n\s*besides: [^\n]*)?$/,
    );
    await dev.waitFor(/✘[^]*\{nope\}/, since, 5_000);
    expect(await (await fetch(dev.url + home)).text()).toContain('Saved1');
    // Saved again lower in the file: named at its new line.
    const moved = save('Saved2 {nope}', '\n\n');
    await expect.poll(() => overlayOf(page), { timeout: 20_000 }).toContain(`${title.file}:${moved}: `);
    save('Saved3');
    await expect
      .poll(async () => [await titleOf(page), await overlayOf(page)], { timeout: 20_000 })
      .toEqual([expect.stringContaining('Saved3'), null]);
  });

  it('cuts the fonts again for a saved text with a character beyond Latin they were not cut for', async () => {
    const fonts = async () => (await (await fetch(dev.url + home)).text()).match(/[\w./-]+\.woff2/g)!.sort();
    const before = await fonts();
    const shown = fontNeeds(site).all;
    let code = 0x100;
    while (shown.includes(String.fromCodePoint(code))) code++;
    const since = dev.output().length;
    save(`Saved ${String.fromCodePoint(code)}`);
    await dev.waitFor(/✔ rebuilt content/, since);
    expect(await fonts()).not.toEqual(before);
  });

  it('started on a mistake, answers every page with the overlay, and serves the site once it is fixed', async () => {
    expect(viaNpm.output()).toMatch(/✘[^]*\{nope\}[^]*no good build yet/);
    expect((await fetch(viaNpm.url + home)).status).toBe(503);
    // A tab of its own: the shared one reloads when the other server rebuilds.
    const page = await chromium.engine.open(visitor);
    onTestFinished(() => page.close());
    await page.goto(viaNpm.url + home);
    await expect.poll(() => overlayOf(page)).toContain('{nope}');
    writeFileSync(path.join(npmProject, title.file), title.source);
    // The overlay reloads into the page once the build is served (on a busy machine, a while later).
    const built = readFileSync(path.join(dist, site.pages.find((p) => p.path === home)!.file), 'utf8');
    await expect
      .poll(async () => [await titleOf(page), await overlayOf(page)], { timeout: 20_000 })
      .toEqual([parseHTML(built).document.title, null]);
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await dev.stop('SIGINT')).toBe(0);
    expect(dev.output()).toContain('dev server stopped');
  });

  it('stops with its npm on SIGTERM (an IDE’s stop button), leaving nothing running or holding the port', async () => {
    expect((await fetch(viaNpm.url + home)).status).toBe(200);
    expect(processesIn(npmProject).length).toBeGreaterThan(1); // npm's shell, the server, esbuild
    viaNpm.child.kill('SIGTERM');
    await expect.poll(() => processesIn(npmProject), { timeout: 15_000 }).toEqual([]);
    await expect(fetch(viaNpm.url)).rejects.toThrow();
  });
});

it('a production build carries nothing of the dev server', () => {
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js)$/.test(f)))
    expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toMatch(/__dev|EventSource/);
});

it('--help says what it does, and how to see a language the browser would not pick', async () => {
  const run = startCommand('npm', ['run', 'dev', '--', '--help'], { cwd: root });
  expect(await run.exited).toBe(0);
  expect(run.output()).toMatch(/Usage: npm run dev[^]*overlay[^]*--port N/);
  expect(run.output().includes('language menu')).toBe(site.languages.length > 1);
});
