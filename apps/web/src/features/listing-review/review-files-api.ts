import { listingFilesAnswerSchema, type ListingFiles } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

/** A listing's photos (cover first) and documents, for operations reviewing it (docs/files.md). */
export async function fetchReviewFiles(listingId: number): Promise<ListingFiles> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/staff/listings/${listingId}/files`,
    listingFilesAnswerSchema,
    { noCache: true },
  );
  return answer.data;
}
