import { notFound } from '@tanstack/react-router';
import { hasCardPartners, type Card } from '#contract/cards';
import { PAGE_SIZES } from '#contract/content';
import * as cardsCalls from '#contract/calls/cards';
import * as partnersCalls from '#contract/calls/partners';
import type { PartnerAddressType } from '#contract/partners';
import { call } from '#src/lib/api';
import type { AddressSearch } from '#src/lib/list-search';

/**
 * docs/specification.md#card-partners: "load card details by slug; if missing or card type is
 * 3 or 4, show not-found". The partner pages' layout loads it once for all of them.
 */
export async function loadPartnerCard(slug: string): Promise<Card> {
  const card = await call(cardsCalls.getCard, { params: { key: slug } });
  if (!hasCardPartners(card.type)) throw notFound();
  return card;
}

/** The addresses of one partner, 10 to a page; null if they could not be loaded. */
export function loadAddresses(partnerId: number, type: PartnerAddressType, search: AddressSearch) {
  return call(partnersCalls.getPartnerAddresses, {
    query: {
      id: String(partnerId),
      type,
      limit: String(PAGE_SIZES.addresses),
      page: String(search.page ?? 1),
      ...(search.keyword ? { keyword: search.keyword } : {}),
    },
  }).catch(() => null);
}
