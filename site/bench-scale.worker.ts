// A worker of the scale benchmark (site/bench-scale.ts): renders its share of the synthetic site
// through renderSite, the build's own path, and writes the pages into the staging folder it is
// sent. Answers with the paths it wrote.
import { parentPort, workerData } from 'node:worker_threads';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { mapTexts, type Content, type Lang } from '../i18n/types.ts';
import { loadSiteConfig } from '../site.config.ts';
import type { Assets } from './assets.ts';
import { renderSite } from './render.ts';
import { writeFiles, type Files } from './write.ts';

/** Which copies of the site to render, and how many of each copy's pages to keep. */
export type Share = { variant: number; keep: number }[];
export interface Start {
  assets: Omit<Assets, 'files'>;
  staging: string;
}

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
const { assets, staging } = await new Promise<Start>((resolve) => parentPort!.once('message', resolve));
const config = loadSiteConfig();
const written: string[] = [];
for (const { variant: n, keep } of share) {
  const contents: Record<Lang, Content> = { de: variant(de, n), en: variant(en, n) };
  const site = await renderSite({ contents, config, assets: { ...assets, files: new Map() }, year: 2026 });
  const files: Files = new Map(site.pages.slice(0, keep).map((p) => [`v${n}/${p.file}`, site.files.get(p.file)!]));
  written.push(...files.keys());
  writeFiles(staging, files);
}
parentPort!.postMessage(written);
