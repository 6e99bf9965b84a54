import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { indexesOf, planWithoutSeqScans } from '../testing/index-catalog';
import { createTestDatabase } from '../testing/test-database';

/**
 * Every bid adds an entry to each index of `bids`, so the table keeps only the indexes its reads
 * need. A dealer's bids are looked up by dealer and auction (the auctions they bid on, the follow
 * list, the ledger's guard), never by dealer in id order: one index leading with the dealer serves
 * them all.
 */
const DEALER_INDEX = 'bids_user_auction_idx';

/** The indexes of `bids` whose first key column is the dealer. */
async function indexesLeadingWithDealer(handle: DatabaseHandle) {
  const indexes = await indexesOf(handle, 'bids');
  return indexes.filter((i) => i.keys[0] === 'user_id').map((i) => i.index);
}

describe('the bids table’s indexes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('have one index leading with the dealer, so a bid writes no second entry for its dealer', async () => {
    expect(await indexesLeadingWithDealer(handle)).toEqual([DEALER_INDEX]);
  });

  it('would see a second one, as the table once had', async () => {
    await handle.db.execute(sql`create index bids_user_probe_idx on bids (user_id, id)`);
    try {
      expect(await indexesLeadingWithDealer(handle)).toEqual([DEALER_INDEX, 'bids_user_probe_idx']);
    } finally {
      await handle.db.execute(sql`drop index bids_user_probe_idx`);
    }
  });

  it('find the auctions a dealer bid on through that index', async () => {
    // The ledger declares no foreign keys (ADR 0010): rows of made-up auctions and dealers will do.
    await handle.db.execute(
      sql`insert into bids (auction_id, user_id, group_id, bidder_no, amount, kind, created_at)
          select 1 + n % 40, 1 + n % 30, 1, 1, 10000 + n, 'manual', now()
          from generate_series(1, 1200) as n`,
    );
    await handle.db.execute(sql`analyze bids`);
    const plan = await planWithoutSeqScans(
      handle,
      sql`select auction_id, max(created_at) from bids where user_id = ${7} group by auction_id`,
    );
    expect(plan).toContain(DEALER_INDEX);
  });
});
