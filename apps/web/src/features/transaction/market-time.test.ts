import { describe, expect, it } from 'vitest';
import { marketTimeToUtc, pickupDateRange, utcToMarketTime } from './market-time';

describe('marketTimeToUtc', () => {
  it('reads a Malaysian, Singaporean or Hong Kong wall clock as UTC+8', () => {
    expect(marketTimeToUtc('2030-03-12', '10:30', 'MY')).toBe('2030-03-12 02:30:00');
    expect(marketTimeToUtc('2030-03-12', '10:30', 'SG')).toBe('2030-03-12 02:30:00');
    expect(marketTimeToUtc('2030-03-12', '10:30', 'HK')).toBe('2030-03-12 02:30:00');
  });

  it('reads an Indonesian wall clock as UTC+7, crossing back into the previous day', () => {
    expect(marketTimeToUtc('2030-03-12', '06:15', 'ID')).toBe('2030-03-11 23:15:00');
  });

  it('refuses a date or time that does not exist', () => {
    expect(marketTimeToUtc('2030-02-30', '10:00', 'MY')).toBeNull();
    expect(marketTimeToUtc('2030-03-12', '24:00', 'MY')).toBeNull();
    expect(marketTimeToUtc('', '10:00', 'MY')).toBeNull();
  });
});

describe('utcToMarketTime', () => {
  it('gives back the wall clock a UTC moment shows in the market', () => {
    expect(utcToMarketTime('2030-03-11T23:15:00.000Z', 'ID')).toEqual({
      date: '2030-03-12',
      time: '06:15',
    });
    expect(utcToMarketTime('2030-03-12T02:30:00Z', 'MY')).toEqual({
      date: '2030-03-12',
      time: '10:30',
    });
  });
});

describe('pickupDateRange', () => {
  it('runs from the market’s today to 90 days ahead, in the market’s dates', () => {
    // 17:30 UTC on 11 March is already 12 March in Kuala Lumpur, still 12 March 00:30 in Jakarta.
    const now = Date.parse('2030-03-11T17:30:00Z');
    expect(pickupDateRange(now, 'MY')).toEqual({ min: '2030-03-12', max: '2030-06-10' });
    expect(pickupDateRange(now, 'ID')).toEqual({ min: '2030-03-12', max: '2030-06-10' });
    expect(pickupDateRange(Date.parse('2030-03-11T16:30:00Z'), 'ID')).toEqual({
      min: '2030-03-11',
      max: '2030-06-09',
    });
  });
});
