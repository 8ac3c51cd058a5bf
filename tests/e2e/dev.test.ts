// The dev server in a copy of the project: it serves the site, rebuilds after a text edit and
// reloads the open page, shows a content mistake in the terminal and as an overlay while serving
// the last good build, recovers on the next good save, redraws a share card after a title edit,
// re-imports code kept in i18n/, follows saves that replace a file, and stops cleanly on Ctrl-C. Also: a
// production build carries none of it, and `build.ts --quiet` prints nothing.
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { languages, languageTable, prefixOf } from '../../i18n/languages.ts';
import { contents, parseHtml, paths } from '../support/fixtures.ts';
import { routeIds } from '../../site/routes.ts';
import { startDev, type DevProcess } from '../support/dev-process.ts';
import { copyProject } from '../support/project-copy.ts';
import { expectClean, launchChromium, newContext } from '../support/browser.ts';
import { runBuild } from '../support/build-command.ts';
import { visitorLocales } from '../support/locales.ts';
import { startMinifier } from '../../site/minify.ts';
import { serve } from '../../tools/serve.ts';

// The texts edited: those of a language under a prefix (the last of the table), in its own file.
const lang = languages.at(-1)!;
const textsFile = languageTable[lang].texts;
const home = prefixOf(lang) || '/';
const badge = contents[lang].hero.badge;
/** `✘ i18n/en.ts: hero.badge (en): ` and what follows, as a pattern. */
const badgeError = (rest: string) =>
  new RegExp(`✘ ${`${textsFile}: hero.badge (${lang}): `.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);
const reloadClient = '<script src="/__dev/client.js"></script>';

describe('npm run dev', () => {
  let dev: DevProcess;
  let browser: Browser;
  let page: Page;
  let file: string;
  let original: string;

  beforeAll(async () => {
    const project = copyProject();
    file = path.join(project, textsFile);
    original = readFileSync(file, 'utf8');
    dev = await startDev(project);
    browser = await launchChromium();
    // A visitor of the edited language, so that language detection keeps the page where it is.
    const { context } = await newContext(browser, { locale: visitorLocales[lang] });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.dispose();
  });

  it('answers as a preview of the build: the same pages, the same bytes once minified but for the reload client', async () => {
    const project = path.dirname(path.dirname(file));
    const out = path.join(project, 'dist-compare');
    expect((await runBuild(['--quiet', '--out', out], { cwd: project })).code).toBe(0);
    const preview = await serve({ root: out, port: 0 });
    const minifier = startMinifier();
    try {
      const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
      let compared = 0;
      for (const page of pages) {
        const at = page === 'index.html' ? '/' : `/${page.replace(/\.html$/, '')}`;
        const [served, built] = await Promise.all(
          [dev.url, preview.url].map((server) => fetch(`${server}${at}`, { redirect: 'manual' })),
        );
        const answer = (response: Response) => [response.status, response.headers.get('location')];
        expect(answer(served!), page).toEqual(answer(built!));
        if (built!.status !== 200) continue; // a redirect stub: the host's 301 answers at its path
        const html = await served!.text();
        expect(html, page).toContain(reloadClient);
        const minified = await minifier.minify(html.replace(reloadClient, ''));
        expect(Buffer.from(minified).equals(Buffer.from(await built!.arrayBuffer())), page).toBe(true);
        compared++;
      }
      expect(compared).toBeGreaterThan(10);
    } finally {
      await minifier.close();
      await preview.close();
    }
  });

  /** Saves the texts file with the hero badge replaced; returns where the server's output stood before. */
  const save = (text: string): number => {
    const mark = dev.output().length;
    writeFileSync(file, original.replace(`badge: '${badge}'`, `badge: '${text}'`));
    return mark;
  };

  it('builds and serves the site on 127.0.0.1 with the preview semantics and the reload client', async () => {
    expect(dev.output()).toMatch(/✔ rebuilt everything \(\d+ pages\)/);
    const answer = await fetch(`${dev.url}${home}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(badge);
    expect(html).toContain(reloadClient);
    expect((await fetch(`${dev.url}${prefixOf(lang)}/nope`)).status).toBe(404);
    expect((await fetch(`${dev.url}/__dev/client.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('rebuilds after a text edit and reloads the open page with the new text', async () => {
    await page.goto(`${dev.url}${home}`);
    await expect.poll(() => page.getByText(badge).count()).toBeGreaterThan(0);
    const edited = `${badge}, edited`;
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    const mark = save(edited);
    await dev.waitFor(/✔ rebuilt content \(\d+ pages\)/, mark);
    await reloaded;
    await page.getByText(edited).first().waitFor({ timeout: 5000 });
    expect(await (await fetch(`${dev.url}${home}`)).text()).toContain(edited);
    await expectClean(page);
  });

  it('pushes a reload event to every listener', { timeout: 15_000 }, async () => {
    const controller = new AbortController();
    const response = await fetch(`${dev.url}/__dev/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    setTimeout(() => controller.abort(), 10_000).unref(); // fail, not hang, when no event comes
    const decoder = new TextDecoder();
    let stream = '';
    await reader.read(); // ': connected'
    // The page left open by the test before gets this event too: wait for its reload, or the next
    // test's navigation would race it (net::ERR_ABORTED).
    const pageReloaded = page.waitForEvent('load', { timeout: 15_000 });
    save(`${badge}, edited again`);
    while (!stream.includes('event: reload')) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`event stream ended without a reload event: ${stream}`);
      stream += decoder.decode(value);
    }
    expect(stream).toMatch(/event: reload\ndata: "content"/);
    controller.abort();
    await pageReloaded;
    await page.getByText(`${badge}, edited again`).first().waitFor({ timeout: 5000 });
  });

  it('shows a content mistake in the terminal and as an overlay, keeps serving the last good build, recovers', async () => {
    await page.goto(`${dev.url}${home}`);
    const mark = save(`${badge}, **never closed`);
    const [message] = await dev.waitFor(badgeError('[^\\n]+'), mark);
    expect(message).toMatch(/\*\*/);
    expect(dev.output().slice(mark)).toContain('still serving the last good build');

    const overlay = page.locator('#dev-overlay');
    await expect.poll(() => overlay.textContent(), { timeout: 10_000 }).toContain(`${textsFile}: hero.badge (${lang})`);
    expect(await overlay.getAttribute('role')).toBe('alert');
    // The server is still up and still serves the last good build.
    const html = await (await fetch(`${dev.url}${home}`)).text();
    expect(html).toContain(`${badge}, edited again`);
    expect(html).not.toContain('never closed');

    const fixed = `${badge}, fixed`;
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    const recovered = save(fixed);
    await dev.waitFor(/✔ rebuilt content/, recovered);
    await reloaded;
    await page.getByText(fixed).first().waitFor({ timeout: 5000 });
    expect(await page.locator('#dev-overlay').count()).toBe(0);
  });

  it('a newly opened page gets the overlay while the build is broken', async () => {
    const mark = save('');
    await dev.waitFor(badgeError('empty text'), mark);
    const { context } = await newContext(browser, { locale: visitorLocales[lang] });
    const fresh = await context.newPage();
    await fresh.goto(
      `${dev.url}${paths.of(
        routeIds.find((route) => paths.of(route, lang) !== home)!,
        lang,
      )}`,
    );
    await expect.poll(() => fresh.locator('#dev-overlay').textContent()).toContain('empty text');
    await context.close();
    save(badge);
    await dev.waitFor(/✔ rebuilt content/, mark);
  });

  it('draws a new share card after a title edit', async () => {
    const shareImage = async () => {
      const html = await (await fetch(`${dev.url}${home}`)).text();
      return new URL(parseHtml(html).querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname;
    };
    const before = await shareImage();
    const title = contents[lang].hero.seo.title;
    const mark = dev.output().length;
    writeFileSync(file, original.replace(`title: '${title}'`, `title: '${title.split(' ').reverse().join(' ')}'`));
    await dev.waitFor(/✔ rebuilt content/, mark, 30_000);
    const after = await shareImage();
    expect(after).not.toBe(before);
    const card = await fetch(`${dev.url}${after}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const restored = dev.output().length;
    writeFileSync(file, original);
    await dev.waitFor(/✔ rebuilt content/, restored);
  });

  it('re-imports the code after an edit of i18n/types.ts, not only the texts', async () => {
    const types = path.join(path.dirname(file), 'types.ts');
    const before = readFileSync(types, 'utf8');
    // mapTexts, which the build's text pass runs on every text, now marks the badge.
    const line = "if (typeof value === 'string') return map(value, key, leaf) as T;";
    expect(before).toContain(line);
    const mark = dev.output().length;
    writeFileSync(
      types,
      before.replace(
        line,
        line.replace('map(value, key, leaf)', "map(value, key, leaf) + (key === 'hero.badge' ? ' (new code)' : '')"),
      ),
    );
    await dev.waitFor(/✔ rebuilt everything/, mark);
    expect(await (await fetch(`${dev.url}${home}`)).text()).toContain(`${badge} (new code)`);
    const restored = dev.output().length;
    writeFileSync(types, before);
    await dev.waitFor(/✔ rebuilt everything/, restored);
    expect(await (await fetch(`${dev.url}${home}`)).text()).not.toContain('(new code)');
  });

  it('follows saves that replace the file, as editors that save atomically and `sed -i` do', async () => {
    for (const round of [1, 2, 3]) {
      const text = `${badge}, replaced ${round}`;
      const mark = dev.output().length;
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${round}.tmp`);
      writeFileSync(temporary, original.replace(`badge: '${badge}'`, `badge: '${text}'`));
      renameSync(temporary, file);
      await dev.waitFor(/✔ rebuilt content/, mark);
      expect(await (await fetch(`${dev.url}${home}`)).text()).toContain(text);
    }
    const mark = dev.output().length;
    writeFileSync(file, original);
    await dev.waitFor(/✔ rebuilt content/, mark);
  });

  it('stops cleanly on Ctrl-C', async () => {
    expect(await dev.stop()).toBe(0);
    expect(dev.output()).toContain('dev server stopped');
  });
});

