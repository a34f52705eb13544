import type { Image } from '../shared/fields';

type PictureProps = {
  image: Image;
  /** Above the fold: load at once with high priority (the page's largest image). */
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/**
 * An image with its intrinsic size set, so nothing shifts while it loads. Raster images come with AVIF and WebP copies
 * at several widths (made by the build): the browser picks the smallest one that fills `sizes`. `sizes` goes on the
 * sources only: on an `<img>` without `srcset` it is invalid HTML (and React would copy it into the image preload).
 */
export function Picture({ image, priority = false, className, sizes }: PictureProps) {
  // The project's SVG illustrations are a few KB each: loading them at once keeps full-page captures and link
  // previews complete, at no real cost. Large raster photos still wait until they come near the viewport. Below the
  // first block pictures load at low priority, which also stops React from adding a <link rel="preload"> for each one to
  // the head (it does so for every eager image that is not `fetchpriority="low"`), so the page's largest picture
  // keeps the bandwidth.
  // (The build gives every raster image `sources`; a drawing has none.)
  const isEager = priority || !image.sources;
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={isEager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'low'}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes ?? '100vw'} />
      ))}
      {img}
    </picture>
  );
}
