import { onlinePaymentSchema, type OnlinePayment } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const onlinePaymentAnswerSchema = z.object({ data: onlinePaymentSchema });

/** `GET /general/api/v2/transactions/online-payment/{id}`: the server asks the gateway while still `created`. */
export async function getOnlinePayment(id: number): Promise<OnlinePayment> {
  const answer = await apiRequest(
    'general',
    'v2',
    `/transactions/online-payment/${id}`,
    onlinePaymentAnswerSchema,
    { noCache: true },
  );
  return answer.data;
}
