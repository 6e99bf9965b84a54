import { z } from 'zod/mini';

const NO_CONTROL = /^[^\p{Cc}]*$/u;
/** Something to read: a character that is neither a space nor invisible (zero-width, joiners). */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * A one-line text a person types (a car's colour, its registration, a caption): trimmed, between
 * `min` and `max` characters, without control characters (no line breaks: it is printed on one
 * line of an agreement or an invoice) and, when required, with something visible in it.
 */
export const oneLineText = (max: number, min = 1) =>
  z.string().check(
    z.trim(),
    z.minLength(min, { error: `must be at least ${min} characters` }),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
    z.regex(NO_CONTROL, { error: 'must be one line, without control characters' }),
    z.refine((value) => min === 0 || VISIBLE.test(value), {
      error: 'must have something to read, not only spaces or invisible characters',
    }),
  );
