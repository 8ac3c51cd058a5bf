// The pipeline as one function (site/build-site.ts), in memory with stand-in assets: the output for a
// host, its phases reported, and the mistakes that stop it before any asset is drawn.
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/types.ts';
import { buildSite } from '../site/build-site.ts';
import { sourceFile } from '../site/validate.ts';
import { config, contents, editedContents, fakeAssets, pageFiles } from './support/fixtures.ts';

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
    const broken = editedContents('en', (t) => void (t.hero.title = ' '));
    await expect(buildSite({ contents: broken, config, year: 2026 }, (name) => phases.push(name))).rejects.toThrow(
      /i18n\/en\.ts: hero\.title \(en\): empty text/,
    );
    expect(phases).toEqual([]);
  });

  it('a release build with a placeholder left stops before any phase runs, naming it', async () => {
    const phases: string[] = [];
    // A gap left in the imprint, whatever else the owner has filled in.
    const gapped = structuredClone(contents);
    for (const t of Object.values(gapped)) t.impressum.body.push({ p: 'VAT id: [[VAT id]]' });
    const lang = languages[0];
    const key = `impressum.body[${gapped[lang].impressum.body.length - 1}].p`;
    await expect(
      buildSite({ contents: gapped, config, year: 2026, release: true }, (name) => phases.push(name)),
    ).rejects.toThrow(`  ${sourceFile(key, lang)}: ${key}: [[VAT id]]: write the detail it asks for in its place`);
    expect(phases).toEqual([]);
  });
});
