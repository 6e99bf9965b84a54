import { z } from 'zod';
import { intListParam, intParam, namesParam } from '../../lib/query-params';

export const AUCTION_INCLUDES = ['active_inspection', 'inventory', 'user_bids'] as const;
export const LIVE_ORDERS = [
  'time_end',
  'time_end_desc',
  'newest',
  'price_asc',
  'price_desc',
  'most_bids',
] as const;

/** Query of `GET /dealers/auctions/live` (spec §7); inventory and user_bids always come with it. */
export const liveListQuerySchema = z.object({
  include: namesParam('include', AUCTION_INCLUDES).default(['active_inspection']),
  ids: intListParam('ids').optional(),
  'filter[group_id]': intParam('filter[group_id]').optional(),
  'filter[order_by]': z
    .enum(LIVE_ORDERS, { error: `filter[order_by] must be one of ${LIVE_ORDERS.join(', ')}` })
    .default('time_end'),
  'filter[make]': intListParam('filter[make]').optional(),
  'filter[model]': intListParam('filter[model]').optional(),
  'filter[channel]': z
    .enum(['online', 'offline'], { error: 'filter[channel] must be online or offline' })
    .optional(),
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 200).default(50),
});

export const PREVIEW_ORDERS = ['time_start', ...LIVE_ORDERS] as const;

/** Query of `GET /dealers/auctions/preview`: the live list's, ordered by start by default. */
export const previewListQuerySchema = liveListQuerySchema.extend({
  'filter[order_by]': z
    .enum(PREVIEW_ORDERS, { error: `filter[order_by] must be one of ${PREVIEW_ORDERS.join(', ')}` })
    .default('time_start'),
});

/** Query of `GET /dealers/auctions/live/filter-make-model`. */
export const makeModelQuerySchema = z.object({
  query: z.string().trim().max(100, { error: 'query must be at most 100 characters' }).optional(),
  group: intParam('group').optional(),
});

export const auctionIdParamsSchema = z.object({ id: intParam('auction id') });
