import { AppError } from '../../lib/app-error';
import { MAX_RANGE_DAYS } from '../portal/ended-range';
import type { DateBound } from '../portal/portal.schemas';

const DAY_MS = 86_400_000;

/**
 * The window of auction ends a seller list covers, as `[from, until)`, parsed and bounded as the
 * dealer's ended bids: a `to` given as a day includes that whole day, one given as a moment that
 * second. Unlike ended bids, no date means no limit: a seller sees every auction of a stage.
 */
export function resolveSellerRange(
  from: DateBound | undefined,
  to: DateBound | undefined,
): { from?: Date; until?: Date } {
  if (from && to) {
    if (from.at.getTime() > to.at.getTime())
      throw invalid('filterDate[from]', 'filterDate[from] must not be after filterDate[to]');
    if (to.at.getTime() - from.at.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw invalid(
        'filterDate[from]',
        `filterDate[from] to filterDate[to] may span at most ${MAX_RANGE_DAYS} days`,
      );
    }
  }
  return {
    ...(from ? { from: from.at } : {}),
    ...(to ? { until: new Date(to.at.getTime() + (to.isDay ? DAY_MS : 1_000)) } : {}),
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}
