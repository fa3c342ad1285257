import type {
  FastifyReply,
  FastifyRequest,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type * as v from 'valibot';
import { EmptyRequestSchema } from '#contract/auth';
import type { EndpointDefinition } from '#contract/endpoints';
import type { AppContext } from '../context';
import { requireMember } from './session';
import type { ValibotTypeProvider } from './valibot';

type Part<E, K extends 'body' | 'query' | 'params'> = E extends Record<K, infer S> ? S : undefined;

interface ContractSchema<E extends EndpointDefinition> {
  params: Part<E, 'params'>;
  body: Part<E, 'body'>;
  querystring: Part<E, 'query'>;
  response: E extends { format: 'csv' } ? undefined : { 200: E['response'] };
}

export type ContractRequest<E extends EndpointDefinition> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  ContractSchema<E>,
  ValibotTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    validationMessage?: string;
    badParamsNotFound?: boolean;
  }
}

/** Fastify warns about an undefined schema part, so missing parts are left out. */
export function contractRoute<const E extends EndpointDefinition>(
  context: Pick<AppContext, 'db' | 'clock'>,
  endpoint: E,
  options: { badParamsNotFound?: boolean; hashesPasscode?: boolean } = {},
) {
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A call that changes state takes its input from the body only: a query string beside it (a
    // second `ext_url`, say) is refused rather than ignored (docs/security.md, BAD-12).
    ...(endpoint.query
      ? { querystring: endpoint.query }
      : endpoint.method === 'GET'
        ? {}
        : { querystring: EmptyRequestSchema }),
    ...(endpoint.format === 'csv' ? {} : { response: { 200: endpoint.response } }),
  } as ContractSchema<E>;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(endpoint.auth === 'member'
      ? {
          preHandler: requireMember(context, {
            duringDeletion: endpoint.duringDeletion === true,
          }),
        }
      : {}),
    ...(endpoint.validationMessage || options.badParamsNotFound || options.hashesPasscode
      ? {
          config: {
            ...(endpoint.validationMessage
              ? { validationMessage: endpoint.validationMessage }
              : {}),
            ...(options.badParamsNotFound ? { badParamsNotFound: true } : {}),
            ...(options.hashesPasscode ? { hashesPasscode: true } : {}),
          },
        }
      : {}),
  };
}

/** Every 200 through the content cache (decision 0027); a refused path parameter is a 404. */
export function contentRoute<const E extends EndpointDefinition>(
  context: Pick<AppContext, 'db' | 'clock' | 'contentCache'>,
  endpoint: E,
  load: (request: ContractRequest<E>) => Promise<v.InferInput<E['response']>>,
) {
  return {
    ...contractRoute(context, endpoint, { badParamsNotFound: endpoint.params !== undefined }),
    handler: async (request: ContractRequest<E>, reply: FastifyReply) =>
      context.contentCache.send(request, reply, endpoint.response, () => load(request)),
  };
}
