import type { ImgHTMLAttributes } from 'react';
import type { CardSummary } from '#contract/cards';

type CardBannerImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  card: CardSummary;
};

/** A card's banner picture, named by its alt text, else its title, else the card's. */
export function CardBannerImage({ card, className, ...props }: CardBannerImageProps) {
  const image = card.banner_image;
  return (
    <img
      className={className}
      src={image.path}
      alt={image.alt ?? image.title ?? card.title}
      {...props}
    />
  );
}
