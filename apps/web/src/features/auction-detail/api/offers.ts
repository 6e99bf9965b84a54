import { dealerAuctionSchema, dealerOffersSchema, type DealerOffer } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** The offers sellers made to this dealer that wait for an answer (docs/seller-offers.md). */
export async function getOpenOffers(): Promise<DealerOffer[]> {
  const answer = await apiRequest('portal', 'v2', '/dealers/offers', dealerOffersSchema, {
    noCache: true,
  });
  return answer.data;
}

const answerSchema = z.object({ data: z.object({ auction: dealerAuctionSchema }) });

/** Accepting buys the car at the offer's amount; declining leaves it to the seller's next step. */
export async function answerOffer(offerId: number, answer: 'accept' | 'decline'): Promise<void> {
  await apiRequest('portal', 'v2', `/dealers/offers/${offerId}/${answer}`, answerSchema, {
    method: 'PUT',
  });
}
