import { describe, expect, it } from 'vitest';
import { formatRemaining } from './countdown-format';

const days = (n: number) => `${n}d`;

describe('formatRemaining', () => {
  it('shows minutes and seconds in the last hour', () => {
    expect(formatRemaining(65_000, days)).toBe('01:05');
  });

  it('rounds a part second up so the display reaches 00:00 only at the end', () => {
    expect(formatRemaining(500, days)).toBe('00:01');
    expect(formatRemaining(0, days)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatRemaining(-5_000, days)).toBe('00:00');
  });

  it('adds hours and then days for long auctions', () => {
    expect(formatRemaining(3_723_000, days)).toBe('1:02:03');
    expect(formatRemaining(90_061_000, days)).toBe('1d 01:01:01');
  });
});
