import { sellerSessionsSchema, type SellerSession } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

/** The upcoming sale sessions of the seller group's market, soonest first (docs/sessions.md). */
export async function fetchSellerSessions(): Promise<SellerSession[]> {
  const answer = await apiRequest('portal', 'v2', '/sellers/sessions', sellerSessionsSchema, {
    noCache: true,
  });
  return answer.data;
}
