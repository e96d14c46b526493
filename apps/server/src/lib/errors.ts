import type { ErrorCode } from '@pariksha/shared/schemas/common';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  /** Paid content without an entitlement (payments). */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** An error meant for the client: its message is shown to the user as is. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Values for `{{name}}` placeholders, filled after translation. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in again') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, details?: unknown) => new AppError('VALIDATION_FAILED', message, details);
