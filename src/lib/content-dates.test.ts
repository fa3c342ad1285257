import { describe, expect, it } from 'vitest';
import type { Banner } from '#contract/content';
import { formatContentDate, isBannerLive, liveBanners, offerTag } from './content-dates';

const banner = (start_date: string | null, end_date: string | null): Banner => ({
  path: '/images/banners/a.svg',
  alt: 'A banner',
  link: null,
  start_date,
  end_date,
});

// 2026-11-23 00:30 in Manila is still 2026-11-22 in UTC: the window must follow Manila.
const EARLY_MANILA_MORNING = new Date('2026-11-22T16:30:00Z');

describe('banner window (Asia/Manila, inclusive)', () => {
  it('shows a banner from its first day to its last day', () => {
    expect(isBannerLive(banner('2026-11-23', '2026-11-30'), '2026-11-23')).toBe(true);
    expect(isBannerLive(banner('2026-11-01', '2026-11-23'), '2026-11-23')).toBe(true);
    expect(isBannerLive(banner('2026-11-24', '2026-11-30'), '2026-11-23')).toBe(false);
    expect(isBannerLive(banner('2026-11-01', '2026-11-22'), '2026-11-23')).toBe(false);
  });

  it('hides a banner with a date missing', () => {
    expect(isBannerLive(banner(null, '2026-12-31'), '2026-11-23')).toBe(false);
    expect(isBannerLive(banner('2026-01-01', null), '2026-11-23')).toBe(false);
  });

  it('decides today in Manila, not in UTC', () => {
    const list = [banner('2026-11-23', '2026-11-23'), banner('2026-11-22', '2026-11-22')];
    expect(liveBanners(list, EARLY_MANILA_MORNING)).toEqual([list[0]]);
  });
});

describe('NEW and Expiring Soon tags (7 days)', () => {
  const now = new Date('2026-11-23T04:00:00Z');
  it('tags a promo that started within 7 days as new', () => {
    expect(offerTag('2026-11-17', '2027-01-31', now)).toBe('new');
    expect(offerTag('2026-11-16', '2027-01-31', now)).toBeNull();
  });
  it('tags a promo that ends within 7 days as expiring, ahead of new', () => {
    expect(offerTag('2026-10-01', '2026-11-29', now)).toBe('expiring');
    expect(offerTag('2026-10-01', '2026-11-30', now)).toBeNull();
    expect(offerTag('2026-11-22', '2026-11-25', now)).toBe('expiring');
  });
  it('tags nothing once a promo has ended or before it starts', () => {
    expect(offerTag('2026-10-01', '2026-11-22', now)).toBeNull();
    expect(offerTag('2026-11-24', '2026-12-31', now)).toBeNull();
  });
});

it('writes a content date out in full', () => {
  expect(formatContentDate('2026-11-30')).toBe('November 30, 2026');
});
