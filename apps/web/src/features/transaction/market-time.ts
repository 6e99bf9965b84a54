import { marketUtcOffsetHours, PICKUP_WINDOW_DAYS } from '@autobid/contract';

export { marketUtcOffsetHours };

const HOUR_MS = 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

function offsetMs(market: string): number {
  return marketUtcOffsetHours(market) * HOUR_MS;
}

/**
 * A market's local date (`YYYY-MM-DD`) and time (`HH:mm`) as the server takes it: UTC,
 * `YYYY-MM-DD HH:mm:ss`. Null when either is not a real date or time.
 */
export function marketTimeToUtc(date: string, time: string, market: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hour, minute] = timeMatch.map(Number) as [number, number, number];
  if (hour > 23 || minute > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(local);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  const utc = new Date(local - offsetMs(market));
  return (
    `${utc.getUTCFullYear()}-${two(utc.getUTCMonth() + 1)}-${two(utc.getUTCDate())} ` +
    `${two(utc.getUTCHours())}:${two(utc.getUTCMinutes())}:00`
  );
}

/** An ISO moment as the market's wall clock: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function utcToMarketTime(iso: string, market: string): { date: string; time: string } {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return { date: '', time: '' };
  const local = new Date(moment.getTime() + offsetMs(market));
  return {
    date: `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

/**
 * The days a pickup may be booked on, as the market's dates (`YYYY-MM-DD`): from today to the
 * last day of the booking window (`PICKUP_WINDOW_DAYS` ahead), as the server checks them.
 */
export function pickupDateRange(now: number, market: string): { min: string; max: string } {
  const day = (moment: number) => utcToMarketTime(new Date(moment).toISOString(), market).date;
  return { min: day(now), max: day(now + PICKUP_WINDOW_DAYS * 24 * HOUR_MS) };
}
