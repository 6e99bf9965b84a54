import { ENDED_BID_TAGS, PORTAL_SORTS } from '@autobid/contract';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  QUERY_DATE_FORMAT,
  type PortalListName,
  type PortalQuery,
} from './portal-lists';

// Reading and writing a portal list's address (the list pages load this with their dates).
const MAX_RANGE_DAYS = 366;

/** Spec §9: the last 7 days, today included. */
export function defaultRange(today: Dayjs): { from: string; to: string } {
  return {
    from: today.subtract(6, 'day').format(QUERY_DATE_FORMAT),
    to: today.format(QUERY_DATE_FORMAT),
  };
}

function dateOf(value: string | null): Dayjs | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value, QUERY_DATE_FORMAT);
  return date.isValid() && date.format(QUERY_DATE_FORMAT) === value ? date : null;
}

function whole(value: string | null, fallback: number, min: number, max: number): number {
  const number = value !== null && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : fallback;
}

/** Reads a portal list's query from the address; anything out of bounds falls back to the default. */
export function portalQueryFromSearch(search: URLSearchParams, today: Dayjs): PortalQuery {
  const from = dateOf(search.get('from'));
  const to = dateOf(search.get('to'));
  const isRangeValid =
    from !== null && to !== null && !from.isAfter(to) && to.diff(from, 'day') <= MAX_RANGE_DAYS;
  const perPage = whole(search.get('per_page'), DEFAULT_PAGE_SIZE, 1, 200);
  return {
    page: whole(search.get('page'), 1, 1, 100_000),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    sort: PORTAL_SORTS.find((sort) => sort === search.get('sort')) ?? 'time_end_desc',
    tag: ENDED_BID_TAGS.find((tag) => tag === search.get('tag')) ?? 'all',
    ...(isRangeValid
      ? { from: from.format(QUERY_DATE_FORMAT), to: to.format(QUERY_DATE_FORMAT) }
      : defaultRange(today)),
  };
}

/** Writes a portal list's query to the address, leaving out what is the default. */
export function searchFromPortalQuery(
  query: PortalQuery,
  list: PortalListName,
  today: Dayjs,
): URLSearchParams {
  const search = new URLSearchParams();
  if (query.page !== 1) search.set('page', String(query.page));
  if (query.perPage !== DEFAULT_PAGE_SIZE) search.set('per_page', String(query.perPage));
  if (query.sort !== 'time_end_desc') search.set('sort', query.sort);
  if (list !== 'ended-bids') return search;
  const range = defaultRange(today);
  if (query.from !== range.from || query.to !== range.to) {
    search.set('from', query.from);
    search.set('to', query.to);
  }
  if (query.tag !== 'all') search.set('tag', query.tag);
  return search;
}
