import { floorStockCaseSchema, type FloorStockCase } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const caseAnswerSchema = z.object({ data: floorStockCaseSchema });

/** `POST /general/api/v2/floor-stock/cases/dealer`: asks the floor-stock provider to pay the total. */
export async function requestFloorStock(transactionId: number): Promise<FloorStockCase> {
  const answer = await apiRequest('general', 'v2', '/floor-stock/cases/dealer', caseAnswerSchema, {
    method: 'POST',
    body: { transaction_id: transactionId },
  });
  return answer.data;
}
