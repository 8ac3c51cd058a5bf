// The privacy policy is put together from the declaration of what the site does (site/privacy.ts):
// a section exactly for each feature that is on in a build, every declared key and origin named,
// no sentence that another part of the build contradicts, and only the shown sections' gaps listed
// before launch. In memory, for a build without analytics, one with an id and one with a sign-up URL.
import { describe, expect, it } from 'vitest';
import { plainText } from '../i18n/markup.ts';
import { languages, privacyFeatures, rapidFramesSignupOpen, type Lang, type RichText } from '../i18n/types.ts';
import { contentSecurityPolicy } from '../site/host-files.ts';
import { launchPlaceholders } from '../site/launch.ts';
import { consentMonths, declarePrivacy } from '../site/privacy.ts';
import { checkedContents } from '../site/build-site.ts';
import { sourceFile } from '../site/validate.ts';
import { analyticsEnabled, loadSiteConfig, type SiteConfig } from '../site/config.ts';
import { contents } from './support/fixtures.ts';

const builds: [string, SiteConfig][] = [
  ['without analytics', loadSiteConfig({})],
  ['with an analytics id', loadSiteConfig({ ANALYTICS_ID: 'G-TEST12345' })],
  ['with a sign-up URL', loadSiteConfig({ RAPID_FRAMES_SIGNUP_URL: 'https://forms.example.org/rapid-frames' })],
];

/** Each block as one line of plain text (links read as their labels, no-break spaces as spaces). */
const lines = (body: RichText): string[] =>
  body.flatMap((block) => ('ul' in block ? block.ul : [Object.values(block)[0] as string]));
const read = (text: string) =>
  plainText(text.replace(/\[\[(.+?)\]\]/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')).replace(/\s/g, ' ');

describe.each(builds)('the privacy policy of a build %s', (_name, config) => {
  const declaration = declarePrivacy(config);
  const shown = checkedContents(contents, config, 2026);

  it('declares analytics only with a real id, and a sign-up service only with its own URL', () => {
    expect(declaration.features.includes('analytics')).toBe(analyticsEnabled(config));
    expect(declaration.features.includes('signup')).toBe(rapidFramesSignupOpen(config));
    for (const entry of [...declaration.storage, ...declaration.origins])
      expect(declaration.features, entry.id).toContain(entry.feature);
  });

  it.each(languages)('%s: a section exactly for each feature that is on, in order', (lang: Lang) => {
    const t = shown[lang].datenschutz;
    const headings = t.body!.flatMap((block) => ('h2' in block ? [block.h2] : []));
    const sectionHeadings = headings.filter((h) => privacyFeatures.some((f) => t.sections[f].title === h));
    expect(sectionHeadings).toEqual(declaration.features.map((feature) => t.sections[feature].title));
  });

  it.each(languages)('%s: names every declared key, cookie, cache and host', (lang: Lang) => {
    const text = lines(shown[lang].datenschutz.body!).map(read).join('\n');
    for (const entry of declaration.storage) expect(text, entry.id).toContain(entry.name);
    for (const entry of declaration.origins)
      for (const origin of entry.origins) expect(text, entry.id).toContain(origin.replace(/^https:\/\/(\*\.)?/, ''));
  });

  it.each(languages)('%s: says no cookies and no outside connections only when that is so', (lang: Lang) => {
    const t = shown[lang].datenschutz;
    const text = lines(t.body!);
    const cookies = declaration.storage.some((entry) => entry.kind === 'cookie');
    const contacted = declaration.origins.some((entry) => entry.when !== 'click');
    expect(text.includes(t.glance.noCookies)).toBe(!cookies);
    expect(text.includes(t.glance.noThirdParties)).toBe(!contacted);
    // No conditional about this build's own features: a live policy does not say "if I have enabled".
    expect(text.join('\n')).not.toMatch(/sofern ich|falls ich|if I have (enabled|turned on)/i);
  });

  // What a GA4 web stream sends as set up by default (automatic events, enhanced measurement), and
  // the setting in the property that turns enhanced measurement off, which is the owner's to do.
  const ga4Automatic = ['first_visit', 'session_start', 'user_engagement'];
  const ga4Enhanced = ['scroll', 'click', 'file_download', 'view_search_results', 'video_start', 'form_start'];
  if (analyticsEnabled(config))
    it.each(languages)(
      '%s: names what GA4 sends by default, enhanced measurement while its setting is a gap',
      (lang: Lang) => {
        const section = shown[lang].datenschutz.sections.analytics.body.flatMap((block) =>
          'declared' in block ? [] : lines([block]),
        );
        const text = section.join('\n');
        // The property's setting is the owner's, a gap until they fill it in: then they may have
        // switched enhanced measurement off and struck its events.
        const gap = section.find((line) => /^\[\[.*enhanced measurement.*\]\]$/i.test(line));
        for (const event of ['page_view', 'cta_click', ...ga4Automatic, ...(gap ? ga4Enhanced : [])])
          expect(text, event).toMatch(new RegExp(`[“„]${event}[“”]`));
      },
    );

  if (analyticsEnabled(config))
    it.each(languages)('%s: states how long the consent choice holds', (lang: Lang) => {
      const consent = declaration.storage.find((entry) => entry.id === 'consent')!;
      const retention = shown[lang].datenschutz.facts.retention[consent.retention];
      expect(retention).toMatch(new RegExp(`\\b${consentMonths}\\b`));
    });

  it('lists before launch the gaps of the sections shown, and no other', () => {
    // A gap in every section, so that both the shown and the hidden ones have one.
    const gapped = structuredClone(contents);
    for (const t of Object.values(gapped))
      for (const section of Object.values(t.datenschutz.sections)) section.body.push({ p: 'Anbieter: [[Anbieter]]' });
    const placeholders = launchPlaceholders({
      contents: checkedContents(gapped, config, 2026),
      texts: gapped,
      config,
      images: ['portrait.jpg'],
    });
    const privacy = placeholders.filter((p) => p.key.startsWith('datenschutz.'));
    for (const lang of languages)
      expect(
        privacy.filter((p) => p.what === '[[Anbieter]]' && p.file === sourceFile('datenschutz', lang)),
      ).toHaveLength(declaration.features.length);
    const shown = checkedContents(gapped, config, 2026);
    for (const p of privacy) {
      const section = p.key.match(/^datenschutz\.sections\.(\w+)/)?.[1];
      if (section) expect(declaration.features, p.key).toContain(section);
      const lang = languages.find((lang) => sourceFile(p.key, lang) === p.file)!;
      expect(lines(shown[lang].datenschutz.body!).join('\n'), p.key).toContain(p.what);
    }
  });

  it('lets pages contact, in the CSP, exactly the outside origins the declaration has them contact', () => {
    const csp = contentSecurityPolicy({ scripts: [], styles: [] }, config);
    const outside = new Set(csp.match(/https:\/\/[^\s;]+/g) ?? []);
    const contacted = declaration.origins.filter((entry) => entry.when !== 'click').flatMap((entry) => entry.origins);
    expect([...outside].sort()).toEqual([...new Set(contacted)].sort());
  });
});
