import { DIAL_CODES, PHONE_EXAMPLES, phoneExampleOf, pickupPhoneOf } from '@autobid/contract';
import { DEFAULT_COUNTRY } from '../../config/countries';

export type DialCode = (typeof DIAL_CODES)[number]['dial'];

export interface PhoneParts {
  dial: DialCode;
  /** The number after the dial code, digits only. */
  national: string;
}

/** Longest first, so `+852…` is never read as another code's number. */
const BY_LENGTH = [...DIAL_CODES].sort((a, b) => b.dial.length - a.dial.length);

/** The dial code of a user's market, offered first when they have no number yet (else MY's, spec §1). */
export function dialCodeFor(country: string | undefined): DialCode {
  return DIAL_CODES.find((entry) => entry.country === (country ?? DEFAULT_COUNTRY))?.dial ?? '+60';
}

/**
 * Splits a stored E.164 number (`+60123456701`) into the dial code of spec §9 and the rest; a
 * number with another code is kept whole after the market's code, so the person sees it and can fix it.
 */
export function splitPhone(phone: string | null | undefined, country?: string): PhoneParts {
  const value = phone ?? '';
  const match = BY_LENGTH.find((entry) => value.startsWith(entry.dial));
  if (match) return { dial: match.dial, national: value.slice(match.dial.length) };
  return { dial: dialCodeFor(country), national: value.replace(/\D/g, '') };
}

/**
 * The number to send: the dial code and the digits typed (spaces, dashes and brackets dropped,
 * a leading trunk 0 too, as people often type it); null when nothing was typed, which removes it.
 * Whether it is a real number of that country is the server's check (libphonenumber).
 */
export function joinPhone(dial: DialCode, national: string | undefined): string | null {
  const digits = (national ?? '').replace(/[\s\-().]/g, '');
  if (digits === '') return null;
  return `${dial}${digits.replace(/^0+/, '')}`;
}

/** What may be typed after the dial code: digits and the spaces, dashes, dots and brackets between them. */
const TYPED = /^[\d\s\-().]*$/;

/**
 * Whether what was typed is a phone number to send: nothing (which removes it), or a number that
 * the contract's phone rule takes once joined to its dial code (`+` and 8 to 15 digits).
 */
export function isPhoneNumber(dial: DialCode, national: string | undefined): boolean {
  if (!TYPED.test(national ?? '')) return false;
  const phone = joinPhone(dial, national);
  return phone === null || pickupPhoneOf(phone) !== null;
}

/**
 * The example number for an error, written as the form takes it (dial code, then the number): the dial code's own country's when it has
 * one, else the market's, so a seller who chose +65 sees a Singapore number.
 */
export function phoneExampleFor(dial: DialCode, market: string): string {
  const country = DIAL_CODES.find((entry) => entry.dial === dial)?.country ?? market;
  const example = PHONE_EXAMPLES[country] ?? phoneExampleOf(market);
  const own = BY_LENGTH.find((entry) => example.startsWith(entry.dial));
  return own ? `${own.dial} ${example.slice(own.dial.length)}` : example;
}
