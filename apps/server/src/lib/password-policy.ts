import { AppError } from './app-error';
import { COMMON_PASSWORDS } from './common-passwords';

/** As the contract's `newPasswordSchema`: long enough to resist guessing, short enough to hash. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Digits, punctuation, symbols and spaces people add at the end of a word to pass a length rule. */
const TRAILING_FILLER = /[\p{N}\p{P}\p{S}\s]+$/u;
/** A listed word must be this long before a suffix makes it count (see common-passwords.ts). */
const MIN_LISTED_BASE = 6;

function isCommon(folded: string): boolean {
  if (COMMON_PASSWORDS.has(folded)) return true;
  const base = folded.replace(TRAILING_FILLER, '');
  return base.length >= MIN_LISTED_BASE && COMMON_PASSWORDS.has(base);
}

function isEmailLike(folded: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? address;
  const base = folded.replace(TRAILING_FILLER, '');
  return folded === address || folded === local || base === local;
}

/**
 * Why a new password is refused, in the spec's generic form (`password is too common: …`), or
 * null when it may be used (docs/account.md). Length first, then guessability: one or two
 * characters repeated, a common password (ignoring case, also with digits or symbols added at the
 * end), or the person's own e-mail address or its part before the @. No rules on character
 * classes: they make passwords harder to remember without making them harder to guess.
 */
export function passwordProblem(
  password: string,
  context: { email?: string | null } = {},
  label = 'password',
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const folded = password.trim().toLowerCase();
  if (folded === '') return `${label} must not be only spaces`;
  if (new Set(folded).size < 3) return `${label} must use more than two different characters`;
  if (isCommon(folded)) return `${label} is too common: choose one that others would not guess`;
  if (context.email && isEmailLike(folded, context.email))
    return `${label} must not be your e-mail address`;
  return null;
}

/** Throws a 422 `validation_failed` with the problem under `errors[field]` when the password is refused. */
export function assertPasswordAllowed(
  password: string,
  context: { email?: string | null } = {},
  field = 'password',
): void {
  const problem = passwordProblem(password, context, field);
  if (problem) throw new AppError('validation_failed', problem, { errors: { [field]: [problem] } });
}
