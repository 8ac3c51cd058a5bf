// Pictures made at build time (site/images.ts): the portrait in the real build as AVIF, WebP and JPEG
// at each width, a picture made in memory, and the cache (site/cache.ts) that keeps a warm build from
// encoding anything again. What stops a source image is validation's (tests/validate.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/types.ts';
import { cached } from '../site/cache.ts';
import { contentHash } from '../site/files.ts';
import { makePicture } from '../site/images.ts';
import type { SourceImage } from '../site/validate.ts';
import { fileOf } from '../site/routes.ts';
import { builtDist } from './support/built-dist.ts';
import { ownImageCache, parseHtml, paths } from './support/fixtures.ts';

const dist = await builtDist();

describe('the portrait in dist/', () => {
  it.each(languages)(
    '%s home: the portrait is a <picture> of AVIF and WebP at three widths, each file as wide as it says',
    async (lang) => {
      const file = fileOf(paths.of('home', lang));
      const picture = parseHtml(readFileSync(path.join(dist, file), 'utf8')).querySelector('#about picture')!;
      const sources = [...picture.querySelectorAll('source')];
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) {
        expect(source.getAttribute('sizes')).toBeTruthy();
        const candidates = source
          .getAttribute('srcset')!
          .split(', ')
          .map((c) => c.split(' '));
        expect(candidates.map(([, w]) => w)).toEqual(['320w', '640w', '960w']);
        for (const [url, w] of candidates) {
          const meta = await sharp(path.join(dist, url!.slice(1))).metadata();
          expect(meta.format).toBe(source.getAttribute('type') === 'image/avif' ? 'heif' : 'webp');
          expect(`${meta.width}w`).toBe(w);
        }
      }
      const img = picture.querySelector('img')!;
      const fallback = await sharp(path.join(dist, img.getAttribute('src')!.slice(1))).metadata();
      expect([fallback.width, fallback.height]).toEqual([
        Number(img.getAttribute('width')),
        Number(img.getAttribute('height')),
      ]);
      expect(img.getAttribute('alt')).toBeTruthy();
    },
  );
});

describe('makePicture', () => {
  ownImageCache('site-images-');
  /** A source image as validation hands it over (site/validate.ts, checkStaticFiles). */
  const source = async (file: string, bytes: Buffer): Promise<SourceImage> => {
    const { width, height } = await sharp(bytes).metadata();
    return { file, name: path.parse(file).name, bytes, hash: contentHash(bytes), width: width!, height: height! };
  };
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7a8f9c' } })
      .jpeg()
      .toBuffer();

  it('makes AVIF, WebP and a JPEG fallback at each width, hashed, each as wide as its srcset says', async () => {
    const { picture, files } = await makePicture(await source('photo.jpg', await jpeg(400, 500)), [100, 200]);
    expect(picture.width).toBe(200);
    expect(picture.height).toBe(250);
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(files.size).toBe(2 * 3);
    const candidates = [picture.srcset, ...picture.sources.map((s) => s.srcset)].flatMap((srcset) =>
      srcset.split(', ').map((c) => c.split(' ')),
    );
    expect(candidates).toHaveLength(files.size);
    for (const [url, w] of candidates) {
      expect(url).toMatch(/^\/assets\/photo-\d+\.[a-z0-9]+\.(avif|webp|jpg)$/);
      const meta = await sharp(files.get(url!.slice(1)) as Uint8Array).metadata();
      expect(`${meta.width}w`, url).toBe(w);
    }
    expect(picture.src).toBe(candidates.find(([url]) => url!.endsWith('.jpg') && url!.includes('-200.'))![0]);
  });

  it('takes a vector of any size: it scales', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5" width="4" height="5"><rect width="4" height="5"/></svg>';
    const { picture } = await makePicture(await source('photo.svg', Buffer.from(svg)), [40]);
    expect([picture.width, picture.height]).toEqual([40, 50]);
  });

  it('caches what it made by key: a second build reads it from SITE_IMAGE_CACHE without making it', async () => {
    let made = 0;
    const make = async () => Buffer.from(`made ${++made}`);
    expect(Buffer.from(await cached('test-key', make)).toString()).toBe('made 1');
    expect(Buffer.from(await cached('test-key', make)).toString()).toBe('made 1');
    expect(made).toBe(1);
    const file = path.join(process.env.SITE_IMAGE_CACHE!, 'test-key');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('made 1');
  });
});
