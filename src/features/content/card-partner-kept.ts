import type { Card } from '#contract/cards';

// The card a card-partner page loaded, kept while the member stays on its pages. Apart from the
// loading so that the routes' onLeave, which is part of the first page's scripts, does not bring
// the partner calls with it (docs/performance.md).
let kept: { slug: string; pending: Promise<Card> } | null = null;

export function keptPartnerCard(slug: string): Promise<Card> | null {
  return kept?.slug === slug ? kept.pending : null;
}

/** Keeps a card being loaded; a failed load is forgotten, so the next visit tries again. */
export function keepPartnerCard(slug: string, pending: Promise<Card>): void {
  kept = { slug, pending };
  pending.catch(() => {
    if (kept?.pending === pending) kept = null;
  });
}

/** Forget the kept card (a route's onLeave), so the next visit sees fresh data. */
export function forgetPartnerCard(): void {
  kept = null;
}
