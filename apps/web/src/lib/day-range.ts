import { MAX_DATE_RANGE_DAYS } from '@autobid/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { toUtcQueryDate } from './utc-query-date';

/**
 * A range of the reader's days (`YYYY-MM-DD`, either end may be empty) as a list's
 * `filterDate[from]`/`filterDate[to]`: from the first second of the first day to the last second
 * of the last, in the reader's time zone, as UTC moments (spec §5). A day picked in Bangkok is
 * Bangkok's day, not UTC's.
 */
export function dayRangeQuery(from: string, to: string) {
  return {
    'filterDate[from]': from ? toUtcQueryDate(dayjs(from).startOf('day')) : undefined,
    'filterDate[to]': to ? toUtcQueryDate(dayjs(to).endOf('day')) : undefined,
  };
}

/**
 * For a range picker's `disabledDate`: once one end is picked, the days too far from it for the
 * API to take (more than {@link MAX_DATE_RANGE_DAYS} days in all) cannot be picked.
 */
export function beyondDayRange(day: Dayjs, info?: { from?: Dayjs | undefined }): boolean {
  const start = info?.from;
  return (
    start !== undefined &&
    Math.abs(day.startOf('day').diff(start.startOf('day'), 'day')) >= MAX_DATE_RANGE_DAYS
  );
}
