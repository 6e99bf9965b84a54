import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auctions, groups, inventories, makes, markets, models } from '../../db/schema';

/** The run sheet's reads: one market's auctions running in a window, and those awaiting a seller. */
export function createRunSheetRepository(db: Database) {
  return {
    findMarket(code: string) {
      return db
        .select({ code: markets.code, currency: markets.currency })
        .from(markets)
        .where(eq(markets.code, code))
        .then((rows) => rows[0]);
    },

    findDay(market: string, from: Date, until: Date) {
      return db
        .select({
          auction: auctions,
          make: makes.name,
          model: models.name,
          year: inventories.year,
          variant: inventories.variant,
          sellerGroupName: groups.name,
        })
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .innerJoin(groups, eq(groups.id, auctions.sellerGroupId))
        .where(
          and(
            eq(auctions.market, market),
            or(
              and(lt(auctions.timeStart, until), gte(auctions.timeEnd, from)),
              eq(auctions.status, 'reserved'),
            ),
          ),
        )
        .orderBy(asc(auctions.timeEnd), asc(auctions.id))
        .limit(500);
    },
  };
}

export type RunSheetRepository = ReturnType<typeof createRunSheetRepository>;
export type RunSheetAuctionRow = Awaited<ReturnType<RunSheetRepository['findDay']>>[number];
