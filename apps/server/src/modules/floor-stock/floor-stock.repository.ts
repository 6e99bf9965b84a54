import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  floorStockAccounts,
  floorStockCases,
  groups,
  markets,
  transactions,
} from '../../db/schema';

export type FloorStockCaseRow = typeof floorStockCases.$inferSelect;
export type CaseStatus = FloorStockCaseRow['status'];

/** A group's line with what its cases hold of it: approved ones use it, pending ones reserve it. */
export interface AccountStanding {
  groupId: number;
  provider: string;
  creditLimit: number;
  deposit: number;
  status: 'active' | 'suspended';
  currency: string;
  /** Sum of the approved cases: the line's `used`. */
  used: number;
  /** Sum of the pending cases: reserved until finance decides. */
  reserved: number;
  carsFinanced: number;
}

/** Live cases (pending or approved) a new request must stay clear of. */
const LIVE: CaseStatus[] = ['pending', 'approved'];

/** The only I/O of floor-stock financing: lines, cases, and the payment an approval writes. */
export function createFloorStockRepository(db: Database) {
  /** What a group's live cases hold, split into approved and pending. */
  async function caseTotals(ex: Executor, groupId: number) {
    const rows = await ex
      .select({
        status: floorStockCases.status,
        amount: sql<number>`coalesce(sum(${floorStockCases.amount}), 0)`.mapWith(Number),
        cars: count(),
      })
      .from(floorStockCases)
      .where(and(eq(floorStockCases.groupId, groupId), inArray(floorStockCases.status, LIVE)))
      .groupBy(floorStockCases.status);
    const of = (status: CaseStatus) => rows.find((row) => row.status === status);
    return {
      used: of('approved')?.amount ?? 0,
      reserved: of('pending')?.amount ?? 0,
      carsFinanced: of('approved')?.cars ?? 0,
    };
  }

  /** The line and what its cases hold; with `lock`, the line's row stays locked for the caller's transaction. */
  async function standing(
    ex: Executor,
    groupId: number,
    lock: boolean,
  ): Promise<AccountStanding | undefined> {
    const query = ex
      .select()
      .from(floorStockAccounts)
      .where(eq(floorStockAccounts.groupId, groupId));
    const [account] = lock ? await query.for('update') : await query;
    if (!account) return undefined;
    const [market] = await ex
      .select({ currency: markets.currency })
      .from(groups)
      .innerJoin(markets, eq(markets.code, groups.market))
      .where(eq(groups.id, groupId));
    return {
      groupId: account.groupId,
      provider: account.provider,
      creditLimit: account.creditLimit,
      deposit: account.deposit,
      status: account.status,
      currency: market?.currency ?? '',
      ...(await caseTotals(ex, groupId)),
    };
  }

  return {
    db,

    findAccount: (groupId: number) => standing(db, groupId, false),

    /** Locks the group's line row (`for update`) and reads it with its cases. */
    lockAccount: (tx: Executor, groupId: number) => standing(tx, groupId, true),

    async findTransaction(id: number) {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    async findCase(id: number): Promise<FloorStockCaseRow | undefined> {
      const [row] = await db.select().from(floorStockCases).where(eq(floorStockCases.id, id));
      return row;
    },

    async lockCase(tx: Executor, id: number): Promise<FloorStockCaseRow | undefined> {
      const [row] = await tx
        .select()
        .from(floorStockCases)
        .where(eq(floorStockCases.id, id))
        .for('update');
      return row;
    },

    async findLiveCase(tx: Executor, transactionId: number) {
      const [row] = await tx
        .select()
        .from(floorStockCases)
        .where(
          and(
            eq(floorStockCases.transactionId, transactionId),
            inArray(floorStockCases.status, LIVE),
          ),
        );
      return row;
    },

    async insertCase(tx: Executor, values: typeof floorStockCases.$inferInsert) {
      const [row] = await tx.insert(floorStockCases).values(values).returning();
      return row!;
    },

    async decideCase(
      tx: Executor,
      id: number,
      decision: {
        status: 'approved' | 'declined';
        decidedBy: number;
        decidedAt: Date;
        declineReason?: string | null;
      },
    ): Promise<FloorStockCaseRow> {
      const [row] = await tx
        .update(floorStockCases)
        .set(decision)
        .where(eq(floorStockCases.id, id))
        .returning();
      return row!;
    },

    /** Cases of one status, oldest first, with the transaction and the buyer group finance checks. */
    findCases(status: CaseStatus, limit: number) {
      return db
        .select({
          floorStockCase: floorStockCases,
          transaction: {
            id: transactions.id,
            auctionId: transactions.auctionId,
            invoiceNumber: transactions.invoiceNumber,
            market: transactions.market,
            currency: transactions.currency,
            total: transactions.buyerTotal,
            status: transactions.status,
          },
          buyerGroup: { id: groups.id, name: groups.name },
        })
        .from(floorStockCases)
        .innerJoin(transactions, eq(transactions.id, floorStockCases.transactionId))
        .innerJoin(groups, eq(groups.id, floorStockCases.groupId))
        .where(eq(floorStockCases.status, status))
        .orderBy(asc(floorStockCases.id))
        .limit(limit);
    },
  };
}

export type FloorStockRepository = ReturnType<typeof createFloorStockRepository>;
