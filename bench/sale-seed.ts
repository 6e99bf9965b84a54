import type { Database } from '@autobid/server/src/db/client';
import { auctions } from '@autobid/server/src/db/schema';
import {
  createAuction,
  createGroup,
  createUser,
  TEST_PASSWORD,
} from '@autobid/server/src/testing/factories';
import { eq } from 'drizzle-orm';

export const SALE_START_PRICE = 20_000;
export const SALE_RESERVE_PRICE = 24_000;
export const SALE_PASSWORD = TEST_PASSWORD;

export interface SaleSeed {
  dealerEmails: string[];
  /** The sale's cars, in lot order (wave by wave). */
  auctionIds: number[];
}

/**
 * One seller group, `dealers` dealers each in their own group (the factories hash the password
 * once), and `cars` open, active MY auctions that end far away: the sale's schedule is written by
 * {@link scheduleSale} once every dealer is signed in, so sign-in time never eats into the sale.
 */
export async function seedSale(
  db: Database,
  input: { cars: number; dealers: number },
): Promise<SaleSeed> {
  const seller = await createGroup(db, { kind: 'seller', name: 'Sale seller' });
  const dealerEmails: string[] = [];
  for (let i = 0; i < input.dealers; i += 1) {
    const user = await createUser(db, { name: `Sale dealer ${i + 1}` });
    dealerEmails.push(user.email);
  }
  const now = Date.now();
  const auctionIds: number[] = [];
  for (let i = 0; i < input.cars; i += 1) {
    const auction = await createAuction(db, {
      sellerGroupId: seller.id,
      now,
      startPrice: SALE_START_PRICE,
      reservePrice: SALE_RESERVE_PRICE,
      timeEnd: new Date(now + 30 * 24 * 3_600_000),
    });
    auctionIds.push(auction.id);
  }
  return { dealerEmails, auctionIds };
}

/** Sets each car's end (the one the ledger replay starts from); run while no server is up. */
export async function scheduleSale(db: Database, ends: Map<number, number>): Promise<void> {
  for (const [id, end] of ends) {
    await db
      .update(auctions)
      .set({ timeEnd: new Date(end), updatedAt: new Date() })
      .where(eq(auctions.id, id));
  }
}
