import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCache } from '../../src/content/buildCache';
import { cachedVariant, encodeVariant, withResponsiveImages, type ImageVariant } from '../../src/content/responsiveImages';

const publicDir = mkdtempSync(join(tmpdir(), 'site-images-'));
const photo = { src: '/images/plant photo.png', alt: 'A clarifier at dusk', width: 1600, height: 900 };

beforeAll(async () => {
  mkdirSync(join(publicDir, 'images'));
  // A photo-like test picture: a gradient with noise, which PNG stores poorly and AVIF/WebP well.
  const { data, info } = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3c5d', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).raw().toBuffer({ resolveWithObject: true });
  await sharp(data, { raw: info }).png().toFile(join(publicDir, 'images', 'plant photo.png'));
  writeFileSync(join(publicDir, 'images', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

// AVIF encoding of a 1600 px picture on a busy two-core machine takes seconds: more than vitest's default 5 s.
describe('responsive copies of raster images', { timeout: 60_000 }, () => {
  it('adds AVIF and WebP sources at the widths up to the image’s own, and leaves SVG alone', () => {
    const variants = new Map<string, ImageVariant>();
    const drawing = { src: '/images/drawing.svg', alt: '', width: 1200, height: 800 };
    const blocks = withResponsiveImages([{ type: 'media-text', image: photo }, { type: 'hero', image: drawing }], publicDir, variants);
    expect(blocks[1]).toEqual({ type: 'hero', image: drawing });
    const { sources } = (blocks[0] as unknown as { image: { sources: { type: string; srcset: string }[] } }).image;
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcset).toMatch(/^\/assets\/img\/plant-photo-480-[\w-]{10}\.avif 480w, \S+-960-\S+ 960w, \S+-1440-\S+ 1440w, \S+-1600-\S+ 1600w$/);
    expect(variants.size).toBe(8);
  });

  it('names each file after its content, so the same image on two pages is made once and a changed one gets a new name', () => {
    const variants = new Map<string, ImageVariant>();
    const once = withResponsiveImages({ a: photo, b: { ...photo } }, publicDir, variants);
    expect(once.a).toEqual(once.b);
    expect(variants.size).toBe(8);
    const wider = withResponsiveImages({ ...photo, width: 2400 }, publicDir, new Map()) as typeof photo & { sources: { srcset: string }[] };
    expect(wider.sources![0]!.srcset).toContain(' 1920w');
  });

  it('encodes copies that are smaller than the original and as wide as their name says', async () => {
    const variants = new Map<string, ImageVariant>();
    withResponsiveImages(photo, publicDir, variants);
    const small = [...variants.values()].find((variant) => variant.width === 480 && variant.format === 'avif')!;
    const encoded = await encodeVariant(small);
    const meta = await sharp(encoded).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.width).toBe(480);
    expect(encoded.length).toBeLessThan(60_000);
  });

  it('keeps encoded variants in the build cache: the same picture is read from it, a changed one encoded again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'image-cache-'));
    try {
      const cache = buildCache(folder, 1e9);
      const variants = new Map<string, ImageVariant>();
      withResponsiveImages(photo, publicDir, variants);
      const small = [...variants.values()].find((variant) => variant.width === 480 && variant.format === 'webp')!;
      const encoded = await cachedVariant(small, cache);
      expect(encoded.equals(await encodeVariant(small))).toBe(true);
      const [entry] = readdirSync(folder);
      expect(readFileSync(join(folder, entry!)).equals(encoded)).toBe(true);
      // What the cache holds is what the build gets: nothing is encoded again.
      writeFileSync(join(folder, entry!), 'kept');
      expect((await cachedVariant(small, cache)).toString()).toBe('kept');
      // The same file with other pixels in it (an author replaced the picture) is another entry, encoded afresh.
      const original = readFileSync(small.input);
      try {
        await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#7a2' } }).png().toFile(small.input);
        const replaced = await cachedVariant(small, cache);
        expect(replaced.equals(await encodeVariant(small))).toBe(true);
      } finally {
        writeFileSync(small.input, original);
      }
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
