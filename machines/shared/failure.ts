import * as v from 'valibot';
import {
  type ApiFailure,
  ApiFailureSchema,
  ERROR_TITLE,
  type ErrorKey,
  GENERIC_ERROR_MESSAGE,
} from '#contract/errors';

/**
 * What an invoked call rejected with, as the contract's ApiFailure. The app rethrows every
 * failure in that shape; anything else (a bug in an actor) becomes the generic message, so a
 * machine always has something true to show.
 */
export function toFailure(error: unknown): ApiFailure {
  if (v.is(ApiFailureSchema, error)) return error;
  return { errorKey: 'UNKNOWN', message: GENERIC_ERROR_MESSAGE, title: ERROR_TITLE };
}

/** `params` of an onError guard or action: the failure the invoked call rejected with. */
export const failureOf = ({ event }: { event: { error: unknown } }): ApiFailure =>
  toFailure(event.error);

/** `params` of an onDone action: the invoked call's typed output. */
export const outputOf = <T>({ event }: { event: { output: T } }): T => event.output;

export interface FailedWith {
  failure: ApiFailure;
  keys: readonly ErrorKey[];
}

/** The guard behind `failedWith`; each machine registers it as `failedWith`. */
export const hasErrorKey = (_: unknown, { failure, keys }: FailedWith): boolean =>
  keys.some((key) => key === failure.errorKey);

/** An onError guard: the call failed with one of these error keys. */
export const failedWith = (...keys: ErrorKey[]) => ({
  type: 'failedWith' as const,
  params: ({ event }: { event: { error: unknown } }): FailedWith => ({
    failure: toFailure(event.error),
    keys,
  }),
});

/** A named guard for a group of error keys, used with `params: failureOf`. */
export const errorKeyIn =
  (keys: readonly ErrorKey[]) =>
  (_: unknown, failure: ApiFailure): boolean =>
    keys.some((key) => key === failure.errorKey);

export const failureMessage = (_: unknown, failure: ApiFailure) => ({ error: failure.message });

/** A form refused by the server: its messages per field and its summary. */
export const serverErrors = (_: unknown, failure: ApiFailure) => ({
  fieldErrors: failure.fields ?? {},
  error: failure.message,
});

/** The call was refused for its fields (400 VALIDATION_ERROR with `fields`). */
export const hasFieldErrors = (_: unknown, failure: ApiFailure): boolean =>
  Object.keys(failure.fields ?? {}).length > 0;

/**
 * An onError branch of a refusal the machine knows: when the failure passes `guard`, go back to
 * `target`, where `action` shows it. Each name is one the machine's setup() implements.
 */
export const refusedWith = <G extends string, T extends string, A extends string>(
  guard: G,
  target: T,
  action: A,
) => ({
  guard: { type: guard, params: failureOf },
  target,
  actions: { type: action, params: failureOf },
});
