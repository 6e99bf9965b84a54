import {
  dealerAuctionSchema,
  negotiationAnswerSchema,
  sellerAuctionDetailSchema,
  sellerRelatedSchema,
  type SellerAuctionDetail,
  type SellerRelated,
} from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';

export type SellerAuctionView = SellerAuctionDetail['data'];

/** One auction of the seller group with its price history. */
export async function fetchSellerAuction(id: number): Promise<SellerAuctionView> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${id}`,
    sellerAuctionDetailSchema,
    {
      noCache: true,
    },
  );
  return answer.data;
}

/** The other auctions of the same car, and this one's restarts. */
export async function fetchSellerRelated(id: number): Promise<SellerRelated['data']> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${id}/related`,
    sellerRelatedSchema,
    {
      noCache: true,
    },
  );
  return answer.data;
}

const decisionAnswerSchema = z.object({ data: z.object({ auction: dealerAuctionSchema }) });

/** The seller accepts or rejects a top bid that missed the reserve (spec §7). */
export async function decideBid(
  decision: 'accept' | 'reject',
  bidId: number,
  auctionId: number,
): Promise<void> {
  await apiRequest('portal', 'v2', `/dealers/bids/${bidId}/${decision}`, decisionAnswerSchema, {
    method: 'PUT',
    body: { auction_id: auctionId },
  });
}

/** A counter-offer to the top bidder: above their bid, at most the reserve (docs/seller-offers.md). */
export async function counterOffer(
  auctionId: number,
  bidId: number,
  amount: number,
): Promise<void> {
  await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${auctionId}/counter-offer`,
    negotiationAnswerSchema,
    {
      method: 'POST',
      body: { bid_id: bidId, amount },
    },
  );
}

/** Offers the award to the runner-up at their own bid, once the top bidder is out. */
export async function offerRunnerUp(auctionId: number): Promise<void> {
  await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${auctionId}/runner-up-offer`,
    negotiationAnswerSchema,
    {
      method: 'POST',
    },
  );
}

/** Ends the award without a sale. */
export async function endWithoutSale(auctionId: number): Promise<void> {
  await apiRequest(
    'portal',
    'v2',
    `/sellers/auctions/${auctionId}/no-sale`,
    negotiationAnswerSchema,
    {
      method: 'POST',
    },
  );
}
