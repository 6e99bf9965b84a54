import { openTransaction } from '../db/transaction-open';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  STAFF_ROLES,
  auctions,
  bids,
  groups,
  inspections,
  inventories,
  makes,
  models,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/password';

export const TEST_PASSWORD = 'test-pass-1';
let passwordHash: Promise<string> | undefined;

let sequence = 0;
const next = () => (sequence += 1);

export async function createGroup(
  db: Database,
  overrides: Partial<typeof groups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(groups)
    .values({ name: `Group ${next()}`, kind: 'dealer', market: 'MY', ...overrides })
    .returning();
  return row!;
}

/** A user with {@link TEST_PASSWORD}; a dealer in a new dealer group unless told otherwise; staff hold every role unless told. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const activeGroupId =
    overrides.activeGroupId !== undefined
      ? overrides.activeGroupId
      : (await createGroup(db, { kind: overrides.role === 'seller' ? 'seller' : 'dealer' })).id;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}-${Math.random().toString(36).slice(2, 8)}@test.example`,
      name: `User ${n}`,
      passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      role: 'dealer',
      country: 'MY',
      language: 'en',
      // Staff made without roles hold every role, as staff made before roles existed do.
      staffRoles: overrides.role === 'staff' ? [...STAFF_ROLES] : [],
      ...overrides,
      activeGroupId,
    })
    .returning();
  return row!;
}

export async function createInventory(db: Database, sellerGroupId: number) {
  const n = next();
  const [make] = await db
    .insert(makes)
    .values({ name: `Make ${n}` })
    .returning();
  const [model] = await db
    .insert(models)
    .values({ makeId: make!.id, name: `Model ${n}` })
    .returning();
  const [inventory] = await db
    .insert(inventories)
    .values({
      sellerGroupId,
      makeId: make!.id,
      modelId: model!.id,
      year: 2019,
      variant: '1.5 G',
      mileageKm: 62_000,
      transmission: 'Automatic',
      fuel: 'Petrol',
      color: 'Silver',
      photos: [{ url: `/media/cars/${n}-1.svg`, caption: 'Front' }],
    })
    .returning();
  await db.insert(inspections).values({
    inventoryId: inventory!.id,
    score: 75,
    summary: 'Good overall',
    inspectedAt: new Date('2026-01-01T00:00:00Z'),
    sections: [
      { key: 'exterior', name: 'Exterior', rating: 75, notes: 'Light scratches' },
      { key: 'engine', name: 'Engine', rating: 100, notes: 'No leaks' },
    ],
  });
  return { inventory: inventory!, make: make!, model: model! };
}

/** An auction of a new car; active for an hour from `now` unless told otherwise. */
export async function createAuction(
  db: Database,
  input: { sellerGroupId: number; now: number } & Partial<typeof auctions.$inferInsert>,
) {
  const { sellerGroupId, now, ...overrides } = input;
  const { inventory } = await createInventory(db, sellerGroupId);
  const [row] = await db
    .insert(auctions)
    .values({
      inventoryId: inventory.id,
      sellerGroupId,
      market: 'MY',
      type: 'open',
      status: 'active',
      location: 'Shah Alam',
      timeStart: new Date(now - 60_000),
      timeEnd: new Date(now + 3_600_000),
      startPrice: 20_000,
      reservePrice: 30_000,
      updatedAt: new Date(now - 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function findAuction(db: Database, id: number) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
  return row!;
}

/** A bid in the ledger, without the auction's counters: for lists that only ask who bid what. */
export async function createBid(
  db: Database,
  input: {
    auctionId: number;
    user: { id: number; activeGroupId: number | null };
    amount: number;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(bids)
    .values({
      auctionId: input.auctionId,
      userId: input.user.id,
      groupId: input.user.activeGroupId!,
      bidderNo: 1,
      amount: input.amount,
      kind: 'manual',
      createdAt: input.createdAt,
    })
    .returning();
  return row!;
}

/**
 * An auction already closed for `winner` at `amount`: their bid is the highest and awarded, the
 * award `won` at `wonAt`. Ended `hoursAgo` hours before `now`.
 */
export async function createWonAuction(
  db: Database,
  input: {
    sellerGroupId: number;
    now: number;
    winner: { id: number; activeGroupId: number | null };
    amount: number;
    wonAt?: Date;
  } & Partial<typeof auctions.$inferInsert>,
) {
  const { winner, amount, wonAt, now, sellerGroupId, ...overrides } = input;
  const timeEnd = overrides.timeEnd ?? new Date(now - 3_600_000);
  const auction = await createAuction(db, {
    sellerGroupId,
    now,
    status: 'awarded',
    timeStart: new Date(timeEnd.getTime() - 3_600_000),
    timeEnd,
    ...overrides,
  });
  const bid = await createBid(db, {
    auctionId: auction.id,
    user: winner,
    amount,
    createdAt: new Date(timeEnd.getTime() - 60_000),
  });
  const [row] = await db
    .update(auctions)
    .set({
      highestAmount: amount,
      highestBidId: bid.id,
      leaderId: winner.id,
      bidCount: 1,
      biddersCount: 1,
      awardStatus: overrides.awardStatus ?? 'won',
      awardedBidId: bid.id,
      closedAt: timeEnd,
      wonAt: wonAt ?? timeEnd,
    })
    .where(eq(auctions.id, auction.id))
    .returning();
  // A win opens its transaction, as the close and the seller's accept do.
  await openTransaction(db, { auctionId: auction.id, actor: 'system' });
  return row!;
}
