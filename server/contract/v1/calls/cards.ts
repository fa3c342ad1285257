// Card products, their web view and their partners.
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
