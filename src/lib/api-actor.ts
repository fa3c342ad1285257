import type * as v from 'valibot';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { EndpointDefinition } from '#contract/endpoint-definition';
import { type BodyOf, call, type CallInput, type ResponseOf, toApiFailure } from './api';

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
