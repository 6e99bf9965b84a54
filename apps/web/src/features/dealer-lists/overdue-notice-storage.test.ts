import { afterEach, describe, expect, it } from 'vitest';
import {
  localDay,
  markOverdueRead,
  READ_OVERDUE_NOTICE_KEY,
  readOverdueRead,
  shouldShowOverdue,
} from './overdue-notice-storage';

afterEach(() => window.localStorage.clear());

const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

describe('the overdue-payment notice and its read flag (spec §2/§3)', () => {
  it('shows nothing when no payment is overdue', () => {
    expect(shouldShowOverdue(0, readOverdueRead(), TODAY)).toBe(false);
  });

  it('shows the notice for an overdue payment never dismissed', () => {
    expect(shouldShowOverdue(1, readOverdueRead(), TODAY)).toBe(true);
  });

  it('keeps today and the count under read_overdue_notice and hides the notice for that count today', () => {
    markOverdueRead(2, TODAY);
    expect(JSON.parse(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY) ?? '')).toEqual({
      date: TODAY,
      count: 2,
    });
    expect(shouldShowOverdue(2, readOverdueRead(), TODAY)).toBe(false);
  });

  it('shows the notice again the same day when the overdue count rises above the one dismissed', () => {
    markOverdueRead(2, TODAY);
    expect(shouldShowOverdue(3, readOverdueRead(), TODAY)).toBe(true);
  });

  it('stays hidden when a payment is settled after the dismissal (the count falls)', () => {
    markOverdueRead(2, TODAY);
    expect(shouldShowOverdue(1, readOverdueRead(), TODAY)).toBe(false);
  });

  it('reminds the dealer again the next day of a payment still overdue', () => {
    markOverdueRead(2, TODAY);
    expect(shouldShowOverdue(2, readOverdueRead(), TOMORROW)).toBe(true);
  });

  it('treats a damaged or older-form stored value as never dismissed', () => {
    for (const stored of [
      'yes',
      '2',
      '{"date":"today","count":2}',
      '{"date":"2026-11-23","count":-1}',
    ]) {
      window.localStorage.setItem(READ_OVERDUE_NOTICE_KEY, stored);
      expect(readOverdueRead()).toBeNull();
    }
  });

  it('names the day by the dealer’s own calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
