import type { GenericSchema } from 'valibot';

export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
  auth: 'public' | 'member';
  /**
   * A member whose account is set to be deleted may still make this call (every other member call
   * answers ACCOUNT_DELETION_PENDING until they keep the account).
   */
  duringDeletion?: true;
  base?: string;
  /**
   * The answer's format: JSON (the default, checked against `response`) or a CSV download, whose
   * `response` schema describes the rows' JSON twin for the drift test.
   */
  format?: 'json' | 'csv';
  validationMessage?: string;
}

export const API_PREFIX = '/api/v1';

/**
 * A call that may change state is taken only as JSON (SEC-41): the server's guard and its doubles.
 */
export const isJsonContentType = (type: string): boolean =>
  /^application\/json(\s*;|$)/i.test(type);

export const DEV_PREFIX = '/api/dev';
