// The privacy policy is put together from the declaration of what the site does (site/privacy.ts): a
// section exactly for each feature that is on in a build, every declared key and origin named, no
// sentence another part of the build contradicts, and the CSP letting pages contact exactly what the
// declaration says they contact. On sites the tests declare: as shipped, with an analytics id, with
// a sign-up URL, with one language or three, with no profile and no tool. Without the service worker: tests/hosts.test.ts.
import { describe, expect, it } from 'vitest';
import { parseInline, plainText } from '../i18n/markup.ts';
import { hostChoices } from '../i18n/types.ts';

import { contentSecurityPolicy } from '../site/hosts.ts';
import { resolveSite } from '../site/model.ts';
import {
  isSignupLabel,
  isToolLink,
  keysWhere,
  privacyFeatures,
  type Content,
  type OwnerConfig,
  type RichText,
} from '../i18n/types.ts';
import { consentMonths } from '../site/privacy.ts';
import type { Project } from '../site/project.ts';
import { analytics, declare, languages, shipped, signup, type Draft } from './support/site.ts';

/** Whether group `group` of texts `t` words a sign-up button (its two labels, i18n/types.ts). */
const wordsSignup = (t: Content, group: string) =>
  keysWhere((t as Record<string, unknown>)[group], isSignupLabel).length > 0;

type Feature = (typeof privacyFeatures)[number];

/** Each site, with what its edit turns on or off (the rest follows from the shipped site's tables). */
const sites: [string, Project, Partial<Record<Feature, boolean>>][] = [
  ['as shipped', declare(shipped), { analytics: false }],
  ['with an analytics id', declare(shipped, analytics), { analytics: true }],
  ['with a sign-up URL', declare(shipped, signup()), {}],
  // As a site whose page with the sign-up button left the table, its texts still there.
  [
    'with a sign-up URL and no page showing a sign-up button',
    declare(shipped, signup(), (draft) => {
      for (const [id, page] of Object.entries(draft.pages))
        if (Object.values(draft.texts).some((t) => page.texts.some((group) => wordsSignup(t, group))))
          delete draft.pages[id];
    }),
    { signup: false },
  ],
  // As a site whose sign-up was taken out of the texts: no text words a sign-up button.
  [
    'with a sign-up URL and no sign-up button',
    declare(shipped, signup(), (draft) => {
      for (const [lang, t] of Object.entries(draft.texts))
        draft.texts[lang] = JSON.parse(JSON.stringify(t), (_key, value) =>
          isSignupLabel(value) ? undefined : value,
        ) as Content;
    }),
    { signup: false },
  ],
  ['with one language', declare(shipped, languages(1)), { language: false }],
  ['with three languages', declare(shipped, languages(3)), { language: true }],
  // As a site that took its profile and every tool away: no link to another site.
  [
    'with no profile and no tool',
    declare(shipped, (draft) => {
      delete draft.owner.network;
      delete draft.owner.toolPlatform;
      draft.owner.links = Object.fromEntries(
        Object.entries(draft.owner.links).filter(([id]) => id !== 'profile' && !isToolLink(id)),
      ) as Draft['owner']['links'];
    }),
    { links: false },
  ],
];

