import { DIAL_CODES } from '@autobid/contract';

export type DialCode = (typeof DIAL_CODES)[number]['dial'];

/** The dial code a region's phones start with; the spec's list (§9) holds every sign-in region. */
export function dialCodeOf(country: string): DialCode {
  return DIAL_CODES.find((entry) => entry.country === country)?.dial ?? '+60';
}

/** Spaces, dashes, dots and brackets people type between digits. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The number in E.164 (`+60123456701`) from the chosen dial code and what was typed, or null when
 * it cannot be a phone number. A leading trunk 0 (`012-345 6701` in Malaysia) is dropped; a number
 * typed with its own `+` keeps its own dial code. Whether the number exists in that country is the
 * server's call (it checks per country); this only keeps obvious typing slips from a round trip.
 */
export function toE164(dial: string, typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact.replace(/^0+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const full = international ? digits : `${dial.slice(1)}${digits}`;
  // E.164 allows at most 15 digits; no number of the spec's countries is shorter than 8 in all.
  if (full.length < 8 || full.length > 15) return null;
  return `+${full}`;
}
