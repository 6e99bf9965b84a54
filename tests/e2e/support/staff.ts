import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './session';

export const STAFF_EMAIL = 'staff@demo.test';

export interface StaffAuctionInput {
  type: 'open' | 'closed';
  /** 0 starts it at once; more puts it in preview until then. */
  startsInSeconds?: number;
  durationSeconds: number;
  startPrice: number;
  reservePrice?: number;
}

export interface StaffAuction {
  id: number;
  time_end: string;
}

function scheduleAuction(
  request: APIRequestContext,
  token: string,
  input: StaffAuctionInput,
  inventoryId?: number,
) {
  return request.post('/portal/api/v2/staff/auctions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...(inventoryId === undefined ? {} : { inventory_id: inventoryId }),
      type: input.type,
      starts_in_seconds: input.startsInSeconds ?? 0,
      duration_seconds: input.durationSeconds,
      start_price: input.startPrice,
      reserve_price: input.reservePrice ?? input.startPrice,
    },
  });
}

/**
 * Schedules an auction for a free demo car through the staff back office
 * (`POST /portal/api/v2/staff/auctions`), so a journey controls its type, price and end.
 */
export async function createStaffAuction(
  request: APIRequestContext,
  input: StaffAuctionInput,
): Promise<StaffAuction> {
  const response = await scheduleAuction(request, await apiToken(request, STAFF_EMAIL), input);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: StaffAuction }).data;
}

/**
 * Schedules an auction for one of the seller's own cars, so the seller's pages show it whatever
 * cars earlier journeys put on sale: a car whose auction ended without a sale (no bid, rejected,
 * cancelled) and that nothing holds now, found in the seller's ended list.
 */
export async function createSellerAuction(
  request: APIRequestContext,
  sellerEmail: string,
  input: StaffAuctionInput,
): Promise<StaffAuction> {
  const ended = await request.get('/portal/api/v2/sellers/auctions/ended?per_page=200', {
    headers: { Authorization: `Bearer ${await apiToken(request, sellerEmail)}` },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  const { data } = (await ended.json()) as { data: Array<{ inventory: { id: number } }> };
  const staff = await apiToken(request, STAFF_EMAIL);
  for (const inventoryId of new Set(data.map((auction) => auction.inventory.id))) {
    const response = await scheduleAuction(request, staff, input, inventoryId);
    if (response.status() === 201) return ((await response.json()) as { data: StaffAuction }).data;
    // 409: the car is on sale again, sold, or awaits a decision; try the next.
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error(`None of ${sellerEmail}'s cars is free to put on sale.`);
}

/** Calls one dealer endpoint of the auction API with a bearer token and expects success. */
export async function dealerCall(
  request: APIRequestContext,
  token: string,
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`/auction/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}
