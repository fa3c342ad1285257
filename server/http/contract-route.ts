import type { EndpointDefinition } from '#contract/endpoints';

type Part<E, K extends 'body' | 'query'> = E extends Record<K, infer S> ? S : undefined;

/**
 * The method, path and schemas of a contract endpoint for `app.route`, so each route states only
 * its handler (and hooks); the valibot type provider types the handler's body, query and answer.
 * Parts the endpoint has no schema for are left out (Fastify warns about an undefined one).
 */
export function contractRoute<const E extends EndpointDefinition>(endpoint: E) {
  const schema = {
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    response: { 200: endpoint.response },
  } as {
    body: Part<E, 'body'>;
    querystring: Part<E, 'query'>;
    response: { 200: E['response'] };
  };
  return { method: endpoint.method, url: endpoint.path, schema };
}
