import { storefrontsConfigSchema, type Storefront } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const answerSchema = z.object({ data: storefrontsConfigSchema });

/** The seller groups of the dealer's market, from `GET /auction/api/v2/config/storefronts`, for the group filter. */
export async function getSellerGroups(): Promise<Storefront[]> {
  const answer = await apiRequest('auction', 'v2', '/config/storefronts', answerSchema);
  return answer.data;
}
