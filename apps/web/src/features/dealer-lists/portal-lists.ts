import type { EndedBidTag, PortalSort } from '@autobid/contract';

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

/** What one page of a portal list asks for; `tag`, `from` and `to` only matter to ended bids. */
export interface PortalQuery {
  page: number;
  perPage: number;
  sort: PortalSort;
  tag: EndedBidTag;
  from: string;
  to: string;
}

/** One text per distinct question to the server, so the same page is not asked twice at once. */
export function portalQueryKey(list: PortalListName, query: PortalQuery): string {
  const { page, perPage, sort, tag, from, to } = query;
  return list === 'ended-bids'
    ? [list, page, perPage, sort, tag, from, to].join('|')
    : [list, page, perPage, sort].join('|');
}
