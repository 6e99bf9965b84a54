const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long before `now` a moment was, in the language's words ("3 days ago", "3 hari yang lalu"). */
export function timeAgo(iso: string, now: number, locale: string): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed >= DAY_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed >= HOUR_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.max(1, Math.floor(elapsed / MINUTE_MS)), 'minute');
}
