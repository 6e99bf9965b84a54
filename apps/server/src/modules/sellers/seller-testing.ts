import { AUCTION_STATUSES } from '@autobid/auction';
import type { Database } from '../../db/client';
import { bids } from '../../db/schema';
import { createAuction, createUser } from '../../testing/factories';
import type { TestContext } from '../../testing/test-app';

export const SELLER_BASE = '/portal/api/v2/sellers/auctions';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A new seller in a new seller group, signed in. */
export async function signInSeller(ctx: TestContext) {
  const user = await createUser(ctx.db, { role: 'seller' });
  return {
    user,
    groupId: user.activeGroupId!,
    headers: { authorization: `Bearer ${await ctx.login(user.email)}` },
  };
}

/** One auction of the group in each status there is, ending a day apart in status order. */
export async function createOneOfEachStatus(db: Database, sellerGroupId: number, now: number) {
  const byStatus = new Map<string, number>();
  for (const [i, status] of AUCTION_STATUSES.entries()) {
    const timeEnd = new Date(now + (i - 6) * DAY);
    const auction = await createAuction(db, {
      sellerGroupId,
      now,
      status,
      timeStart: new Date(timeEnd.getTime() - HOUR),
      timeEnd,
    });
    byStatus.set(status, auction.id);
  }
  return byStatus;
}

/** A sealed bid in the ledger. */
export async function createSealedBid(
  db: Database,
  input: {
    auctionId: number;
    user: { id: number; activeGroupId: number | null };
    amount: number;
    bidType: 'whole_car' | 'body_only';
    bidderNo: number;
    at: Date;
  },
) {
  const [row] = await db
    .insert(bids)
    .values({
      auctionId: input.auctionId,
      userId: input.user.id,
      groupId: input.user.activeGroupId!,
      bidderNo: input.bidderNo,
      amount: input.amount,
      kind: 'closed',
      bidType: input.bidType,
      createdAt: input.at,
    })
    .returning();
  return row!;
}
