import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, auditLog, listings } from '../../db/schema';
import { createUser, findAuction } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { STAFF, sessionWorld, utc } from './session-test-kit';

const MINUTE = 60_000;

describe('operations schedule approved listings into a session (docs/sessions.md)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof sessionWorld>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await sessionWorld(ctx);
  });
  afterAll(() => ctx.close());

  const detail = async (sessionId: number) =>
    (await world.send('GET', `${STAFF}/${sessionId}`, world.operations)).json().data;

  it('a scheduled listing becomes a lot of the session: an auction of its type in preview, closing in order', async () => {
    const session = await world.createSession({ type: 'closed', stagger_seconds: 45 });
    const first = await world.approvedListing({ location: 'Puchong' });
    const second = await world.approvedListing();
    const res = await world.schedule(session.id, first.id);
    expect(res.statusCode).toBe(201);
    const added = await world.schedule(session.id, second.id, {
      start_price: 41_000,
      reserve_price: 60_000,
    });
    const { lots, lot_count, first_close_at, last_close_at, starts_at } = added.json().data;
    expect(lot_count).toBe(2);
    expect(lots.map((l: { listing_id: number }) => l.listing_id)).toEqual([first.id, second.id]);
    expect(lots[0]).toMatchObject({
      position: 1,
      status: 'preview',
      location: 'Puchong',
      start_price: 40_000,
      reserve_price: 55_000,
      time_start: starts_at,
      time_end: first_close_at,
    });
    expect(lots[1]).toMatchObject({ position: 2, start_price: 41_000, reserve_price: 60_000 });
    expect(Date.parse(lots[1].time_end) - Date.parse(lots[0].time_end)).toBe(45_000);
    expect(last_close_at).toBe(lots[1].time_end);
    const auction = await findAuction(ctx.db, lots[0].auction_id);
    expect(auction).toMatchObject({ type: 'closed', sessionId: session.id, market: 'MY' });
    expect(await world.listingStatus(first.id)).toBe('scheduled');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.id)))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();
    const actions = (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(first.id)))
    ).map((a) => a.action);
    expect(actions).toContain('listing.schedule');
    // Dealers see it in preview at once, and the publish went out.
    const dealer = await ctx.dealer();
    const preview = await world.send(
      'GET',
      '/auction/api/v2/dealers/auctions/preview',
      dealer.headers,
    );
    expect(preview.json().data.map((a: { id: number }) => a.id)).toContain(lots[0].auction_id);
    expect(
      ctx.published.some(
        (e) =>
          e.event === 'auction_published' && (e.data as { id: number }).id === lots[0].auction_id,
      ),
    ).toBe(true);
  });

  it('scheduling is refused for a listing twice, not approved, of another market, unknown, or with a reserve below the start', async () => {
    const session = await world.createSession();
    const listing = await world.approvedListing();
    expect((await world.schedule(session.id, listing.id)).statusCode).toBe(201);
    const twice = await world.schedule(session.id, listing.id);
    expect(twice.statusCode).toBe(409);
    const elsewhere = await world.createSession();
    expect((await world.schedule(elsewhere.id, listing.id)).statusCode).toBe(409);

    const pending = (
      await world.send(
        'POST',
        '/portal/api/v2/sellers/listings',
        world.seller,
        (await import('../../testing/listing-input')).listingInput({ model_id: world.modelId }),
      )
    ).json().data;
    expect((await world.schedule(session.id, pending.id)).statusCode).toBe(409);

    const sg = await world.createSession({ market: 'SG' });
    const wrongMarket = await world.schedule(sg.id, (await world.approvedListing()).id);
    expect(wrongMarket.statusCode).toBe(422);
    expect(wrongMarket.json().errors).toHaveProperty('listing_id');

    expect((await world.schedule(session.id, 2_000_000_000)).statusCode).toBe(404);
    expect((await world.schedule(2_000_000_000, listing.id)).statusCode).toBe(404);
    const low = await world.schedule(session.id, (await world.approvedListing()).id, {
      reserve_price: 10_000,
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toHaveProperty('reserve_price');
    const bad = await world.schedule(session.id, 'abc' as unknown as number);
    expect(bad.statusCode).toBe(422);
    expect((await detail(session.id)).lot_count).toBe(1);
  });

  it('an approved listing whose car has no published inspection is not scheduled yet', async () => {
    const session = await world.createSession();
    const listing = await world.approvedListing({}, { isInspected: false });
    const candidates = await world.send(
      'GET',
      `${STAFF}/${session.id}/candidates`,
      world.operations,
    );
    const row = candidates
      .json()
      .data.find((c: { listing_id: number }) => c.listing_id === listing.id);
    expect(row).toMatchObject({ is_inspected: false });
    const res = await world.schedule(session.id, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/inspection/);
    expect(await world.listingStatus(listing.id)).toBe('approved');
  });

  it('a cancelled or started session takes no lots', async () => {
    const now = ctx.clock.now();
    const cancelled = await world.createSession();
    await world.send('POST', `${STAFF}/${cancelled.id}/cancel`, world.operations, {
      reason: 'Called off',
    });
    const listing = await world.approvedListing();
    expect((await world.schedule(cancelled.id, listing.id)).statusCode).toBe(409);
    const soon = await world.createSession({
      starts_at: utc(now + MINUTE),
      first_close_at: utc(now + 10 * MINUTE),
    });
    ctx.clock.advance(2 * MINUTE);
    try {
      expect((await world.schedule(soon.id, listing.id)).statusCode).toBe(409);
    } finally {
      ctx.clock.advance(-2 * MINUTE);
    }
    expect(await world.listingStatus(listing.id)).toBe('approved');
  });

  it('the picker lists approved listings of the market, those asking for this session first', async () => {
    const session = await world.createSession();
    const plain = await world.approvedListing();
    const asking = await world.approvedListing({ preferred_session_id: session.id });
    const res = await world.send('GET', `${STAFF}/${session.id}/candidates`, world.operations);
    const ids = res.json().data.map((c: { listing_id: number }) => c.listing_id);
    expect(ids[0]).toBe(asking.id);
    expect(ids).toContain(plain.id);
    expect(res.json().data[0].preferred_session).toEqual({
      id: session.id,
      name: 'Tuesday trade sale',
    });
    const sg = await world.createSession({ market: 'SG' });
    const other = await world.send('GET', `${STAFF}/${sg.id}/candidates`, world.operations);
    expect(other.json().data.map((c: { listing_id: number }) => c.listing_id)).not.toContain(
      plain.id,
    );
  });

  it('prices are adjusted and lots reordered before the start; the close times follow the order', async () => {
    const session = await world.createSession({ stagger_seconds: 30 });
    const a = await world.approvedListing();
    const b = await world.approvedListing();
    const c = await world.approvedListing();
    for (const l of [a, b, c]) await world.schedule(session.id, l.id);
    const before = (await detail(session.id)).lots as Array<{
      auction_id: number;
      time_end: string;
    }>;
    const [first, second, third] = before.map((l) => l.auction_id) as [number, number, number];
    const priced = await world.send(
      'PUT',
      `${STAFF}/${session.id}/lots/${second}`,
      world.operations,
      {
        start_price: 30_000,
        reserve_price: 45_000,
      },
    );
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.lots[1]).toMatchObject({
      start_price: 30_000,
      reserve_price: 45_000,
    });
    const badPrice = await world.send(
      'PUT',
      `${STAFF}/${session.id}/lots/${second}`,
      world.operations,
      { start_price: 50_000, reserve_price: 45_000 },
    );
    expect(badPrice.statusCode).toBe(422);

    const reordered = await world.send('PUT', `${STAFF}/${session.id}/order`, world.operations, {
      auction_ids: [third, first, second],
    });
    expect(reordered.statusCode).toBe(200);
    const lots = reordered.json().data.lots as Array<{ auction_id: number; time_end: string }>;
    expect(lots.map((l) => l.auction_id)).toEqual([third, first, second]);
    expect(lots.map((l) => l.time_end)).toEqual(before.map((l) => l.time_end));
    for (const wrong of [
      [first, second],
      [first, second, second],
      [first, second, 2_000_000],
    ]) {
      const res = await world.send('PUT', `${STAFF}/${session.id}/order`, world.operations, {
        auction_ids: wrong,
      });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(422);
    }
    expect(
      (
        await world.send('PUT', `${STAFF}/${session.id}/lots/2000000000`, world.operations, {
          start_price: 1,
          reserve_price: 2,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an edit of the session moves its lots to the new times and type', async () => {
    const session = await world.createSession({ stagger_seconds: 60 });
    for (let i = 0; i < 2; i += 1)
      await world.schedule(session.id, (await world.approvedListing()).id);
    const now = ctx.clock.now();
    const res = await world.send(
      'PUT',
      `${STAFF}/${session.id}`,
      world.operations,
      world.sessionInput({
        type: 'closed',
        starts_at: utc(now + 2 * 3_600_000),
        first_close_at: utc(now + 3 * 3_600_000),
        stagger_seconds: 120,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { lots } = await detail(session.id);
    expect(lots.map((l: { time_end: string }) => l.time_end)).toEqual([
      new Date(now + 3 * 3_600_000).toISOString(),
      new Date(now + 3 * 3_600_000 + 120_000).toISOString(),
    ]);
    expect(lots[0].time_start).toBe(new Date(now + 2 * 3_600_000).toISOString());
    expect((await findAuction(ctx.db, lots[0].auction_id)).type).toBe('closed');
    const moveMarket = await world.send(
      'PUT',
      `${STAFF}/${session.id}`,
      world.operations,
      world.sessionInput({ market: 'SG' }),
    );
    expect(moveMarket.statusCode).toBe(422);
    expect(moveMarket.json().errors).toHaveProperty('market');
  });

  it('a lot removed before the start is cancelled, its listing approved again, and the rest close earlier', async () => {
    const session = await world.createSession({ stagger_seconds: 60 });
    const a = await world.approvedListing();
    const b = await world.approvedListing();
    await world.schedule(session.id, a.id);
    const { lots } = (await world.schedule(session.id, b.id)).json().data;
    const auctionOf = async (listingId: number) =>
      (await world.send('GET', `/portal/api/v2/sellers/listings/${listingId}`, world.seller)).json<{
        data: { auction_id: number | null };
      }>().data.auction_id;
    expect(await auctionOf(a.id)).toBe(lots[0].auction_id);
    const removed = await world.send(
      'POST',
      `${STAFF}/${session.id}/lots/${lots[0].auction_id}/remove`,
      world.operations,
      { reason: 'Seller asked for a later sale' },
    );
    expect(removed.statusCode).toBe(200);
    const after = removed.json().data;
    expect(after.lots.map((l: { listing_id: number }) => l.listing_id)).toEqual([b.id]);
    expect(after.lots[0].time_end).toBe(after.first_close_at);
    expect((await findAuction(ctx.db, lots[0].auction_id)).status).toBe('cancelled');
    expect(await world.listingStatus(a.id)).toBe('approved');
    expect(await auctionOf(a.id)).toBeNull();
    const again = await world.send(
      'POST',
      `${STAFF}/${session.id}/lots/${lots[0].auction_id}/remove`,
      world.operations,
      { reason: 'Twice' },
    );
    expect(again.statusCode).toBe(404);
    // Approved again, it can go into a session once more.
    expect((await world.schedule(session.id, a.id)).statusCode).toBe(201);
  });

  it('cancelling a session cancels its lots and approves their listings again', async () => {
    const session = await world.createSession();
    const listing = await world.approvedListing();
    const { lots } = (await world.schedule(session.id, listing.id)).json().data;
    const res = await world.send('POST', `${STAFF}/${session.id}/cancel`, world.operations, {
      reason: 'Venue closed',
    });
    expect(res.json().data).toMatchObject({ status: 'cancelled', lot_count: 0 });
    const auction = await findAuction(ctx.db, lots[0].auction_id);
    expect(auction).toMatchObject({ status: 'cancelled', cancelReason: 'Venue closed' });
    expect(await world.listingStatus(listing.id)).toBe('approved');
  });

  it('only operations change lots', async () => {
    const session = await world.createSession();
    const listing = await world.approvedListing();
    const inspector = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    const headers = { authorization: `Bearer ${await ctx.login(inspector.email)}` };
    const res = await world.send('POST', `${STAFF}/${session.id}/lots`, headers, {
      listing_id: listing.id,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await world.send('POST', `${STAFF}/${session.id}/lots`, world.seller, { listing_id: 1 }))
        .statusCode,
    ).toBe(403);
    expect(await world.listingStatus(listing.id)).toBe('approved');
  });
});

describe('the listing follows its auction (docs/sessions.md)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof sessionWorld>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await sessionWorld(ctx);
  });
  afterAll(() => ctx.close());

  /** A listing scheduled into a new session of a minute from now, first lot closing 5 minutes later. */
  async function scheduled() {
    const now = ctx.clock.now();
    const session = await world.createSession({
      starts_at: utc(now + MINUTE),
      first_close_at: utc(now + 6 * MINUTE),
    });
    const listing = await world.approvedListing();
    const { lots } = (await world.schedule(session.id, listing.id)).json().data;
    return { listing, auctionId: lots[0].auction_id as number };
  }

  async function runTo(ms: number) {
    ctx.clock.advance(ms);
    // One step per advance: an auction due to open and to close opens first, then closes.
    await ctx.app.lifecycle.advance();
    await ctx.app.lifecycle.advance();
  }

  const bid = async (auctionId: number, amount: number) => {
    const dealer = await ctx.dealer();
    const res = await world.send('POST', '/auction/api/v2/dealers/bids', dealer.headers, {
      auction_id: auctionId,
      amount,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a bid at the reserve sells the car: the listing becomes sold', async () => {
    const { listing, auctionId } = await scheduled();
    await runTo(2 * MINUTE);
    expect((await findAuction(ctx.db, auctionId)).status).toBe('active');
    expect(await world.listingStatus(listing.id)).toBe('scheduled');
    await bid(auctionId, 55_000);
    await runTo(5 * MINUTE);
    expect((await findAuction(ctx.db, auctionId)).status).toBe('awarded');
    expect(await world.listingStatus(listing.id)).toBe('sold');
  });

  it('no bid leaves it unsold; a restart schedules it again', async () => {
    const { listing, auctionId } = await scheduled();
    await runTo(7 * MINUTE);
    expect((await findAuction(ctx.db, auctionId)).status).toBe('ended');
    expect(await world.listingStatus(listing.id)).toBe('unsold');
    const restart = await world.send(
      'POST',
      `/portal/api/v2/staff/auctions/${auctionId}/restart`,
      world.operations,
      { starts_in_seconds: 600, duration_seconds: 3_600 },
    );
    expect(restart.statusCode).toBe(200);
    expect(await world.listingStatus(listing.id)).toBe('scheduled');
  });

  it('a bid under the reserve waits for the seller; when the seller rejects it the listing is unsold', async () => {
    const { listing, auctionId } = await scheduled();
    await runTo(2 * MINUTE);
    await bid(auctionId, 45_000);
    await runTo(5 * MINUTE);
    const auction = await findAuction(ctx.db, auctionId);
    expect(auction.status).toBe('reserved');
    expect(await world.listingStatus(listing.id)).toBe('scheduled');
    const reject = await ctx.app.inject({
      method: 'PUT',
      url: `/portal/api/v2/dealers/bids/${auction.highestBidId}/reject`,
      headers: world.seller,
      payload: { auction_id: auctionId },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await world.listingStatus(listing.id)).toBe('unsold');
  });

  it('operations cancel a live lot from the run sheet: the listing is approved again, with an audit entry', async () => {
    const { listing, auctionId } = await scheduled();
    await runTo(2 * MINUTE);
    const res = await world.send(
      'POST',
      `/portal/api/v2/staff/auctions/${auctionId}/cancel`,
      world.operations,
      { reason: 'Flood damage found' },
    );
    expect(res.statusCode).toBe(200);
    expect(await world.listingStatus(listing.id)).toBe('approved');
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(listing.id)));
    expect(entries.map((e) => e.action)).toContain('listing.approved');
  });

  it('the seller withdraws a scheduled car before it opens: its auction is cancelled', async () => {
    const { listing, auctionId } = await scheduled();
    const res = await world.send(
      'POST',
      `/portal/api/v2/sellers/listings/${listing.id}/withdraw`,
      world.seller,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('withdrawn');
    expect((await findAuction(ctx.db, auctionId)).status).toBe('cancelled');
    const dealer = await ctx.dealer();
    const preview = await world.send(
      'GET',
      '/auction/api/v2/dealers/auctions/preview',
      dealer.headers,
    );
    expect(preview.json().data.map((a: { id: number }) => a.id)).not.toContain(auctionId);
  });

  it('once the car is live the seller can no longer withdraw it', async () => {
    const { listing, auctionId } = await scheduled();
    await runTo(2 * MINUTE);
    const res = await world.send(
      'POST',
      `/portal/api/v2/sellers/listings/${listing.id}/withdraw`,
      world.seller,
    );
    expect(res.statusCode).toBe(409);
    expect((await findAuction(ctx.db, auctionId)).status).toBe('active');
    const [row] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('scheduled');
  });

  it('an auction of a car that was never listed leaves listings alone', async () => {
    const before = await ctx.db.select({ id: listings.id, status: listings.status }).from(listings);
    const res = await world.send('POST', '/portal/api/v2/staff/auctions', world.operations, {
      type: 'open',
      starts_in_seconds: 0,
      duration_seconds: 60,
      start_price: 1_000,
      reserve_price: 2_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [car] = await ctx.db.select().from(auctions).where(eq(auctions.id, res.json().data.id));
    const [listed] = await ctx.db
      .select()
      .from(listings)
      .where(eq(listings.inventoryId, car!.inventoryId));
    expect(listed).toBeUndefined();
    await runTo(2 * MINUTE);
    expect(
      await ctx.db.select({ id: listings.id, status: listings.status }).from(listings),
    ).toEqual(expect.arrayContaining(before));
  });
});
