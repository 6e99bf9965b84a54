import { afterEach, describe, expect, it } from 'vitest';
import {
  markNoticeShown,
  markOverdueRead,
  NOTICE_MODAL_SHOWN_KEY,
  READ_OVERDUE_NOTICE_KEY,
  readOverdueNotice,
  shouldShowOverdue,
  shouldShowOverdueModal,
} from './overdue-notice-storage';

afterEach(() => window.localStorage.clear());

describe('the overdue-payment notice and its read flag (spec §2/§3)', () => {
  it('shows nothing when no payment is overdue', () => {
    expect(shouldShowOverdue(0, readOverdueNotice())).toBe(false);
  });

  it('shows the notice and its modal for an overdue payment never read', () => {
    expect([shouldShowOverdue(1, readOverdueNotice()), shouldShowOverdueModal(1, readOverdueNotice())]).toEqual([true, true]);
  });

  it('keeps the count it was read at under read_overdue_notice and hides the notice for that count', () => {
    const record = markOverdueRead(2);
    expect(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY)).toBe('2');
    expect(shouldShowOverdue(2, record)).toBe(false);
  });

  it('shows the notice again when the overdue count rises above the one read', () => {
    markOverdueRead(2);
    expect(shouldShowOverdue(3, readOverdueNotice())).toBe(true);
  });

  it('shows the modal once per count (noticeModalShown) and the banner after it', () => {
    const record = markNoticeShown(2);
    expect(window.localStorage.getItem(NOTICE_MODAL_SHOWN_KEY)).toBe('2');
    expect([shouldShowOverdue(2, record), shouldShowOverdueModal(2, record)]).toEqual([true, false]);
    expect(shouldShowOverdueModal(3, record)).toBe(true);
  });

  it('treats a damaged stored value as never read', () => {
    window.localStorage.setItem(READ_OVERDUE_NOTICE_KEY, 'yes');
    expect(readOverdueNotice().readAt).toBe(0);
  });
});
