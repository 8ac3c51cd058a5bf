// The link check (`npm run links`, tools/links.ts) on the built site: every internal link and
// #fragment resolves and every page is reached; a broken link and a missing fragment are reported.
import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, it, onTestFinished } from 'vitest';
import { changedSince, checkLinks } from '../../tools/links.ts';
import { pages, site } from '../support/hosting.ts';

const dist = inject('dist');

it('no internal link or fragment is broken, and every page is linked from another', async () => {
  const { checked, broken } = await checkLinks(dist);
  expect(broken).toEqual([]);
  for (const { path: at } of pages) expect(checked, `${at} is linked from no page`).toContain(at);
});

it('reports a broken link and a missing fragment, with the page they are on', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'site-links-'));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(dist, copy, { recursive: true });
  const home = pages.find((page) => page.id === site.home && page.lang === site.languages.at(-1)!.code)!;
  // On the home page a broken link and a missing fragment; on a page it links to, a link back to a
  // missing fragment of the home page, which the crawl has visited before it reads that link.
  const other = pages.find((page) => page.lang === home.lang && page !== home)!;
  const add = (page: typeof home, hrefs: string[]) => {
    const file = path.join(copy, page.file);
    const links = hrefs.map((href) => `<a href="${href}">x</a>`).join('');
    writeFileSync(file, readFileSync(file, 'utf8').replace('</body>', `${links}</body>`));
  };
  add(home, [`${home.path}-typo`, `${home.path}#no-such-id`, other.path]);
  add(other, [`${home.path}#no-such-id-either`]);
  const { broken } = await checkLinks(copy, [home.path]);
  // Each once, on the page that links it (the 404 page a broken link answers with is no page of the site).
  expect([...broken].sort()).toEqual(
    [
      `${home.path}-typo (404) on ${home.path}`,
      `${home.path}#no-such-id (no element with id 'no-such-id') on ${home.path}`,
      `${home.path}#no-such-id-either (no element with id 'no-such-id-either') on ${other.path}`,
    ].sort(),
  );
});

it('names the content changed since the build it checks (a failed build keeps the old folder)', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'site-links-'));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  utimesSync(copy, new Date(0), new Date(0));
  expect(changedSince(copy)).toContain('site.config.ts');
  const later = new Date(Date.now() + 3_600_000);
  utimesSync(copy, later, later);
  expect(changedSince(copy)).toEqual([]);
});
