import { dealerAuctionSchema, type DealerAuction } from '@autobid/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const liveListAnswerSchema = z.object({
  data: z.array(dealerAuctionSchema),
  meta: z
    .object({
      pagination: z.object({
        total: z.number(),
        per_page: z.number(),
        current_page: z.number(),
        last_page: z.number(),
      }),
    })
    .optional(),
});

export interface LiveAuctionsQuery {
  /** Spec §9: only SG and HK sort by time_end. */
  sortByTimeEnd?: boolean;
  ids?: number[];
}

// One page is enough for the watch list; the server caps per_page anyway.
const PAGE_SIZE = 50;

/** `GET /dealers/auctions/live`, fetched without caching (spec §9). */
export async function getLiveAuctions(query: LiveAuctionsQuery = {}): Promise<DealerAuction[]> {
  const answer = await apiRequest('auction', 'v2', '/dealers/auctions/live', liveListAnswerSchema, {
    noCache: true,
    query: {
      include: 'active_inspection',
      page: 1,
      per_page: query.ids ? Math.max(query.ids.length, 1) : PAGE_SIZE,
      ids: query.ids?.join(','),
      'filter[order_by]': query.sortByTimeEnd ? 'time_end' : undefined,
    },
  });
  return answer.data;
}
