import type { ApiError, ErrorCode } from '@autobid/contract';

/** The one table from error code to HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 422,
  unauthenticated: 401,
  invalid_credentials: 401,
  too_many_attempts: 429,
  forbidden: 403,
  not_found: 404,
  invalid_amount: 422,
  auction_not_open_type: 409,
  own_auction: 403,
  auction_not_started: 409,
  auction_not_active: 409,
  auction_ended: 409,
  already_winning: 409,
  bid_below_minimum: 422,
  max_bid_not_higher: 422,
  max_bid_leading: 409,
  snap_it_closed: 409,
  invalid_bid_type: 422,
  auction_not_closed_type: 409,
  sealed_bid_not_higher: 422,
  invalid_transition: 409,
  follow_limit_reached: 422,
  pin_limit_reached: 422,
  account_disabled: 403,
  invite_expired: 410,
  invite_used: 409,
  file_empty: 422,
  file_too_large: 413,
  file_type_not_allowed: 415,
  heic_not_supported: 415,
  image_too_large: 422,
  image_unreadable: 422,
  pdf_unreadable: 422,
  file_limit_reached: 422,
  inspection_published: 409,
  inspection_stale: 409,
  inspection_incomplete: 422,
  payment_amount_mismatch: 422,
  online_payment_unavailable: 409,
  payment_in_progress: 409,
  credit_exceeded: 422,
  document_not_available: 409,
  invalid_signature: 401,
  gateway_unavailable: 503,
  internal_error: 500,
  'auth/invalid-verification-code': 422,
  'auth/invalid-phone-number': 422,
  'auth/code-expired': 410,
  'auth/too-many-requests': 429,
  reset_link_invalid: 410,
  wrong_password: 422,
  phone_taken: 409,
  captcha_required: 422,
  captcha_failed: 422,
  rate_limited: 429,
  idempotency_key_reused: 422,
  idempotency_key_in_use: 409,
};

export interface AppErrorDetails {
  errors?: Record<string, string[]>;
  minimum?: number;
  data?: { auction: unknown };
  headers?: Record<string, string>;
}

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/**
 * The fields of an error answer (the details but the headers, with its message and code) are those of
 * the contract's error body: the bid calls write their refusals with a writer compiled from that body,
 * which would silently drop a field it does not know. This stops compiling when the two part.
 */
export type ErrorAnswerFieldsWritten = Holds<
  SameKeys<keyof Omit<AppErrorDetails, 'headers'> | 'message' | 'code', keyof ApiError>
>;

/** An expected failure that the error handler turns into `{ message, code, ... }` with its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/**
 * An `AppError` without a stack trace, for a refusal that is an answer, not a fault: a busy close
 * refuses thousands of bids a second, and the error handler never logs an `AppError`'s stack.
 */
export function refusal(code: ErrorCode, message: string, details: AppErrorDetails = {}): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message, details);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
