import ky, { isHTTPError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { fromPromise, type PromiseActorLogic } from 'xstate';
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

/**
 * A call that failed, as the app throws it: the contract's `ApiFailure` (what machines and views
 * read) and what only HTTP knows, the status and whether the member must log in again. Its message
 * is the failure's: the server's words, the timeout's (docs/security.md, FAULT-06) or the generic
 * one (docs/specification.md#errors).
 */
export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    readonly status = 0,
    readonly action: ApiErrorAction = 'none',
  ) {
    super(failure.message);
    this.name = 'ApiError';
  }
}

/** Machines decide on `errorKey` without knowing about HTTP. */
export function toApiFailure(error: unknown): ApiFailure {
  return toApiError(error).failure;
}

const notFromServer = (errorKey: string, message = GENERIC_ERROR_MESSAGE): ApiFailure => ({
  errorKey,
  message,
  title: ERROR_TITLE,
});

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError(notFromServer('TIMEOUT', TIMEOUT_ERROR_MESSAGE));
  if (isHTTPError(error)) {
    const parsed = v.safeParse(ErrorEnvelopeSchema, error.data);
    if (!parsed.success) return new ApiError(notFromServer('HTTP_ERROR'), error.response.status);
    const body = parsed.output;
    // The specification's code 302 (and an expired session) sends the member to login.
    const action: ApiErrorAction =
      body.code === 302 || error.response.status === 401 ? 'redirectToLogin' : 'none';
    const failure: ApiFailure = {
      errorKey: body.error_key,
      message: body.error,
      title: body.title,
      ...(body.attemptsRemaining !== undefined
        ? { attemptsRemaining: body.attemptsRemaining }
        : {}),
      ...(body.retryAfter !== undefined ? { retryAfter: body.retryAfter } : {}),
      ...(body.fields && Object.keys(body.fields).length ? { fields: { ...body.fields } } : {}),
    };
    return new ApiError(failure, error.response.status, action);
  }
  return new ApiError(notFromServer('NETWORK_ERROR'));
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
      if (!parsed.success) throw new ApiError(notFromServer('CONTRACT_MISMATCH'));
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

/** An endpoint whose answer is what the machine expects (its declared output, read from context). */
type Answering<TOutput> = EndpointDefinition & { response: v.GenericSchema<unknown, TOutput> };

function failingAsApiFailure<TInput, TOutput>(work: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await work(input);
    } catch (error) {
      throw toApiFailure(error);
    }
  });
}

/**
 * A machine's invoked call of one endpoint: the input is the request's body unless `toRequest`
 * builds the request, the answer is the output unless `toOutput` maps it, and a failure reaches
 * the machine as the contract's ApiFailure.
 */
export function apiActor<TOutput, TInput extends BodyOf<E>, E extends Answering<TOutput>>(
  endpoint: E,
): PromiseActorLogic<TOutput, TInput>;
export function apiActor<TOutput, TInput, E extends Answering<TOutput>>(
  endpoint: E,
  toRequest: (input: TInput) => NoInfer<CallInput<E>>,
): PromiseActorLogic<TOutput, TInput>;
export function apiActor<TOutput, TInput, E extends EndpointDefinition>(
  endpoint: E,
  toRequest: (input: TInput) => NoInfer<CallInput<E>>,
  toOutput: (answer: ResponseOf<E>) => NoInfer<TOutput>,
): PromiseActorLogic<TOutput, TInput>;
export function apiActor<TOutput, TInput, E extends EndpointDefinition>(
  endpoint: E,
  toRequest?: (input: TInput) => CallInput<E>,
  toOutput?: (answer: ResponseOf<E>) => TOutput,
) {
  if (!toRequest) return failingAsApiFailure((body: BodyOf<E>) => call(endpoint, { body }));
  if (!toOutput) return failingAsApiFailure((input: TInput) => call(endpoint, toRequest(input)));
  return failingAsApiFailure(async (input: TInput) =>
    toOutput(await call(endpoint, toRequest(input))),
  );
}
