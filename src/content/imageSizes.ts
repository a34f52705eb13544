// Pictures' `width` and `height`: optional in the YAML, read from the file when left out (the browser reserves the
// picture's space before it loads), and checked against the file when written, so a replaced picture with another
// shape is caught before it is shown stretched.
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { publicFileOf } from './publicFiles';
import { formatPath, type Problem } from './problems';
import type { YamlSource } from './yamlSource';

export type PixelSize = { width: number; height: number };

/**
 * The most pixels a photo may have: 40 million (e.g. 7,700 × 5,200), more than any camera a site's photos come from.
 * The build decodes a photo once for each responsive copy; a 16,000 × 16,000 PNG (256 million pixels in 0.8 MB) made
 * it 7 times slower and 14 times larger in memory. The studio refuses an upload beyond it too.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;

/** Why a raster picture of this size is refused, or undefined. */
export function pictureAreaRefusal({ width, height }: PixelSize): string | undefined {
  if (width * height <= MAX_PICTURE_PIXELS) return undefined;
  const megapixels = (width * height / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 });
  return `is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels (${megapixels} million), more than the ${MAX_PICTURE_PIXELS / 1_000_000} million a picture may have`;
}
/** The size in pixels of a file under public/ (e.g. /images/a.svg), or undefined when it cannot be read. */
export type ImageSizeOf = (publicPath: string) => PixelSize | undefined;

type Picture = { src: string; alt: unknown; width?: number; height?: number };

/** Reads sizes from the project's public/ folder: PNG, JPEG, WebP, AVIF and GIF headers, SVG width/height/viewBox. */
export function publicImageSizes(root: string): ImageSizeOf {
  const cache = new Map<string, PixelSize | undefined>();
  const fileOf = publicFileOf(root);
  return (publicPath) => {
    if (!cache.has(publicPath)) {
      let size: PixelSize | undefined;
      const file = fileOf(publicPath);
      try {
        if (!file) throw new Error('not a file under public/');
        const { width, height } = imageSize(readFileSync(file));
        if (width && height) size = { width, height };
      } catch {
        size = undefined; // missing or unreadable: reported as a missing file, or the size must be written
      }
      cache.set(publicPath, size);
    }
    return cache.get(publicPath);
  };
}

/** Every picture (an object with `src` and `alt`) in `data`, with its path. */
function pictures(data: unknown, base: PropertyKey[] = []): Array<{ path: PropertyKey[]; picture: Picture }> {
  const found: Array<{ path: PropertyKey[]; picture: Picture }> = [];
  // A value repeated by an alias (even one that contains itself) is visited once.
  const seen = new Set<object>();
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && 'alt' in record) found.push({ path, picture: record as Picture });
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
    }
  };
  visit(data, base);
  return found;
}

const ratioText = (width: number, height: number) => {
  const divisor = (a: number, b: number): number => (b ? divisor(b, a % b) : a);
  const d = divisor(width, height);
  return width / d <= 32 ? `${width / d}:${height / d}` : `${(width / height).toFixed(2)}:1`;
};

/** More than 1% apart in shape: the picture would be shown squeezed or stretched. */
const MAX_RATIO_DIFFERENCE = 0.01;

/** Written sizes that do not match the file's shape. */
export function imageSizeProblems(data: unknown, source: YamlSource, sizeOf: ImageSizeOf): Problem[] {
  const problems: Problem[] = [];
  for (const { path, picture } of pictures(data)) {
    const area = RASTER.test(picture.src) ? sizeOf(picture.src) : undefined;
    const tooLarge = area && pictureAreaRefusal(area);
    if (tooLarge) {
      const at = [...path, 'src'];
      problems.push({
        kind: 'image-size',
        file: source.file,
        ...source.locate(at),
        path: formatPath(at),
        place: source.describe(at),
        message: `\`${picture.src}\` ${tooLarge}`,
        hint: 'save the picture smaller (a page shows at most about 2,500 pixels across) and use that file',
      });
      continue;
    }
    const { width, height } = picture;
    if (width === undefined || height === undefined) continue;
    const real = sizeOf(picture.src);
    if (!real) continue;
    if (Math.abs(width / height / (real.width / real.height) - 1) <= MAX_RATIO_DIFFERENCE) continue;
    const at = [...path, 'width'];
    problems.push({
      kind: 'image-size',
      file: source.file,
      ...source.locate(at),
      path: formatPath(at),
      place: source.describe(at),
      message: `\`width: ${width}\` and \`height: ${height}\` (${ratioText(width, height)}) do not match \`${picture.src}\`, which is ${real.width} × ${real.height} pixels (${ratioText(real.width, real.height)})`,
      hint: `write width: ${real.width} and height: ${real.height}, or leave both out: the build reads them from the file`,
    });
  }
  return problems;
}

/** A copy of `data` in which every picture has its width and height (read from the file where left out). */
export function withImageSizes<T>(data: T, sizeOf: ImageSizeOf): T {
  const copy = structuredClone(data);
  for (const { picture } of pictures(copy)) {
    if (picture.width !== undefined && picture.height !== undefined) continue;
    const real = sizeOf(picture.src);
    if (!real) continue;
    if (picture.width !== undefined) picture.height = Math.round((picture.width * real.height) / real.width);
    else if (picture.height !== undefined) picture.width = Math.round((picture.height * real.width) / real.height);
    else Object.assign(picture, real);
  }
  return copy;
}
