import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { markets } from '../../db/schema';

export type MarketSettingsRow = typeof markets.$inferSelect;

/** The markets' settings an admin edits. */
export function createMarketSettingsRepository(db: Database) {
  return {
    findAll: (): Promise<MarketSettingsRow[]> =>
      db.select().from(markets).orderBy(asc(markets.code)),

    async lock(tx: Executor, code: string): Promise<MarketSettingsRow | undefined> {
      const [row] = await tx.select().from(markets).where(eq(markets.code, code)).for('update');
      return row;
    },

    async update(tx: Executor, code: string, changes: Partial<MarketSettingsRow>): Promise<void> {
      await tx.update(markets).set(changes).where(eq(markets.code, code));
    },
  };
}

export type MarketSettingsRepository = ReturnType<typeof createMarketSettingsRepository>;
