import { RESEND_LATER_MESSAGE, RESEND_LATER_TITLE } from '#contract/errors';
import { toFailure } from './failure';

/** A titled message shown in place of an inline error ('Temporarily Disabled'). */
export interface Notice {
  title: string;
  message: string;
}

/** Specification 000, section 8: PLEASE_RESEND_LATER in custom mode. */
export const RESEND_LATER_NOTICE: Notice = {
  title: RESEND_LATER_TITLE,
  message: RESEND_LATER_MESSAGE,
};

/** An SMS was refused because one went to this number less than 5 minutes ago. */
export function isResendLater(error: unknown): boolean {
  return toFailure(error).errorKey === 'PLEASE_RESEND_LATER';
}
