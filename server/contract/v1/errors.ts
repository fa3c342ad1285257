import * as v from 'valibot';

/**
 * The error envelope every api/v1 failure answers with (specification 000, section 7:
 * "status 400 with error {error_key, error, title} on failure"). `code` 302 tells the app
 * to send the member to login (section 8); `fields` carries per-field messages.
 */
export const ErrorEnvelopeSchema = v.object({
  error_key: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  error: v.string(),
  title: v.string(),
  code: v.optional(v.number()),
  fields: v.optional(v.record(v.string(), v.string())),
  retryAfter: v.optional(v.number()),
  ref: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

/** Titles and messages quoted by the specification are used to the letter. */
export const ERROR_TITLE = 'Error';
export const GENERIC_ERROR_MESSAGE =
  'Oops! Something went wrong. Please try again in a few minutes.';
export const TIMEOUT_ERROR_MESSAGE =
  'This is taking longer than usual. Please check your connection and try again.';

/** Wire error keys with their default message and HTTP status. */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Please check the highlighted fields.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Requests must be sent as application/json.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'This request was not sent from the portal.' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "We're having trouble right now. Please try again in a few minutes.",
  },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorKey = keyof typeof ERRORS;
