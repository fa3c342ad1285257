import * as cardsCalls from '#contract/calls/cards';
import * as editorialCalls from '#contract/calls/editorial';
import type { PolicyKind } from '#contract/policies';
import type { Seo } from '#contract/content';
import { call } from '#src/lib/api';
import type { PolicyView } from './policy-pages';

export interface LoadedPolicy extends PolicyView {
  seo: Seo;
}

export async function loadPolicy(kind: PolicyKind): Promise<LoadedPolicy> {
  const answer = await call(editorialCalls.getPolicy, { params: { kind } });
  return {
    title: answer.title,
    description: answer.description,
    sections: answer.sections,
    seo: answer.seo,
  };
}

export const CARD_POLICY_HEADINGS = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
} as const;

/** A card's terms or privacy notice by its uuid (the card terms and privacy pages). */
export async function loadCardPolicy(
  uuid: string,
  part: keyof typeof CARD_POLICY_HEADINGS,
): Promise<LoadedPolicy> {
  const answer = await call(cardsCalls.getCardWebview, { params: { key: uuid } });
  const title = `${answer.title} ${CARD_POLICY_HEADINGS[part]}`;
  return {
    title,
    description: '',
    sections: answer[part].map((section, index) => ({ id: index + 1, ...section })),
    seo: { title: `${title} | Go Rewards` },
  };
}
