// Every link of the built site, followed from the home pages on the preview server: no internal
// link is broken, no #fragment points at a missing id, and every page is reachable.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { rootLang } from '../../i18n/languages.ts';
import { languages } from '../../i18n/types.ts';
import { fileOf, routeIds, routes } from '../../site/routes.ts';
import { checkLinks } from '../../tools/links.ts';
import { builtPages } from '../support/browser.ts';
import { parseHtml, paths } from '../support/fixtures.ts';

const dist = inject('dist');

describe('links', () => {
  it('no internal link or fragment is broken, and every page is reachable', async () => {
    const { checked, broken } = await checkLinks(dist);
    expect(broken).toEqual([]);
    const pages = builtPages(dist).filter((p) => !p.notFound);
    expect(pages.length).toBe(routeIds.length * languages.length);
    for (const page of pages) expect(checked, `${page.url} is linked from no page`).toContain(page.url);
  });

  it('reports a broken link and a missing fragment', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'site-links-'));
    try {
      cpSync(dist, copy, { recursive: true });
      // The root page of a language under a prefix, and a page its footer links to.
      const lang = languages.at(-1)!;
      const home = paths.of(
        routeIds.find((route) => paths.of(route, rootLang) === '/')!,
        lang,
      );
      const imprint = paths.of(
        routeIds.find((route) => routes[route].texts.join() === 'impressum')!,
        lang,
      );
      const file = path.join(copy, fileOf(home));
      const doc = parseHtml(readFileSync(file, 'utf8'));
      doc.querySelector(`a[href="${home}#about"]`)!.setAttribute('href', `${home}#abuot`);
      doc.querySelector(`a[href="${imprint}"]`)!.setAttribute('href', `${imprint}-typo`);
      writeFileSync(file, `<!doctype html>${doc.documentElement.outerHTML}`);
      const { broken } = await checkLinks(copy, [home]);
      expect(broken.some((b) => b.startsWith(`${imprint}-typo (404)`))).toBe(true);
      expect(broken.some((b) => b.startsWith(`${home}#abuot`))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
