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

/**
 * Characters that hide or reorder what is shown without being seen themselves: bidirectional
 * overrides, embeddings, isolates and marks, the zero-width space, the word joiner, the byte-order
 * mark and the soft hyphen. The joiners some scripts write words with (U+200C, U+200D) stay.
 */
const HIDING = /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

/**
 * A name (of a person or a group) or an address as others will read it: composed (NFC), trimmed,
 * every run of spaces (a no-break space too) made one space, between `min` and `max` characters,
 * without control characters or characters that hide or reorder text, and with something to
 * read. So two names that look alike are stored alike, and a uniqueness check sees them as one.
 */
export const nameText = (label: string, max: number, min = 1) =>
  z.string({ error: `${label} must be text` }).check(
    z.overwrite((value) => value.normalize('NFC').trim().replace(/\s+/gu, ' ')),
    z.minLength(min, {
      error: min === 1 ? `Please enter ${label}` : `${label} must be at least ${min} characters`,
    }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    z.regex(NO_CONTROL, { error: `${label} must not contain control characters` }),
    z.refine((value) => !HIDING.test(value), {
      error: `${label} must not contain invisible or direction-changing characters`,
      abort: true,
    }),
    z.refine((value) => VISIBLE.test(value), {
      error: `${label} must have something to read, not only spaces or invisible characters`,
    }),
  );

/**
 * The message of a required field that is missing or not text: "Please enter {label}" when it is
 * absent (or null), "{label} is not a valid string" when it is something else (spec §5).
 */
export const missingOrNotText =
  (label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null
      ? `Please enter ${label}`
      : `${label} is not a valid string`;

/**
 * A required text a person enters as it is (a password, a token, a phone as typed): not empty,
 * at most `max` characters, each refusal saying which.
 */
export const enteredText = (label: string, max: number) =>
  z
    .string({ error: missingOrNotText(label) })
    .check(
      z.minLength(1, { error: `Please enter ${label}` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );
