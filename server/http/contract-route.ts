import type { EndpointDefinition } from '#contract/endpoints';

type Part<E, K extends 'body' | 'query'> = E extends Record<K, infer S> ? S : undefined;

/**
 * The method, path and schemas of a contract endpoint for `app.route`, so each route states only
 * its handler (and hooks); the valibot type provider types the handler's body, query and answer.
 */
export function contractRoute<const E extends EndpointDefinition>(endpoint: E) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      body: endpoint.body as Part<E, 'body'>,
      querystring: endpoint.query as Part<E, 'query'>,
      response: { 200: endpoint.response as E['response'] },
    },
  };
}
