import type { Image } from '../blocks/shared/fields';

type PictureProps = {
  image: Image;
  /** Above the fold: load at once with high priority (the page's largest image). */
  priority?: boolean;
  className?: string;
  sizes?: string;
};

/** An image with its intrinsic size set, so nothing shifts while it loads. */
export function Picture({ image, priority = false, className, sizes }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
