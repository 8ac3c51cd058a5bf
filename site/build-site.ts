// The build as one function: the project in, the output for one host out, with what the summary
// reports. build.ts, the dev server and the tests all call it; it writes nothing (site/write.ts does).
// The project is resolved into the site's model once (site/model.ts) and checked once (site/check.ts):
// a mistake stops it before anything is drawn, a placeholder stops a release once every page is
// drawn, so that one build names them all.
import { performance } from 'node:perf_hooks';
import { buildAssets, type Assets } from './assets.ts';
import type { SourceImage } from './images.ts';
import { checkDrawn, checkSite, inFile, schemaProblems, SiteProblems, tableProblems, type Problem } from './check.ts';
import { addFiles, type Files } from './files.ts';
import type { Host } from './host-names.ts';
import { compressSite, outputFor } from './hosts.ts';
import { startMinifier } from './minify.ts';
import { resolveSite, type Site } from './model.ts';
import type { Project } from './project.ts';
import { renderSite, type Rendered } from './render.ts';
import { lineFinder } from './source-lines.ts';
import { buildServiceWorker } from './service-worker.ts';

export interface BuildOptions {
  host?: Host;
  /** The host the build goes to: its --host, or the host building it. */
  deployTo?: Host;
  /** false: pages as React wrote them (the dev server: faster, readable). */
  minify?: boolean;
  /** Refuse to build while a placeholder for the owner's details is left. */
  release?: boolean;
  /** Makes the assets instead of the build: the tests' stand-ins (no encoder), the dev server's last ones. */
  assets?: (site: Site) => Promise<Assets> | Assets;
}

export interface BuiltSite {
  /** Output path → bytes, laid out for the host. */
  output: Files;
  site: Site;
  rendered: Rendered;
  assets: Assets;
  /** Everything the checker found that did not stop the build: the launch list and the warnings. */
  problems: Problem[];
}

/** The problems with the line of the file each stands at, as a terminal or an editor opens it. */
function located(problems: Problem[]): Problem[] {
  const lineOf = lineFinder();
  return problems.map((p) => ({ ...p, line: lineOf(p.file, p.key) }));
}

/** Told of each phase as it ends: its name, what it made, how long it took. */
type PhaseReport = (name: string, made: string, ms: number) => void;

export async function buildSite(
  project: Project,
  options: BuildOptions = {},
  report: PhaseReport = () => {},
): Promise<BuiltSite> {
  const phase = async <T>(name: string, work: () => Promise<T>, made: (result: T) => string): Promise<T> => {
    const started = performance.now();
    const result = await work();
    report(name, made(result), performance.now() - started);
    return result;
  };
  // Started first: its thread starts up while the model is resolved and checked and the assets made.
  const minifier = options.minify === false ? null : startMinifier();
  try {
    const broken = tableProblems(project.input.pages);
    if (broken.length) throw new SiteProblems([...broken, ...schemaProblems(project)], 'error');
    const site = resolveSite(project.input);
    let problems = checkSite(site, project, options.deployTo);
    const makeAssets = async () => options.assets?.(site) ?? buildAssets(site, project.portrait as SourceImage | null);
    if (problems.some((p) => p.severity === 'error')) {
      // A link to a section is known once its page is drawn: the pages are drawn all the same, where
      // the texts let them be (nothing is written), so that this build names those mistakes too.
      await makeAssets()
        .then(async (assets) => checkDrawn(problems, site, project, assets, await renderSite(site, assets, null)))
        .then(
          (all) => (problems = all),
          () => {},
        );
      throw new SiteProblems(problems, 'error');
    }
    const assets = options.assets
      ? await makeAssets()
      : await phase(
          'assets',
          makeAssets,
          (a) =>
            `CSS, scripts, fonts, images: ${a.files.size} files, ${a.drawn} share card${a.drawn === 1 ? '' : 's'} drawn`,
        );
    // A header whose links fit one row at no width shows every visitor, on any screen, the menu button.
    if (assets.header?.collapse === null)
      problems.push(
        inFile('pages/pages.ts')(
          'nav',
          "the header's links, with the brand, the language menu and the booking button, fit one row at no width in the widest language: every screen shows the menu button",
          'warn',
          'shorten the labels the entries show (in the texts), or take an entry out of nav',
        ),
      );
    const rendered = await phase(
      'render',
      () => renderSite(site, assets, minifier, options.host === 'static'),
      () =>
        `${site.pages.length} pages, ${site.redirects.length} redirect stubs, sitemap${options.minify === false ? '' : ', minified'}`,
    );
    problems = checkDrawn(problems, site, project, assets, rendered);
    if (problems.some((p) => p.severity === 'error')) throw new SiteProblems(problems, 'error');
    if (options.release && problems.some((p) => p.severity === 'release')) throw new SiteProblems(problems, 'release');
    // The public files, assembled once: each phase below adds its own.
    const files = addFiles(new Map(assets.files), rendered.files);
    // The service worker, unless the owner turned it off (site.config.ts: privacy.serviceWorker).
    if (site.privacy.features.includes('offline'))
      addFiles(
        files,
        (
          await phase(
            'worker',
            () => buildServiceWorker(files),
            (w) => `sw.js, cache ${w.cacheName}, ${w.shell.length} files cached on install`,
          )
        ).files,
      );
    if (options.host === 'nginx')
      addFiles(
        files,
        await phase(
          'compress',
          () => compressSite(files),
          (packed) => `${packed.size} .br and .gz files`,
        ),
      );
    const output = outputFor(options.host, site, files, rendered.inline);
    return { output, site, rendered, assets, problems: located(problems) };
  } catch (error) {
    throw error instanceof SiteProblems ? new SiteProblems(located(error.problems), error.severity) : error;
  } finally {
    await minifier?.close();
  }
}
