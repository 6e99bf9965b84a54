import {
  listingAnswerSchema,
  listingPageSchema,
  type Listing,
  type ListingInput,
  type ListingPage,
  type ListingStatus,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

/** The seller group's listings, newest first (docs/listings.md). */
export async function fetchListings(query: {
  status: ListingStatus | null;
  page: number;
}): Promise<ListingPage> {
  return apiRequest('portal', 'v2', '/sellers/listings', listingPageSchema, {
    query: { page: String(query.page), ...(query.status ? { status: query.status } : {}) },
    noCache: true,
  });
}

export async function fetchListing(id: number): Promise<Listing> {
  const answer = await apiRequest('portal', 'v2', `/sellers/listings/${id}`, listingAnswerSchema, {
    noCache: true,
  });
  return answer.data;
}

export async function createListing(input: ListingInput): Promise<Listing> {
  const answer = await apiRequest('portal', 'v2', '/sellers/listings', listingAnswerSchema, {
    method: 'POST',
    body: input,
  });
  return answer.data;
}

/** A new version of the listing, from the version the seller read; it goes back to review. */
export async function updateListing(
  id: number,
  input: ListingInput & { version: number },
): Promise<Listing> {
  const answer = await apiRequest('portal', 'v2', `/sellers/listings/${id}`, listingAnswerSchema, {
    method: 'PUT',
    body: input,
  });
  return answer.data;
}

export async function withdrawListing(id: number): Promise<Listing> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/sellers/listings/${id}/withdraw`,
    listingAnswerSchema,
    { method: 'POST' },
  );
  return answer.data;
}
