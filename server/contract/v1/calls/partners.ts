// Partners with their stores and addresses, and the loading partners of a card.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  LoadingPartnerParamsSchema,
  LoadingPartnerSchema,
  NearbyStoresQuerySchema,
  NearbyStoresResponseSchema,
  PartnerAddressesQuerySchema,
  PartnerAddressesResponseSchema,
  PartnerIdParamsSchema,
  PartnerSchema,
  PartnerSlugParamsSchema,
  PartnerStoresQuerySchema,
  PartnerStoresResponseSchema,
  PartnersQuerySchema,
  PartnersResponseSchema,
} from '../partners';

export const getPartners = {
  method: 'GET',
  path: '/partners',
  query: PartnersQuerySchema,
  response: PartnersResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPartner = {
  method: 'GET',
  path: '/partners/:id',
  params: PartnerIdParamsSchema,
  query: EmptyRequestSchema,
  response: PartnerSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPartnerBySlug = {
  method: 'GET',
  path: '/partners/slug/:slug',
  params: PartnerSlugParamsSchema,
  query: EmptyRequestSchema,
  response: PartnerSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPartnerStores = {
  method: 'GET',
  path: '/partner-stores',
  query: PartnerStoresQuerySchema,
  response: PartnerStoresResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

/** Stores near me: a location's nearest stores, or a region's (docs/decisions/0066-stores-near-me.md). */
export const getNearbyStores = {
  method: 'GET',
  path: '/partner-stores/nearby',
  query: NearbyStoresQuerySchema,
  response: NearbyStoresResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPartnerAddresses = {
  method: 'GET',
  path: '/partner-addresses',
  query: PartnerAddressesQuerySchema,
  response: PartnerAddressesResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getLoadingPartner = {
  method: 'GET',
  path: '/loading-partners/:slug',
  params: LoadingPartnerParamsSchema,
  query: EmptyRequestSchema,
  response: LoadingPartnerSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
