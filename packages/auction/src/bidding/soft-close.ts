/**
 * Soft close (BID-6): an accepted bid with less than `windowMs` left moves the end to
 * `now + windowMs`; otherwise the end stays. The end never moves earlier.
 */
export function extendedTimeEnd(timeEnd: number, now: number, windowMs: number): number {
  return timeEnd - now < windowMs ? Math.max(timeEnd, now + windowMs) : timeEnd;
}
