// The service worker (site/service-worker.ts) in memory: its cache name.
import { describe, expect, it } from 'vitest';
import { buildServiceWorker } from '../site/service-worker.ts';

describe('service worker', () => {
  it('names its cache after what it serves cache-first: assets and shell change it, pages do not', async () => {
    const cacheOf = async (files: Map<string, string | Uint8Array>) => {
      const worker = await buildServiceWorker(files);
      // The name it reports is the one compiled into sw.js.
      expect(Buffer.from(worker.files.get('sw.js') as Uint8Array).toString()).toContain(`"${worker.cacheName}"`);
      return worker.cacheName;
    };
    const files = new Map<string, string | Uint8Array>([
      ['index.html', '<p>Hallo</p>'],
      ['assets/site.abc.js', 'console.log(1)'],
      ['assets/portrait.abc.avif', new Uint8Array([1, 2, 3])],
      ['site.webmanifest', '{"name":"A"}'],
    ]);
    const base = await cacheOf(files);
    expect(await cacheOf(new Map([...files].reverse()))).toBe(base);
    // Pages are network-first: an edit reaches visitors anyway, and their offline copies stay.
    expect(await cacheOf(new Map([...files, ['index.html', '<p>Hallo!</p>']]))).toBe(base);
    expect(await cacheOf(new Map([...files, ['tools.html', '<p>Tools</p>']]))).toBe(base);
    // Nor do share cards: crawlers fetch them, pages never do.
    expect(await cacheOf(new Map([...files, ['assets/og-tools-de.abc.png', new Uint8Array([1])]]))).toBe(base);
    // Anything served from the cache without asking the network gives a new cache.
    expect(await cacheOf(new Map([...files, ['assets/site.abc.js', 'console.log(2)']]))).not.toBe(base);
    expect(await cacheOf(new Map([...files, ['assets/site.def.js', 'console.log(1)']]))).not.toBe(base);
    expect(await cacheOf(new Map([...files, ['assets/portrait.abc.avif', new Uint8Array([1, 2, 4])]]))).not.toBe(base);
    expect(await cacheOf(new Map([...files, ['site.webmanifest', '{"name":"B"}']]))).not.toBe(base);
  });
});
