import { auctionPageSchema, type DealerAuction } from '@autobid/contract';
import { apiRequest } from '../../../lib/api-client';

// A storefront shows one screenful of a seller's cars; the full list is the live list's job.
const PAGE_SIZE = 50;

/** `GET /auction/api/v2/dealers/auctions/live?filter[group_id]=…`, without caching (spec §9). */
export async function getGroupLiveAuctions(groupId: number): Promise<DealerAuction[]> {
  const answer = await apiRequest('auction', 'v2', '/dealers/auctions/live', auctionPageSchema, {
    noCache: true,
    query: {
      include: 'active_inspection',
      'filter[group_id]': groupId,
      page: 1,
      per_page: PAGE_SIZE,
    },
  });
  return answer.data;
}
