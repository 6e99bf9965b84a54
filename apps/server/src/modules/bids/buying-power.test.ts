import { chargesFor } from '@autobid/auction';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_MARKETS } from '../../db/reference-data';
import { floorStockAccounts, transactions } from '../../db/schema';
import {
  createAuction,
  createGroup,
  createUser,
  createWonAuction,
  findAuction,
} from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const BIDS = '/auction/api/v2/dealers/bids';
const MAX_BIDS = '/auction/api/v2/dealers/max-bids';
const SNAP_ITS = '/auction/api/v2/dealers/snap-it-bids';
const CLOSED_BIDS = '/auction/api/v2/dealers/closed-bids';
const SG_FEES = REFERENCE_MARKETS.find((m) => m.code === 'SG')!.feeSchedule!;

/** TRX-13 on the server: in a market that refuses, a bid above the dealer's buying power is refused. */
describe('credit-aware bidding', () => {
  let ctx: TestContext;
  let sellerGroupId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
  });
  afterAll(() => ctx.close());

  /** A dealer of a new group in the market, with a floor-stock line when given one. */
  async function dealerIn(market: 'SG' | 'MY', line?: { creditLimit: number; deposit?: number }) {
    const groupId = (await createGroup(ctx.db, { market })).id;
    const user = await createUser(ctx.db, { country: market, activeGroupId: groupId });
    if (line)
      await ctx.db
        .insert(floorStockAccounts)
        .values({ groupId, provider: 'DBS Floor Plan', ...line });
    return { user, headers: { authorization: `Bearer ${await ctx.login(user.email)}` } };
  }
  const liveAuction = (market: 'SG' | 'MY') =>
    createAuction(ctx.db, { sellerGroupId, now: ctx.clock.now(), market });
  const bid = (url: string, headers: Record<string, string>, auctionId: number, amount: number) =>
    ctx.app.inject({ method: 'POST', url, headers, payload: { auction_id: auctionId, amount } });
  const allInSg = (amount: number) => {
    const charges = chargesFor(amount, SG_FEES, []);
    if (!charges.ok) throw new Error('bad amount');
    return charges.value.buyerTotal;
  };

  it('refuses a Singapore dealer with a small line a bid whose all-in price exceeds it, and stores nothing', async () => {
    const { headers } = await dealerIn('SG', { creditLimit: 15_000, deposit: 2_000 });
    const auction = await liveAuction('SG');
    const res = await bid(BIDS, headers, auction.id, 20_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('credit_exceeded');
    expect(res.json().message).toBe(
      `This bid costs SGD ${allInSg(20_000).toLocaleString('en')} all-in, above your buying power of SGD 17,000.`,
    );
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/auction/api/v2/dealers/auctions/live/${auction.id}`,
      headers,
    });
    expect(view.json().data).toMatchObject({ bid_count: 0 });
  });

  it('admits a Singapore bid whose all-in price is exactly the buying power', async () => {
    const { headers } = await dealerIn('SG', { creditLimit: allInSg(20_000) });
    const auction = await liveAuction('SG');
    expect((await bid(BIDS, headers, auction.id, 20_000)).statusCode).toBe(200);
  });

  it("refuses a Singapore max bid whose ceiling's all-in price exceeds the buying power, and admits a lower one", async () => {
    const { headers } = await dealerIn('SG', { creditLimit: 60_000 });
    const auction = await liveAuction('SG');
    const high = await bid(MAX_BIDS, headers, auction.id, 90_000);
    expect(high.statusCode).toBe(422);
    expect(high.json().code).toBe('credit_exceeded');
    expect((await bid(MAX_BIDS, headers, auction.id, 50_000)).statusCode).toBe(200);
  });

  it('refuses a Singapore sealed bid above the buying power, and admits one within it', async () => {
    const { headers } = await dealerIn('SG', { creditLimit: 30_000 });
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      market: 'SG',
      type: 'closed',
    });
    const sealed = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auction/api/v2/dealers/closed-bids',
        headers,
        payload: { auction_id: auction.id, amount, bid_type: 'whole_car' },
      });
    const high = await sealed(40_000);
    expect(high.statusCode).toBe(422);
    expect(high.json().code).toBe('credit_exceeded');
    expect((await sealed(25_000)).statusCode).toBe(200);
  });

  it("takes the dealer's unpaid wins off its buying power", async () => {
    const { user, headers } = await dealerIn('SG', { creditLimit: 100_000 });
    const won = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: user,
      amount: 80_000,
      market: 'SG',
    });
    const [owed] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.auctionId, won.id));
    expect(owed!.status).toBe('awaiting_payment');
    const auction = await liveAuction('SG');
    const res = await bid(BIDS, headers, auction.id, 20_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(
      `buying power of SGD ${(100_000 - owed!.buyerTotal).toLocaleString('en')}`,
    );
  });

  it('lets a Malaysian dealer (the market warns) bid above a small line', async () => {
    const { headers } = await dealerIn('MY', { creditLimit: 1_000 });
    const auction = await liveAuction('MY');
    expect((await bid(BIDS, headers, auction.id, 20_000)).statusCode).toBe(200);
    expect((await bid(MAX_BIDS, headers, auction.id, 500_000)).statusCode).toBe(200);
  });

  it('lets a Singapore dealer whose group has no line bid freely', async () => {
    const { headers } = await dealerIn('SG');
    const auction = await liveAuction('SG');
    expect((await bid(BIDS, headers, auction.id, 20_000)).statusCode).toBe(200);
    expect((await bid(MAX_BIDS, headers, auction.id, 900_000)).statusCode).toBe(200);
  });

  it('refuses a Singapore snap-it above the buying power and stores nothing; admits one within it', async () => {
    const { headers } = await dealerIn('SG', { creditLimit: 30_000 });
    const auction = await liveAuction('SG');
    const high = await bid(SNAP_ITS, headers, auction.id, 40_000);
    expect(high.statusCode).toBe(422);
    expect(high.json().code).toBe('credit_exceeded');
    expect((await findAuction(ctx.db, auction.id)).pendingSnapItCount).toBe(0);

    const within = await bid(SNAP_ITS, headers, auction.id, 25_000);
    expect(within.statusCode).toBe(200);
    expect(within.json().data.auction.snap_it_bid).toMatchObject({ amount: 25_000 });
  });

  it('a dealer without buying power is told first what is wrong with the bid itself: no such auction, another market’s, closed, or below the minimum', async () => {
    const { headers } = await dealerIn('SG', { creditLimit: 1_000 });
    const mine = await liveAuction('SG');
    const malaysian = await liveAuction('MY');
    const sold = await createWonAuction(ctx.db, {
      sellerGroupId,
      now: ctx.clock.now(),
      winner: (await dealerIn('SG')).user,
      amount: 30_000,
      market: 'SG',
    });
    const sealed = (auctionId: number, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: CLOSED_BIDS,
        headers,
        payload: { auction_id: auctionId, amount, bid_type: 'whole_car' },
      });

    for (const url of [BIDS, MAX_BIDS, SNAP_ITS]) {
      const missing = await bid(url, headers, 99_999_999, 50_000);
      expect([url, missing.statusCode, missing.json().code]).toEqual([url, 404, 'not_found']);
      const foreign = await bid(url, headers, malaysian.id, 50_000);
      expect([url, foreign.statusCode, foreign.json().code]).toEqual([url, 404, 'not_found']);
      const closed = await bid(url, headers, sold.id, 50_000);
      expect([url, closed.statusCode]).toEqual([url, 409]);
      expect(closed.json().code).not.toBe('credit_exceeded');
      const low = await bid(url, headers, mine.id, 100);
      expect([url, low.json().code]).toEqual([url, 'bid_below_minimum']);
      expect(low.json().data.auction).toMatchObject({ id: mine.id });
      const refused = await bid(url, headers, mine.id, 50_000);
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 422, 'credit_exceeded']);
    }
    expect((await sealed(99_999_999, 50_000)).statusCode).toBe(404);
    expect((await sealed(mine.id, 50_000)).json().code).toBe('auction_not_closed_type');
    expect((await findAuction(ctx.db, mine.id)).bidCount).toBe(0);
  });
});
