import { carouselMachine } from '#machines/carousel/carousel.machine';
import { BannerCarousel, type BannerCarouselProps } from '#src/components/content/banner-carousel';

/** An offer page's banners: a carousel run by the carousel machine. */
export function OfferBanners(props: Omit<BannerCarouselProps, 'machine'>) {
  return <BannerCarousel machine={carouselMachine} {...props} />;
}