/** Each block as one line of plain text (links read as their labels, no-break spaces as spaces). */
const lines = (body: RichText): string[] =>
  body
    .flatMap((block) => ('ul' in block ? block.ul : [Object.values(block)[0] as string]))
    .map((text) =>
      plainText(text.replace(/\[\[(.+?)\]\]/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')).replace(/\s/g, ' '),
    );

describe.each(sites)('the privacy policy of a site %s', (_name, project, turned) => {
  const site = resolveSite(project.input);
  const { privacy } = site;

  it('declares analytics only with a real id, a sign-up service only with its own URL and a button, a language choice only with a choice, links only with one', () => {
    for (const [feature, on] of Object.entries(turned))
      expect(privacy.features.includes(feature as Feature), feature).toBe(on);
    // With its own URL, the sign-up service where a page shows a sign-up button: its labels in a group
    // of texts a page of the table shows.
    const shown = Object.values(project.input.pages).flatMap((page) => page.texts as string[]);
    const button = Object.values(project.input.texts).some((t) => shown.some((group) => wordsSignup(t, group)));
    if ((project.owner as OwnerConfig).links.rapidFramesSignup)
      expect(privacy.features.includes('signup')).toBe(button);
    else expect(privacy.features).not.toContain('signup');
    for (const entry of [...privacy.storage, ...privacy.origins])
      expect(privacy.features, entry.id).toContain(entry.feature);
    // Every outside origin names a host, also once every tool link is removed.
    for (const entry of privacy.origins) expect(entry.origins.length, entry.id).toBeGreaterThan(0);
    // A link's basis says that analytics (with consent) measures the click exactly where it is on.
    const measured = privacy.features.includes('analytics');
    for (const entry of privacy.origins.filter((e) => e.when === 'click'))
      expect(entry.basis.endsWith('Measured'), entry.id).toBe(measured);
  });

  it.each(site.languages.map((l) => l.code))(
    '%s: a section exactly for each feature that is on, naming every key, cookie, cache and host',
    (lang) => {
      const t = site.texts[lang]!.datenschutz;
      const headings = t.body!.flatMap((block) => ('h2' in block ? [block.h2] : []));
      expect(headings.filter((h) => privacyFeatures.some((f) => t.sections[f]?.title === h))).toEqual(
        privacy.features.map((feature) => t.sections[feature]!.title),
      );
      const text = lines(t.body!).join('\n');
      for (const entry of privacy.storage) expect(text, entry.id).toContain(entry.name);
      for (const entry of privacy.origins)
        for (const origin of entry.origins) expect(text, entry.id).toContain(origin.replace(/^https:\/\/(\*\.)?/, ''));
    },
  );

  it.each(site.languages.map((l) => l.code))(
    '%s: says no cookies and no outside connections only when that is so',
    (lang) => {
      const t = site.texts[lang]!.datenschutz;
      const text = lines(t.body!);
      expect(text.includes(lines([{ p: t.glance.noCookies }])[0]!)).toBe(
        !privacy.storage.some((entry) => entry.kind === 'cookie'),
      );
      expect(text.includes(lines([{ p: t.glance.noThirdParties }])[0]!)).toBe(
        !privacy.origins.some((entry) => entry.when !== 'click'),
      );
      expect(text.includes(lines([{ p: t.glance.noThirdPartiesWithoutConsent }])[0]!)).toBe(
        privacy.origins.some((entry) => entry.when === 'consent') &&
          !privacy.origins.some((entry) => entry.when === 'always' || entry.when === 'choice'),
      );
      // No conditional about this build's own features: a live policy does not say "if I have enabled".
      expect(text.join('\n')).not.toMatch(/sofern ich|falls ich|if I have (enabled|turned on)/i);
    },
  );

  it.each(site.languages.map((l) => l.code))(
    '%s: each link to a provider’s privacy policy reads as its own in a list of the page’s links',
    (lang) => {
      const policies = new Set(privacy.origins.flatMap((entry) => entry.privacyPolicy ?? []));
      const labels = site.texts[lang]!.datenschutz.body!.flatMap((block) =>
        ('ul' in block ? block.ul : [Object.values(block)[0] as string])
          .flatMap((text) => parseInline(text, true))
          .flatMap((token) => (token.kind === 'link' && policies.has(token.target) ? [token.text] : [])),
      );
      expect(labels.length).toBe(privacy.origins.filter((entry) => entry.privacyPolicy).length);
      expect(new Set(labels).size).toBe(labels.length);
    },
  );

  it('lets pages contact, in the CSP, exactly the outside origins the declaration has them contact', () => {
    const csp = contentSecurityPolicy({ scripts: [], styles: [] }, privacy);
    const outside = new Set(csp.match(/https:\/\/[^\s;]+/g) ?? []);
    const contacted = privacy.origins.filter((entry) => entry.when !== 'click').flatMap((entry) => entry.origins);
    expect([...outside].sort()).toEqual([...new Set(contacted)].sort());
  });
});

// Where the texts hold an analytics section (without one, an analytics id stops the build: check.test).
const analyticsWritten = shipped.input.languages.filter(
  ({ code }) => shipped.input.texts[code]!.datenschutz.sections.analytics,
);
it.skipIf(!analyticsWritten.length)(
  'with analytics, names the events GA4 sends by default, and how long the consent choice holds',
  () => {
    const site = resolveSite(sites[1]![1].input);
    for (const { code } of analyticsWritten) {
      const t = site.texts[code]!.datenschutz;
      const text = lines(t.sections.analytics!.body.filter((block) => !('declared' in block)) as RichText).join('\n');
      // What a GA4 web stream sends as set up by default: the automatic events, besides ours.
      for (const event of ['page_view', 'cta_click', 'first_visit', 'session_start', 'user_engagement'])
        expect(text, event).toMatch(new RegExp(`[“„]${event}[“”]`));
      const consent = site.privacy.storage.find((entry) => entry.id === 'consent')!;
      expect(t.facts.retention[consent.retention]).toMatch(new RegExp(`\\b${consentMonths}\\b`));
    }
  },
);

// The client deletes GA4's cookies on every page where no choice to allow holds, so also on the
// first visit once the choice has lapsed (client/analytics.ts): not only when the visitor declines.
it.skipIf(!analyticsWritten.length)(
  'with analytics, each cookie’s storage period says it ends when the consent choice lapses',
  () => {
    const site = resolveSite(sites[1]![1].input);
    const cookies = site.privacy.storage.filter((entry) => entry.kind === 'cookie');
    expect(cookies.length).toBeGreaterThan(0);
    for (const { code } of analyticsWritten)
      for (const cookie of cookies)
        expect(site.texts[code]!.datenschutz.facts.retention[cookie.retention], `${code} ${cookie.id}`).toMatch(
          new RegExp(`\\b${consentMonths}\\b`),
        );
  },
);

it("says of the owner's setup only what they chose: the host, a transfer from a host in the USA, the agreements; a gap until then", () => {
  const setup = (privacy: Partial<Draft['owner']['privacy']>) =>
    resolveSite(declare(shipped, (draft) => void (draft.owner.privacy = { ...draft.owner.privacy, ...privacy })).input);
  const policy = (site: ReturnType<typeof setup>, code: string) =>
    lines(site.texts[code]!.datenschutz.body!).join('\n');
  for (const { code } of shipped.input.languages) {
    const said = (text: string) => lines([{ p: text }])[0]!;
    const { setup: texts } = shipped.input.texts[code]!.datenschutz;
    const undecided = policy(setup({ host: null, hostAgreement: null }), code);
    for (const gap of [texts.undecided.host, texts.undecided.hostAgreement]) expect(undecided).toContain(said(gap));
    // Every host but one in the EU is seated in the USA: its transfer is said.
    for (const host of hostChoices) {
      const named = policy(setup({ host, hostAgreement: true }), code);
      expect(
        [named.includes(said(texts.hosts[host])), named.includes(said(texts.usTransfer).slice(0, 40))],
        host,
      ).toEqual([true, host !== 'eu']);
      expect(named).toContain(said(texts.hostAgreement));
    }
    const eu = policy(setup({ host: 'eu', hostAgreement: false }), code);
    expect(eu).not.toContain(said(texts.hostAgreement));
    expect(eu).not.toContain(said(texts.undecided.hostAgreement));
  }
});
