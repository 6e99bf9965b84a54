import { DIAL_CODES } from '@autobid/contract';
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
