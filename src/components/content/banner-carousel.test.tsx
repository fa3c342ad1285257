import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Banner } from '#contract/content';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { BannerCarousel, type BannerCarouselProps } from './banner-carousel';

const banners: Banner[] = ['/images/first.svg', '/images/second.svg'].map((path, index) => ({
  path,
  alt: `Banner ${String(index + 1)}`,
  link: null,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
}));
const NOW = new Date('2026-12-04T04:00:00Z');

/** The server's HTML: the pictures' fetch hints and the preloads React writes for the head. */
function rendered(lead?: BannerCarouselProps['lead']) {
  const html = renderToString(
    <BannerCarousel machine={carouselMachine} banners={banners} lead={lead} now={NOW} />,
  );
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const images = Array.from(holder.querySelectorAll('img'));
  return {
    first: images.find((image) => image.getAttribute('src') === '/images/first.svg'),
    fetchedFirst: holder.querySelectorAll('img[fetchpriority="high"]').length,
    preloads: Array.from(holder.querySelectorAll('link[rel="preload"]')).map((link) => ({
      href: link.getAttribute('href'),
      media: link.getAttribute('media'),
      priority: link.getAttribute('fetchpriority'),
    })),
  };
}

describe('which banner picture is fetched first (docs/design.md, "Phone first")', () => {
  it('by default, a page that draws its banners after its content on a phone fetches the first banner first only on a wide screen', () => {
    const { first, fetchedFirst, preloads } = rendered();
    expect(fetchedFirst).toBe(0);
    expect(first?.hasAttribute('data-lead')).toBe(true);
    expect(preloads).toEqual([
      { href: '/images/first.svg', media: '(min-width: 48rem)', priority: 'high' },
    ]);
  });

  it('a hero, first on every screen, fetches its first banner first everywhere', () => {
    const { first, fetchedFirst, preloads } = rendered('always');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(fetchedFirst).toBe(1);
    expect(first?.hasAttribute('data-lead')).toBe(false);
    // React writes a preload for a picture loaded at once, at the picture's own priority.
    expect(preloads).toEqual([{ href: '/images/first.svg', media: null, priority: 'high' }]);
  });

  it('a carousel further down the page fetches nothing first', () => {
    const { first, fetchedFirst, preloads } = rendered('never');
    expect(first).toBeDefined();
    expect(fetchedFirst).toBe(0);
    expect(first?.hasAttribute('data-lead')).toBe(false);
    expect(preloads).toEqual([{ href: '/images/first.svg', media: null, priority: 'auto' }]);
  });
});
