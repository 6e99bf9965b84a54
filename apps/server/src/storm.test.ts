import { incrementAt, type IncrementTable } from '@autobid/auction';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, maxBidEvents } from './db/schema';
import { createAuction, createGroup, createUser, findAuction } from './testing/factories';
import { replayLedger } from './testing/ledger-replay';
import { createTestContext, type TestContext } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

// Full size on PostgreSQL, where 32 connections really contend for the row locks; smaller on PGlite.
const isPostgres = testDatabaseKind() === 'postgres';
const CLIENTS = isPostgres ? 32 : 6;
const OPS = isPostgres ? 100 : 25;

/** A small deterministic generator, so a failing storm can be run again the same way. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe(`a storm of ${CLIENTS} dealers × ${OPS} mixed actions`, () => {
  let ctx: TestContext;
  let increments: IncrementTable;
  beforeAll(async () => {
    ctx = await createTestContext();
    const settings = await ctx.app.inject({ url: '/auction/api/v2/config/auction-settings' });
    increments = settings
      .json()
      .data.markets.find((m: { code: string }) => m.code === 'MY').increments;
  });
  afterAll(() => ctx.close());

  it('leaves every acknowledged action in the ledger and every auction exactly as replaying its ledger through the rules gives', async () => {
    const seller = await createGroup(ctx.db, { kind: 'seller' });
    const start = ctx.clock.now();
    const hot = await createAuction(ctx.db, {
      sellerGroupId: seller.id,
      now: start,
      timeEnd: new Date(start + 90_000),
      reservePrice: 25_000,
    });
    const spread = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createAuction(ctx.db, {
          sellerGroupId: seller.id,
          now: start,
          timeEnd: new Date(start + 120_000 + i * 20_000),
          reservePrice: 25_000,
        }),
      ),
    );
    const auctions = [hot, ...spread];
    const dealers = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const user = await createUser(ctx.db);
        return { user, headers: { authorization: `Bearer ${await ctx.login(user.email)}` } };
      }),
    );
    const known = new Map(auctions.map((a) => [a.id, 20_000]));
    const acknowledged: {
      kind: 'manual' | 'max' | 'remove';
      userId: number;
      auctionId: number;
      amount: number;
    }[] = [];
    let served = 0;

    const client = async (dealer: (typeof dealers)[number], index: number) => {
      const random = generator(index + 1);
      const ownMaxBids = new Map<number, number>();
      for (let op = 0; op < OPS; op += 1) {
        const auction = random() < 0.5 ? hot : spread[Math.floor(random() * spread.length)]!;
        const price = known.get(auction.id)!;
        const step = incrementAt(increments, price);
        const roll = random();
        let res;
        if (roll < 0.15 && ownMaxBids.has(auction.id)) {
          res = await ctx.app.inject({
            method: 'DELETE',
            url: `/auction/api/v2/dealers/max-bids/${ownMaxBids.get(auction.id)}`,
            headers: dealer.headers,
          });
          if (res.statusCode === 200)
            acknowledged.push({
              kind: 'remove',
              userId: dealer.user.id,
              auctionId: auction.id,
              amount: 0,
            });
        } else {
          const isMax = roll < 0.45;
          const amount = price + step * (1 + Math.floor(random() * (isMax ? 10 : 3)));
          res = await ctx.app.inject({
            method: 'POST',
            url: `/auction/api/v2/dealers/${isMax ? 'max-bids' : 'bids'}`,
            headers: dealer.headers,
            payload: { auction_id: auction.id, amount },
          });
          if (res.statusCode === 200)
            acknowledged.push({
              kind: isMax ? 'max' : 'manual',
              userId: dealer.user.id,
              auctionId: auction.id,
              amount,
            });
        }
        expect(res.statusCode, res.body).toBeLessThan(500);
        const body = res.json();
        const view = body.data?.auction;
        if (view?.highest_bid)
          known.set(auction.id, Math.max(known.get(auction.id)!, view.highest_bid.amount));
        if (view?.max_bid) ownMaxBids.set(auction.id, view.max_bid.id);
        else if (view) ownMaxBids.delete(auction.id);
        served += 1;
      }
    };

    // Meanwhile the clock moves on and closes whatever has ended, as it would in production.
    let storming = true;
    const clockDriver = (async () => {
      while (storming) {
        await new Promise((r) => setTimeout(r, 25));
        if (served > CLIENTS * OPS * 0.3) ctx.clock.advance(3_000);
        await ctx.app.lifecycle.advance();
      }
    })();
    await Promise.all(dealers.map((dealer, index) => client(dealer, index)));
    storming = false;
    await clockDriver;

    for (const ack of acknowledged) {
      if (ack.kind === 'manual') {
        const rows = await ctx.db
          .select()
          .from(bids)
          .where(
            and(
              eq(bids.auctionId, ack.auctionId),
              eq(bids.userId, ack.userId),
              eq(bids.amount, ack.amount),
              eq(bids.kind, 'manual'),
            ),
          );
        expect(rows, `acknowledged bid ${JSON.stringify(ack)}`).toHaveLength(1);
      } else {
        const rows = await ctx.db
          .select()
          .from(maxBidEvents)
          .where(
            and(
              eq(maxBidEvents.auctionId, ack.auctionId),
              eq(maxBidEvents.userId, ack.userId),
              eq(maxBidEvents.kind, ack.kind === 'max' ? 'place' : 'remove'),
            ),
          );
        expect(rows.length, `acknowledged ${JSON.stringify(ack)}`).toBeGreaterThan(0);
      }
    }
    expect(acknowledged.filter((a) => a.kind === 'manual').length).toBeGreaterThan(CLIENTS);
    ctx.clock.advance(3_600_000);
    await ctx.app.lifecycle.advance();

    for (const auction of auctions) {
      const problems = await replayLedger(ctx.db, {
        auctionId: auction.id,
        increments,
        extendWindowSeconds: 60,
        originalTimeEnd: auction.timeEnd.getTime(),
      });
      expect(problems, `auction ${auction.id}`).toEqual([]);
      const stored = await findAuction(ctx.db, auction.id);
      expect(stored.status, `auction ${auction.id} closes once its end has passed`).toBe(
        stored.bidCount === 0 ? 'ended' : stored.highestAmount! >= 25_000 ? 'awarded' : 'reserved',
      );
    }
  }, 300_000);
});
