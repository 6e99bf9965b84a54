import { DIAL_CODES } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import { checkPhone } from '../../lib/phone';

const DIALS = DIAL_CODES.map((d) => d.dial).join(', ');

/**
 * A phone as typed, in E.164, or null to remove it. A number without a dial code is read in
 * `country` (the person's market, or the group's); one that is not a real number of a served
 * country is a 422 `auth/invalid-phone-number` (spec §8) naming the field.
 */
export function phoneOf(input: string | null, country: string, field: string): string | null {
  if (input === null) return null;
  const checked = checkPhone(input, country);
  if (checked.ok) return checked.e164;
  const message =
    checked.reason === 'country_not_served'
      ? `${field} must be a number starting with one of ${DIALS}`
      : checked.reason === 'has_extension'
        ? `${field} cannot have an extension: enter the number alone`
        : `${field} is not a valid phone number`;
  throw new AppError('auth/invalid-phone-number', message, { errors: { [field]: [message] } });
}
