import { sellerAuctionPageSchema, type SellerStage } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

/** How many of the group's auctions are in each stage, and how many await the seller's decision. */
export interface SellerOverview {
  pending: number;
  live: number;
  ended: number;
  completed: number;
  awaitingDecision: number;
}

async function countOf(stage: SellerStage, tag?: string): Promise<number> {
  const page = await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${stage}`,
    sellerAuctionPageSchema,
    {
      query: { page: 1, per_page: 1, tag },
      noCache: true,
    },
  );
  return page.meta.pagination.total;
}

export async function fetchSellerOverview(): Promise<SellerOverview> {
  const [pending, live, ended, completed, awaitingDecision] = await Promise.all([
    countOf('pending'),
    countOf('live'),
    countOf('ended'),
    countOf('completed'),
    countOf('ended', 'reserved'),
  ]);
  return { pending, live, ended, completed, awaitingDecision };
}
