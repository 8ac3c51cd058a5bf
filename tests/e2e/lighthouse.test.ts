// Lighthouse 12 (mobile defaults) against the preview server, offline, on the main pages in both
// languages. Asserted is only what does not depend on how fast this machine is at the moment:
// accessibility, best practices (no console error among them) and SEO at 100, and the deterministic
// audits of the performance category (no layout shift, byte, request and DOM budgets, a text LCP
// element). The performance score, FCP, LCP and TBT come from timings; `npm run bench` reports them
// as medians. Not asserted here: the bytes of JavaScript (tests/dist.test.ts holds every page to its
// budget), render-blocking requests (Lighthouse lists one only from a simulated saving, a timing;
// tests/dist.test.ts checks the markup itself), unused JavaScript or CSS (listed only above 20 and
// 10 KiB, which the budgets keep out of reach), and that no page redirects or contacts another host
// (the browser suites check it on every page: tests/support/engine-suite.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../../site/model.ts';
import { type Audit, startLighthouse } from '../support/lighthouse.ts';
import { shipped } from '../support/site.ts';

// One indexable page of each kind (component), in alternating languages: the audits here read a
// template's markup, which every language shares (every page in every language goes through axe and
// the layout checks in every engine, tests/support/engine-suite.ts, and through the byte budgets and
// the head checks of tests/dist.test.ts and tests/pages.test.ts).
const site = resolveSite(shipped.input);
const indexable = site.pages.filter((page) => page.indexable);
const targets = [...new Set(indexable.map((page) => page.entry.component))].map((component, i) => {
  const lang = site.languages[i % site.languages.length]!.code;
  const of = indexable.filter((page) => page.entry.component === component);
  const page = of.find((p) => p.lang === lang) ?? of[0]!;
  return [page.path, page.lang] as const;
});
const categories = ['accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse gathers only what the audits read below need, and waits a quarter of a second where it
 * waits a second by default for the page to settle: nothing asserted here is a timing. */
const settings = {
  onlyCategories: [...categories],
  onlyAudits: [
    'cumulative-layout-shift',
    'total-byte-weight',
    'network-requests',
    'dom-size',
    'largest-contentful-paint-element',
  ],
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
};

/** Budgets of a page's first visit (empty cache), as Lighthouse counts them. */
const budget = { totalKiB: 100, requests: 8, domElements: 800 };

describe('Lighthouse', () => {
  let folder: string;
  let audit: Audit;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'site-lh-'));
    audit = await startLighthouse(path.join(folder, 'dist'));
  });

  afterAll(async () => {
    await audit?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it.each(targets)('%s (%s browser): the deterministic audits pass', { timeout: 120_000 }, async (target, lang) => {
    const lhr = await audit.run(target, lang, settings);
    expect(lhr.runtimeError, 'Lighthouse ran').toBeUndefined();
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)]));
    const losing = categories.flatMap((c) =>
      lhr.categories[c]!.auditRefs.filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => `${c}: ${a.id} ${a.displayValue ?? ''}`),
    );
    expect(scores, losing.join('; ')).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });

    const a = lhr.audits;
    const items = (id: string) => ((a[id]!.details as { items?: unknown[] } | undefined)?.items ?? []) as any[];
    expect(a['cumulative-layout-shift']!.numericValue, 'layout shift').toBe(0);
    expect(a['total-byte-weight']!.numericValue! / 1024, 'total KiB').toBeLessThanOrEqual(budget.totalKiB);
    expect(items('network-requests').length, 'requests').toBeLessThanOrEqual(budget.requests);
    expect(a['dom-size']!.numericValue, 'DOM elements').toBeLessThanOrEqual(budget.domElements);
    // The largest paint is text, which the inlined CSS and preloaded font draw at once.
    const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
    expect(lcp?.snippet, 'LCP element').toMatch(/^<(h1|h2|p|span|div|li)\b/);
  });
});
