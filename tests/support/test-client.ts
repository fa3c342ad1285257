import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  API_PREFIX,
  devEndpoints,
  endpoints,
  testEndpoints,
  type EndpointDefinition,
} from '#contract/endpoints';

const callable = { ...endpoints, ...devEndpoints, ...testEndpoints } as const;
export type CallName = keyof typeof callable;
type Definition<N extends CallName> = (typeof callable)[N];

type InputOf<E, K extends 'body' | 'query' | 'params'> =
  E extends Record<K, v.GenericSchema> ? v.InferInput<E[K]> : never;

export interface CallRequest<N extends CallName> {
  body?: InputOf<Definition<N>, 'body'>;
  /** A body the contract does not describe, for the checks that refuse one. */
  offContractBody?: unknown;
  query?: InputOf<Definition<N>, 'query'>;
  params?: InputOf<Definition<N>, 'params'>;
  /** Query or path values the contract refuses (a repeated key is an array), for 400s and 404s. */
  offContractQuery?: Record<string, string | readonly string[]>;
  offContractParams?: Record<string, string>;
  cookies?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** The contract's answer type (a CSV download is read from `text`). */
type BodyOf<E> = E extends { format: 'csv' }
  ? unknown
  : E extends { response: v.GenericSchema }
    ? v.InferOutput<E['response']>
    : never;

export interface CallAnswer<Body = unknown> {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The parsed JSON answer; a failure's is the error envelope (read it with envelopeOf). */
  readonly body: Body;
  text: string;
  rawPayload: Buffer;
}

const queryString = (query: object) => {
  const pairs = Object.entries(query).flatMap(([key, value]: [string, unknown]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)]),
  );
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`;
};

function pathOf(definition: EndpointDefinition, params: object): string {
  const values = new Map(Object.entries(params));
  const path = definition.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!values.has(name)) throw new Error(`${definition.path} needs the parameter ${name}`);
    return encodeURIComponent(String(values.get(name)));
  });
  return `${definition.base ?? API_PREFIX}${path}`;
}

export const definitionOf = (name: CallName): EndpointDefinition => callable[name];

/** The way the app does, through `app.inject`. */
export async function callEndpoint<N extends CallName>(
  app: FastifyInstance,
  name: N,
  request: CallRequest<N> = {},
): Promise<CallAnswer<BodyOf<Definition<N>>>> {
  const definition: EndpointDefinition = callable[name];
  const sendsBody = definition.method !== 'GET';
  const response = await app.inject({
    method: definition.method,
    url:
      pathOf(definition, { ...request.params, ...request.offContractParams }) +
      queryString({ ...request.query, ...request.offContractQuery }),
    headers: {
      ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      ...(request.cookies ? { cookie: request.cookies } : {}),
      ...request.headers,
    },
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    ...(sendsBody
      ? { payload: JSON.stringify(request.offContractBody ?? request.body ?? {}) }
      : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    get body() {
      return response.json<BodyOf<Definition<N>>>();
    },
    text: response.body,
    rawPayload: response.rawPayload,
  };
}

/** The same call over HTTP to a running server process (the multi-process suite). */
export async function callOverHttp<N extends CallName>(
  origin: string,
  name: N,
  request: CallRequest<N> = {},
): Promise<CallAnswer<BodyOf<Definition<N>>>> {
  const definition: EndpointDefinition = callable[name];
  const sendsBody = definition.method !== 'GET';
  const response = await fetch(
    origin +
      pathOf(definition, { ...request.params, ...request.offContractParams }) +
      queryString({ ...request.query, ...request.offContractQuery }),
    {
      method: definition.method,
      headers: {
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
        ...(request.cookies ? { cookie: request.cookies } : {}),
        ...request.headers,
      },
      ...(sendsBody ? { body: JSON.stringify(request.offContractBody ?? request.body ?? {}) } : {}),
    },
  );
  const rawPayload = Buffer.from(await response.arrayBuffer());
  const text = rawPayload.toString('utf8');
  const headers: OutgoingHttpHeaders = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  return {
    status: response.status,
    headers,
    get body() {
      return JSON.parse(text) as BodyOf<Definition<N>>;
    },
    text,
    rawPayload,
  };
}
