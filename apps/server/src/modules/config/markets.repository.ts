import type { Database } from '../../db/client';
import { markets } from '../../db/schema';

export type MarketRow = typeof markets.$inferSelect;

export function createMarketsRepository(db: Database) {
  return {
    findAll: (): Promise<MarketRow[]> => db.select().from(markets).orderBy(markets.code),
  };
}
