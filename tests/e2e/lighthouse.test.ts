// Lighthouse 12 (mobile defaults) against the preview server, offline, on the main pages in both
// languages. Asserted is only what does not depend on how fast this machine is at the moment:
// accessibility, best practices and SEO at 100, and the deterministic audits of the performance
// category (no layout shift, byte, request and DOM budgets, no third party, a text LCP element, no
// console error, no redirect). The performance score, FCP, LCP and TBT come from timings; `npm run
// bench` reports them as medians. Not asserted here: render-blocking requests (Lighthouse lists one
// only from a simulated saving, a timing; tests/budget.test.ts checks the markup itself) and unused
// JavaScript or CSS (listed only above 20 and 10 KiB, which the budgets keep out of reach).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages.ts';
import { createPaths, routeIds, routes } from '../../site/routes.ts';
import { type Audit, startLighthouse } from '../support/lighthouse.ts';
import { config, contents } from '../support/fixtures.ts';

const paths = createPaths(contents, config);
// Every page template once, in alternating languages: the audits here read a template's markup,
// which both languages share (every page in both languages goes through axe, the byte budgets and
// the SEO checks in tests/e2e/every-page.test.ts, tests/budget.test.ts and tests/seo.test.ts).
const indexable = routeIds.filter((route) => routes[route].indexable);
const targets = indexable
  .filter((route, i) => indexable.findIndex((other) => routes[other].component === routes[route].component) === i)
  .map((route, i) => {
    const lang = languages[i % languages.length]!;
    return [paths.of(route, lang), lang] as const;
  });
const categories = ['accessibility', 'best-practices', 'seo'] as const;

/** Budgets of a page's first visit (empty cache), as Lighthouse counts them. */
const budget = { totalKiB: 100, requests: 8, scriptBytes: 2560, domElements: 800 };

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
    const lhr = await audit.run(target, lang);
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
    expect(lhr.finalDisplayedUrl, 'no redirect').toBe(`${audit.url}${target}`);
    expect(a['cumulative-layout-shift']!.numericValue, 'layout shift').toBe(0);
    expect(items('errors-in-console'), 'console errors').toEqual([]);
    const summary = Object.fromEntries(items('resource-summary').map((row) => [row.resourceType, row]));
    expect(summary['third-party'].requestCount, 'third-party requests').toBe(0);
    expect(summary.script.transferSize, 'script bytes').toBeLessThanOrEqual(budget.scriptBytes);
    expect(a['total-byte-weight']!.numericValue! / 1024, 'total KiB').toBeLessThanOrEqual(budget.totalKiB);
    expect(items('network-requests').length, 'requests').toBeLessThanOrEqual(budget.requests);
    expect(a['dom-size']!.numericValue, 'DOM elements').toBeLessThanOrEqual(budget.domElements);
    // The largest paint is text, which the inlined CSS and preloaded font draw at once.
    const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
    expect(lcp?.snippet, 'LCP element').toMatch(/^<(h1|h2|p|span|div|li)\b/);
  });
});
