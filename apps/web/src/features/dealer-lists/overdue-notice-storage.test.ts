import { afterEach, describe, expect, it } from 'vitest';
import {
  markOverdueRead,
  READ_OVERDUE_NOTICE_KEY,
  readOverdueRead,
  shouldShowOverdue,
} from './overdue-notice-storage';

afterEach(() => window.localStorage.clear());

describe('the overdue-payment notice and its read flag (spec §2/§3)', () => {
  it('shows nothing when no payment is overdue', () => {
    expect(shouldShowOverdue(0, readOverdueRead())).toBe(false);
  });

  it('shows the notice for an overdue payment never marked read', () => {
    expect(shouldShowOverdue(1, readOverdueRead())).toBe(true);
  });

  it('keeps the count it was read at under read_overdue_notice and hides the notice for that count', () => {
    markOverdueRead(2);
    expect(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY)).toBe('2');
    expect(shouldShowOverdue(2, readOverdueRead())).toBe(false);
  });

  it('shows the notice again when the overdue count rises above the one read', () => {
    markOverdueRead(2);
    expect(shouldShowOverdue(3, readOverdueRead())).toBe(true);
  });

  it('treats a damaged stored value as never read', () => {
    window.localStorage.setItem(READ_OVERDUE_NOTICE_KEY, 'yes');
    expect(readOverdueRead()).toBe(0);
  });
});
