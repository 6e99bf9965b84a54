import { SELLER_SORTS, SELLER_STAGES, type SellerStage } from '@autobid/contract';
import { z } from 'zod';
import { intListParam, intParam } from '../../lib/query-params';
import { dateParam } from '../portal/portal.schemas';

/** Each stage's order when the query gives none: what comes next first, what ended last first. */
export const DEFAULT_SORT: Record<SellerStage, (typeof SELLER_SORTS)[number]> = {
  pending: 'time_start',
  live: 'time_end',
  ended: '-time_end',
  completed: '-time_end',
};

const searchText = z
  .string()
  .trim()
  .max(100, { error: 'query may be at most 100 characters' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'query may not contain control characters' });

/** Query of `GET /portal/api/v2/sellers/auctions/{stage}`; `tag` is one status of that stage. */
export function sellerListQuerySchema(stage: SellerStage) {
  const tags = ['all', ...SELLER_STAGES[stage]] as const;
  return z.object({
    page: intParam('page', 1, 100_000).default(1),
    per_page: intParam('per_page', 1, 200).default(20),
    sort: z
      .enum(SELLER_SORTS, { error: `sort must be one of ${SELLER_SORTS.join(', ')}` })
      .default(DEFAULT_SORT[stage]),
    tag: z.enum(tags, { error: `tag must be one of ${tags.join(', ')}` }).default('all'),
    'filter[make]': intListParam('filter[make]').optional(),
    'filter[model]': intListParam('filter[model]').optional(),
    query: searchText.optional(),
    'filterDate[from]': dateParam('filterDate[from]').optional(),
    'filterDate[to]': dateParam('filterDate[to]').optional(),
  });
}
export type SellerListQuery = z.infer<ReturnType<typeof sellerListQuerySchema>>;

export const sellerAuctionParamsSchema = z.object({ auctionId: intParam('auctionId') });
