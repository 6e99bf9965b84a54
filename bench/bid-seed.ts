import type { Database } from '@autobid/server/src/db/client';
import {
  createAuction,
  createGroup,
  createUser,
  TEST_PASSWORD,
} from '@autobid/server/src/testing/factories';

export const START_PRICE = 10_000;
/** Two accounts per bidder loop (a leader may not bid again), enough for the largest loop count. */
export const DEALER_COUNT = 64;
export const BENCH_PASSWORD = TEST_PASSWORD;

export interface SeededDealer {
  id: number;
  email: string;
}

export interface Seeded {
  dealers: SeededDealer[];
  /** The auctions of each scenario, in the order of `auctionCounts`. */
  auctionSets: number[][];
}

/**
 * Seeds the run with the server's own test factories: one seller group, {@link DEALER_COUNT}
 * dealers each in their own group (the factories hash the password once and reuse it), and one
 * fresh set of open, active MY auctions per scenario so no scenario inherits another's ledger.
 */
export async function seedBidBench(db: Database, auctionCounts: number[]): Promise<Seeded> {
  const seller = await createGroup(db, { kind: 'seller', name: 'Bench seller' });
  const dealers: SeededDealer[] = [];
  for (let i = 0; i < DEALER_COUNT; i += 1) {
    const user = await createUser(db, { name: `Bench dealer ${i + 1}` });
    dealers.push({ id: user.id, email: user.email });
  }
  const now = Date.now();
  const auctionSets: number[][] = [];
  for (const count of auctionCounts) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const auction = await createAuction(db, {
        sellerGroupId: seller.id,
        now,
        startPrice: START_PRICE,
        reservePrice: START_PRICE * 2,
        // Far enough that no bid falls into the soft-close window and the clock never closes it.
        timeEnd: new Date(now + 30 * 24 * 3_600_000),
      });
      ids.push(auction.id);
    }
    auctionSets.push(ids);
  }
  return { dealers, auctionSets };
}
