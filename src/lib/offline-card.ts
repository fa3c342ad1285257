/**
 * The membership card kept on this device for the cashier when there is no signal: only
 * the card, in its own cache. The page writes it when the member's dashboard shows;
 * the service worker deletes it when the member logs out or the server no longer knows the session.
 */
export const CARD_CACHE = 'gr-member-card';
export const CARD_URL = '/offline/card.json';

export interface OfflineCard {
  firstName: string;
  lastName: string;
  cardNumber: string;
  points: number;
  /** When the points were read (ISO 8601). */
  asOf: string;
}

function isOfflineCard(value: unknown): value is OfflineCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.firstName === 'string' &&
    typeof card.lastName === 'string' &&
    typeof card.cardNumber === 'string' &&
    typeof card.points === 'number' &&
    typeof card.asOf === 'string'
  );
}

export async function keepOfflineCard(card: OfflineCard): Promise<void> {
  const cache = await caches.open(CARD_CACHE);
  await cache.put(
    CARD_URL,
    new Response(JSON.stringify(card), { headers: { 'content-type': 'application/json' } }),
  );
}

export async function readOfflineCard(): Promise<OfflineCard | null> {
  if (!(await caches.has(CARD_CACHE))) return null;
  const kept = await (await caches.open(CARD_CACHE)).match(CARD_URL);
  if (!kept) return null;
  try {
    const card: unknown = await kept.json();
    return isOfflineCard(card) ? card : null;
  } catch {
    return null;
  }
}

export async function forgetOfflineCard(): Promise<void> {
  await caches.delete(CARD_CACHE);
}
