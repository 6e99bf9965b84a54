import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { markets, pickupLocations, transactionPickups, transactions } from '../../db/schema';
import { PICKUP_YARDS } from './pickup-yards';

export type PickupLocationRow = typeof pickupLocations.$inferSelect;
export type PickupPlanValues = Omit<typeof transactionPickups.$inferInsert, 'transactionId'>;

/**
 * Adds the yards of {@link PICKUP_YARDS} a market does not have yet (matched by name), for the
 * markets that exist. Safe on every start: a yard staff renamed or added stays as it is.
 */
export async function ensurePickupLocations(db: Database): Promise<void> {
  const known = await db.select({ code: markets.code }).from(markets);
  const existing = await db
    .select({ market: pickupLocations.market, name: pickupLocations.name })
    .from(pickupLocations);
  const has = new Set(existing.map((row) => `${row.market}\n${row.name}`));
  const missing = known.flatMap(({ code }) =>
    (PICKUP_YARDS[code] ?? [])
      .filter((yard) => !has.has(`${code}\n${yard.name}`))
      .map((yard) => ({ market: code, ...yard })),
  );
  if (missing.length > 0) await db.insert(pickupLocations).values(missing);
}

/** The only I/O of pickups: a market's yards and a transaction's plan. */
export function createPickupsRepository(db: Database) {
  return {
    db,

    async findTransaction(id: number) {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    findLocations(ex: Executor, market: string): Promise<PickupLocationRow[]> {
      return ex
        .select()
        .from(pickupLocations)
        .where(eq(pickupLocations.market, market))
        .orderBy(asc(pickupLocations.id));
    },

    async findLocation(ex: Executor, id: number, market: string) {
      const [row] = await ex
        .select()
        .from(pickupLocations)
        .where(and(eq(pickupLocations.id, id), eq(pickupLocations.market, market)));
      return row;
    },

    async findPlan(ex: Executor, transactionId: number) {
      const [row] = await ex
        .select({ plan: transactionPickups, location: pickupLocations })
        .from(transactionPickups)
        .leftJoin(pickupLocations, eq(pickupLocations.id, transactionPickups.locationId))
        .where(eq(transactionPickups.transactionId, transactionId));
      return row;
    },

    /** Writes the plan (one per transaction) and gives the transaction its new version and time. */
    async savePlan(
      tx: Executor,
      input: { transactionId: number; values: PickupPlanValues; at: Date; version: number },
    ) {
      const { transactionId, values, at } = input;
      await tx
        .insert(transactionPickups)
        .values({ transactionId, ...values, updatedAt: at })
        .onConflictDoUpdate({
          target: transactionPickups.transactionId,
          set: { ...values, updatedAt: at },
        });
      const [row] = await tx
        .update(transactions)
        .set({ version: input.version, updatedAt: at })
        .where(eq(transactions.id, transactionId))
        .returning();
      return row!;
    },
  };
}

export type PickupsRepository = ReturnType<typeof createPickupsRepository>;
