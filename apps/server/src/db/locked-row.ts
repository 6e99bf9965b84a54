import { sql } from 'drizzle-orm';
import { auctions } from './schema';

/**
 * An auction's row version twice, for a `SELECT … FOR UPDATE` of it: as the lock took it and as
 * the statement's snapshot saw it.
 *
 * In READ COMMITTED, a lock that waited for another transaction's update brings the row as that
 * update left it, but PostgreSQL reads everything else in the statement (a subquery, a joined
 * table: the standing max bids, the highest bid) on the snapshot it took before the wait, without
 * what that transaction wrote beside the row. The two versions then differ (`sawOlderRow`), and the
 * statement must run once more: the lock held, it waits for nothing and sees all that committed.
 */
export const auctionRowVersions = {
  lockedVersion: sql<string>`${auctions}.xmin::text`,
  seenVersion: sql<string>`(select seen.xmin::text from ${auctions} seen where seen.id = ${auctions.id})`,
};

type RowVersions = { lockedVersion: string; seenVersion: string };

/** Whether a locked row's statement read the rest on a snapshot older than the row (see above). */
export function sawOlderRow(row: RowVersions): boolean {
  return row.lockedVersion !== row.seenVersion;
}

/**
 * The row `lock` locks (a statement selecting `auctionRowVersions`), run once more when it read
 * the rest on a snapshot older than the row, without the versions.
 */
export async function lockAfresh<R extends RowVersions>(
  lock: () => Promise<R | undefined>,
): Promise<Omit<R, keyof RowVersions> | undefined> {
  const first = await lock();
  const row = first && sawOlderRow(first) ? await lock() : first;
  if (!row) return undefined;
  const { lockedVersion: _locked, seenVersion: _seen, ...rest } = row;
  return rest;
}
