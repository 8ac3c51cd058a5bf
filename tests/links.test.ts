// Every link of the built site, followed from the home pages on the preview server: no internal
// link is broken, no #fragment points at a missing id, and every page is reachable.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { languages } from '../i18n/types.ts';
import { routeIds } from '../site/routes.ts';
import { checkLinks } from '../tools/links.ts';
import { builtPages } from './browser.ts';

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
      const file = path.join(copy, 'en.html');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace(/href="?\/en#about\b"?/, 'href="/en#abuot"')
          .replace(/href="?\/en\/impressum\b"?/, 'href="/en/impressm"'),
      );
      const { broken } = await checkLinks(copy, ['/en']);
      expect(broken.some((b) => b.startsWith('/en/impressm (404)'))).toBe(true);
      expect(broken.some((b) => b.startsWith('/en#abuot'))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
