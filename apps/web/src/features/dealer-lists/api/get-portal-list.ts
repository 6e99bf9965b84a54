import { DEALER_LISTS, portalAuctionPageSchema, type PortalAuctionPage } from '@autobid/contract';
import dayjs from 'dayjs';
import { apiRequest } from '../../../lib/api-client';
import { toUtcQueryDate } from '../../../lib/utc-query-date';
import type { PortalListName, PortalQuery } from '../portal-lists';

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
        ? {
            tag: query.tag,
            // The dealer's days, from their first to their last second, as UTC moments (spec §5).
            'filterDate[from]': toUtcQueryDate(dayjs(query.from).startOf('day')),
            'filterDate[to]': toUtcQueryDate(dayjs(query.to).endOf('day')),
          }
        : {}),
    },
  });
}
