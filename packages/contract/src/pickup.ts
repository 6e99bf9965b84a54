/**
 * When a won car may be collected from a yard, and how its contact is written: the server refuses
 * what these refuse, and the purchase page says so before sending (docs/pickup-and-delivery.md).
 */

/** How far ahead a pickup may be booked: a yard keeps a paid car for weeks, not for years. */
export const PICKUP_WINDOW_DAYS = 90;

const HOUR_MS = 3_600_000;

/**
 * Hours each market's wall clock is ahead of UTC; none keeps daylight saving time. A yard's
 * opening hours, a pickup time and an invoice's year are the market's local time, whatever the
 * reader's browser or the server says. Indonesia's is Jakarta's (WIB).
 */
export const MARKET_UTC_OFFSET_HOURS: Readonly<Record<string, number>> = {
  MY: 8,
  SG: 8,
  HK: 8,
  ID: 7,
};

/** How many hours a market's wall clock is ahead of UTC (0 for a market not served). */
export function marketUtcOffsetHours(market: string): number {
  return MARKET_UTC_OFFSET_HOURS[market] ?? 0;
}

/** Why a pickup moment cannot be booked. */
export type PickupTimeProblem = 'too_soon' | 'too_far' | 'sunday' | 'closed';

/** `HH:mm` as minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Why a pickup moment cannot be booked, or null when it can: it must be at least an hour after
 * `now` and at most {@link PICKUP_WINDOW_DAYS} days after it, on Monday to Saturday and from
 * opening up to (not at) closing in the market's local time. The markets served keep no daylight
 * saving time, so a fixed offset gives the local time.
 */
export function pickupTimeProblem(input: {
  pickupAt: number;
  now: number;
  utcOffsetHours: number;
  opensAt: string;
  closesAt: string;
}): PickupTimeProblem | null {
  if (input.pickupAt < input.now + HOUR_MS) return 'too_soon';
  if (input.pickupAt > input.now + PICKUP_WINDOW_DAYS * 24 * HOUR_MS) return 'too_far';
  const local = new Date(input.pickupAt + input.utcOffsetHours * HOUR_MS);
  if (local.getUTCDay() === 0) return 'sunday';
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
  if (minute < minutesOf(input.opensAt) || minute >= minutesOf(input.closesAt)) return 'closed';
  return null;
}

/**
 * A contact phone as stored: the spaces and dashes people type dropped. It is one when it is `+`
 * and 8 to 15 digits; otherwise null.
 */
export function pickupPhoneOf(value: string): string | null {
  const phone = value.replace(/[\s-]/g, '');
  return /^\+\d{8,15}$/.test(phone) ? phone : null;
}

/**
 * A phone of each market's own, written as the contact phone rule above wants it, for the example
 * an error about a phone gives; a market without one of its own gets Malaysia's (spec §1).
 */
export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  MY: '+60123456789',
  SG: '+6591234567',
  ID: '+62812345678',
  HK: '+85291234567',
};

/** The example phone of a market (or of the country a dial code belongs to). */
export function phoneExampleOf(market: string): string {
  return PHONE_EXAMPLES[market] ?? '+60123456789';
}
