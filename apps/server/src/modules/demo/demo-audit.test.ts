import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import { auctionSessions, auctions, auditLog, inspections, listings, users } from '../../db/schema';
import { awardDecisionsOf, schedulingsOf, type AuctionInsert } from './auction-rows';
import { seedDemoData } from './seed';

const NOW = new Date('2025-03-14T06:00:00.000Z');
const LATER = new Date(NOW.getTime() + 3 * 24 * 3_600_000);
const HOUR = 3_600_000;

describe("the demo's audit log beyond finance", () => {
  let handle: DatabaseHandle;
  let afterFirstStart: Array<typeof auditLog.$inferSelect>;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await seedDemoData(handle.db, { now: NOW });
    afterFirstStart = await handle.db.select().from(auditLog);
  }, 120_000);
  afterAll(() => handle.close());

  const entriesFor = (type: string, ids: readonly number[]) =>
    afterFirstStart.filter((e) => e.entityType === type && ids.map(String).includes(e.entityId));
  const userId = async (email: string) =>
    (await handle.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  it('holds each listing as the seller sent it and, once reviewed, as operations approved or rejected it', async () => {
    const rows = await handle.db.select().from(listings);
    const [seller, operations] = [
      await userId('seller@demo.test'),
      await userId('operations@demo.test'),
    ];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((l) => l.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'scheduled', 'sold', 'unsold']),
    );
    for (const listing of rows) {
      const entries = entriesFor('listing', [listing.id]);
      const sent = entries.find((e) => e.action === 'listing.create');
      expect(sent).toMatchObject({
        actorId: seller,
        actorRole: 'seller',
        at: listing.createdAt,
        after: { status: 'pending', chassis_number: listing.chassisNumber },
      });
      const review = entries.find(
        (e) => e.action === 'listing.approve' || e.action === 'listing.reject',
      );
      if (listing.status === 'pending') {
        expect(review).toBeUndefined();
        continue;
      }
      expect(listing.reviewedBy).toBe(operations);
      expect(review).toMatchObject({
        actorId: operations,
        actorRole: 'operations',
        at: listing.reviewedAt,
        before: { status: 'pending' },
        after: { status: listing.status === 'rejected' ? 'rejected' : 'approved' },
        reason: listing.rejectionReason,
      });
      expect(review!.at.getTime()).toBeGreaterThan(sent!.at.getTime());
    }
    const rejected = rows.find((l) => l.status === 'rejected')!;
    expect(
      entriesFor('listing', [rejected.id]).find((e) => e.action === 'listing.reject')?.reason,
    ).toMatch(/chassis number/);
  });

  it('holds the sessions operations planned, the lots they scheduled and the reports the inspector started and published', async () => {
    const operations = await userId('operations@demo.test');
    const inspector = await userId('inspector@demo.test');
    const sessions = await handle.db.select().from(auctionSessions);
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) {
      expect(session.createdBy).toBe(operations);
      expect(entriesFor('auction_session', [session.id])).toEqual([
        expect.objectContaining({
          action: 'session.create',
          actorId: operations,
          after: expect.objectContaining({ name: session.name, market: session.market }),
        }),
      ]);
    }
    const scheduled = await handle.db
      .select()
      .from(listings)
      .where(eq(listings.status, 'scheduled'));
    expect(scheduled.length).toBeGreaterThan(0);
    for (const listing of scheduled) {
      const entry = entriesFor('listing', [listing.id]).find(
        (e) => e.action === 'listing.schedule',
      );
      const [lot] = await handle.db
        .select()
        .from(auctions)
        .where(eq(auctions.id, Number((entry?.after as { auction_id?: unknown }).auction_id)));
      expect(lot).toMatchObject({
        inventoryId: listing.inventoryId,
        sessionId: expect.any(Number),
      });
      expect(entry).toMatchObject({
        actorId: operations,
        before: { status: 'approved' },
        after: { status: 'scheduled', session_id: lot!.sessionId },
      });
    }
    const drafts = await handle.db
      .select()
      .from(inspections)
      .where(eq(inspections.status, 'draft'));
    expect(drafts).toHaveLength(1);
    expect(entriesFor('inspection', [drafts[0]!.id])).toEqual([
      expect.objectContaining({
        action: 'inspection.start',
        actorId: inspector,
        actorRole: 'inspector',
        after: expect.objectContaining({ status: 'draft', version: 1 }),
      }),
      expect.objectContaining({
        action: 'inspection.save',
        actorId: inspector,
        at: drafts[0]!.updatedAt,
        after: {
          revision: drafts[0]!.revision,
          score: 88,
          ratings: { exterior: 75, interior: 100 },
        },
      }),
    ]);
    const published = afterFirstStart.filter((e) => e.action === 'inspection.publish');
    expect(published.length).toBeGreaterThan(0);
    for (const entry of published) {
      const [report] = await handle.db
        .select()
        .from(inspections)
        .where(eq(inspections.id, Number(entry.entityId)));
      expect(report).toMatchObject({ status: 'published', inspectorId: inspector });
      expect(entry).toMatchObject({
        actorId: inspector,
        at: report!.publishedAt,
        after: { status: 'published', score: report!.score },
      });
      const history = entriesFor('inspection', [report!.id]);
      expect(history.map((e) => e.action)).toEqual([
        'inspection.start',
        'inspection.save',
        'inspection.publish',
      ]);
      expect(history[0]!.at < history[1]!.at && history[1]!.at < history[2]!.at).toBe(true);
    }
  });

  it("holds the seller's decisions on the auctions that closed below the reserve: the sales accepted, the bids rejected", async () => {
    const decided = await handle.db
      .select()
      .from(auctions)
      .where(inArray(auctions.status, ['confirmed', 'rejected']));
    expect(new Set(decided.map((a) => a.status))).toEqual(new Set(['confirmed', 'rejected']));
    for (const auction of decided) {
      const entries = entriesFor('auction', [auction.id]).filter((e) =>
        e.action.startsWith('award.'),
      );
      const [seller] = await handle.db
        .select()
        .from(users)
        .where(and(eq(users.id, entries[0]?.actorId ?? -1)));
      expect(seller?.activeGroupId).toBe(auction.sellerGroupId);
      if (auction.status === 'confirmed') {
        expect(entries).toEqual([
          expect.objectContaining({
            action: 'award.accept',
            actorRole: 'seller',
            at: auction.wonAt,
            after: expect.objectContaining({
              bid_id: auction.awardedBidId,
              amount: auction.highestAmount,
            }),
          }),
        ]);
      } else if (auction.biddersCount > 1) {
        expect(entries.map((e) => e.action)).toEqual(['award.reject', 'award.end']);
        expect(entries[1]).toMatchObject({ after: { status: 'rejected', phase: 'rejected' } });
      } else {
        expect(entries.map((e) => e.action)).toEqual(['award.reject']);
        expect(entries[0]).toMatchObject({ after: { status: 'rejected', phase: 'rejected' } });
      }
    }
  });

  it('holds how operations put each car on sale outside a session: when it came into preview, with its window and prices', async () => {
    const rows = await handle.db.select().from(auctions);
    const operations = await userId('operations@demo.test');
    const outside = rows.filter((a) => a.sessionId === null);
    expect(outside.length).toBeGreaterThan(50);
    for (const auction of rows) {
      const scheduled = entriesFor('auction', [auction.id]).filter(
        (e) => e.action === 'auction.schedule',
      );
      if (auction.sessionId !== null) {
        expect(scheduled).toEqual([]);
        continue;
      }
      expect(scheduled).toEqual([
        expect.objectContaining({
          actorId: operations,
          actorRole: 'operations',
          at: new Date(Math.min(auction.timePreview!.getTime(), NOW.getTime())),
          after: expect.objectContaining({
            inventory_id: auction.inventoryId,
            time_start: auction.timeStart.toISOString(),
            time_end: auction.timeEnd.toISOString(),
            start_price: auction.startPrice,
            reserve_price: auction.reservePrice,
          }),
        }),
      ]);
    }
  });

  it('dates nothing after the start, and writes no record\u2019s history twice on the next start', async () => {
    for (const entry of afterFirstStart)
      expect(entry.at.getTime()).toBeLessThanOrEqual(NOW.getTime() + 10);
    await seedDemoData(handle.db, { now: LATER });
    const again = await handle.db.select().from(auditLog);
    const key = (e: typeof auditLog.$inferSelect) => `${e.action} ${e.entityType} ${e.entityId}`;
    const before = new Set(afterFirstStart.map(key));
    const repeated = again.filter(
      (e) => !afterFirstStart.some((f) => f.id === e.id) && before.has(key(e)),
    );
    expect(repeated).toEqual([]);
  });
});

