import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import {
  auctionSessions,
  auctions,
  auditLog,
  bids,
  listings,
  transactions,
  users,
} from '../../db/schema';
import { seedDemoData } from './seed';

const NOW = new Date('2026-03-02T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the demo sale that has run (docs/sessions.md, "Demo")', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
    await seedDemoData(handle.db, { now: NOW });
  });
  afterAll(() => handle.close());

  const pastSessions = (now: Date) =>
    handle.db
      .select()
      .from(auctionSessions)
      .where(and(eq(auctionSessions.market, 'MY'), lt(auctionSessions.startsAt, now)))
      .orderBy(asc(auctionSessions.startsAt));

  async function lotsOf(sessionId: number) {
    return handle.db
      .select({
        id: auctions.id,
        status: auctions.status,
        timeEnd: auctions.timeEnd,
        reservePrice: auctions.reservePrice,
        highestAmount: auctions.highestAmount,
        leaderId: auctions.leaderId,
        listingId: listings.id,
        listing: listings.status,
        listingReserve: listings.reservePrice,
      })
      .from(auctions)
      .innerJoin(listings, eq(listings.inventoryId, auctions.inventoryId))
      .where(eq(auctions.sessionId, sessionId))
      .orderBy(asc(auctions.timeEnd));
  }

  it('on the first start, Malaysia has a session that ran this morning, its lots closed a minute apart', async () => {
    const [session, ...more] = await pastSessions(NOW);
    expect(more).toHaveLength(0);
    expect(session!.startsAt.getTime()).toBe(NOW.getTime() - 7 * HOUR);
    const lots = await lotsOf(session!.id);
    expect(lots.map((l) => [l.status, l.listing])).toEqual([
      ['sold', 'sold'],
      ['awarded', 'sold'],
      ['ended', 'unsold'],
      ['reserved', 'scheduled'],
    ]);
    expect(lots.map((l) => l.timeEnd.getTime() - session!.firstCloseAt.getTime())).toEqual([
      0, 60_000, 120_000, 180_000,
    ]);
    expect(lots.every((l) => l.timeEnd < NOW && l.reservePrice === l.listingReserve)).toBe(true);
  });

  it('its sales reach the reserve and have their purchases; the pending award stops below it', async () => {
    const [session] = await pastSessions(NOW);
    const [sold, awarded, ended, reserved] = await lotsOf(session!.id);
    const dealers = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['dealer.a@demo.test', 'dealer.b@demo.test']));
    const idOf = (email: string) => dealers.find((d) => d.email === email)!.id;
    expect(sold!.leaderId).toBe(idOf('dealer.a@demo.test'));
    expect(awarded!.leaderId).toBe(idOf('dealer.b@demo.test'));
    expect(reserved!.leaderId).toBe(idOf('dealer.a@demo.test'));
    for (const lot of [sold!, awarded!])
      expect(lot.highestAmount).toBeGreaterThanOrEqual(lot.reservePrice);
    expect(reserved!.highestAmount).toBeLessThan(reserved!.reservePrice);
    expect(ended!.highestAmount).toBeNull();
    expect(await handle.db.select().from(bids).where(eq(bids.auctionId, ended!.id))).toHaveLength(
      0,
    );
    const bought = await handle.db
      .select({ auctionId: transactions.auctionId })
      .from(transactions)
      .where(inArray(transactions.auctionId, [sold!.id, awarded!.id, reserved!.id]));
    expect(bought.map((t) => t.auctionId).sort()).toEqual([sold!.id, awarded!.id].sort());
  });

  it('each listing is in the audit log from the seller sending it to the close of its auction', async () => {
    const [session] = await pastSessions(NOW);
    const lots = await lotsOf(session!.id);
    for (const lot of lots) {
      const entries = await handle.db
        .select({ action: auditLog.action, at: auditLog.at })
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, 'listing'), eq(auditLog.entityId, String(lot.listingId))),
        )
        .orderBy(asc(auditLog.at));
      const closing = lot.listing === 'scheduled' ? [] : [`listing.${lot.listing}`];
      expect(entries.map((e) => e.action)).toEqual([
        'listing.create',
        'listing.approve',
        'listing.schedule',
        ...closing,
      ]);
      expect(entries.every((e) => e.at <= NOW)).toBe(true);
    }
  });

  it('a later start adds no second one while the week has a sale, and a week on it does', async () => {
    await seedDemoData(handle.db, { now: new Date(NOW.getTime() + HOUR) });
    expect(await pastSessions(new Date(NOW.getTime() + HOUR))).toHaveLength(1);
    const weekOn = new Date(NOW.getTime() + 8 * DAY);
    await seedDemoData(handle.db, { now: weekOn });
    const past = await pastSessions(weekOn);
    // The first start's upcoming session has opened since; it is more than a week old too.
    const recent = past.filter((s) => s.startsAt.getTime() > weekOn.getTime() - 7 * DAY);
    expect(recent).toHaveLength(1);
    expect(await lotsOf(recent[0]!.id)).toHaveLength(4);
  });
});
