import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { createTestDatabase } from '../testing/test-database';

/**
 * The columns a bid sets on its auction besides the end (`held-write.repository.ts`, `moved`; the
 * locked path's update in `bids.repository.ts` sets the same). While no index holds any of them,
 * PostgreSQL updates the row in place on its page without adding an entry to each of the table's
 * indexes (a HOT update): at a busy close an auction takes thousands of such updates.
 */
const BID_COLUMNS = [
  'highest_amount',
  'highest_bid_id',
  'leader_id',
  'leader_commit_seq',
  'bid_count',
  'bidders_count',
  'commit_seq',
  'max_bid_count',
  'updated_at',
];

/** Each index of `table` with the columns it holds, as keys or in a partial index's condition. */
async function indexColumns(handle: DatabaseHandle, table: string) {
  const result = await handle.db.execute(
    sql`select i.relname as index, array(
          select a.attname::text from pg_attribute a
          where a.attrelid = t.oid and a.attnum > 0
            and (a.attnum = any(x.indkey::int2[])
              or pg_get_expr(x.indpred, t.oid) ~ ('\\m' || a.attname || '\\M')
              or pg_get_expr(x.indexprs, t.oid) ~ ('\\m' || a.attname || '\\M'))
          order by a.attname) as columns
        from pg_index x
        join pg_class t on t.oid = x.indrelid
        join pg_class i on i.oid = x.indexrelid
        where t.relname = ${table}
        order by i.relname`,
  );
  return (result as { rows: { index: string; columns: string[] }[] }).rows;
}

describe('the auctions table and a bid’s update', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('has no index on a column a bid changes, so a bid updates its auction without touching an index', async () => {
    const indexes = await indexColumns(handle, 'auctions');
    expect(indexes.length).toBeGreaterThan(1);
    const touched = indexes.filter((i) => i.columns.some((c) => BID_COLUMNS.includes(c)));
    expect(touched).toEqual([]);
  });

  it('would see an index on the leader, as the portal once had', async () => {
    await handle.db.execute(sql`create index leader_probe_idx on auctions (leader_id, status)`);
    try {
      const indexes = await indexColumns(handle, 'auctions');
      expect(indexes.find((i) => i.index === 'leader_probe_idx')?.columns).toEqual([
        'leader_id',
        'status',
      ]);
    } finally {
      await handle.db.execute(sql`drop index leader_probe_idx`);
    }
  });
});
