import { dealerAuctionSchema, type DealerAuction } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const auctionAnswerSchema = z.object({ data: dealerAuctionSchema });

/** `GET /dealers/auctions/live/{id}`: the full auction with history, inspection and own bids. */
export async function getAuction(id: number): Promise<DealerAuction> {
  const answer = await apiRequest(
    'auction',
    'v2',
    `/dealers/auctions/live/${id}`,
    auctionAnswerSchema,
    {
      query: { include: 'active_inspection' },
      noCache: true,
    },
  );
  return answer.data;
}
