import { listingAnswerSchema, listingPageSchema, type ListingPage } from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

export type ReviewTab = 'pending' | 'approved' | 'rejected';

/** The review queue (or its approved and rejected history), oldest first (docs/listings.md). */
export async function fetchReviewQueue(query: {
  status: ReviewTab;
  page: number;
}): Promise<ListingPage> {
  return apiRequest('portal', 'v2', '/staff/listings', listingPageSchema, {
    query: { status: query.status, page: String(query.page) },
    noCache: true,
  });
}

export async function approveListing(id: number): Promise<void> {
  await apiRequest('portal', 'v2', `/staff/listings/${id}/approve`, listingAnswerSchema, {
    method: 'POST',
  });
}

export async function rejectListing(id: number, reason: string): Promise<void> {
  await apiRequest('portal', 'v2', `/staff/listings/${id}/reject`, listingAnswerSchema, {
    method: 'POST',
    body: { reason },
  });
}
