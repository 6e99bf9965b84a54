import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** One card of an open list, by auction id. */
export function cardOf(page: Page, auctionId: number) {
  return page.locator(`[data-testid="auction-card"][data-auction-id="${auctionId}"]`);
}

interface DealerAuctionBody {
  id: number;
  market: string;
  status: string;
  inventory: { make: string; model: string; make_id: number; model_id: number };
}

/** `GET /auction/api/v2/dealers/auctions/live/{id}` as the given dealer. */
export async function readAuction(
  request: APIRequestContext,
  token: string,
  auctionId: number,
): Promise<DealerAuctionBody> {
  const response = await request.get(`/auction/api/v2/dealers/auctions/live/${auctionId}`, {
    headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: DealerAuctionBody }).data;
}

/** The dealer's followed and pinned ids, as the account-info call answers them. */
export async function accountIds(
  request: APIRequestContext,
  token: string,
): Promise<{ followed: number[]; pinned: number[] }> {
  const response = await request.get('/auction/api/v2/dealers/account-info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { followed_auctions_ids: number[]; pined_auctions_ids: number[] };
  };
  return { followed: body.data.followed_auctions_ids, pinned: body.data.pined_auctions_ids };
}

/** Follows an auction through the API, as another tab of the same dealer would. */
export async function followViaApi(
  request: APIRequestContext,
  token: string,
  auctionId: number,
): Promise<void> {
  const response = await request.post('/auction/api/v2/dealers/auctions/follow', {
    headers: { Authorization: `Bearer ${token}` },
    data: { auction_id: auctionId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Whether the page scrolls sideways: nothing may stick out on a phone. */
export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}
