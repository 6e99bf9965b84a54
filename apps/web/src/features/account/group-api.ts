import { groupDetailsSchema, type GroupDetails } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';

const groupEnvelope = z.object({ data: groupDetailsSchema });

/** `GET /auction/api/v1/groups/{id}`: the signed-in user's group, with whether they may edit it. */
export async function fetchGroup(id: number): Promise<GroupDetails> {
  return (await apiRequest('auction', 'v1', `/groups/${id}`, groupEnvelope, { noCache: true }))
    .data;
}
