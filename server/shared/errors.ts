import { ERROR_TITLE, ERRORS, type ErrorKey } from '#contract/errors';

/** A failure a handler answers on purpose, with a wire key from the contract. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly key: ErrorKey,
    options: {
      message?: string;
      status?: number;
      title?: string;
      fields?: Record<string, string>;
      code?: number;
      retryAfter?: number;
      attemptsRemaining?: number;
      unlockAt?: Date;
    } = {},
  ) {
    super(options.message ?? ERRORS[key].message);
    this.name = 'ApiError';
    this.status = options.status ?? ERRORS[key].status;
    this.title = options.title ?? ERROR_TITLE;
    this.fields = options.fields;
    this.code = options.code;
    this.retryAfter = options.retryAfter;
    this.attemptsRemaining = options.attemptsRemaining;
    this.unlockAt = options.unlockAt;
  }
  readonly title: string;
  readonly fields: Record<string, string> | undefined;
  readonly code: number | undefined;
  readonly retryAfter: number | undefined;
  readonly attemptsRemaining: number | undefined;
  readonly unlockAt: Date | undefined;
}
