import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The one shape dates leave the app in (spec §5): UTC, `YYYY-MM-DD HH:mm:ss`. */
export const UTC_QUERY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A moment as the server takes it in a query or body: converted to UTC and written
 * `YYYY-MM-DD HH:mm:ss` (spec §5). Accepts a dayjs value (as antd's pickers give), a Date or an
 * ISO string; a local wall-clock time is read in the browser's time zone.
 */
export function toUtcQueryDate(value: Dayjs | Date | string): string {
  const moment = dayjs.isDayjs(value) ? value : dayjs(value);
  if (!moment.isValid()) throw new RangeError(`not a date: ${String(value)}`);
  return moment.utc().format(UTC_QUERY_FORMAT);
}
