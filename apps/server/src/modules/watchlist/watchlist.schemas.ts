import { z } from 'zod';
import { intListParam, intParam, namesParam } from '../../lib/query-params';
import { AUCTION_INCLUDES } from '../auctions/auctions.schemas';

export const FOLLOW_LIST_SORTS = ['latest_activity', 'time_end'] as const;

/** Query of `GET /dealers/auctions/pinned-auctions`. */
export const pinnedListQuerySchema = z.object({
  include: namesParam('include', AUCTION_INCLUDES).default(['active_inspection']),
  ids: intListParam('ids').optional(),
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 200).default(50),
});

/** Query of `GET /dealers/auctions/follow-list`: the pinned list's, plus `sort` (spec §9). */
export const followListQuerySchema = pinnedListQuerySchema.extend({
  sort: z
    .enum(FOLLOW_LIST_SORTS, { error: `sort must be one of ${FOLLOW_LIST_SORTS.join(', ')}` })
    .default('latest_activity'),
});

export const auctionIdParamsSchema = z.object({ id: intParam('auction id') });
