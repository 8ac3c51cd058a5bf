// The pipeline as one function (site/build-site.ts), in memory with stand-in assets: the output for a
// host, its phases reported, and the mistakes that stop it before any asset is drawn.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../site/build-site.ts';
import { examples } from '../site.config.ts';
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
    const example = { ...config, brand: examples.brand };
    await expect(
      buildSite({ contents, config: example, year: 2026, release: true }, (name) => phases.push(name)),
    ).rejects.toThrow(/release build refused: \d+ placeholders left\n(.*\n)*  site\.config\.ts: brand: example value/);
    expect(phases).toEqual([]);
  });
});
