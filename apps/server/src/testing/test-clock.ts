import type { Clock } from '../lib/clock';

/** A clock that stands still until moved, so tests decide what "now" is. */
export function createTestClock(
  start = Date.parse('2026-03-02T09:00:00.000Z'),
): Clock & { set(ms: number): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
