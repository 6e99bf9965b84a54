import { PICKUP_WINDOW_DAYS } from '@autobid/contract';

const HOUR_MS = 3_600_000;

/** `HH:mm` as minutes after midnight. */
function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Why a pickup moment cannot be booked, or null when it can: it must be at least an hour after
 * `now` and at most {@link PICKUP_WINDOW_DAYS} days after it, on Monday to Saturday and from opening up to (not at) closing in the market's local time.
 * The markets served keep no daylight saving time, so a fixed offset gives the local time.
 */
export function findPickupTimeProblem(input: {
  pickupAt: number;
  now: number;
  utcOffsetHours: number;
  opensAt: string;
  closesAt: string;
}): string | null {
  if (input.pickupAt < input.now + HOUR_MS) return 'must be at least one hour from now';
  if (input.pickupAt > input.now + PICKUP_WINDOW_DAYS * 24 * HOUR_MS)
    return `must be within ${PICKUP_WINDOW_DAYS} days from now`;
  const local = new Date(input.pickupAt + input.utcOffsetHours * HOUR_MS);
  if (local.getUTCDay() === 0) return 'the yards are closed on Sundays';
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
  if (minute < minutesOf(input.opensAt) || minute >= minutesOf(input.closesAt))
    return `must be within opening hours, ${input.opensAt}–${input.closesAt} local time`;
  return null;
}
