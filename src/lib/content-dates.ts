import type { Banner } from '#contract/content';
import { NEW_AND_EXPIRING_DAYS } from '#contract/content';
import { manilaDate } from './format';

/**
 * Content dates are Manila calendar days, YYYY-MM-DD (DECISIONS.md: business dates are in
 * Asia/Manila). Comparing them as strings is exact because the format is fixed-width.
 */

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Specification 001, section 4: both dates set, today between them, inclusive. */
export function isBannerLive(banner: Banner, today: string): boolean {
  if (!banner.start_date || !banner.end_date) return false;
  return banner.start_date <= today && today <= banner.end_date;
}

/** The banners to show today in Manila. */
export function liveBanners(
  banners: readonly Banner[] | undefined,
  now: Date = new Date(),
): Banner[] {
  const today = manilaDate(now);
  return (banners ?? []).filter((banner) => isBannerLive(banner, today));
}

export type OfferTag = 'new' | 'expiring';

/**
 * A promo is 'new' within 7 days of its start and 'expiring' within 7 days of its end (section
 * 4). When both hold, 'Expiring Soon' wins: it is the one a member can still act on.
 */
export function offerTag(start: string, end: string, now: Date = new Date()): OfferTag | null {
  const today = manilaDate(now);
  if (today > end || today < start) return null;
  if (daysBetween(today, end) < NEW_AND_EXPIRING_DAYS) return 'expiring';
  if (daysBetween(start, today) < NEW_AND_EXPIRING_DAYS) return 'new';
  return null;
}

export const OFFER_TAG_LABELS: Record<OfferTag, string> = {
  new: 'NEW',
  expiring: 'Expiring Soon',
};

/** 'Promo until' date as Filipinos write it: 'November 30, 2026'. */
const untilFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
export function formatContentDate(day: string): string {
  return untilFormat.format(new Date(`${day}T00:00:00Z`));
}
