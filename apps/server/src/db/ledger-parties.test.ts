import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { auctions, bids, groups, maxBidEvents, maxBids, users } from './schema';
import { createAuction, createBid, createUser } from '../testing/factories';
import { createTestDatabase } from '../testing/test-database';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const LEDGER = ['bids', 'max_bids', 'max_bid_events'];

/** The SQLSTATE a failed statement answered, through drizzle's wrapping; undefined if it did not fail. */
async function failureCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    let current: unknown = error;
    for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
      const { code } = current as { code?: unknown };
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
  return undefined;
}

/** The foreign keys declared on the ledger's tables. */
async function ledgerForeignKeys(handle: DatabaseHandle) {
  const result = await handle.db.execute(
    sql`select conname::text as name from pg_constraint
        where contype = 'f' and conrelid::regclass::text = any(${`{${LEDGER.join(',')}}`}::text[])
        order by conname`,
  );
  return (result as { rows: { name: string }[] }).rows.map((r) => r.name);
}

describe('the auctions, dealers and groups the bid ledger names', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function auctionWithBid() {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const dealer = await createUser(db);
    const auction = await createAuction(db, { sellerGroupId: seller.activeGroupId!, now: NOW });
    await createBid(db, {
      auctionId: auction.id,
      user: dealer,
      amount: 21_000,
      createdAt: new Date(NOW),
    });
    return { seller, dealer, auction };
  }

  it('keeps an auction, its dealer and their group once the dealer bid: each delete is refused with the foreign-key code and changes nothing', async () => {
    const { db } = handle;
    const { dealer, auction } = await auctionWithBid();

    expect(await failureCode(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      '23503',
    );
    expect(await failureCode(() => db.delete(users).where(eq(users.id, dealer.id)))).toBe('23503');
    expect(
      await failureCode(() => db.delete(groups).where(eq(groups.id, dealer.activeGroupId!))),
    ).toBe('23503');

    expect(await db.select().from(auctions).where(eq(auctions.id, auction.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, dealer.id))).toHaveLength(1);
    expect(await db.select().from(groups).where(eq(groups.id, dealer.activeGroupId!))).toHaveLength(
      1,
    );
    expect(await db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });

  it('keeps the auction, dealer and group of a max bid that has not bid yet', async () => {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const dealer = await createUser(db);
    const auction = await createAuction(db, {
      sellerGroupId: seller.activeGroupId!,
      now: NOW,
      status: 'preview',
    });
    const at = new Date(NOW);
    await db.insert(maxBids).values({
      auctionId: auction.id,
      userId: dealer.id,
      groupId: dealer.activeGroupId!,
      ceiling: 25_000,
      commitSeq: 1,
      status: 'active',
      createdAt: at,
      updatedAt: at,
    });
    await db.insert(maxBidEvents).values({
      auctionId: auction.id,
      userId: dealer.id,
      kind: 'place',
      ceiling: 25_000,
      commitSeq: 1,
      createdAt: at,
    });

    expect(await failureCode(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      '23503',
    );
    expect(await failureCode(() => db.delete(users).where(eq(users.id, dealer.id)))).toBe('23503');
    expect(
      await failureCode(() => db.delete(groups).where(eq(groups.id, dealer.activeGroupId!))),
    ).toBe('23503');
  });

  it('refuses to change the id of an auction or dealer the ledger names', async () => {
    const { db } = handle;
    const { dealer, auction } = await auctionWithBid();
    expect(
      await failureCode(() =>
        db
          .update(auctions)
          .set({ id: auction.id + 1_000_000 })
          .where(eq(auctions.id, auction.id)),
      ),
    ).toBe('23503');
    expect(
      await failureCode(() =>
        db
          .update(users)
          .set({ id: dealer.id + 1_000_000 })
          .where(eq(users.id, dealer.id)),
      ),
    ).toBe('23503');
    // Any other change of a named row goes through.
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, dealer.id));
    expect((await db.select().from(users).where(eq(users.id, dealer.id)))[0]!.name).toBe('Renamed');
  });

  it('lets an auction, a dealer and a group the ledger does not name be deleted', async () => {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const auction = await createAuction(db, { sellerGroupId: seller.activeGroupId!, now: NOW });
    const idle = await createUser(db);

    expect(await failureCode(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      undefined,
    );
    expect(await failureCode(() => db.delete(users).where(eq(users.id, idle.id)))).toBe(undefined);
    expect(
      await failureCode(() => db.delete(groups).where(eq(groups.id, idle.activeGroupId!))),
    ).toBe(undefined);
  });

  it('declares no foreign key on the ledger, so a bid locks no row of its auction, dealer or group', async () => {
    expect(await ledgerForeignKeys(handle)).toEqual([]);
  });

  it('would see a foreign key on the ledger, as it once had', async () => {
    await handle.db.execute(
      sql`alter table max_bid_events add constraint probe_fk foreign key (user_id) references users (id)`,
    );
    try {
      expect(await ledgerForeignKeys(handle)).toEqual(['probe_fk']);
    } finally {
      await handle.db.execute(sql`alter table max_bid_events drop constraint probe_fk`);
    }
  });
});
