// Header links to allow-listed partner hosts: the click-time handoff code and its redemption.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  LinkHandoffRedeemRequestSchema,
  LinkHandoffRedeemResponseSchema,
  LinkHandoffRequestSchema,
  LinkHandoffResponseSchema,
} from '../links';

export const mintLinkHandoff = {
  method: 'POST',
  path: '/links/handoff',
  body: LinkHandoffRequestSchema,
  response: LinkHandoffResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

/** Called by the partner's server (no Origin header), never by a browser on another site. */
export const redeemLinkHandoff = {
  method: 'POST',
  path: '/links/handoff/redeem',
  body: LinkHandoffRedeemRequestSchema,
  response: LinkHandoffRedeemResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
