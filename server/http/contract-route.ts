import type {
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import * as v from 'valibot';
import { EmptyRequestSchema } from '#contract/auth';
import type { EndpointDefinition } from '#contract/endpoints';
import { ERRORS } from '#contract/errors';
import type { AppContext } from '../context';
import { normalizeMobile } from '../services/blocks/phone';
import type { Requester } from '../services/deps';
import { serializeAnswer } from '../shared/answer';
import { ApiError } from '../shared/errors';
import { requireMember } from './session';

/*
 * A route of the contract: the valibot schemas of its endpoint as Fastify's validators and
 * serializer, the route options built from the endpoint, and what handlers read from its request.
 */

export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

export class ContractValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly fields: Record<string, string>,
  ) {
    super(Object.values(fields)[0] ?? 'Invalid request.');
    this.name = 'ContractValidationError';
  }
}

function describeIssues(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]], part: string) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key =
      v.getDotPath(issue) ??
      (issue.kind === 'schema' && issue.type === 'strict_object' ? String(issue.input) : part);
    fields[key] ??= unknownKeyMessage(issue) ?? issue.message;
  }
  return fields;
}

/** Strict objects name the unexpected key, so mass assignment gets a clear answer. */
function unknownKeyMessage(issue: v.BaseIssue<unknown>): string | undefined {
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return `Field '${v.getDotPath(issue) ?? String(issue.input)}' is not allowed.`;
  }
  return undefined;
}

export const valibotValidatorCompiler: FastifySchemaCompiler<v.GenericSchema> = ({
  schema,
  httpPart,
}) => {
  return (data: unknown) => {
    // Every body of the contract is a JSON object: `null` and arrays are refused here, since
    // valibot's object schemas would take an array (and a strict empty one, `[]`) as an object.
    if (httpPart === 'body' && (data === null || Array.isArray(data))) {
      return {
        error: new ContractValidationError('body', { body: 'The body must be a JSON object.' }),
      };
    }
    const result = v.safeParse(schema, data ?? {});
    if (result.success) return { value: result.output };
    return {
      error: new ContractValidationError(
        httpPart ?? 'body',
        describeIssues(result.issues, httpPart ?? 'body'),
      ),
    };
  };
};

export const valibotSerializerCompiler: FastifySerializerCompiler<v.GenericSchema> = ({
  schema,
}) => {
  return (data: unknown) => serializeAnswer(schema, data);
};

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

/** Who sent this request, as the services that count and log a code's sending need it. */
export const requesterOf = (
  request: FastifyRequest,
  context: Pick<AppContext, 'metrics'>,
): Requester => ({ ip: request.ip, log: request.log, metrics: context.metrics });

/** The number in E.164, or INVALID_MOBILE with its message on `field`. */
export function requireMobile(countryCode: string, input: string, field: string): string {
  const e164 = normalizeMobile(countryCode, input);
  if (!e164) {
    throw new ApiError('INVALID_MOBILE', { fields: { [field]: ERRORS.INVALID_MOBILE.message } });
  }
  return e164;
}
