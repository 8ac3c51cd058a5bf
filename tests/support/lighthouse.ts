// Lighthouse 12 against a fresh build served by the preview server, offline, for the Lighthouse
// test and `npm run bench`. The build uses the preview address as its site URL, so canonical and
// hreflang links point at the pages under test. Each language gets its own Chromium set to that
// language: an English browser on a German page is (rightly) sent to the English one first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { serve } from '../../tools/serve.ts';
import { runBuildOrThrow } from './build-command.ts';
import { assertChromium, chromeFlags, chromePath } from './chromium.ts';
import { localeOf } from './locales.ts';
import { shippedSite } from './site.ts';

type Result = RunnerResult['lhr'];
/** Settings of a run over the defaults (lighthouse's flags): the categories and audits it needs, and
 * how long it waits for a page to settle. */
export type Settings = Parameters<typeof lighthouse>[1];

export interface Audit {
  url: string;
  /** One Lighthouse run of `target` (a path) in a browser of `lang`; if Lighthouse itself fails, up
   * to two more, each in a fresh browser. */
  run(target: string, lang: string, settings?: Settings): Promise<Result>;
  close(): Promise<void>;
}

/**
 * Builds the site into `dist` with the real CLI, serves it, and starts a Chromium per language.
 * `warmUp`: one unscored run per browser first, for timings (a fresh Chromium's first load pays
 * for its own start-up); the audits that do not depend on time need none.
 */
export async function startLighthouse(dist: string, { warmUp = false } = {}): Promise<Audit> {
  assertChromium();
  // Listening before the build, which takes its address: a port chosen free and taken only after the
  // build could be another process's by then. (The server reads the folder at each request.)
  const server = await serve({ root: dist, port: 0 });
  await runBuildOrThrow(['--quiet', '--out', dist], { env: { SITE_URL: server.url } }).catch(async (error) => {
    await server.close();
    throw error;
  });
  const site = shippedSite;
  const chromes = new Map<string, chromeLauncher.LaunchedChrome>();
  const close = async () => {
    for (const chrome of chromes.values()) chrome.kill();
    await server.close();
  };
  const launch = async (lang: string) => {
    const locale = localeOf(site.languages.find((language) => language.code === lang)!);
    chromes.get(lang)?.kill();
    chromes.set(
      lang,
      await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', ...chromeFlags, `--lang=${locale}`, `--accept-lang=${locale}`],
      }),
    );
  };
  try {
    for (const { code } of site.languages) await launch(code);
  } catch (error) {
    await close();
    throw error;
  }
  const run = async (target: string, lang: string, settings: Settings = {}): Promise<Result> => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(`${server.url}${target}`, {
        ...settings,
        port: chromes.get(lang)!.port,
        output: 'json',
        logLevel: 'silent',
        // Pictures of the page are for people reading a report, and the audits below cost a page
        // load (bf-cache) or re-encode every image and script; neither the test nor the bench reads
        // them, and none counts towards a category's score.
        disableFullPageScreenshot: true,
        skipAudits: [
          'screenshot-thumbnails',
          'final-screenshot',
          'bf-cache',
          'uses-optimized-images',
          'modern-image-formats',
          'uses-responsive-images',
          'offscreen-images',
          'script-treemap-data',
          'valid-source-maps',
          'legacy-javascript',
          'duplicated-javascript',
        ],
      });
      if (!result!.lhr.runtimeError || attempt === 3) return result!.lhr;
      // A run whose trace Lighthouse could not read is repeated in a fresh browser.
      await launch(lang);
    }
  };
  if (warmUp) for (const lang of chromes.keys()) await run(site.pathOf(site.home, lang)!, lang);
  return { url: server.url, run, close };
}
