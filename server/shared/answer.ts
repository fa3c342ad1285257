import * as v from 'valibot';

/** An answer that the contract does not allow: a bug of the server, never sent. */
export class ContractResponseError extends Error {
  constructor(readonly issues: string[]) {
    super(`Response does not match the contract: ${issues.join('; ')}`);
    this.name = 'ContractResponseError';
  }
}

/** The answer as its schema allows it, in JSON: the serializer of every route and of the content cache. */
export function serializeAnswer(schema: v.GenericSchema, data: unknown): string {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new ContractResponseError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    );
  }
  return JSON.stringify(result.output);
}
