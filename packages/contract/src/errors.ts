import { z } from 'zod/mini';

/** Every machine-readable error code the API answers with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'too_many_attempts',
  'forbidden',
  'not_found',
  'invalid_amount',
  'auction_not_open_type',
  'own_auction',
  'auction_not_started',
  'auction_not_active',
  'auction_ended',
  'already_winning',
  'bid_below_minimum',
  'max_bid_not_higher',
  'max_bid_leading',
  'snap_it_closed',
  'invalid_bid_type',
  'auction_not_closed_type',
  'sealed_bid_not_higher',
  'invalid_transition',
  'follow_limit_reached',
  'pin_limit_reached',
  'account_disabled',
  'invite_expired',
  'invite_used',
  'file_empty',
  'file_too_large',
  'file_type_not_allowed',
  'heic_not_supported',
  'image_too_large',
  'image_unreadable',
  'pdf_unreadable',
  'file_limit_reached',
  'inspection_published',
  'inspection_stale',
  'inspection_incomplete',
  'payment_amount_mismatch',
  'online_payment_unavailable',
  'payment_in_progress',
  'credit_exceeded',
  'document_not_available',
  'invalid_signature',
  'gateway_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer: a human message, a stable code and per-field messages. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  minimum: z.optional(z.int()),
  /** A failed bid call carries the auction as it now stands, so the client can catch up (spec §4). */
  data: z.optional(z.object({ auction: z.unknown() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
