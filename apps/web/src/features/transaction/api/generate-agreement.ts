import { transactionDocumentSchema, type TransactionDocument } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

const documentAnswerSchema = z.object({ data: transactionDocumentSchema });

/** `POST /general/api/v2/transactions/{id}/files/generate`: the Malaysian sales & purchase agreement. */
export async function generateAgreement(transactionId: number): Promise<TransactionDocument> {
  const answer = await apiRequest(
    'general',
    'v2',
    `/transactions/${transactionId}/files/generate`,
    documentAnswerSchema,
    { method: 'POST', body: { type: 'sales_purchase_agreement_my' } },
  );
  return answer.data;
}
