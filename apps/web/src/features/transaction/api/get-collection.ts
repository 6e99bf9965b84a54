import { apiRequest } from '../../../lib/api-client';
import { collectionAnswerSchema, type CollectionOptions } from './pickup-locations';

/** `GET /portal/api/v2/dealers/transactions/{id}/pickup-locations`. */
export async function getCollection(transactionId: number): Promise<CollectionOptions> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/dealers/transactions/${transactionId}/pickup-locations`,
    collectionAnswerSchema,
    { noCache: true },
  );
  return answer.data;
}
