import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auctionStatusLog, auctions } from './db/schema';
import { createAuction, createGroup, createUser } from './testing/factories';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { createTestDatabase, testDatabaseKind } from './testing/test-database';

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'two server processes running the auction clock on one PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database?.close();
    });

    it('close each of 60 auctions ending together exactly once, with the right outcome', async () => {
      database = await createTestDatabase();
      const db = database.db;
      const seller = await createGroup(db, { kind: 'seller' });
      const dealer = await createUser(db);
      const env = { DATABASE_URL: database.url!, CLOCK_INTERVAL_MS: '50' };
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
      const now = Date.now();
      const created = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          createAuction(db, {
            sellerGroupId: seller.id,
            now,
            timeEnd: new Date(now + 2_000 + (i % 10) * 100),
            reservePrice: 30_000,
            ...(i % 3 === 0
              ? {}
              : {
                  highestAmount: i % 3 === 1 ? 35_000 : 25_000,
                  leaderId: dealer.id,
                  bidCount: 1,
                  biddersCount: 1,
                }),
          }),
        ),
      );
      const ids = created.map((a) => a.id);
      await expect
        .poll(
          async () =>
            (
              await db
                .select({ status: auctions.status })
                .from(auctions)
                .where(inArray(auctions.id, ids))
            ).filter((a) => a.status === 'active').length,
          { timeout: 60_000, interval: 250 },
        )
        .toBe(0);
      const log = await db
        .select()
        .from(auctionStatusLog)
        .where(inArray(auctionStatusLog.auctionId, ids));
      for (const [i, auction] of created.entries()) {
        const closes = log.filter(
          (entry) => entry.auctionId === auction.id && entry.event === 'close',
        );
        expect(closes, `auction ${auction.id}`).toHaveLength(1);
        expect(closes[0]!.toStatus).toBe(
          i % 3 === 0 ? 'ended' : i % 3 === 1 ? 'awarded' : 'reserved',
        );
        const [stored] = await db.select().from(auctions).where(eq(auctions.id, auction.id));
        expect(stored!.status).toBe(closes[0]!.toStatus);
      }
    }, 120_000);
  },
);
