import type { EndpointDefinition } from '#contract/endpoints';

type Part<E, K extends 'body' | 'query' | 'params'> = E extends Record<K, infer S> ? S : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of this route's VALIDATION_ERROR (the contract's `validationMessage`). */
    validationMessage?: string;
  }
}

/**
 * The method, path and schemas of a contract endpoint for `app.route`, so each route states only
 * its handler (and hooks); the valibot type provider types the handler's params, body, query and
 * answer. Parts the endpoint has no schema for are left out (Fastify warns about an undefined
 * one). A CSV endpoint's answer is text, so its JSON response schema is not used to serialise.
 */
export function contractRoute<const E extends EndpointDefinition>(endpoint: E) {
  const schema = {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
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
    ...(endpoint.validationMessage
      ? { config: { validationMessage: endpoint.validationMessage } }
      : {}),
  };
}
