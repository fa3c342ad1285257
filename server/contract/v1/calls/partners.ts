// Partners with their stores, and card products with their partners.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  CardParamsSchema,
  CardPartnersParamsSchema,
  CardPartnersResponseSchema,
  CardSchema,
  CardWebviewParamsSchema,
  CardWebviewResponseSchema,
  CardsQuerySchema,
  CardsResponseSchema,
} from '../cards';
import {
  LoadingPartnerParamsSchema,
  LoadingPartnerSchema,
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

export const getCards = {
  method: 'GET',
  path: '/cards',
  query: CardsQuerySchema,
  response: CardsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getCard = {
  method: 'GET',
  path: '/cards/:key',
  params: CardParamsSchema,
  query: EmptyRequestSchema,
  response: CardSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getCardWebview = {
  method: 'GET',
  path: '/cards/:key/webview_data',
  params: CardWebviewParamsSchema,
  query: EmptyRequestSchema,
  response: CardWebviewResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getCardPartners = {
  method: 'GET',
  path: '/cards/:key/partners/:kind',
  params: CardPartnersParamsSchema,
  query: EmptyRequestSchema,
  response: CardPartnersResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
