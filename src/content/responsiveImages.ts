// Raster images an author puts under public/ (photos: .png, .jpg, .webp, .avif) get responsive, modern copies at build
// time: AVIF and WebP at a few widths up to the image's own, which the Picture component offers through <picture>
// and srcset. SVG illustrations need none. Files are named after a hash of what goes into them, so the server build
// and the browser build agree on every URL while only the browser build encodes (with sharp).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, parse } from 'node:path';
import { cacheKey, type BuildCache } from './buildCache';

const RASTER_IMAGE = /\.(png|jpe?g|webp|avif)$/i;
/** Candidate widths; the image's own width is added when smaller than the widest, and nothing larger is made. */
const WIDTHS = [480, 960, 1440, 1920];
/** The widest the layout shows a picture (a full-width hero on a large screen): no copy is made wider. */
const WIDEST = WIDTHS.at(-1)!;
export const FORMATS = [
  { format: 'avif', type: 'image/avif', quality: 50 },
  { format: 'webp', type: 'image/webp', quality: 76 },
] as const;

type ImageSource = { type: string; srcset: string };
export type ImageVariant = { fileName: string; input: string; width: number; format: (typeof FORMATS)[number]['format']; quality: number };

type ImageLike = { src: string; width: number; height: number; sources?: ImageSource[] };
const isImage = (value: unknown): value is ImageLike =>
  !!value && typeof value === 'object' && typeof (value as ImageLike).src === 'string' && typeof (value as ImageLike).width === 'number' && typeof (value as ImageLike).height === 'number';

/** The variants of one image under public/ and the <source> sets that list them. */
function variantsFor(publicDir: string, image: ImageLike): { sources: ImageSource[]; variants: ImageVariant[] } {
  const input = join(publicDir, decodeURIComponent(image.src));
  const bytes = readFileSync(input);
  const widths = [...new Set([...WIDTHS.filter((width) => width < image.width), Math.min(image.width, WIDEST)])].sort((a, b) => a - b);
  const variants: ImageVariant[] = [];
  const sources = FORMATS.map(({ format, type, quality }) => {
    const candidates = widths.map((width) => {
      const hash = createHash('sha256').update(bytes).update(`${width}:${format}:${quality}`).digest('base64url').slice(0, 10);
      // URL-safe names: a srcset candidate ends at the first space.
      const fileName = `assets/img/${parse(image.src).name.replace(/[^\w-]+/g, '-')}-${width}-${hash}.${format}`;
      variants.push({ fileName, input, width, format, quality });
      return `/${fileName} ${width}w`;
    });
    return { type, srcset: candidates.join(', ') };
  });
  return { sources, variants };
}

/**
 * A copy of page data in which every raster image has its `sources`; the variants to encode are added to `variants`
 * (keyed by file name, so an image used on several pages is made once).
 */
export function withResponsiveImages<T>(data: T, publicDir: string, variants: Map<string, ImageVariant>): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    if (isImage(value) && RASTER_IMAGE.test(value.src)) {
      const made = variantsFor(publicDir, value);
      for (const variant of made.variants) variants.set(variant.fileName, variant);
      return { ...value, sources: made.sources };
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
  };
  return visit(data) as T;
}

/** Encodes one variant (sharp is loaded only when a site has raster images). */
export async function encodeVariant(variant: ImageVariant): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(variant.input).resize({ width: variant.width, withoutEnlargement: true }).toFormat(variant.format, { quality: variant.quality }).toBuffer();
}

/**
 * A variant from the build's cache (buildCache.ts), encoded and kept there when it is not: named by the source's
 * bytes, the variant's width, format and quality, and the versions of sharp and libvips that encode it.
 */
export async function cachedVariant(variant: ImageVariant, cache: BuildCache): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const name = `${cacheKey(readFileSync(variant.input), `${variant.width} ${variant.format} ${variant.quality}`, `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`)}.${variant.format}`;
  const kept = cache.get(name);
  if (kept) return kept;
  const made = await encodeVariant(variant);
  cache.put(name, made);
  return made;
}
