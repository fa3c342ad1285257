import { EmptyRequestSchema } from '#contract/auth';
import type { EndpointDefinition } from '#contract/endpoints';
import type { AppContext } from '../context';
import { requireMember } from './session';

type Part<E, K extends 'body' | 'query' | 'params'> = E extends Record<K, infer S> ? S : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of this route's VALIDATION_ERROR (the contract's `validationMessage`). */
    validationMessage?: string;
    /**
     * A path parameter the contract refuses names nothing that exists: answer 404 NOT_FOUND
     * rather than 400 (public content: /promos/1/Bad_Slug is a missing page, not a bad form).
     */
    badParamsNotFound?: boolean;
  }
}

export interface ContractRouteOptions {
  /** See FastifyContextConfig.badParamsNotFound. */
  badParamsNotFound?: boolean;
}

/**
 * The method, path and schemas of a contract endpoint for `app.route`, so each route states only
 * its handler (and hooks); the valibot type provider types the handler's params, body, query and
 * answer, and an endpoint for members gets requireMember. Parts the endpoint has no schema for are left out (Fastify warns about an undefined
 * one), except the query of a call that is not a GET, which must be empty. A CSV endpoint's answer is text, so its JSON response schema is not used to serialise.
 */
export function contractRoute<const E extends EndpointDefinition>(
  context: Pick<AppContext, 'db' | 'clock'>,
  endpoint: E,
  options: ContractRouteOptions = {},
) {
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    // A call that changes state takes its input from the body only: a query string beside it (a
    // second `ext_url`, say) is refused rather than ignored (SECURITY-CHECKLIST 8, class 12).
    ...(endpoint.query
      ? { querystring: endpoint.query }
      : endpoint.method === 'GET'
        ? {}
        : { querystring: EmptyRequestSchema }),
    ...(endpoint.format === 'csv' ? {} : { response: { 200: endpoint.response } }),
  } as {
    params: Part<E, 'params'>;
    body: Part<E, 'body'>;
    querystring: Part<E, 'query'>;
    response: E extends { format: 'csv' } ? undefined : { 200: E['response'] };
  };
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(endpoint.auth === 'member' ? { preHandler: requireMember(context) } : {}),
    ...(endpoint.validationMessage || options.badParamsNotFound
      ? {
          config: {
            ...(endpoint.validationMessage
              ? { validationMessage: endpoint.validationMessage }
              : {}),
            ...(options.badParamsNotFound ? { badParamsNotFound: true } : {}),
          },
        }
      : {}),
  };
}
