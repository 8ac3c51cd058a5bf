// The launch check: every placeholder for the owner's details is found, named by file and key, and
// the README's "Before launch" list is the one the build uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageTable } from '../i18n/languages.ts';
import { isToolLink, languages, mapTexts } from '../i18n/types.ts';
import {
  exampleTexts,
  exampleValues,
  fingerprint,
  imagesOf,
  launchPlaceholders,
  launchReport,
  markedExamples,
  readmeMarkers,
  readmeSection,
} from '../site/launch.ts';
import { checkedContents } from '../site/build-site.ts';
import { configValue } from '../site/config.ts';
import { fileOf, routeIds, routes } from '../site/routes.ts';
import { sourceFile } from '../site/validate.ts';
import { config, contents, page, paths, rendered, shown } from './support/fixtures.ts';
import { sameLength } from './support/names.ts';

const root = path.resolve(import.meta.dirname, '..');
const shipped = { contents: shown, texts: contents, config, images: imagesOf(root) };

describe('launch check', () => {
  it('finds every placeholder left in the project, each by file and key', async () => {
    const found = launchPlaceholders(shipped);
    const at = (file: string) => found.filter((p) => p.file === file).map((p) => p.key);
    expect(at('site.config.ts')).toEqual(
      Object.entries(exampleValues)
        .filter(
          ([key, example]) =>
            configValue(config, key) !== undefined && fingerprint(configValue(config, key)) === example,
        )
        .filter(([key]) => !config.confirmed?.includes(key))
        .map(([key]) => key),
    );
    // Each says what to do: replace it, or confirm it by its key.
    for (const p of found) expect(p.fix).not.toBe('');
    for (const p of found.filter((p) => p.file === 'site.config.ts')) expect(p.fix).toContain(`'${p.key}'`);
    expect(at('static/images/portrait.svg')).toEqual(shipped.images.includes('portrait.svg') ? ['portrait'] : []);
    const factPrints = new Set(Object.values(exampleTexts).flat());
    for (const lang of languages) {
      const facts: string[] = [];
      mapTexts(contents[lang], (text, key) => {
        if (factPrints.has(fingerprint(text)) && !config.confirmed?.includes(key)) facts.push(key);
        return text;
      });
      expect(at(languageTable[lang].texts)).toEqual([...facts, ...markedExamples(contents[lang])]);
    }
    // Every [[gap]] the legal pages show highlighted, one entry each, and nothing else.
    const site = await rendered();
    for (const lang of languages) {
      const legal = routeIds.filter((route) => !routes[route].indexable && !route.startsWith('workshop:'));
      const marked = legal.flatMap((route) =>
        [...page(site.files, fileOf(paths.of(route, lang))).querySelectorAll('main mark.placeholder')].map(
          (mark) => mark.textContent,
        ),
      );
      const listed = found.filter((p) => p.file === sourceFile('impressum', lang)).map((p) => p.what.slice(2, -2));
      expect(listed.sort()).toEqual(marked.sort());
    }
  });

  it('names a text marked example: true wherever it stands', () => {
    const edited = structuredClone(contents);
    for (const t of Object.values(edited)) (t.about.highlights[0] as { example?: boolean }).example = true;
    const found = launchPlaceholders({ ...shipped, texts: edited });
    for (const lang of languages)
      expect(found).toContainEqual(
        expect.objectContaining({
          file: sourceFile('about', lang),
          key: 'about.highlights[0]',
          what: expect.stringContaining('example: true'),
        }),
      );
  });

  it('names a gap by its file and key', () => {
    const edited = structuredClone(contents);
    for (const t of Object.values(edited)) t.impressum.body.push({ p: 'VAT id: [[VAT id]]' });
    const found = launchPlaceholders({ ...shipped, contents: checkedContents(edited, config, 2026), texts: edited });
    for (const lang of languages) {
      const key = `impressum.body[${edited[lang].impressum.body.length - 1}].p`;
      expect(found).toContainEqual(
        expect.objectContaining({ file: sourceFile('impressum', lang), key, what: '[[VAT id]]' }),
      );
    }
  });

  it('an example value or text the owner confirms as theirs is no longer listed', () => {
    const listed = launchPlaceholders(shipped).filter(
      (p) => p.what.startsWith('example value') || p.what === 'example text about the owner',
    );
    const confirmed = { ...config, confirmed: listed.map((p) => p.key) };
    const found = launchPlaceholders({ ...shipped, config: confirmed });
    for (const p of listed) expect(found).not.toContainEqual(p);
  });

  it('lists nothing once the owner has replaced them all', () => {
    const owned = {
      ...config,
      // As long as the brand it replaces: titles and descriptions keep the length the build checked.
      brand: sameLength('Klarform Studio', config.brand),
      siteUrl: 'https://www.klarform.example',
      email: 'post@klarform.example',
      // Each link their own, whichever links the template has; the tools' on the tools' platform.
      links: Object.fromEntries(
        Object.keys(config.links).map((id) => {
          const host = isToolLink(id) ? config.toolPlatform.origin : `https://${id.toLowerCase()}.klarform.example`;
          return [id, new URL(`/${id.toLowerCase()}/jana-beispiel`, host).href];
        }),
      ) as typeof config.links,
      // Their own figures: each one more than the template's.
      figures: Object.fromEntries(
        Object.entries(config.figures).map(([id, figure]) => [id, { ...figure, amount: figure.amount + 1 }]),
      ) as typeof config.figures,
      founder: { name: 'Jana Beispiel', jobTitle: 'UX-Beraterin' },
    };
    // Their own story, and every gap filled.
    const factPrints = new Set(Object.values(exampleTexts).flat());
    const filled = mapTexts(contents, (text) =>
      factPrints.has(fingerprint(text))
        ? `${text} Seit 2012 selbständig.`
        : text.replace(/\[\[[^\]]+\]\]/g, 'Musterstraße 1'),
    );
    // Every quote marked as made up (`example: true`) a real customer's now.
    const real = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(real);
      else if (value && typeof value === 'object') {
        delete (value as { example?: boolean }).example;
        Object.values(value).forEach(real);
      }
    };
    real(filled);
    expect(
      launchPlaceholders({
        contents: checkedContents(filled, owned, 2026),
        texts: filled,
        config: owned,
        images: ['portrait.jpg', 'og-de.png'],
      }),
    ).toEqual([]);
    expect(launchReport([])).toBe('✔ before launch: no placeholders left');
  });

  it('the short report counts the legal gaps per page and names the rest one a line', () => {
    const placeholders = [
      { file: 'site.config.ts', key: 'founder.name', what: "example value 'A. Person'", fix: '' },
      { file: 'i18n/legal.de.ts', key: 'impressum.body[1].ul[0]', what: '[[Straße]]', fix: '' },
      { file: 'i18n/legal.de.ts', key: 'impressum.body[1].ul[1]', what: '[[Ort]]', fix: '' },
      { file: 'i18n/legal.en.ts', key: 'datenschutz.body[2].p', what: '[[Host]]', fix: '' },
    ];
    expect(launchReport(placeholders).split('\n')).toEqual([
      'Before launch: 4 placeholders left (`npm run build -- --release` refuses them)',
      "  site.config.ts    founder.name: example value 'A. Person'",
      '  i18n/legal.de.ts  impressum: 2 [[gaps]]',
      '  i18n/legal.en.ts  datenschutz: 1 [[gaps]]',
    ]);
  });

  it("the README's Before launch list is the build's list of checks", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const [start, end] = readmeMarkers;
    const section = readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end)).trim();
    expect(readme.indexOf(start)).toBeGreaterThan(0);
    expect(section, 'README.md out of date: put this list between its before-launch markers').toBe(readmeSection());
  });
});