/** Processes whose working folder is `folder`: the dev server and the esbuild services it started. */
const runningIn = (folder: string): string[] =>
  readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === folder;
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    });

describe('npm run dev, stopped by a process manager', () => {
  it('exits with its npm parent on SIGTERM and leaves nothing running or holding the port', async () => {
    const project = realpathSync(copyProject());
    const dev = await startDev(project, { viaNpm: true });
    try {
      expect((await fetch(`${dev.url}${home}`)).status).toBe(200);
      expect(runningIn(project).length).toBeGreaterThan(1); // npm's shell, the server, esbuild
      dev.child.kill('SIGTERM'); // npm, as an IDE's stop button or `kill` does
      await expect.poll(() => runningIn(project), { timeout: 10_000 }).toEqual([]);
      await expect(fetch(`${dev.url}${home}`)).rejects.toThrow();
    } finally {
      await dev.dispose();
    }
  });
});

/** A port nothing listens on now, for a server told to take it. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Whether a server can take `port` on 127.0.0.1 now. */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('npm run dev, stopped while it starts', () => {
  it('exits with its npm parent on SIGTERM before its first build and leaves the port free', async () => {
    const project = realpathSync(copyProject());
    const port = await freePort();
    const npm = spawn('npm', ['run', 'dev', '--', '--port', String(port)], { cwd: project, stdio: 'ignore' });
    try {
      // The moment the server's own process runs: before its first build, server and watcher.
      const isServer = (pid: string) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tools/dev.ts');
      await expect
        .poll(() => runningIn(project).some((pid) => isServer(pid)), { timeout: 20_000, interval: 20 })
        .toBe(true);
      npm.kill('SIGTERM');
      await expect.poll(() => runningIn(project), { timeout: 15_000 }).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      for (const pid of runningIn(project)) process.kill(Number(pid), 'SIGKILL');
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('production output', () => {
  it('has nothing of the dev server in it', () => {
    const dist = inject('dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && /\.(html|js|txt|json|xml|conf)$|^_/.test(e.name),
    );
    expect(files.length).toBeGreaterThan(30);
    for (const entry of files)
      expect(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'), entry.name).not.toMatch(
        /__dev|EventSource/,
      );
  });

  it('the build with --quiet prints nothing on success', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-quiet-'));
    try {
      const run = await runBuild(['--quiet', '--out', path.join(folder, 'dist')]);
      expect(run).toEqual({
        code: 0,
        stdout: '',
        stderr: '',
      });
      expect(readdirSync(path.join(folder, 'dist'))).toContain('index.html');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
