import { and, count, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import { auctionSessions, auctions, listings } from '../../db/schema';
import { seedDemoData } from './seed';

const NOW = new Date('2026-03-02T09:00:00Z');
const DAY = 86_400_000;

describe('the demo sale sessions on every start (docs/sessions.md)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
  });
  afterAll(() => handle.close());

  async function picture(now: Date) {
    const db = handle.db;
    const result: Record<string, { sessions: number; lots: number; waiting: number }> = {};
    for (const market of ['MY', 'SG']) {
      const sessions = await db
        .select()
        .from(auctionSessions)
        .where(
          and(
            eq(auctionSessions.market, market),
            eq(auctionSessions.status, 'planned'),
            gt(auctionSessions.startsAt, now),
          ),
        );
      let lots = 0;
      for (const session of sessions) {
        const [row] = await db
          .select({ n: count() })
          .from(auctions)
          .where(and(eq(auctions.sessionId, session.id), ne(auctions.status, 'cancelled')));
        lots = Math.max(lots, row?.n ?? 0);
      }
      const [waiting] = await db
        .select({ n: count() })
        .from(listings)
        .where(and(eq(listings.market, market), eq(listings.status, 'approved')));
      result[market] = { sessions: sessions.length, lots, waiting: waiting?.n ?? 0 };
    }
    return result;
  }

  it('each demo market has an upcoming session with lots and approved cars waiting, without piling up', async () => {
    await seedDemoData(handle.db, { now: NOW });
    const first = await picture(NOW);
    for (const market of ['MY', 'SG']) {
      expect(first[market]!.sessions, market).toBe(1);
      expect(first[market]!.lots, market).toBe(3);
      expect(first[market]!.waiting, market).toBeGreaterThanOrEqual(2);
    }
    const lots = await handle.db
      .select({ status: auctions.status, listing: listings.status })
      .from(auctions)
      .innerJoin(auctionSessions, eq(auctionSessions.id, auctions.sessionId))
      .innerJoin(listings, eq(listings.inventoryId, auctions.inventoryId))
      .where(gt(auctionSessions.startsAt, NOW));
    expect(lots).toHaveLength(6);
    expect(lots.every((l) => l.status === 'preview' && l.listing === 'scheduled')).toBe(true);

    await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 60_000) });
    expect(await picture(NOW)).toEqual(first);
  });

  it('once the session is about to start, the next start plans a new one for the day after', async () => {
    const later = new Date(NOW.getTime() + DAY);
    await seedDemoData(handle.db, { now: later });
    const next = await picture(new Date(later.getTime() + 3_600_000));
    for (const market of ['MY', 'SG']) {
      expect(next[market]!.sessions, market).toBe(1);
      expect(next[market]!.lots, market).toBe(3);
    }
  });
});
