import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { auctions, bids, groups, maxBidEvents, maxBids, users } from './schema';
import { createAuction, createBid, createGroup, createUser } from '../testing/factories';
import { missingLedgerParties } from '../testing/ledger-replay';
import { sqlFailure } from '../testing/sql-failure';
import { createTestDatabase } from '../testing/test-database';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const LEDGER = ['bids', 'max_bids', 'max_bid_events'];

/** The guard's refusal of a row it keeps: the foreign-key code and its own message. */
const kept = (table: string, id: number) =>
  `23503 ${table} row ${id} is named in the bid ledger and is kept`;

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

  /**
   * A dealer's bid made for a group that is nobody's active group, so that nothing but the guard
   * keeps that group (a user's active group has a foreign key of its own).
   */
  async function auctionWithBid() {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const dealer = await createUser(db);
    const group = await createGroup(db);
    const auction = await createAuction(db, { sellerGroupId: seller.activeGroupId!, now: NOW });
    await createBid(db, {
      auctionId: auction.id,
      user: { id: dealer.id, activeGroupId: group.id },
      amount: 21_000,
      createdAt: new Date(NOW),
    });
    return { dealer, group, auction };
  }

  it('keeps an auction, its dealer and their group once the dealer bid: each delete is refused with the foreign-key code and changes nothing', async () => {
    const { db } = handle;
    const { dealer, group, auction } = await auctionWithBid();

    expect(await sqlFailure(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      kept('auctions', auction.id),
    );
    expect(await sqlFailure(() => db.delete(users).where(eq(users.id, dealer.id)))).toBe(
      kept('users', dealer.id),
    );
    expect(await sqlFailure(() => db.delete(groups).where(eq(groups.id, group.id)))).toBe(
      kept('groups', group.id),
    );

    expect(await db.select().from(auctions).where(eq(auctions.id, auction.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, dealer.id))).toHaveLength(1);
    expect(await db.select().from(groups).where(eq(groups.id, group.id))).toHaveLength(1);
    expect(await db.select().from(bids).where(eq(bids.auctionId, auction.id))).toHaveLength(1);
  });

  it('keeps the auction, dealer and group of a max bid that has not bid yet', async () => {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const dealer = await createUser(db);
    const group = await createGroup(db);
    const auction = await createAuction(db, {
      sellerGroupId: seller.activeGroupId!,
      now: NOW,
      status: 'preview',
    });
    const at = new Date(NOW);
    await db.insert(maxBids).values({
      auctionId: auction.id,
      userId: dealer.id,
      groupId: group.id,
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

    expect(await sqlFailure(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      kept('auctions', auction.id),
    );
    expect(await sqlFailure(() => db.delete(users).where(eq(users.id, dealer.id)))).toBe(
      kept('users', dealer.id),
    );
    expect(await sqlFailure(() => db.delete(groups).where(eq(groups.id, group.id)))).toBe(
      kept('groups', group.id),
    );
  });

  it('refuses to change the id of an auction, dealer or group the ledger names, and lets any other change of them through', async () => {
    const { db } = handle;
    const { dealer, group, auction } = await auctionWithBid();
    const moved = 1_000_000;
    expect(
      await sqlFailure(() =>
        db
          .update(auctions)
          .set({ id: auction.id + moved })
          .where(eq(auctions.id, auction.id)),
      ),
    ).toBe(kept('auctions', auction.id));
    expect(
      await sqlFailure(() =>
        db
          .update(users)
          .set({ id: dealer.id + moved })
          .where(eq(users.id, dealer.id)),
      ),
    ).toBe(kept('users', dealer.id));
    expect(
      await sqlFailure(() =>
        db
          .update(groups)
          .set({ id: group.id + moved })
          .where(eq(groups.id, group.id)),
      ),
    ).toBe(kept('groups', group.id));
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, dealer.id));
    await db.update(groups).set({ name: 'Renamed group' }).where(eq(groups.id, group.id));
    expect((await db.select().from(users).where(eq(users.id, dealer.id)))[0]!.name).toBe('Renamed');
    expect((await db.select().from(groups).where(eq(groups.id, group.id)))[0]!.name).toBe(
      'Renamed group',
    );
  });

  it('lets an auction, a dealer and a group the ledger does not name be deleted', async () => {
    const { db } = handle;
    const seller = await createUser(db, { role: 'seller' });
    const auction = await createAuction(db, { sellerGroupId: seller.activeGroupId!, now: NOW });
    const idle = await createUser(db, { activeGroupId: null });
    const group = await createGroup(db);

    expect(await sqlFailure(() => db.delete(auctions).where(eq(auctions.id, auction.id)))).toBe(
      undefined,
    );
    expect(await sqlFailure(() => db.delete(users).where(eq(users.id, idle.id)))).toBe(undefined);
    expect(await sqlFailure(() => db.delete(groups).where(eq(groups.id, group.id)))).toBe(
      undefined,
    );
  });

  it('a ledger row naming a dealer or group that does not exist is what the replay reports, since no foreign key refuses it', async () => {
    const { db } = handle;
    const { dealer, auction } = await auctionWithBid();
    expect(await missingLedgerParties(db, auction.id)).toEqual([]);

    const ghost = 2_000_000_000;
    const [stray] = await db
      .insert(bids)
      .values({
        auctionId: auction.id,
        userId: ghost,
        groupId: dealer.activeGroupId!,
        bidderNo: 2,
        amount: 22_000,
        kind: 'manual',
        createdAt: new Date(NOW),
      })
      .returning();
    expect(await missingLedgerParties(db, auction.id)).toEqual([
      `bid ${stray!.id} names user ${ghost}, which does not exist`,
    ]);
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
