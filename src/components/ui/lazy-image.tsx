import type { ImgHTMLAttributes } from 'react';
import type { Image } from '#contract/content';

export type LazyImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'loading' | 'decoding'
> & {
  image: Pick<Image, 'path' | 'alt'>;
  /** '' where the text beside it already says it all; else the image's own alt text. */
  alt?: string;
};

/** A picture below the fold: fetched only once near the viewport, decoded off the main thread. */
export function LazyImage({ image, alt = image.alt ?? '', className, ...props }: LazyImageProps) {
  return (
    <img
      className={className}
      src={image.path}
      alt={alt}
      {...props}
      loading="lazy"
      decoding="async"
    />
  );
}