describe('schedulingsOf', () => {
  const row = (over: Partial<AuctionInsert>): AuctionInsert =>
    ({
      id: 9,
      type: 'open',
      inventoryId: 90,
      location: 'Shah Alam, Selangor',
      sessionId: null,
      timePreview: new Date(NOW.getTime() - 3 * HOUR),
      timeStart: new Date(NOW.getTime() - 2 * HOUR),
      timeEnd: new Date(NOW.getTime() + HOUR),
      startPrice: 20_000,
      reservePrice: 30_000,
      ...over,
    }) as AuctionInsert;

  it('puts a car on sale when its preview began, in preview until its start', () => {
    expect(schedulingsOf([row({})], NOW)).toEqual([
      {
        auctionId: 9,
        at: new Date(NOW.getTime() - 3 * HOUR),
        after: {
          status: 'preview',
          type: 'open',
          inventory_id: 90,
          location: 'Shah Alam, Selangor',
          time_start: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
          time_end: new Date(NOW.getTime() + HOUR).toISOString(),
          start_price: 20_000,
          reserve_price: 30_000,
        },
      },
    ]);
  });

  it('dates a preview that begins later no later than now, and leaves a session’s lots to their session', () => {
    const later = row({
      id: 10,
      timePreview: new Date(NOW.getTime() + HOUR),
      timeStart: new Date(NOW.getTime() + 2 * HOUR),
    });
    const inSession = row({ id: 11, sessionId: 4 });
    const opened = row({ id: 12, timePreview: null, timeStart: new Date(NOW.getTime() - HOUR) });
    expect(
      schedulingsOf([later, inSession, opened], NOW).map((s) => [
        s.auctionId,
        s.at.getTime(),
        s.after.status,
      ]),
    ).toEqual([
      [10, NOW.getTime(), 'preview'],
      [12, NOW.getTime() - HOUR, 'active'],
    ]);
  });
});

