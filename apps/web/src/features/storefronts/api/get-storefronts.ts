import { storefrontsConfigSchema, type Storefront } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const storefrontsAnswerSchema = z.object({ data: storefrontsConfigSchema });

/** `GET /auction/api/v2/config/storefronts`: every storefront of the caller's market. */
export async function getStorefronts(): Promise<Storefront[]> {
  const answer = await apiRequest('auction', 'v2', '/config/storefronts', storefrontsAnswerSchema);
  return answer.data;
}
