import * as v from 'valibot';
import {
  type ApiFailure,
  ApiFailureSchema,
  ERROR_TITLE,
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

/** The error key of an `xstate.error.actor.*` event's error. */
export function failureKey(error: unknown): string {
  return toFailure(error).errorKey;
}