describe('awardDecisionsOf', () => {
  const row = (over: Partial<AuctionInsert>): AuctionInsert =>
    ({
      id: 7,
      status: 'confirmed',
      highestBidId: 70,
      highestAmount: 41_000,
      closedAt: new Date(NOW.getTime() - 10 * HOUR),
      wonAt: new Date(NOW.getTime() - 7 * HOUR),
      ...over,
    }) as AuctionInsert;

  it('turns a sale accepted below the reserve into the acceptance of its top bid when it was won', () => {
    expect(awardDecisionsOf([row({})], NOW)).toEqual([
      {
        auctionId: 7,
        action: 'award.accept',
        at: new Date(NOW.getTime() - 7 * HOUR),
        before: { status: 'reserved', phase: 'seller_turn' },
        after: {
          status: 'confirmed',
          award_status: 'won',
          phase: 'won',
          bid_id: 70,
          amount: 41_000,
        },
      },
    ]);
  });

  it('turns a rejected auction with a runner-up, closed a moment ago, into a rejection and an end no later than now', () => {
    const decisions = awardDecisionsOf(
      [
        row({
          status: 'rejected',
          wonAt: null,
          biddersCount: 2,
          closedAt: new Date(NOW.getTime() - 60_000),
        }),
      ],
      NOW,
    );
    expect(decisions.map((d) => d.action)).toEqual(['award.reject', 'award.end']);
    expect(decisions[0]!.after).toMatchObject({ phase: 'seller_turn' });
    for (const d of decisions) expect(d.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it('turns a rejected auction with one bidder into the one rejection that ended it', () => {
    const decisions = awardDecisionsOf(
      [row({ status: 'rejected', wonAt: null, biddersCount: 1 })],
      NOW,
    );
    expect(decisions).toEqual([
      expect.objectContaining({
        action: 'award.reject',
        after: { status: 'rejected', award_status: 'cancelled', phase: 'rejected' },
      }),
    ]);
  });

  it('writes nothing for auctions no seller decided', () => {
    const others = ['active', 'ended', 'awarded', 'sold', 'reserved'].map((status) =>
      row({ status }),
    );
    expect(awardDecisionsOf(others, NOW)).toEqual([]);
  });
});
