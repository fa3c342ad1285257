// Raffle and survey forms.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  FORM_ERROR_MESSAGE,
  RaffleEntryRequestSchema,
  RaffleEntryResponseSchema,
  RaffleParamsSchema,
  RaffleSchema,
  SurveyParamsSchema,
  SurveyResponseRequestSchema,
  SurveyResponseResponseSchema,
  SurveySchema,
} from '../forms';

export const getRaffle = {
  method: 'GET',
  path: '/raffles/:slug',
  params: RaffleParamsSchema,
  query: EmptyRequestSchema,
  response: RaffleSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const enterRaffle = {
  method: 'POST',
  path: '/raffles/:slug/entries',
  params: RaffleParamsSchema,
  body: RaffleEntryRequestSchema,
  response: RaffleEntryResponseSchema,
  auth: 'public',
  validationMessage: FORM_ERROR_MESSAGE,
} as const satisfies EndpointDefinition;

export const getSurvey = {
  method: 'GET',
  path: '/surveys/:surveyId',
  params: SurveyParamsSchema,
  query: EmptyRequestSchema,
  response: SurveySchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const submitSurvey = {
  method: 'POST',
  path: '/surveys/:surveyId/responses',
  params: SurveyParamsSchema,
  body: SurveyResponseRequestSchema,
  response: SurveyResponseResponseSchema,
  auth: 'public',
  validationMessage: FORM_ERROR_MESSAGE,
} as const satisfies EndpointDefinition;
