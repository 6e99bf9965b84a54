import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, apiToken } from './session';

export const STAFF_EMAIL = 'staff@demo.test';

export interface StaffAuctionInput {
  type: 'open' | 'closed';
  /** 0 starts it at once; more puts it in preview until then. */
  startsInSeconds?: number;
  durationSeconds: number;
  startPrice: number;
  reservePrice?: number;
  /** The e-mail of a seller whose car it must be; without it, any seller's free car. */
  seller?: string;
}

export interface StaffAuction {
  id: number;
  time_end: string;
}

/**
 * Schedules an auction for a free demo car through the staff back office
 * (`POST /portal/api/v2/staff/auctions`), so a journey controls its type, price and end. With a
 * seller, the car is the first free one of that seller's group: the demo keeps 20 such cars for
 * its seller on every start, however many other journeys have put cars on sale.
 */
export async function createStaffAuction(
  request: APIRequestContext,
  input: StaffAuctionInput,
): Promise<StaffAuction> {
  const token = await apiToken(request, STAFF_EMAIL);
  const sellerGroupId = input.seller
    ? (await apiSignIn(request, input.seller)).activeGroupId
    : undefined;
  expect(sellerGroupId, `${input.seller ?? ''} acts for no group`).not.toBeNull();
  const response = await request.post('/portal/api/v2/staff/auctions', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      type: input.type,
      starts_in_seconds: input.startsInSeconds ?? 0,
      duration_seconds: input.durationSeconds,
      start_price: input.startPrice,
      reserve_price: input.reservePrice ?? input.startPrice,
      ...(sellerGroupId == null ? {} : { seller_group_id: sellerGroupId }),
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
