import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { beyondDayRange, dayRangeQuery } from './day-range';
import { toUtcQueryDate } from './utc-query-date';

describe('a range of the reader’s days as a list query', () => {
  it('runs from the first second of the first day to the last second of the last, in the reader’s zone', () => {
    expect(dayRangeQuery('2026-12-07', '2026-12-08')).toEqual({
      'filterDate[from]': toUtcQueryDate(new Date(2026, 11, 7, 0, 0, 0)),
      'filterDate[to]': toUtcQueryDate(new Date(2026, 11, 8, 23, 59, 59)),
    });
  });

  it('leaves out an end that is not given', () => {
    expect(dayRangeQuery('', '')).toEqual({
      'filterDate[from]': undefined,
      'filterDate[to]': undefined,
    });
  });

  it('once a day is picked, keeps out the days 366 or more days from it, either way', () => {
    const from = dayjs('2026-01-10');
    expect(beyondDayRange(dayjs('2027-01-10'), { from })).toBe(false);
    expect(beyondDayRange(dayjs('2027-01-11'), { from })).toBe(true);
    expect(beyondDayRange(dayjs('2025-01-09'), { from })).toBe(true);
    expect(beyondDayRange(dayjs('2030-01-01'), {})).toBe(false);
  });
});
