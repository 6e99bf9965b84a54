import { DIAL_CODES, phoneExampleOf } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import { checkPhone } from '../../lib/phone';

const DIALS = DIAL_CODES.map((d) => d.dial).join(', ');

/** What a phone is typed with: digits, spaces, dashes, dots, brackets and a leading +. */
const AS_TYPED = /^\+?[\d\s\-().]+$/;

/**
 * A phone as typed, in E.164, or null to remove it. A number without a dial code is read in
 * `country` (the person's market, or the group's); one that is not a real number of a served
 * country, or holds more than a phone is written with (`call 012-345 6789 after 5`: the words
 * would be lost), is a 422 `auth/invalid-phone-number` (spec §8) naming the field and showing a
 * number of the market's own as an example.
 */
export function phoneOf(input: string | null, country: string, field: string): string | null {
  if (input === null) return null;
  const checked = checkPhone(input, country);
  if (checked.ok && AS_TYPED.test(input.trim())) return checked.e164;
  const example = phoneExampleOf(country);
  const reason = checked.ok ? 'not_a_phone' : checked.reason;
  const message =
    reason === 'country_not_served'
      ? `${field} must be a number starting with one of ${DIALS}`
      : reason === 'has_extension'
        ? `${field} cannot have an extension: enter the number alone`
        : `${field} is not a valid phone number: write it with its dial code, such as ${example}`;
  throw new AppError('auth/invalid-phone-number', message, { errors: { [field]: [message] } });
}
