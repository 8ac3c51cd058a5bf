// The build as one function: the texts and the config in, the output for one host out, with what the
// summary reports. build.ts, the dev server and the tests all call it; it writes nothing (site/write.ts
// does). Mistakes stop it in validation (site/validate.ts: the texts and config, all of them at once,
// then the static files), before anything is drawn.
import { performance } from 'node:perf_hooks';
import { languages, type Content, type Lang } from '../i18n/types.ts';
import type { SiteConfig } from './config.ts';
import { buildAssets, type Assets } from './assets.ts';
import { compressSite } from './compress.ts';
import { addFiles, root, type Files } from './files.ts';
import type { Host } from './host-names.ts';
import { outputFor, wantsTwins } from './host-layout.ts';
import { imagesOf, LaunchError, launchPlaceholders, type Placeholder } from './launch.ts';
import { findLeftovers, textFilesIn, UnlinkedPageError, type Leftover } from './leftovers.ts';
import { renderSite, type Site } from './render.ts';
import { buildServiceWorker } from './service-worker.ts';
import { declarePrivacy, privacyPolicy } from './privacy.ts';
import { prepareContents } from '../i18n/typeset.ts';
import { checkStaticFiles, contentProblems, schemaProblems, throwAll, type CheckedContents } from './validate.ts';

export interface BuildInput {
  contents: Record<Lang, Content>;
  config: SiteConfig;
  /** The copyright year (site.config.ts: buildYear). */
  year: number;
  host?: Host;
  /** false: pages as React wrote them (the dev server: faster, readable). */
  minify?: boolean;
  /** Refuse to build while a placeholder for the owner's details is left. */
  release?: boolean;
  /** Assets made already: the tests' stand-ins, so that rendering needs no encoder. */
  assets?: Assets;
}

export interface BuiltSite {
  /** Output path → bytes, laid out for the host. */
  output: Files;
  site: Site;
  assets: Assets;
  placeholders: Placeholder[];
  /** What a removal left behind or an addition missed (site/leftovers.ts). */
  leftovers: Leftover[];
}

/** The texts as the pages show them, checked, with the config they are filled from: every mistake
 * of both in one run. Shown: placeholders filled and typography set (i18n/typeset.ts), the privacy
 * policy put together from its texts and what this build does (site/privacy.ts). Texts the schemas
 * refused in their shape (a key missing) cannot be filled in: then their mistakes are all to name. */
export function checkedContents(contents: Record<Lang, Content>, config: SiteConfig, year: number): CheckedContents {
  const { problems, shapeKept } = schemaProblems(contents, config);
  if (!shapeKept) throwAll(problems);
  const prepared = prepareContents(contents, config, year);
  const declaration = declarePrivacy(config);
  const shown = Object.fromEntries(
    languages.map((lang) => {
      const t = prepared[lang];
      return [lang, { ...t, datenschutz: { ...t.datenschutz, body: privacyPolicy(t.datenschutz, declaration) } }];
    }),
  ) as Record<Lang, Content>;
  throwAll([...problems, ...contentProblems(shown, config)]);
  return shown as CheckedContents;
}

/** Told of each phase as it ends: its name, what it made, how long it took. */
export type PhaseReport = (name: string, made: string, ms: number) => void;

export async function buildSite(input: BuildInput, report: PhaseReport = () => {}): Promise<BuiltSite> {
  const { config, host } = input;
  const phase = async <T>(name: string, work: () => Promise<T>, made: (result: T) => string): Promise<T> => {
    const started = performance.now();
    const result = await work();
    report(name, made(result), performance.now() - started);
    return result;
  };
  const contents = checkedContents(input.contents, config, input.year);
  const sources = await checkStaticFiles();
  const placeholders = launchPlaceholders({ contents, texts: input.contents, config, images: imagesOf(root) });
  if (input.release && placeholders.length > 0) throw new LaunchError(placeholders);
  const assets =
    input.assets ??
    (await phase(
      'assets',
      () => buildAssets(config, contents, sources),
      (a) => `CSS, scripts, fonts, images: ${a.files.size} files, ${a.shareCards.drawn} share cards drawn`,
    ));
  const site = await phase(
    'render',
    () => renderSite({ contents, config, assets, minify: input.minify }),
    (s) =>
      `${s.pages.length} pages, ${s.redirects.length} redirect stubs, sitemap${input.minify === false ? '' : ', minified'}`,
  );
  const leftovers = findLeftovers(site.linked, contents, config, textFilesIn(root));
  const unlinked = leftovers.filter((l) => l.refused);
  if (input.release && unlinked.length > 0) throw new UnlinkedPageError(unlinked);
  // The public files, assembled once: each phase below adds its own.
  const files = addFiles(new Map(assets.files), site.files);
  const worker = await phase(
    'worker',
    () => buildServiceWorker(files),
    (w) => `sw.js, cache ${w.cacheName}, ${w.shell.length} files cached on install`,
  );
  addFiles(files, worker.files);
  if (wantsTwins(host))
    addFiles(
      files,
      await phase(
        'compress',
        () => compressSite(files),
        (packed) => `${packed.size} .br and .gz files`,
      ),
    );
  const output = outputFor(host, { files, redirects: site.redirects, inline: site.inline }, config);
  return { output, site, assets, placeholders, leftovers };
}
