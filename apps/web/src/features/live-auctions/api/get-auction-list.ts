import { auctionPageSchema, DEALER_LISTS, type AuctionPage } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';
import type { ListFilters } from '../list-filters';

/** The four lists of auctions still open (spec §4 dealer stages): each is kept live in the browser. */
export type OpenListName = 'live' | 'preview' | 'follow-list' | 'pinned';

export interface AuctionListRequest {
  filters?: ListFilters;
  ids?: number[];
  page?: number;
  perPage?: number;
  /** Follow list only: spec §9 sorts by time_end only for SG and HK. */
  sortByTimeEnd?: boolean;
}

/** A page holds a market's busy hour; more pages come on request. */
export const LIST_PAGE_SIZE = 100;

function filterQuery(
  filters: ListFilters | undefined,
): Record<string, string | number | undefined> {
  if (!filters) return {};
  return {
    'filter[group_id]': filters.group,
    'filter[channel]': filters.channel,
    'filter[order_by]': filters.order,
    'filter[make]': filters.make,
    'filter[model]': filters.model,
  };
}

/** `GET /dealers/auctions/{live|preview|follow-list|pinned-auctions}`, never from a cache (spec §9). */
export async function getAuctionList(
  list: OpenListName,
  request: AuctionListRequest = {},
): Promise<AuctionPage> {
  const takesFilters = list === 'live' || list === 'preview';
  return apiRequest('auction', 'v2', DEALER_LISTS[list].path, auctionPageSchema, {
    noCache: true,
    query: {
      include: 'active_inspection',
      ids: request.ids?.join(','),
      page: request.page ?? 1,
      per_page: request.ids
        ? Math.min(Math.max(request.ids.length, 1), 200)
        : (request.perPage ?? LIST_PAGE_SIZE),
      ...(takesFilters ? filterQuery(request.filters) : {}),
      ...(list === 'follow-list' && request.sortByTimeEnd ? { sort: 'time_end' } : {}),
    },
  });
}
