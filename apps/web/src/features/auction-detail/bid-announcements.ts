import type { AuctionStatusName } from '@autobid/contract';

/**
 * What a screen reader is told about a running auction, apart from what is on screen. A countdown
 * read every second would drown everything else, so the clock speaks only at the steps a bidder
 * acts on: one minute, thirty seconds, ten seconds, and the close.
 */
export type CountdownCue = 'minute' | 'thirty' | 'ten' | 'closed';

// Smallest first: the cue is the nearest step at or above the time left.
const CUE_STEPS: readonly (readonly [number, CountdownCue])[] = [
  [10_000, 'ten'],
  [30_000, 'thirty'],
  [60_000, 'minute'],
];

/**
 * The step the clock is in: null above a minute (and before bidding opens), then each step, then
 * 'closed'. The live region holds this step's words, so a screen reader hears it once, when the
 * words change: on entering a step, never on a tick within it. Words present when the page opens
 * are not read out, and a soft-close extension empties the region, so the steps are said again.
 */
export function countdownCue(status: AuctionStatusName, remainingMs: number): CountdownCue | null {
  if (status === 'preview' || status === 'scheduled') return null;
  if (status !== 'active' || remainingMs <= 0) return 'closed';
  for (const [step, cue] of CUE_STEPS) if (remainingMs <= step) return cue;
  return null;
}
