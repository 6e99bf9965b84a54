/** Spec §3 local storage: the read-overdue-notice flag, kept as the overdue count it was read at. */
export const READ_OVERDUE_NOTICE_KEY = 'read_overdue_notice';
/** Spec §3 local storage: the overdue count the notice's modal was last shown for. */
export const NOTICE_MODAL_SHOWN_KEY = 'noticeModalShown';

export interface OverdueNoticeRecord {
  readAt: number;
  modalShownAt: number;
}

function readCount(key: string): number {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function writeCount(key: string, count: number): void {
  try {
    window.localStorage.setItem(key, String(count));
  } catch {
    // Storage off (private mode): the notice simply shows again next time.
  }
}

export function readOverdueNotice(): OverdueNoticeRecord {
  return { readAt: readCount(READ_OVERDUE_NOTICE_KEY), modalShownAt: readCount(NOTICE_MODAL_SHOWN_KEY) };
}

/** Shown while there is anything overdue and more than when the dealer last marked it read. */
export function shouldShowOverdue(count: number, record: OverdueNoticeRecord): boolean {
  return count > 0 && count > record.readAt;
}

/** The modal comes once per higher count; after that the banner carries the notice. */
export function shouldShowOverdueModal(count: number, record: OverdueNoticeRecord): boolean {
  return shouldShowOverdue(count, record) && count > record.modalShownAt;
}

export function markOverdueRead(count: number): OverdueNoticeRecord {
  writeCount(READ_OVERDUE_NOTICE_KEY, count);
  writeCount(NOTICE_MODAL_SHOWN_KEY, Math.max(count, readCount(NOTICE_MODAL_SHOWN_KEY)));
  return readOverdueNotice();
}

export function markNoticeShown(count: number): OverdueNoticeRecord {
  writeCount(NOTICE_MODAL_SHOWN_KEY, count);
  return readOverdueNotice();
}
