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

/**
 * Schedules an auction for a free demo car through the staff back office
 * (`POST /portal/api/v2/staff/auctions`), so a journey controls its type, price and end.
 */
export async function createStaffAuction(
  request: APIRequestContext,
  input: StaffAuctionInput,
): Promise<StaffAuction> {
  const token = await apiToken(request, STAFF_EMAIL);
  const response = await request.post('/portal/api/v2/staff/auctions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: input.type,
      starts_in_seconds: input.startsInSeconds ?? 0,
      duration_seconds: input.durationSeconds,
      start_price: input.startPrice,
      reserve_price: input.reservePrice ?? input.startPrice,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: StaffAuction };
  return body.data;
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
