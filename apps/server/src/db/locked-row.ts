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

/** Whether a locked row's statement read the rest on a snapshot older than the row (see above). */
export function sawOlderRow(row: { lockedVersion: string; seenVersion: string }): boolean {
  return row.lockedVersion !== row.seenVersion;
}
