// Promos, shop-online and new-this-month offers.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import { PromoParamsSchema, PromoSchema, PromosQuerySchema, PromosResponseSchema } from '../promos';
import {
  RelatedShopsParamsSchema,
  RelatedShopsQuerySchema,
  ShopParamsSchema,
  ShopSchema,
  ShopsQuerySchema,
  ShopsResponseSchema,
} from '../shops';

export const getPromos = {
  method: 'GET',
  path: '/promos',
  query: PromosQuerySchema,
  response: PromosResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPromo = {
  method: 'GET',
  path: '/promos/:promoType/:slug',
  params: PromoParamsSchema,
  query: EmptyRequestSchema,
  response: PromoSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getShops = {
  method: 'GET',
  path: '/shops',
  query: ShopsQuerySchema,
  response: ShopsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getShop = {
  method: 'GET',
  path: '/shops/:shopType/:slug',
  params: ShopParamsSchema,
  query: EmptyRequestSchema,
  response: ShopSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getRelatedShops = {
  method: 'GET',
  path: '/shops/featured/:categoryId/:slug',
  params: RelatedShopsParamsSchema,
  query: RelatedShopsQuerySchema,
  response: ShopsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
