import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, transactions } from '../../db/schema';
import { createAuction, createGroup, createUser, findAuction } from '../../testing/factories';
import { closeUnsoldAndRestart } from '../../testing/restart';
import { createTestContext, type TestContext } from '../../testing/test-app';

const HOUR = 3_600_000;
const SELLER = '/portal/api/v2/sellers/auctions';
type Headers = Record<string, string>;
type Dealer = Awaited<ReturnType<TestContext['dealer']>>;

describe('the seller negotiates an award below the reserve (docs/seller-offers.md)', () => {
  let ctx: TestContext;
  let sellerGroupId: number;
  let seller: Headers;
  let otherSeller: Headers;
  let sellerEmails: [string, string];
  beforeAll(async () => {
    ctx = await createTestContext();
    sellerGroupId = (await createGroup(ctx.db, { kind: 'seller' })).id;
    const user = await createUser(ctx.db, { role: 'seller', activeGroupId: sellerGroupId });
    const other = await createUser(ctx.db, { role: 'seller' });
    sellerEmails = [user.email, other.email];
  });
  // Tests move the clock by days, past a session's life: each starts with fresh sessions.
  beforeEach(async () => {
    seller = { authorization: `Bearer ${await ctx.login(sellerEmails[0])}` };
    otherSeller = { authorization: `Bearer ${await ctx.login(sellerEmails[1])}` };
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** An open auction (reserve 30,000) closed under the reserve with one bid per amount, in order. */
  async function pendingAward(amounts: number[]) {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 30_000,
      startPrice: 10_000,
      timeEnd: new Date(now + 60_000),
    });
    const dealers: Dealer[] = [];
    const bidIds: number[] = [];
    for (const amount of amounts) {
      const dealer = await ctx.dealer();
      const res = await send('POST', '/auction/api/v2/dealers/bids', dealer.headers, {
        auction_id: auction.id,
        amount,
      });
      expect(res.statusCode).toBe(200);
      dealers.push(dealer);
      bidIds.push(res.json().data.auction.highest_bid.id);
    }
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
    return { auction, dealers, bidIds, top: bidIds.at(-1)! };
  }
  const detail = async (auctionId: number) =>
    (await send('GET', `${SELLER}/${auctionId}`, seller)).json().data;
  const counter = (auctionId: number, bidId: number, amount: unknown, headers = seller) =>
    send('POST', `${SELLER}/${auctionId}/counter-offer`, headers, { bid_id: bidId, amount });
  const offersOf = async (dealer: Dealer) =>
    (await send('GET', '/portal/api/v2/dealers/offers', dealer.headers)).json().data as Array<{
      id: number;
      auction_id: number;
      kind: string;
      amount: number;
      your_bid: number;
    }>;
  const answer = (dealer: Dealer, offerId: number, response: 'accept' | 'decline') =>
    send('PUT', `/portal/api/v2/dealers/offers/${offerId}/${response}`, dealer.headers);
  const eventsSince = (from: number, event: string) =>
    ctx.published.slice(from).filter((e) => e.event === event);

  it('OFR-4, OFR-5: a counter-offer reaches the top bidder only, who accepts and wins at that price', async () => {
    const { auction, dealers, top } = await pendingAward([22_000, 25_000]);
    const [runnerUp, topBidder] = dealers as [Dealer, Dealer];
    expect((await detail(auction.id)).negotiation).toMatchObject({
      phase: 'seller_turn',
      top_bid_in: true,
      counter: { bid_id: top, minimum: 25_001, maximum: 30_000 },
      runner_up: null,
      offers_made: 0,
      max_offers: 3,
    });
    expect((await detail(auction.id)).decision_by).toBe('seller');

    const before = ctx.published.length;
    const made = await counter(auction.id, top, 28_000);
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ phase: 'offer_open', offers_made: 1 });
    // The deadline now waits on the dealer's answer, not on the seller.
    expect(await detail(auction.id)).toMatchObject({
      decision_by: 'dealer',
      decision_deadline: made.json().data.offers.at(-1).expires_at,
    });
    const [received] = eventsSince(before, 'offer.received');
    expect(received).toMatchObject({
      channel: `private-user.${topBidder.user.id}`,
      data: { auction_id: auction.id, kind: 'counter', amount: 28_000 },
    });
    expect(await offersOf(runnerUp)).toEqual([]);
    const [offer] = await offersOf(topBidder);
    expect(offer).toMatchObject({ auction_id: auction.id, amount: 28_000, your_bid: 25_000 });

    // Someone else's offer is not theirs to answer; the seller cannot make a second one meanwhile.
    expect((await answer(runnerUp, offer!.id, 'accept')).statusCode).toBe(404);
    expect((await counter(auction.id, top, 29_000)).json().code).toBe('invalid_transition');

    const beforeAnswer = ctx.published.length;
    const accepted = await answer(topBidder, offer!.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    // The dealer pays the counter-offer's price, not the bid it answered.
    expect(accepted.json().data.auction).toMatchObject({
      status: 'confirmed',
      position: 'winning',
      awarded_bid: { id: top, amount: 25_000 },
      sale_price: 28_000,
    });
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'confirmed',
      awardStatus: 'won',
      awardedBidId: top,
      awardedAmount: 28_000,
      leaderId: topBidder.user.id,
      decisionDueAt: null,
    });
    expect(eventsSince(beforeAnswer, 'auction.won')).toMatchObject([
      { channel: `private-user.${topBidder.user.id}`, data: { amount: 28_000 } },
    ]);
    // The seller's notice names the car, as the dealer's does, not the auction's number.
    expect(eventsSince(beforeAnswer, 'seller.offer_answered')).toMatchObject([
      {
        channel: `private-group.${sellerGroupId}`,
        data: {
          outcome: 'accepted',
          amount: 28_000,
          car: { year: expect.any(Number), make: expect.any(String), model: expect.any(String) },
        },
      },
    ]);
    // The sale opens its transaction at the counter-offer's price, for the dealer who accepted it.
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.auctionId, auction.id)),
    ).toMatchObject([
      { hammer: 28_000, buyerUserId: topBidder.user.id, status: 'awaiting_payment' },
    ]);
    const after = await detail(auction.id);
    expect(after).toMatchObject({ status: 'confirmed', winner: { amount: 28_000 } });
    expect(after.negotiation).toMatchObject({
      phase: 'won',
      offers: [{ kind: 'counter', amount: 28_000, outcome: 'accepted' }],
    });
    expect((await answer(topBidder, offer!.id, 'accept')).json().code).toBe('invalid_transition');
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(auction.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => [row.action, row.actorRole])).toEqual([
      ['offer.counter', 'seller'],
      ['offer.accept', 'dealer'],
    ]);
  });

  it('OFR-4: a counter at or under the top bid, above the reserve, not a whole amount or to another bid is refused and changes nothing', async () => {
    const { auction, top, bidIds } = await pendingAward([22_000, 25_000]);
    const lower = await counter(auction.id, bidIds[0]!, 26_000);
    expect([lower.statusCode, lower.json().errors]).toEqual([
      422,
      { bid_id: ['is not the top bid'] },
    ]);
    const atBid = await counter(auction.id, top, 25_000);
    expect(atBid.statusCode).toBe(422);
    expect(atBid.json()).toMatchObject({ code: 'validation_failed', minimum: 25_001 });
    const aboveReserve = await counter(auction.id, top, 30_001);
    expect(aboveReserve.statusCode).toBe(422);
    expect(aboveReserve.json().errors).toEqual({ amount: ['at most 30000'] });
    expect((await counter(auction.id, top, 26_000.5)).json().code).toBe('invalid_amount');
    expect((await counter(auction.id, top, 'many')).statusCode).toBe(422);
    expect((await counter(auction.id, 999_999, 26_000)).statusCode).toBe(404);
    expect((await counter(auction.id, top, 26_000, otherSeller)).statusCode).toBe(404);
    expect((await detail(auction.id)).negotiation).toMatchObject({
      phase: 'seller_turn',
      offers_made: 0,
      offers: [],
    });
  });

  it('OFR-6, OFR-7: a declined counter puts the top bidder out; the runner-up is offered their own bid and wins', async () => {
    const { auction, dealers, top, bidIds } = await pendingAward([21_000, 22_000, 25_000]);
    const [, runnerUp, topBidder] = dealers as [Dealer, Dealer, Dealer];
    await counter(auction.id, top, 27_000);
    const [offer] = await offersOf(topBidder);
    expect((await answer(topBidder, offer!.id, 'decline')).statusCode).toBe(200);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({ status: 'reserved' });
    expect((await detail(auction.id)).negotiation).toMatchObject({
      phase: 'seller_turn',
      top_bid_in: false,
      counter: null,
      runner_up: { bid_id: bidIds[1], amount: 22_000 },
    });
    // The top bidder is out: their bid can no longer be taken.
    expect(
      (
        await send('PUT', `/portal/api/v2/dealers/bids/${top}/accept`, seller, {
          auction_id: auction.id,
        })
      ).json().code,
    ).toBe('invalid_transition');

    const before = ctx.published.length;
    const offered = await send('POST', `${SELLER}/${auction.id}/runner-up-offer`, seller);
    expect(offered.statusCode).toBe(200);
    expect(eventsSince(before, 'offer.received')).toMatchObject([
      { channel: `private-user.${runnerUp.user.id}`, data: { kind: 'runner_up', amount: 22_000 } },
    ]);
    const [second] = await offersOf(runnerUp);
    expect((await answer(runnerUp, second!.id, 'accept')).statusCode).toBe(200);
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'confirmed',
      awardedBidId: bidIds[1],
      awardedAmount: 22_000,
      leaderId: runnerUp.user.id,
    });
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.auctionId, auction.id)),
    ).toMatchObject([{ hammer: 22_000, buyerUserId: runnerUp.user.id }]);
  });

  it('OFR-7: rejecting the top bid leaves the award open when a runner-up is left, and ends it when none is', async () => {
    const single = await pendingAward([25_000]);
    const alone = await send('PUT', `/portal/api/v2/dealers/bids/${single.top}/reject`, seller, {
      auction_id: single.auction.id,
    });
    expect(alone.json().data.auction).toMatchObject({
      status: 'rejected',
      award_status: 'cancelled',
    });

    const { auction, top } = await pendingAward([22_000, 25_000]);
    const res = await send('PUT', `/portal/api/v2/dealers/bids/${top}/reject`, seller, {
      auction_id: auction.id,
    });
    expect(res.json().data.auction).toMatchObject({ status: 'reserved' });
    expect((await counter(auction.id, top, 27_000)).json().code).toBe('invalid_transition');
    const ended = await send('POST', `${SELLER}/${auction.id}/no-sale`, seller);
    expect(ended.json().data).toMatchObject({ phase: 'rejected' });
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'rejected',
      awardStatus: 'cancelled',
    });
  });

  it('OFR-5, OFR-7, OFR-8: an unanswered offer expires as a decline; with nobody left the award ends, and the seller is told', async () => {
    const { auction, top } = await pendingAward([25_000]);
    await counter(auction.id, top, 27_000);
    ctx.clock.advance(24 * HOUR - 1_000);
    await ctx.app.lifecycle.advance();
    expect((await findAuction(ctx.db, auction.id)).status).toBe('reserved');
    const before = ctx.published.length;
    ctx.clock.advance(1_000);
    await ctx.app.lifecycle.advance();
    seller = { authorization: `Bearer ${await ctx.login(sellerEmails[0])}` };
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({
      status: 'rejected',
      awardStatus: 'cancelled',
    });
    expect(eventsSince(before, 'seller.offer_answered')).toMatchObject([
      { data: { auction_id: auction.id, outcome: 'expired' } },
    ]);
    expect((await detail(auction.id)).negotiation.offers).toMatchObject([{ outcome: 'expired' }]);
  });

  it('OFR-8: after a decline the seller gets a fresh turn; it too runs out and nothing is sold', async () => {
    const { auction, dealers, top } = await pendingAward([22_000, 25_000]);
    await counter(auction.id, top, 27_000);
    const [offer] = await offersOf(dealers[1]!);
    ctx.clock.advance(HOUR);
    await answer(dealers[1]!, offer!.id, 'decline');
    const turn = (await detail(auction.id)).negotiation;
    expect(Date.parse(turn.turn_ends_at)).toBe(ctx.clock.now() + 48 * HOUR);
    ctx.clock.advance(48 * HOUR);
    await ctx.app.lifecycle.advance();
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({ status: 'rejected' });
  });

  it('OFR-8: an auction sees at most three offers; the last decline ends it although a bidder is left', async () => {
    const { auction, dealers, top } = await pendingAward([20_000, 21_000, 22_000, 25_000]);
    await counter(auction.id, top, 27_000);
    for (const dealer of [dealers[3]!, dealers[2]!, dealers[1]!]) {
      const [offer] = await offersOf(dealer);
      expect(offer).toBeDefined();
      await answer(dealer, offer!.id, 'decline');
      if (dealer !== dealers[1])
        expect(
          (await send('POST', `${SELLER}/${auction.id}/runner-up-offer`, seller)).statusCode,
        ).toBe(200);
    }
    expect(await findAuction(ctx.db, auction.id)).toMatchObject({ status: 'rejected' });
    expect(await offersOf(dealers[0]!)).toEqual([]);
  });

  it('a sealed award is settled on the bid type the seller first acts on', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      type: 'closed',
      reservePrice: 30_000,
      timeEnd: new Date(now + 60_000),
    });
    const [a, b, c] = [await ctx.dealer(), await ctx.dealer(), await ctx.dealer()];
    const sealed = (dealer: Dealer, amount: number, bidType: string) =>
      send('POST', '/auction/api/v2/dealers/closed-bids', dealer.headers, {
        auction_id: auction.id,
        amount,
        bid_type: bidType,
      });
    await sealed(a, 25_000, 'whole_car');
    await sealed(b, 21_000, 'body_only');
    await sealed(c, 20_500, 'body_only');
    ctx.clock.advance(60_000);
    await ctx.app.lifecycle.advance();
    const topBids = (await detail(auction.id)).top_bids as Array<{ id: number; bid_type: string }>;
    const body = topBids.find((bid) => bid.bid_type === 'body_only')!;
    const whole = topBids.find((bid) => bid.bid_type === 'whole_car')!;
    expect((await counter(auction.id, body.id, 22_000)).statusCode).toBe(200);
    expect((await detail(auction.id)).negotiation).toMatchObject({ bid_type: 'body_only' });
    const [offer] = await offersOf(b);
    await answer(b, offer!.id, 'decline');
    const res = await send('PUT', `/portal/api/v2/dealers/bids/${whole.id}/accept`, seller, {
      auction_id: auction.id,
    });
    expect(res.json()).toMatchObject({
      code: 'invalid_transition',
      message: 'This award is being settled on the body-only bids.',
    });
    expect((await detail(auction.id)).negotiation).toMatchObject({
      runner_up: { amount: 20_500 },
    });
  });

  it('a restarted auction that closes under the reserve again starts a fresh negotiation', async () => {
    const now = ctx.clock.now();
    const auction = await createAuction(ctx.db, {
      sellerGroupId,
      now,
      reservePrice: 30_000,
      timeEnd: new Date(now + 60_000),
    });
    const dealer = await ctx.dealer();
    const bid = (amount: number) =>
      send('POST', '/auction/api/v2/dealers/bids', dealer.headers, {
        auction_id: auction.id,
        amount,
      });
    await bid(25_000);
    await closeUnsoldAndRestart(ctx, auction.id);
    seller = { authorization: `Bearer ${await ctx.login(sellerEmails[0])}` };
    expect((await detail(auction.id)).negotiation).toBeNull();
    const again = await ctx.dealer();
    await send('POST', '/auction/api/v2/dealers/bids', again.headers, {
      auction_id: auction.id,
      amount: 24_000,
    });
    ctx.clock.advance(600_000);
    await ctx.app.lifecycle.advance();
    expect((await detail(auction.id)).negotiation).toMatchObject({
      phase: 'seller_turn',
      top_bid_in: true,
      offers: [],
      counter: { minimum: 24_001 },
    });
  });
});
