import { minimumNextBid, type IncrementTable } from '@autobid/auction';
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type Database, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import {
  auctions,
  bids,
  groups,
  inspections,
  inventories,
  listings,
  markets,
  users,
} from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { seedDemoData, type DemoSummary } from './seed';

const NOW = new Date('2025-03-14T06:00:00.000Z');
const HOUR = 3_600_000;

async function countLive(db: Database, now: Date) {
  const active = await db
    .select({ id: auctions.id, type: auctions.type })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'active'),
        lte(auctions.timeStart, now),
        gte(auctions.timeEnd, new Date(now.getTime() + 5 * 60_000)),
      ),
    );
  const preview = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, 'preview'), gt(auctions.timeStart, now)));
  return {
    active: active.length,
    sealed: active.filter((a) => a.type === 'closed').length,
    preview: preview.length,
  };
}

async function openDatabase(): Promise<DatabaseHandle> {
  const handle = await openPglite();
  await handle.migrate();
  await ensureReferenceData(handle.db);
  return handle;
}

// These tests only read what one first start made, so they share it; each later-start test
// below gets a fresh database of its own.
describe('seedDemoData on first start', () => {
  let handle: DatabaseHandle;
  let summary: DemoSummary;

  beforeAll(async () => {
    handle = await openDatabase();
    summary = await seedDemoData(handle.db, { now: NOW });
  });

  afterAll(async () => {
    await handle.close();
  });

  it('reports a first start with every demo account', () => {
    expect(summary.isFirstStart).toBe(true);
    expect(summary.users).toBe(DEMO_USERS.length);
  });

  it('creates the demo accounts, each signing in with the demo password', async () => {
    const rows = await handle.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => [u.email, u.role, u.language, u.staffRoles])).toEqual(
      DEMO_USERS.map((u) => [u.email, u.role, 'en', u.staffRoles ?? []]),
    );
    for (const row of rows)
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);

    const groupRows = await handle.db.select().from(groups);
    const groupOf = (email: string) =>
      groupRows.find((g) => g.id === rows.find((u) => u.email === email)?.activeGroupId);
    expect(groupOf('dealer.a@demo.test')).toMatchObject({ kind: 'dealer', market: 'MY' });
    expect(groupOf('dealer.b@demo.test')).toMatchObject({ kind: 'dealer', market: 'MY' });
    expect(groupOf('dealer.a@demo.test')?.id).not.toBe(groupOf('dealer.b@demo.test')?.id);
    expect(groupOf('dealer.sg@demo.test')).toMatchObject({ kind: 'dealer', market: 'SG' });
    expect(groupOf('seller@demo.test')).toMatchObject({ kind: 'seller', market: 'MY' });
    expect(groupOf('seller.b@demo.test')).toMatchObject({ kind: 'seller', market: 'MY' });
    expect(groupOf('seller.b@demo.test')?.id).not.toBe(groupOf('seller@demo.test')?.id);
    expect(groupOf('staff@demo.test')).toBeUndefined();
  });

  it('stocks at least 36 cars, each with a sound inspection and 4 to 6 photos', async () => {
    // Cars a seller listed are not inspected or photographed yet: they wait for review.
    const listed = new Set(
      (await handle.db.select({ id: listings.inventoryId }).from(listings)).map((l) => l.id),
    );
    const cars = (await handle.db.select().from(inventories)).filter((car) => !listed.has(car.id));
    const reports = await handle.db.select().from(inspections);
    expect(cars.length).toBeGreaterThanOrEqual(36);
    for (const car of cars) {
      expect(car.photos.length).toBeGreaterThanOrEqual(4);
      expect(car.photos.length).toBeLessThanOrEqual(6);
      for (const photo of car.photos)
        expect(photo.url).toMatch(new RegExp(`^/media/cars/${car.id}-\\d\\.svg\\?`));
      const report = reports.find((r) => r.inventoryId === car.id);
      expect(report, `inspection of car ${car.id}`).toBeDefined();
      if (!report) continue;
      expect(report.sections.length).toBeGreaterThanOrEqual(6);
      expect(report.sections.length).toBeLessThanOrEqual(8);
      for (const section of report.sections) expect([100, 75, 50, 25]).toContain(section.rating);
      const mean = report.sections.reduce((sum, s) => sum + s.rating, 0) / report.sections.length;
      expect(report.score).toBe(Math.round(mean));
    }
  });

  it('leaves every auction with bids consistent: counters, leader and each bid at least the minimum', async () => {
    const tables = new Map<string, IncrementTable>(
      (await handle.db.select().from(markets)).map((m) => [m.code, m.increments]),
    );
    const allAuctions = await handle.db.select().from(auctions);
    const allBids = await handle.db.select().from(bids).orderBy(asc(bids.id));
    const withBids = allAuctions.filter((a) => a.bidCount > 0);
    expect(withBids.filter((a) => a.status === 'active').length).toBeGreaterThanOrEqual(5);
    for (const auction of allAuctions) {
      const ladder = allBids.filter((b) => b.auctionId === auction.id);
      expect(auction.bidCount).toBe(ladder.length);
      expect(auction.biddersCount).toBe(new Set(ladder.map((b) => b.userId)).size);
      expect(auction.reservePrice).toBeGreaterThanOrEqual(auction.startPrice);
      let highest: number | null = null;
      const numbers = new Map<number, number>();
      for (const bid of ladder) {
        const increments = tables.get(auction.market) ?? [];
        expect(bid.amount).toBeGreaterThanOrEqual(
          minimumNextBid({ startPrice: auction.startPrice, highestAmount: highest, increments }),
        );
        expect(bid.createdAt.getTime()).toBeLessThan(
          Math.min(NOW.getTime(), auction.timeEnd.getTime()),
        );
        if (!numbers.has(bid.userId)) numbers.set(bid.userId, numbers.size + 1);
        expect(bid.bidderNo).toBe(numbers.get(bid.userId));
        highest = bid.amount;
      }
      const top = ladder.at(-1);
      expect(auction.highestAmount).toBe(top?.amount ?? null);
      expect(auction.highestBidId).toBe(top?.id ?? null);
      expect(auction.leaderId).toBe(top?.userId ?? null);
      if (auction.status === 'awarded') {
        expect(auction.awardStatus).toBe('won');
        expect(auction.awardedBidId).toBe(top?.id);
        expect(top?.amount).toBeGreaterThanOrEqual(auction.reservePrice);
      }
      if (auction.status === 'ended') expect(ladder).toHaveLength(0);
    }
  });

  it('opens live auctions ending 5 minutes to 3 hours ahead and previews starting 10 minutes to 2 hours ahead', async () => {
    const rows = await handle.db.select().from(auctions);
    const active = rows.filter((a) => a.status === 'active');
    const preview = rows.filter((a) => a.status === 'preview');
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(preview.length).toBeGreaterThanOrEqual(6);
    const minutesLeft = active.map((a) => (a.timeEnd.getTime() - NOW.getTime()) / 60_000);
    expect(Math.min(...minutesLeft)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...minutesLeft)).toBeLessThanOrEqual(180);
    expect(minutesLeft.filter((m) => m <= 10).length).toBeGreaterThanOrEqual(2);
    for (const a of active) expect(a.timeStart.getTime()).toBeLessThan(NOW.getTime());
    // A sale session's lots wait in preview for the session's start, tomorrow (sessions-top-up.test.ts).
    for (const p of preview.filter((a) => a.sessionId === null)) {
      const startsIn = (p.timeStart.getTime() - NOW.getTime()) / 60_000;
      expect(startsIn).toBeGreaterThanOrEqual(10);
      expect(startsIn).toBeLessThanOrEqual(120);
      expect(p.timePreview?.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(rows.filter((a) => a.market === 'SG').length).toBeGreaterThanOrEqual(5);
    expect(rows.some((a) => a.status === 'awarded')).toBe(true);
    expect(rows.some((a) => a.status === 'ended')).toBe(true);
  });

  it('has sealed auctions live in each market beside the open ones, with their amounts hidden', async () => {
    const rows = await handle.db.select().from(auctions);
    const liveSealed = (market: string) =>
      rows.filter(
        (a) =>
          a.market === market &&
          a.status === 'active' &&
          a.type === 'closed' &&
          a.timeEnd.getTime() - NOW.getTime() >= 5 * 60_000,
      );
    expect(liveSealed('MY').length).toBeGreaterThanOrEqual(6);
    expect(liveSealed('SG').length).toBeGreaterThanOrEqual(2);
    for (const a of [...liveSealed('MY'), ...liveSealed('SG')])
      expect(a).toMatchObject({ bidCount: 0, highestAmount: null, leaderId: null });
    const openLive = rows.filter((a) => a.status === 'active' && a.type === 'open');
    expect(openLive.length).toBeGreaterThanOrEqual(18);
  });

  it('gives operations a review queue of at least two listings, and the seller one approved and one rejected with its reason', async () => {
    const rows = await handle.db.select().from(listings);
    expect(rows.filter((l) => l.status === 'pending').length).toBeGreaterThanOrEqual(2);
    // One approved by the review queue's top-up; more wait for a sale session (sessions-top-up.ts).
    expect(rows.filter((l) => l.status === 'approved').length).toBeGreaterThanOrEqual(1);
    const [rejected] = rows.filter((l) => l.status === 'rejected');
    expect(rejected?.rejectionReason).toMatch(/chassis number/);
  });
});

