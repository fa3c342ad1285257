import type { Banner } from '#contract/content';
import { NEW_AND_EXPIRING_DAYS } from '#contract/content';
import { manilaDate, onFirstUse } from './format';

/** Manila days, YYYY-MM-DD (docs/specification.md#time-format): fixed width, strings compare. */

const DAY_MS = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** docs/specification.md#content-lists: both dates set, today between them, inclusive. */
export function isBannerLive(banner: Banner, today: string): boolean {
  if (!banner.start_date || !banner.end_date) return false;
  return banner.start_date <= today && today <= banner.end_date;
}

export function liveBanners(
  banners: readonly Banner[] | undefined,
  now: Date = new Date(),
): Banner[] {
  const today = manilaDate(now);
  return (banners ?? []).filter((banner) => isBannerLive(banner, today));
}

export type OfferTag = 'new' | 'expiring';

/** docs/specification.md#content-lists; when both hold, 'Expiring Soon' wins: one can still act. */
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

const untilFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-PH', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }),
);
export function formatContentDate(day: string): string {
  return untilFormat().format(new Date(`${day}T00:00:00Z`));
}
