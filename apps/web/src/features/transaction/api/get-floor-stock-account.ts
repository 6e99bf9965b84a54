import { floorStockAccountSchema, type FloorStockAccount } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const accountAnswerSchema = z.object({ data: z.nullable(floorStockAccountSchema) });

/** `GET /general/api/v2/floor-stock/group-info/groups/{groupId}`: null when the group has no line. */
export async function getFloorStockAccount(groupId: number): Promise<FloorStockAccount | null> {
  const answer = await apiRequest(
    'general',
    'v2',
    `/floor-stock/group-info/groups/${groupId}`,
    accountAnswerSchema,
    { noCache: true },
  );
  return answer.data;
}
