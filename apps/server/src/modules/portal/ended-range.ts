import { MAX_DATE_RANGE_DAYS } from '@autobid/contract';
import { AppError } from '../../lib/app-error';
import type { DateBound } from './portal.schemas';

const DAY_MS = 86_400_000;
/** With no dates the list covers the last 7 days (spec §9). */
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = MAX_DATE_RANGE_DAYS;

/**
 * The window of auction ends the ended-bids list covers, as `[from, until)`: a `to` given as a
 * day includes that whole day; a `to` given as a moment includes that second. Without `to` the
 * window runs up to now, inclusive; without `from` it starts 7 days before its end.
 */
export function resolveEndedRange(
  from: DateBound | undefined,
  to: DateBound | undefined,
  now: number,
): { from: Date; until: Date } {
  const until = new Date(to ? to.at.getTime() + (to.isDay ? DAY_MS : 1_000) : now + 1);
  const start = from ? from.at : new Date(until.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (from && to && from.at.getTime() > to.at.getTime()) {
    throw invalid('filterDate[from]', 'filterDate[from] must not be after filterDate[to]');
  }
  const end = to ? to.at.getTime() : now;
  if (end - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw invalid(
      from ? 'filterDate[from]' : 'filterDate[to]',
      `filterDate[from] to filterDate[to] may span at most ${MAX_RANGE_DAYS} days`,
    );
  }
  return { from: start, until };
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}
