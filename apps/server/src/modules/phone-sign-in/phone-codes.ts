import { DIAL_CODES, VERIFICATION_CODE_LENGTH } from '@autobid/contract';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { checkPhone } from '../../lib/phone';

/** The limits of phone sign-in (docs/sign-in.md). */
export const PHONE_LIMITS = {
  /** A code stops working this long after it is sent. */
  codeTtlMs: 5 * 60_000,
  /** No new code for the same phone sooner than this. */
  resendCooldownMs: 60_000,
  sendsPerPhonePerHour: 5,
  sendsPerAddressPerHour: 20,
  /** Wrong codes a verification or help code takes before it is spent. */
  maxAttempts: 5,
  /** A verified phone signs in within this time of the code being typed. */
  verifiedUseMs: 10 * 60_000,
  /** A help code is used with a verification sent at most this long before. */
  helpVerificationMaxAgeMs: 30 * 60_000,
  helpCodeTtlMs: 15 * 60_000,
} as const;

export const HOUR_MS = 3_600_000;

/** A random code of the spec's six digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/**
 * The stored form of a one-time code: an HMAC keyed by the verification's token. Only the token's
 * hash is stored, so a leaked table does not let anyone try the million codes offline.
 */
export function hashCode(token: string, code: string): string {
  return createHmac('sha256', token).update(code).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const DIALS = DIAL_CODES.map((d) => d.dial).join(', ');

/** The phone in E.164, or a 422 `auth/invalid-phone-number` that says what is wrong with it. */
export function normalisePhone(input: string, country?: string): string {
  const result = checkPhone(input, country);
  if (result.ok) return result.e164;
  const message = {
    unparseable: 'phone is not a valid phone number. Enter it with its dial code, e.g. +60.',
    country_not_served: `phone is not a valid phone number here: it must start with ${DIALS}.`,
    invalid_for_country: 'phone is not a valid phone number for its country.',
    has_extension:
      'phone cannot have an extension: a text cannot reach it. Enter the number alone.',
  }[result.reason];
  return invalidPhone(message);
}

export function invalidPhone(
  message = 'This phone number does not match the code that was sent.',
): never {
  throw new AppError('auth/invalid-phone-number', message, { errors: { phone: [message] } });
}

export const wrongCode = (message = 'The code is not correct. Check the SMS and try again.') =>
  new AppError('auth/invalid-verification-code', message);

/** A verification that is unknown, already used or spent in another way. */
export const unusableCode = () => wrongCode('This code can no longer be used. Ask for a new code.');

export const codeExpired = () =>
  new AppError('auth/code-expired', 'The code has expired. Ask for a new code.');

export const tooManyRequests = (message: string, retryAfterMs?: number) =>
  new AppError(
    'auth/too-many-requests',
    message,
    retryAfterMs === undefined
      ? {}
      : { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } },
  );
