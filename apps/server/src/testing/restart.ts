import { createUser } from './factories';
import type { TestContext } from './test-app';

/**
 * Closes an auction ending within a minute, lets the seller's decision expire, and has staff
 * restart it now with a ten-minute window; the auction is live again when this returns.
 */
export async function closeUnsoldAndRestart(ctx: TestContext, auctionId: number): Promise<void> {
  ctx.clock.advance(60_000);
  await ctx.app.lifecycle.advance();
  ctx.clock.advance(48 * 3_600_000);
  await ctx.app.lifecycle.advance();
  const staff = await createUser(ctx.db, { role: 'staff', activeGroupId: null });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/portal/api/v2/staff/auctions/${auctionId}/restart`,
    headers: { authorization: `Bearer ${await ctx.login(staff.email)}` },
    payload: { starts_in_seconds: 0, duration_seconds: 600 },
  });
  if (res.statusCode !== 200) throw new Error(`restart answered ${res.statusCode}: ${res.body}`);
  ctx.clock.advance(1_000);
  await ctx.app.lifecycle.advance();
}
