// The pipeline as one function (site/build-site.ts), in memory with stand-in assets: the output for a
// host, its phases reported, and the mistakes that stop it before any asset is drawn.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../site/build-site.ts';
import { root } from '../site/files.ts';
import { findLeftovers, textFilesIn, type Linked } from '../site/leftovers.ts';
import { routeIds } from '../site/routes.ts';
import { sourceFile } from '../site/validate.ts';
import { languageTable, languages, rootLang } from '../i18n/languages.ts';
import { builtAsShipped, config, contents, editedContents, fakeAssets, pageFiles } from './support/fixtures.ts';

describe('buildSite', () => {
  it('makes every page and the host files, and tells each phase it ran', async () => {
    const phases: string[] = [];
    const built = await buildSite({ contents, config, year: 2026, assets: fakeAssets, minify: false }, (name) =>
      phases.push(name),
    );
    for (const file of [...pageFiles, 'sitemap.xml', 'robots.txt', 'sw.js', '_headers', '_redirects'])
      expect(built.output.has(file), file).toBe(true);
    expect(phases).toEqual(['render', 'worker']);
    expect(built.site.pages.map((p) => p.file).sort()).toEqual(pageFiles);
  });

  it('a content mistake stops it before any phase runs', async () => {
    const phases: string[] = [];
    const lang = languages.at(-1)!;
    const broken = editedContents(lang, (t) => void (t.hero.title = ' '));
    await expect(buildSite({ contents: broken, config, year: 2026 }, (name) => phases.push(name))).rejects.toThrow(
      `${languageTable[lang].texts}: hero.title (${lang}): empty text`,
    );
    expect(phases).toEqual([]);
  });

  it('a release build with a placeholder left stops before any phase runs, naming it', async () => {
    const phases: string[] = [];
    // A gap left in the imprint, whatever else the owner has filled in.
    const gapped = structuredClone(contents);
    for (const t of Object.values(gapped)) t.impressum.body.push({ p: 'VAT id: [[VAT id]]' });
    const lang = rootLang;
    const key = `impressum.body[${gapped[lang].impressum.body.length - 1}].p`;
    await expect(
      buildSite({ contents: gapped, config, year: 2026, release: true }, (name) => phases.push(name)),
    ).rejects.toThrow(`  ${sourceFile(key, lang)}: ${key}: [[VAT id]]: write the detail it asks for in its place`);
    expect(phases).toEqual([]);
  });
});

describe('what a removal left behind or an addition missed', () => {
  // What the pages link to, in the site as shipped.
  const linked = (): Promise<Linked> => builtAsShipped().then((built) => built.site.linked);

  it('the site as it is leaves nothing: every page linked from another, every text shown, every link used', async () => {
    expect((await builtAsShipped()).leftovers).toEqual([]);
  });

  it.each(routeIds)(
    'a page no other page links to (%s) is named in every language, and refused by a release',
    async (route) => {
      const { pages, external } = await linked();
      const without = new Set([...pages].filter((key) => !key.endsWith(` ${route}`)));
      const found = findLeftovers({ pages: without, external }, contents, config);
      expect(found.map(({ key, lang, refused }) => ({ key, lang, refused }))).toEqual(
        languages.map((lang) => ({ key: route, lang, refused: true })),
      );
    },
  );

  it('texts no page shows are named with their file and language, all in one run', async () => {
    const extra = Object.fromEntries(
      languages.map((lang) => [lang, { ...contents[lang], unshown: { title: 'x' } }]),
    ) as unknown as typeof contents;
    const found = findLeftovers(await linked(), extra, config);
    expect(found.map(({ file, key, lang, refused }) => ({ file, key, lang, refused }))).toEqual(
      languages.map((lang) => ({ file: sourceFile('unshown', lang), key: 'unshown', lang, refused: false })),
    );
  });

  it('a texts file of a language the table does not have is named; those of its languages are not', async () => {
    const own = textFilesIn(root);
    expect(own.length).toBeGreaterThanOrEqual(languages.length);
    const found = findLeftovers(await linked(), contents, config, [...own, 'zz.ts', 'legal.zz.ts']);
    expect(found.map(({ file, refused }) => ({ file, refused }))).toEqual([
      { file: 'i18n/zz.ts', refused: false },
      { file: 'i18n/legal.zz.ts', refused: false },
    ]);
  });

  it('a configured link no page uses is named with its key', async () => {
    const extra = { ...config, links: { ...config.links, unused: 'https://example.com/' } };
    const found = findLeftovers(await linked(), contents, extra);
    expect(found.map(({ file, key, refused }) => ({ file, key, refused }))).toEqual([
      { file: 'site.config.ts', key: 'links.unused', refused: false },
    ]);
  });
});
