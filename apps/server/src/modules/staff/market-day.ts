/**
 * Each market's local time as an offset from UTC (none of them observes daylight saving):
 * Malaysia, Singapore and Hong Kong UTC+8, Indonesia's Jakarta UTC+7.
 */
const UTC_OFFSET_HOURS: Record<string, number> = { MY: 8, SG: 8, HK: 8, ID: 7 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The market's local date (`YYYY-MM-DD`) at `now`. */
export function localDateOf(market: string, now: number): string {
  const offset = (UTC_OFFSET_HOURS[market] ?? 0) * HOUR;
  return new Date(now + offset).toISOString().slice(0, 10);
}

/** A local day of a market as UTC instants: [from, until). */
export function localDay(market: string, date: string): { from: Date; until: Date } {
  const offset = (UTC_OFFSET_HOURS[market] ?? 0) * HOUR;
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  return { from: new Date(midnightUtc - offset), until: new Date(midnightUtc - offset + DAY) };
}
