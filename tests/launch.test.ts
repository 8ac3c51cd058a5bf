// The launch check: every placeholder for the owner's details is found, named by file and key, and
// the README's "Before launch" list is the one the build uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapTexts } from '../i18n/types.ts';
import { imagesOf, launchPlaceholders, launchReport, readmeMarkers, readmeSection } from '../site/launch.ts';
import { checkContents } from '../site/validate.ts';
import { examples } from '../site.config.ts';
import { config, contents, shown } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '..');
const shipped = { contents: shown, config, images: imagesOf(root) };

describe('launch check', () => {
  it('finds every placeholder the project ships with, each by file and key', () => {
    const found = launchPlaceholders(shipped);
    const at = (file: string) => found.filter((p) => p.file === file).map((p) => p.key);
    expect(at('site.config.ts')).toEqual(Object.keys(examples));
    expect(at('static/images/portrait.svg')).toEqual(['portrait']);
    for (const lang of ['de', 'en']) {
      expect(at(`i18n/${lang}.ts`)).toEqual(['markdownPrototyping.testimonial']);
      const legal = found.filter((p) => p.file === `i18n/legal.${lang}.ts`);
      // The imprint's gaps (address, phone, tax ids, profession) and the privacy policy's.
      expect(legal.filter((p) => p.key.startsWith('impressum.body')).length).toBe(8);
      expect(legal.filter((p) => p.key.startsWith('datenschutz.body')).length).toBe(13);
      for (const gap of legal) expect(gap.what).toMatch(/^\[\[.+\]\]$/);
    }
    expect(found.find((p) => p.key === 'impressum.body[1].ul[1]' && p.file === 'i18n/legal.de.ts')!.what).toBe(
      '[[Straße Hausnummer]]',
    );
  });

  it('lists nothing once the owner has replaced them all', () => {
    const owned = {
      ...config,
      founder: { ...config.founder, name: 'Jana Beispiel' },
      email: 'post@jana-beispiel.de',
      links: {
        ...config.links,
        booking: 'https://cal.com/jana-beispiel/15min',
        profile: 'https://www.linkedin.com/in/jana-beispiel',
        interviewGpt: 'https://chatgpt.com/g/g-abc123-interview',
        feedbackGpt: 'https://chatgpt.com/g/g-def456-feedback',
      },
    };
    const filled = mapTexts(contents, (text) => text.replace(/\[\[[^\]]+\]\]/g, 'Musterstraße 1'));
    for (const t of Object.values(filled)) delete t.markdownPrototyping.testimonial.example;
    expect(
      launchPlaceholders({
        contents: checkContents(filled, owned, 2026),
        config: owned,
        images: ['portrait.jpg', 'og-de.png'],
      }),
    ).toEqual([]);
    expect(launchReport([])).toBe('✔ before launch: no placeholders left');
  });

  it('the short report counts the legal gaps per page and names the rest one a line', () => {
    const report = launchReport(launchPlaceholders(shipped)).split('\n');
    expect(report[0]).toMatch(/^Before launch: \d+ placeholders left \(`npm run build -- --release` refuses them\)$/);
    expect(report).toContain(`  site.config.ts              founder.name: example value '${examples['founder.name']}'`);
    expect(
      report.filter((line) => /i18n\/legal\.(de|en)\.ts +(impressum|datenschutz): \d+ \[\[gaps\]\]$/.test(line)),
    ).toHaveLength(4);
    expect(report.length).toBeLessThan(20);
  });

  it("the README's Before launch list is the build's list of checks", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const [start, end] = readmeMarkers;
    const section = readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end)).trim();
    expect(readme.indexOf(start)).toBeGreaterThan(0);
    expect(section, 'README.md out of date: put this list between its before-launch markers').toBe(readmeSection());
  });
});
