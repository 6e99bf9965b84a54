import type { BuyingTerms } from '@autobid/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/test-runtime-config';

export const BUYING_TERMS_URL = '/general/api/v2/dealers/buying-terms';

/**
 * A Malaysian dealer's terms: the market's fees (a 3 % premium of at least 300 up to 49,999,
 * documentation 150, transfer handling 200, SST 8 % on the premium and the fees), no discount, and
 * 60,000 to spend in a market that refuses bids above it. Each test overrides what it needs.
 */
export function buildBuyingTerms(overrides: Partial<BuyingTerms> = {}): BuyingTerms {
  return {
    market: 'MY',
    currency: 'MYR',
    fee_schedule: {
      premiumBands: [
        { from: 0, rateBp: 300, minimum: 300 },
        { from: 50_000, rateBp: 250, minimum: 1_500 },
        { from: 150_000, rateBp: 200, minimum: 3_750 },
      ],
      buyerFees: [
        { name: 'documentation_fee', amount: 150 },
        { name: 'transfer_handling', amount: 200 },
      ],
      sellerFees: { rateBp: 100, fixed: [{ name: 'listing_fee', amount: 100 }] },
      tax: { rateBp: 800, appliesTo: ['buyer_premium', 'buyer_fees', 'seller_fees'] },
    },
    tax_label: 'SST 8%',
    discounts: [],
    credit_check: 'refuse',
    buying_power: {
      credit_available: 50_000,
      deposit: 10_000,
      owed_on_unpaid_wins: 0,
      available: 60_000,
    },
    ...overrides,
  };
}

type Answer = (url: string, init: RequestInit | undefined) => Response;

// The API client calls `fetch` with the URL as a string.

/**
 * Stubs `fetch`: the buying terms answer `terms` (a 404 when null), every other call `answer`
 * (a 500 when none is given).
 */
export function stubFetchWithTerms(terms: BuyingTerms | null, answer?: Answer) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith(BUYING_TERMS_URL))
      return Promise.resolve(
        terms
          ? jsonResponse(200, { data: terms })
          : jsonResponse(404, { code: 'not_found', message: 'No terms.' }),
      );
    return Promise.resolve(
      answer ? answer(url, init) : jsonResponse(500, { code: 'server_error', message: 'No stub.' }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a stub from `stubFetchWithTerms` received other than for the buying terms. */
export function callsBesidesTerms(fetchMock: ReturnType<typeof stubFetchWithTerms>) {
  return fetchMock.mock.calls.filter(([url]) => !url.startsWith(BUYING_TERMS_URL));
}
