// Every link of the built site, followed from the home pages on the preview server (which serves
// clean URLs as the hosts do): no internal link is broken, no #fragment points at a missing id,
// and every page is reachable from the two home pages.
import { LinkChecker, LinkState } from 'linkinator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serve, type RunningServer } from '../site/serve.ts';
import { builtPages } from './browser.ts';

const dist = inject('dist');

describe('links', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve({ root: dist, port: 0 });
  });
  afterAll(() => server.close());

  it('no internal link or fragment is broken, and every page is reachable', async () => {
    const checked = new Set<string>();
    const broken: string[] = [];
    for (const start of ['/', '/en']) {
      const result = await new LinkChecker().check({
        path: `${server.url}${start}`,
        recurse: true,
        checkFragments: true,
        cleanUrls: true, // extensionless URLs are pages, not folders (no trailing slash on the base)
        linksToSkip: async (link) => !link.startsWith(server.url),
      });
      for (const link of result.links) {
        if (link.state === LinkState.SKIPPED) continue;
        checked.add(new URL(link.url).pathname);
        if (link.state === LinkState.BROKEN) broken.push(`${link.url} (${link.status}) on ${link.parent}`);
      }
    }
    expect(broken).toEqual([]);
    const pages = builtPages(dist).filter((p) => !p.notFound);
    expect(pages.length).toBe(16);
    for (const page of pages) expect(checked, `${page.url} is linked from no page`).toContain(page.url);
  });
});
