import ky, { isHTTPError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, type EndpointDefinition } from '#contract/endpoint-definition';
import {
  type ApiFailure,
  ErrorEnvelopeSchema,
  ERROR_TITLE,
  GENERIC_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from '#contract/errors';

/** The specification's client timeout (docs/specification.md#constants). */
export const API_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Absolute origin for callers outside a page (tests); the browser uses its own origin. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** A member call answered 401: the session ended on the server. */
  onMemberUnauthorized?: () => void;
}

const sessionEndedListeners = new Set<() => void>();

export function onMemberSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function notifySessionEnded(): void {
  for (const listener of [...sessionEndedListeners]) listener();
}

/** No automatic retries of non-idempotent calls. */
function createHttp(options: ApiClientOptions) {
  const onMemberUnauthorized = options.onMemberUnauthorized ?? notifySessionEnded;
  return ky.create({
    prefix: API_PREFIX,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    credentials: 'same-origin',
    retry: 0,
    headers: { accept: 'application/json' },
    hooks: {
      afterResponse: [
        ({ options: sent, response }) => {
          if (response.status === 401 && sent.context.auth === 'member') onMemberUnauthorized();
        },
      ],
    },
  });
}

export type ApiErrorAction = 'none' | 'redirectToLogin';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorKey: string,
    message: string,
    readonly title: string = ERROR_TITLE,
    readonly action: ApiErrorAction = 'none',
    readonly fields: Readonly<Record<string, string>> = {},
    readonly retryAfter?: number,
    readonly fromServer = false,
    readonly attemptsRemaining?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** docs/specification.md#errors; a timeout keeps its own message (docs/security.md, FAULT-06). */
export function errorDialogMessage(error: ApiError, customError?: string): string {
  if (error.fromServer || error.errorKey === 'TIMEOUT') return error.message;
  return customError ?? GENERIC_ERROR_MESSAGE;
}

/** Machines decide on `errorKey` without knowing about HTTP. */
export function toApiFailure(error: unknown): ApiFailure {
  const apiError = toApiError(error);
  return {
    errorKey: apiError.errorKey,
    message:
      apiError.fromServer || apiError.errorKey === 'TIMEOUT'
        ? apiError.message
        : GENERIC_ERROR_MESSAGE,
    title: apiError.title,
    ...(apiError.attemptsRemaining !== undefined
      ? { attemptsRemaining: apiError.attemptsRemaining }
      : {}),
    ...(apiError.retryAfter !== undefined ? { retryAfter: apiError.retryAfter } : {}),
    ...(Object.keys(apiError.fields).length ? { fields: { ...apiError.fields } } : {}),
  };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError(0, 'TIMEOUT', TIMEOUT_ERROR_MESSAGE);
  if (isHTTPError(error)) {
    const parsed = v.safeParse(ErrorEnvelopeSchema, error.data);
    if (parsed.success) {
      const body = parsed.output;
      // The specification's code 302 (and an expired session) sends the member to login.
      const action: ApiErrorAction =
        body.code === 302 || error.response.status === 401 ? 'redirectToLogin' : 'none';
      return new ApiError(
        error.response.status,
        body.error_key,
        body.error,
        body.title,
        action,
        body.fields,
        body.retryAfter,
        true,
        body.attemptsRemaining,
      );
    }
    return new ApiError(error.response.status, 'HTTP_ERROR', GENERIC_ERROR_MESSAGE);
  }
  return new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
}

export type ResponseOf<E extends EndpointDefinition> = v.InferOutput<E['response']>;
type QueryOf<E extends EndpointDefinition> = E['query'] extends v.GenericSchema
  ? v.InferInput<E['query']>
  : never;
export type BodyOf<E extends EndpointDefinition> = E['body'] extends v.GenericSchema
  ? v.InferInput<E['body']>
  : never;

export interface CallInput<E extends EndpointDefinition> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  params?: Record<string, string>;
  signal?: AbortSignal;
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** For a link the browser follows itself (a download). */
export function endpointHref<E extends EndpointDefinition>(
  endpoint: E,
  query: QueryOf<E> & Record<string, string | undefined>,
): string {
  const defined = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const search = new URLSearchParams(defined).toString();
  return `${endpoint.base ?? API_PREFIX}${fillPath(endpoint.path)}${search ? `?${search}` : ''}`;
}

export type Call = <E extends EndpointDefinition>(
  endpoint: E,
  input?: CallInput<E>,
) => Promise<ResponseOf<E>>;

/** An answer that does not match the contract's schema is a failure, never passed on. */
export function createApiClient(options: ApiClientOptions = {}): { call: Call } {
  const http = createHttp(options);
  const call: Call = async (endpoint, input = {}) => {
    try {
      const response = http(fillPath(endpoint.path, input.params), {
        method: endpoint.method,
        // Read by the afterResponse hook: a 401 on a member call means the session ended.
        context: { auth: endpoint.auth },
        ...(endpoint.base ? { prefix: endpoint.base } : {}),
        ...(input.query ? { searchParams: input.query as Record<string, string> } : {}),
        ...(input.body !== undefined ? { json: input.body } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
      });
      const data: unknown = await response.json();
      const parsed = v.safeParse(endpoint.response, data);
      if (!parsed.success) throw new ApiError(0, 'CONTRACT_MISMATCH', GENERIC_ERROR_MESSAGE);
      return parsed.output;
    } catch (error) {
      throw toApiError(error);
    }
  };
  return { call };
}

const browserClient = createApiClient();
let currentClient: () => { call: Call } = () => browserClient;

/**
 * The server renders many requests at once, each with its visitor's cookies: its entry
 * (src/entry-server.tsx) gives the client of the request being rendered. The browser never calls it.
 */
export function resolveApiClientWith(resolve: () => { call: Call }): void {
  currentClient = resolve;
}

/** The page's api client: the browser's own, or on the server the rendered request's. */
export const call: Call = (endpoint, input) => currentClient().call(endpoint, input);
