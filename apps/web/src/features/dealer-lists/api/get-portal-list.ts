import { DEALER_LISTS, portalAuctionPageSchema, type PortalAuctionPage } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';
import type { PortalListName, PortalQuery } from '../portal-query';

/** `GET /portal/api/v2/dealers/auctions/{success|overdue|history|has-online-payments|ended-bids}`. */
export async function getPortalList(
  list: PortalListName,
  query: PortalQuery,
): Promise<PortalAuctionPage> {
  const isEndedBids = list === 'ended-bids';
  return apiRequest('portal', 'v2', DEALER_LISTS[list].path, portalAuctionPageSchema, {
    noCache: true,
    query: {
      page: query.page,
      per_page: query.perPage,
      sort: query.sort,
      ...(isEndedBids
        ? { tag: query.tag, 'filterDate[from]': query.from, 'filterDate[to]': query.to }
        : {}),
    },
  });
}
