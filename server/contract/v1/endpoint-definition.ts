import type { GenericSchema } from 'valibot';

/** Every api/v1 endpoint with its schemas. The drift test checks each one is served. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, Fastify style (`:param`). */
  path: string;
  /** The path's `:param` values (strings), when the path has parameters. */
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
  /** 'member' needs the session cookie; 'public' is open (a handler may still ask for one). */
  auth: 'public' | 'member';
  /** Where the path lives; API_PREFIX unless given (the development tools use DEV_PREFIX). */
  base?: string;
  /**
   * The answer's format: JSON (the default, checked against `response`) or a CSV download, whose
   * `response` schema describes the rows' JSON twin for the drift test.
   */
  format?: 'json' | 'csv';
  /** The message of this call's VALIDATION_ERROR, when the specification quotes one. */
  validationMessage?: string;
}

export const API_PREFIX = '/api/v1';

/** A call that may change state is taken only as JSON (SEC-41): the server's guard and its doubles. */
export const isJsonContentType = (type: string): boolean =>
  /^application\/json(\s*;|$)/i.test(type);

/** Development stand-ins (outbox, local captcha): served only outside production. */
export const DEV_PREFIX = '/api/dev';