describe('seedDemoData on later starts', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await openDatabase();
  });

  afterEach(async () => {
    await handle.close();
  });

  it('a later start refills the review queue once staff have reviewed what waited', async () => {
    await seedDemoData(handle.db, { now: NOW });
    await handle.db
      .update(listings)
      .set({ status: 'approved' })
      .where(eq(listings.status, 'pending'));
    await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 3_600_000) });
    const rows = await handle.db.select().from(listings);
    expect(rows.filter((l) => l.status === 'pending')).toHaveLength(2);
    expect(rows.filter((l) => l.status === 'rejected')).toHaveLength(1);
  });

  it('run twice at the same moment adds no users, groups, cars or auctions', async () => {
    await seedDemoData(handle.db, { now: NOW });
    const before = await snapshotCounts(handle.db);

    const second = await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 1_000) });

    expect(second.isFirstStart).toBe(false);
    expect(await snapshotCounts(handle.db)).toEqual(before);
    expect((await countLive(handle.db, NOW)).active).toBeGreaterThanOrEqual(24);
  });

  it('four hours later tops up to 24 live and 6 preview auctions without touching auctions that have bids', async () => {
    await seedDemoData(handle.db, { now: NOW });
    const withBids = await handle.db.select().from(auctions).where(gt(auctions.bidCount, 0));
    const later = new Date(NOW.getTime() + 4 * HOUR);
    expect((await countLive(handle.db, later)).active).toBe(0);

    const summary = await seedDemoData(handle.db, { now: later });

    expect(summary.isFirstStart).toBe(false);
    const live = await countLive(handle.db, later);
    expect(live.active).toBeGreaterThanOrEqual(24);
    expect(live.sealed).toBeGreaterThanOrEqual(6);
    expect(live.preview).toBeGreaterThanOrEqual(6);
    const untouched = await handle.db
      .select()
      .from(auctions)
      .where(
        inArray(
          auctions.id,
          withBids.map((a) => a.id),
        ),
      );
    expect(untouched).toEqual(expect.arrayContaining(withBids));
    // A car the seller rejected goes back to stock and may be listed again; no other car with bids.
    const carsWithBids = new Set(
      withBids.filter((a) => a.status !== 'rejected').map((a) => a.inventoryId),
    );
    const created = await handle.db.select().from(auctions).where(gt(auctions.updatedAt, NOW));
    expect(created.length).toBeGreaterThanOrEqual(30);
    expect(created.filter((a) => carsWithBids.has(a.inventoryId))).toEqual([]);
  });
});

async function snapshotCounts(db: Database) {
  const [u, g, c, a, b] = await Promise.all([
    db.$count(users),
    db.$count(groups),
    db.$count(inventories),
    db.$count(auctions),
    db.$count(bids),
  ]);
  return { users: u, groups: g, cars: c, auctions: a, bids: b };
}
