// The precompressed twins (site/compress.ts) that `--host nginx` serves with gzip_static and
// brotli_static: which files get them, and that each decompresses to its file. Which host gets them:
// tests/host-layout.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSite } from '../site/compress.ts';
import { bytesOf } from '../site/files.ts';
import { rendered } from './support/fixtures.ts';

const long = (text: string) => text.repeat(Math.ceil(300 / text.length));

describe('compressSite', () => {
  it('twins every text file of 256 bytes or more, as a string or as bytes, and nothing else', async () => {
    const files = new Map<string, string | Uint8Array>([
      ['index.html', long('<p>Hallo</p>')],
      ['assets/site.abc.css', long('body{margin:0}')],
      ['assets/site.abc.js', new TextEncoder().encode(long('console.log(1);'))],
      ['sitemap.xml', long('<url></url>')],
      ['site.webmanifest', long('{"name":"A"}')],
      ['robots.txt', long('Allow: /\n')],
      ['favicon.svg', long('<svg></svg>')],
      ['small.html', '<p>Hallo</p>'],
      ['assets/portrait.abc.avif', new Uint8Array(4096).fill(7)],
      ['assets/inter.abc.woff2', new Uint8Array(4096).fill(7)],
      ['assets/og-home-de.abc.png', new Uint8Array(4096).fill(7)],
    ]);
    const twins = await compressSite(files);
    const twinned = [
      'index.html',
      'assets/site.abc.css',
      'assets/site.abc.js',
      'sitemap.xml',
      'site.webmanifest',
      'robots.txt',
      'favicon.svg',
    ];
    expect([...twins.keys()].sort()).toEqual(twinned.flatMap((file) => [`${file}.br`, `${file}.gz`]).sort());
  });

  it('each twin decompresses to its file and is smaller than it, on every text file of a rendered site', async () => {
    const { files } = await rendered();
    const twins = await compressSite(files);
    expect(twins.size).toBeGreaterThan(20);
    for (const [twin, packed] of twins) {
      const file = twin.replace(/\.(br|gz)$/, '');
      const original = Buffer.from(bytesOf(files, file));
      const unpacked = twin.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
      expect(unpacked.equals(original), twin).toBe(true);
      expect(packed.length, twin).toBeLessThan(original.length);
    }
  });
});
