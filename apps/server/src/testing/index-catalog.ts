import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

/** One index of a table: its key columns in order, and a partial index's condition (else null). */
export interface IndexEntry {
  index: string;
  keys: string[];
  condition: string | null;
}

/** The indexes of `table`, by name, as the database holds them. */
export async function indexesOf(handle: DatabaseHandle, table: string): Promise<IndexEntry[]> {
  const result = await handle.db.execute(
    sql`select i.relname::text as index,
          array(select a.attname::text
                from unnest(x.indkey::int2[]) with ordinality as k(attnum, n)
                join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
                order by k.n) as keys,
          pg_get_expr(x.indpred, x.indrelid) as condition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${table}::regclass
        order by i.relname`,
  );
  return (result as { rows: IndexEntry[] }).rows;
}

/**
 * The plan PostgreSQL (or PGlite) makes for `query` with sequential scans ruled out, as text: which
 * index, if any, can answer it. Ruled out for this one transaction only.
 */
export async function planWithoutSeqScans(handle: DatabaseHandle, query: SQL): Promise<string> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return (result as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
