import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

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
