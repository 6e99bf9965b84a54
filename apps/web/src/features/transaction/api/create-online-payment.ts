import { onlinePaymentSchema, type OnlinePayment } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const onlinePaymentAnswerSchema = z.object({ data: onlinePaymentSchema });

/** `POST /general/api/v2/transactions/online-payment/hsbc/create-payment`: where to send the browser. */
export async function createOnlinePayment(
  transactionId: number,
  returnPath: string,
): Promise<OnlinePayment> {
  const answer = await apiRequest(
    'general',
    'v2',
    '/transactions/online-payment/hsbc/create-payment',
    onlinePaymentAnswerSchema,
    { method: 'POST', body: { transaction_id: transactionId, return_path: returnPath } },
  );
  return answer.data;
}
