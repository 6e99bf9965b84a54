import { DIAL_CODES, type DialCountry } from '@autobid/contract';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

const COUNTRIES = new Set<string>(DIAL_CODES.map((d) => d.country));

export type PhoneCheck =
  | { ok: true; e164: string; country: DialCountry }
  | {
      ok: false;
      reason: 'unparseable' | 'country_not_served' | 'invalid_for_country' | 'has_extension';
    };

/**
 * A phone number as typed (`+60 12-345 6701`, or `012-345 6701` with the person's country) in
 * E.164, checked against the numbering plan of its country with libphonenumber's full metadata.
 * Only the dial codes of spec §9 are served; mobile and fixed lines both pass, since an SMS
 * gateway decides what it can reach. A number with an extension (`+65 6123 4567 ext. 12`) is
 * refused rather than stored without it: a text cannot reach an extension, and a number quietly
 * cut short would ring the wrong desk.
 */
export function checkPhone(input: string, defaultCountry?: string): PhoneCheck {
  const fallback =
    defaultCountry && COUNTRIES.has(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), fallback);
  if (!parsed) return { ok: false, reason: 'unparseable' };
  if (!parsed.country || !COUNTRIES.has(parsed.country))
    return { ok: false, reason: 'country_not_served' };
  if (!parsed.isValid()) return { ok: false, reason: 'invalid_for_country' };
  if (parsed.ext) return { ok: false, reason: 'has_extension' };
  return { ok: true, e164: parsed.number, country: parsed.country as DialCountry };
}
