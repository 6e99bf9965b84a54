import { ENDED_BID_TAGS, PORTAL_SORTS, type EndedBidTag, type PortalSort } from '@autobid/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The lists of what happened after the close (spec §4 dealer stages), served by the portal API. */
export const PORTAL_LISTS = [
  'success',
  'overdue',
  'history',
  'has-online-payments',
  'ended-bids',
] as const;
export type PortalListName = (typeof PORTAL_LISTS)[number];

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Spec §9: dates of the ended-bids range are sent as `YYYY-MM-DD`. */
export const QUERY_DATE_FORMAT = 'YYYY-MM-DD';
const MAX_RANGE_DAYS = 366;

/** What one page of a portal list asks for; `tag`, `from` and `to` only matter to ended bids. */
export interface PortalQuery {
  page: number;
  perPage: number;
  sort: PortalSort;
  tag: EndedBidTag;
  from: string;
  to: string;
}

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

/** One text per distinct question to the server, so the same page is not asked twice at once. */
export function portalQueryKey(list: PortalListName, query: PortalQuery): string {
  const { page, perPage, sort, tag, from, to } = query;
  return list === 'ended-bids'
    ? [list, page, perPage, sort, tag, from, to].join('|')
    : [list, page, perPage, sort].join('|');
}
