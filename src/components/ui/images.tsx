import type { ImgHTMLAttributes, SVGProps } from 'react';
import type { Image } from '#contract/content';

/**
 * A drawing that says nothing a reader needs: hidden from assistive technology, and never a tab
 * stop (old Edge and IE focus an inline SVG otherwise).
 */
export function DecorativeSvg(props: SVGProps<SVGSVGElement>) {
  return <svg aria-hidden="true" focusable="false" {...props} />;
}

/** A two-colour gradient from the top left corner to the bottom right one. */
export function DiagonalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

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
