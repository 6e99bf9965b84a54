import { PICKUP_WINDOW_DAYS, pickupTimeProblem } from '@autobid/contract';

/**
 * Why a pickup moment cannot be booked, in the words of the API's refusal, or null when it can
 * (the rule is the contract's `pickupTimeProblem`).
 */
export function findPickupTimeProblem(input: {
  pickupAt: number;
  now: number;
  utcOffsetHours: number;
  opensAt: string;
  closesAt: string;
}): string | null {
  switch (pickupTimeProblem(input)) {
    case 'too_soon':
      return 'must be at least one hour from now';
    case 'too_far':
      return `must be within ${PICKUP_WINDOW_DAYS} days from now`;
    case 'sunday':
      return 'the yards are closed on Sundays';
    case 'closed':
      return `must be within opening hours, ${input.opensAt}–${input.closesAt} local time`;
    case null:
      return null;
  }
}
