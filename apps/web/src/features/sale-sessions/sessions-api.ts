import {
  sessionAnswerSchema,
  sessionCandidatesSchema,
  sessionDetailSchema,
  sessionPageSchema,
  type LotPrices,
  type SaleSession,
  type SessionCandidate,
  type SessionDetail,
  type SessionInput,
  type SessionPage,
} from '@autobid/contract';
import { apiRequest } from '../../lib/api-client';

export type SessionScope = 'upcoming' | 'past';
const STAFF = '/staff/sessions';

/** Sale sessions of a market: not over yet soonest first, or past ones latest first (docs/sessions.md). */
export async function fetchSessions(query: {
  market: string;
  scope: SessionScope;
  page: number;
}): Promise<SessionPage> {
  return apiRequest('portal', 'v2', STAFF, sessionPageSchema, {
    query: { market: query.market, scope: query.scope, page: String(query.page) },
    noCache: true,
  });
}

export async function fetchSession(id: number): Promise<SessionDetail> {
  const answer = await apiRequest('portal', 'v2', `${STAFF}/${id}`, sessionDetailSchema, {
    noCache: true,
  });
  return answer.data;
}

/** A new session, or a new plan for one that has not started (`id` given). */
export async function saveSession(id: number | null, input: SessionInput): Promise<SaleSession> {
  const answer = await apiRequest(
    'portal',
    'v2',
    id === null ? STAFF : `${STAFF}/${id}`,
    sessionAnswerSchema,
    { method: id === null ? 'POST' : 'PUT', body: input },
  );
  return answer.data;
}

export async function cancelSession(id: number, reason: string): Promise<void> {
  await apiRequest('portal', 'v2', `${STAFF}/${id}/cancel`, sessionAnswerSchema, {
    method: 'POST',
    body: { reason },
  });
}

/** Approved listings of the session's market, those asking for it first. */
export async function fetchCandidates(id: number): Promise<SessionCandidate[]> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${STAFF}/${id}/candidates`,
    sessionCandidatesSchema,
    { noCache: true },
  );
  return answer.data;
}

export async function scheduleLot(
  id: number,
  input: { listing_id: number } & Partial<LotPrices>,
): Promise<SessionDetail> {
  const answer = await apiRequest('portal', 'v2', `${STAFF}/${id}/lots`, sessionDetailSchema, {
    method: 'POST',
    body: input,
  });
  return answer.data;
}

export async function repriceLot(
  id: number,
  auctionId: number,
  prices: LotPrices,
): Promise<SessionDetail> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `${STAFF}/${id}/lots/${auctionId}`,
    sessionDetailSchema,
    { method: 'PUT', body: prices },
  );
  return answer.data;
}

export async function removeLot(id: number, auctionId: number, reason: string): Promise<void> {
  await apiRequest('portal', 'v2', `${STAFF}/${id}/lots/${auctionId}/remove`, sessionDetailSchema, {
    method: 'POST',
    body: { reason },
  });
}

export async function reorderLots(id: number, auctionIds: number[]): Promise<SessionDetail> {
  const answer = await apiRequest('portal', 'v2', `${STAFF}/${id}/order`, sessionDetailSchema, {
    method: 'PUT',
    body: { auction_ids: auctionIds },
  });
  return answer.data;
}
