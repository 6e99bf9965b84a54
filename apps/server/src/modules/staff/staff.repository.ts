import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, groups, inventories } from '../../db/schema';

const OPEN_STATUSES = ['scheduled', 'preview', 'active', 'restarting'];

export function createStaffRepository() {
  const hasOpenAuction = (tx: Executor) =>
    tx
      .select({ one: sql`1` })
      .from(auctions)
      .where(and(eq(auctions.inventoryId, inventories.id), inArray(auctions.status, OPEN_STATUSES)));

  return {
    /** A car with its seller's market, or the first car that is not on sale now when no id is given. */
    async findCar(tx: Executor, inventoryId: number | undefined) {
      const [row] = await tx
        .select({ id: inventories.id, sellerGroupId: inventories.sellerGroupId, market: groups.market, isOnSale: sql<boolean>`exists(${hasOpenAuction(tx)})` })
        .from(inventories)
        .innerJoin(groups, eq(groups.id, inventories.sellerGroupId))
        .where(inventoryId === undefined ? notExists(hasOpenAuction(tx)) : eq(inventories.id, inventoryId))
        .orderBy(asc(inventories.id))
        .limit(1);
      return row;
    },

    async insertAuction(tx: Executor, values: typeof auctions.$inferInsert) {
      const [row] = await tx.insert(auctions).values(values).returning();
      return row!;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
