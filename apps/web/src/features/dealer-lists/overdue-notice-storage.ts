/** Spec §3 local storage: the read-overdue-notice flag, kept as the overdue count it was read at. */
export const READ_OVERDUE_NOTICE_KEY = 'read_overdue_notice';

/** The overdue count the dealer last marked read; 0 when never (or when the stored value is damaged). */
export function readOverdueRead(): number {
  try {
    const value = Number(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Shown while anything is overdue and more is overdue than when the dealer last marked it read. */
export function shouldShowOverdue(count: number, readAt: number): boolean {
  return count > 0 && count > readAt;
}

export function markOverdueRead(count: number): number {
  try {
    window.localStorage.setItem(READ_OVERDUE_NOTICE_KEY, String(count));
  } catch {
    // Storage off (private mode): the notice is hidden for this page view only.
  }
  return count;
}
