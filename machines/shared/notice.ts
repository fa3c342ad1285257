import {
  type ApiFailure,
  type ErrorKey,
  RESEND_LATER_MESSAGE,
  RESEND_LATER_TITLE,
} from '#contract/errors';

/** A titled message shown in place of an inline error ('Temporarily Disabled'). */
export interface Notice {
  title: string;
  message: string;
}

/** docs/specification.md#errors: PLEASE_RESEND_LATER in custom mode. */
export const RESEND_LATER_NOTICE: Notice = {
  title: RESEND_LATER_TITLE,
  message: RESEND_LATER_MESSAGE,
};

/**
 * An SMS was refused for a while: one went to this number less than 5 minutes ago, or an SMS
 * ceiling of this address or of the hour was reached (docs/decisions/0042). Both show
 * 'Temporarily Disabled'; a machine names the guard `isResendLater: errorKeyIn(RESEND_LATER_KEYS)`.
 */
export const RESEND_LATER_KEYS = [
  'PLEASE_RESEND_LATER',
  'TEMPORARILY_DISABLED',
] as const satisfies readonly ErrorKey[];

/**
 * The 'Temporarily Disabled' notice of a refusal: the specification's text for
 * PLEASE_RESEND_LATER, and the server's 'You may try again after N minutes.' for
 * TEMPORARILY_DISABLED, whose wait is not always 5 minutes.
 */
export function noticeFor(failure: ApiFailure): Notice {
  return failure.errorKey === 'TEMPORARILY_DISABLED'
    ? { title: RESEND_LATER_TITLE, message: failure.message }
    : RESEND_LATER_NOTICE;
}
