import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import * as v from 'valibot';

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

export class ContractResponseError extends Error {
  constructor(readonly issues: string[]) {
    super(`Response does not match the contract: ${issues.join('; ')}`);
    this.name = 'ContractResponseError';
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

export function serializeAnswer(schema: v.GenericSchema, data: unknown): string {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new ContractResponseError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    );
  }
  return JSON.stringify(result.output);
}
