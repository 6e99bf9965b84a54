import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toUtcQueryDate } from './utc-query-date';

describe('toUtcQueryDate', () => {
  it('converts a moment with an offset to UTC in YYYY-MM-DD HH:mm:ss', () => {
    expect(toUtcQueryDate('2030-01-01T08:15:30+08:00')).toBe('2030-01-01 00:15:30');
    expect(toUtcQueryDate('2030-03-01T02:00:00+07:00')).toBe('2030-02-28 19:00:00');
  });

  it('reads a local wall-clock time in the browser time zone', () => {
    const local = new Date(2030, 5, 15, 9, 5, 7);
    const expected = local.toISOString().slice(0, 19).replace('T', ' ');
    expect(toUtcQueryDate(local)).toBe(expected);
    expect(toUtcQueryDate(dayjs(local))).toBe(expected);
  });

  it('refuses what is not a date instead of sending "Invalid Date"', () => {
    expect(() => toUtcQueryDate('not a date')).toThrow(RangeError);
  });
});
