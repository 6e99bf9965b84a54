import { apiRequest } from '../../../lib/api-client';
import { collectionAnswerSchema, type CollectionOptions } from './pickup-locations';

interface Contact {
  contact_name: string;
  contact_phone: string;
}

/** A pickup at a yard at a UTC moment (`YYYY-MM-DD HH:mm:ss`), or a delivery to an address. */
export type CollectionRequest =
  | ({ kind: 'pickup'; location_id: number; pickup_at: string } & Contact)
  | ({ kind: 'delivery'; delivery_address: string } & Contact);

/** `POST /portal/api/v2/dealers/transactions/{id}/pickup-locations`. */
export async function bookCollection(
  transactionId: number,
  request: CollectionRequest,
): Promise<CollectionOptions> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/dealers/transactions/${transactionId}/pickup-locations`,
    collectionAnswerSchema,
    { method: 'POST', body: request },
  );
  return answer.data;
}
