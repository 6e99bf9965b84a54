/**
 * Spec §3 local storage: the read-overdue-notice flag. It keeps the day the dealer dismissed the
 * notice and the overdue count they dismissed it at, as `{"date":"YYYY-MM-DD","count":N}`.
 */
export const READ_OVERDUE_NOTICE_KEY = 'read_overdue_notice';

export interface OverdueRead {
  /** The dealer's local day of the dismissal, `YYYY-MM-DD`. */
  date: string;
  count: number;
}

/** The dealer's local day, `YYYY-MM-DD`. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parseRead(raw: string | null): OverdueRead | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { date, count } = value as Record<string, unknown>;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return null;
    return { date, count };
  } catch {
    return null;
  }
}

/** The last dismissal; null when never dismissed, or when the stored value is damaged or of an older form. */
export function readOverdueRead(): OverdueRead | null {
  try {
    return parseRead(window.localStorage.getItem(READ_OVERDUE_NOTICE_KEY));
  } catch {
    return null;
  }
}

/**
 * Shown while anything is overdue, unless the dealer dismissed it today at this count or more: a
 * new overdue purchase brings it back at once, and an unpaid one reminds them again the next day.
 */
export function shouldShowOverdue(count: number, read: OverdueRead | null, today: string): boolean {
  if (count <= 0) return false;
  return read === null || read.date !== today || count > read.count;
}

/** Remembers today's dismissal at `count`, and answers it. */
export function markOverdueRead(count: number, today: string): OverdueRead {
  const read = { date: today, count };
  try {
    window.localStorage.setItem(READ_OVERDUE_NOTICE_KEY, JSON.stringify(read));
  } catch {
    // Storage off (private mode): the notice is hidden for this page view only.
  }
  return read;
}
