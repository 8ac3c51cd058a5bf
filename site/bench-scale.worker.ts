// A render worker of the scale benchmark (site/bench-scale.ts): renders its share of the synthetic
// site through renderSite, the build's own path, and sends each copy's pages to the main thread as
// it goes, which minifies and writes them. Ends with `null`.
import { parentPort, workerData } from 'node:worker_threads';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { mapTexts, type Content, type Lang } from '../i18n/types.ts';
import { loadSiteConfig } from '../site.config.ts';
import type { Assets } from './assets.ts';
import { renderSite } from './render.ts';

/** Which copies of the site to render, and how many of each copy's pages to keep. */
export type Share = { variant: number; keep: number }[];
export interface Start {
  assets: Omit<Assets, 'files'>;
}
/** Output path → page HTML, not yet minified. */
export type Rendered = Map<string, string>;

/** Copy `n` of the content: every text of the pages gets a marker, so no two pages are the same.
 * The site's chrome (navigation, language switch, footer, common labels) stays as it is: a site
 * of 2,000 pages has one header and one footer. Titles stay within the length the build allows. */
const variant = (t: Content, n: number): Content =>
  mapTexts(t, (text, key) =>
    /(?:^|\.)(id|icon|pill|route|hash|external|slug)$|seo\.title$|^(navigation|language|footer|common)\./.test(key)
      ? text
      : `${text} ${n}`,
  );

const share = workerData as Share;
const { assets } = await new Promise<Start>((resolve) => parentPort!.once('message', resolve));
const config = loadSiteConfig();
for (const { variant: n, keep } of share) {
  const contents: Record<Lang, Content> = { de: variant(de, n), en: variant(en, n) };
  // Not minified here: the main thread does that, beside this thread (see bench-scale.ts). The
  // copy's redirect stubs are rendered but not kept: a site of 2,000 pages has seven, not 784.
  const site = await renderSite({
    contents,
    config,
    assets: { ...assets, files: new Map() },
    year: 2026,
    minify: false,
  });
  const rendered: Rendered = new Map(
    site.pages.slice(0, keep).map((page) => [`v${n}/${page.file}`, site.files.get(page.file) as string]),
  );
  parentPort!.postMessage(rendered);
}
parentPort!.postMessage(null);
