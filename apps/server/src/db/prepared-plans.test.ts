import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuctionsRepository } from '../modules/auctions/auctions.repository';
import { type Database, type DatabaseHandle } from './client';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database';

/** How often this session planned the prepared statement `name` each way (PostgreSQL 14+). */
async function plansOf(db: Database, name: string) {
  const result = await db.execute(
    sql`select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name = ${name}`,
  );
  return (result as { rows: { generic: number; custom: number }[] }).rows[0];
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'statements prepared by name on PostgreSQL',
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await createTestDatabase();
    });
    afterAll(async () => {
      await handle.close();
    });

    // Calls one after another reuse the pool's last idle connection, whose plans are then read.
    const answerTenTimes = async (db: Database, prepared: Database) => {
      const repo = createAuctionsRepository(db, prepared);
      for (let i = 0; i < 10; i++) await repo.findAnswer(1, [1, 2], 50);
    };

    it('plans the bid answer once per connection of the prepared pool, whatever the parameters', async () => {
      await answerTenTimes(handle.db, handle.prepared);
      expect(await plansOf(handle.prepared, 'answer_auction')).toEqual({ generic: 10, custom: 0 });
    });

    it('would plan it again on every call on the ordinary pool, which the prepared pool exists to avoid', async () => {
      await answerTenTimes(handle.db, handle.db);
      const plans = await plansOf(handle.db, 'answer_auction');
      expect(plans?.custom).toBe(10);
    });
  },
);
