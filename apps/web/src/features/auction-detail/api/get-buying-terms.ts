import { buyingTermsSchema, type BuyingTerms } from '@autobid/contract';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { readAuthToken } from '../../../lib/auth-token';

const termsAnswerSchema = z.object({ data: buyingTermsSchema });

/**
 * `GET /dealers/buying-terms`: the dealer's market fees, its group's discounts and buying power,
 * which the bid forms turn into an all-in price (TRX-8) and a credit check (TRX-13).
 */
export async function getBuyingTerms(): Promise<BuyingTerms> {
  const answer = await apiRequest('general', 'v2', '/dealers/buying-terms', termsAnswerSchema);
  return answer.data;
}

interface CachedTerms {
  /** The session the terms belong to: another sign-in in the same tab reads its own. */
  token: string | null;
  request: Promise<BuyingTerms>;
  terms: BuyingTerms | null;
}

// The terms change rarely, and every bid form of every auction page shares them: one read per
// session. A failed read is forgotten, so the next form to mount asks again.
let cached: CachedTerms | null = null;

function loadBuyingTerms(): CachedTerms {
  const token = readAuthToken();
  if (cached?.token === token) return cached;
  const entry: CachedTerms = { token, request: getBuyingTerms(), terms: null };
  entry.request.then(
    (terms) => {
      entry.terms = terms;
    },
    () => {
      if (cached === entry) cached = null;
    },
  );
  cached = entry;
  return entry;
}

/** Drops the session's terms: the next bid form reads them again. */
export function forgetBuyingTerms(): void {
  cached = null;
}

/**
 * The dealer's buying terms, or null while they load or when they could not be read: the forms
 * then show no all-in price and leave the credit check to the server.
 */
export function useBuyingTerms(): BuyingTerms | null {
  const [terms, setTerms] = useState<BuyingTerms | null>(() =>
    cached?.token === readAuthToken() ? (cached?.terms ?? null) : null,
  );
  useEffect(() => {
    let isCurrent = true;
    loadBuyingTerms().request.then(
      (loaded) => {
        if (isCurrent) setTerms(loaded);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return terms;
}
