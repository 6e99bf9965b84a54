import { storefrontSchema, type Storefront } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const storefrontAnswerSchema = z.object({ data: storefrontSchema });

/** `GET /general/api/v2/groups/{id}/storefront`; a group without one answers 404. */
export async function getStorefront(groupId: number): Promise<Storefront> {
  const answer = await apiRequest(
    'general',
    'v2',
    `/groups/${groupId}/storefront`,
    storefrontAnswerSchema,
  );
  return answer.data;
}
