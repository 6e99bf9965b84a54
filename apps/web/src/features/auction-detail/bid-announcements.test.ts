import { describe, expect, it } from 'vitest';
import { countdownCue } from './bid-announcements';

describe('countdownCue', () => {
  it('is silent above a minute and before bidding opens', () => {
    expect(countdownCue('active', 61_000)).toBeNull();
    expect(countdownCue('active', 3_600_000)).toBeNull();
    expect(countdownCue('preview', 5_000)).toBeNull();
  });

  it('holds one step for the whole of it, so the clock is not read every second', () => {
    expect(countdownCue('active', 60_000)).toBe('minute');
    expect(countdownCue('active', 30_001)).toBe('minute');
    expect(countdownCue('active', 30_000)).toBe('thirty');
    expect(countdownCue('active', 10_001)).toBe('thirty');
    expect(countdownCue('active', 10_000)).toBe('ten');
    expect(countdownCue('active', 1)).toBe('ten');
  });

  it('says closed at zero and for an auction no longer active', () => {
    expect(countdownCue('active', 0)).toBe('closed');
    expect(countdownCue('ended', 40_000)).toBe('closed');
    expect(countdownCue('cancelled', 40_000)).toBe('closed');
  });

  it('goes back to silence when a soft-close extension adds time', () => {
    expect(countdownCue('active', 9_000)).toBe('ten');
    expect(countdownCue('active', 120_000)).toBeNull();
  });
});
