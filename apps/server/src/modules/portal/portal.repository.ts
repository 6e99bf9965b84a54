import type { DealerResult, EndedBidTag, PortalSort } from '@autobid/contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auctionFiles,
  auctions,
  bids,
  floorStockAccounts,
  floorStockCases,
  inventories,
  markets,
  transactions,
} from '../../db/schema';

/** The lists of the portal API; ended bids is the one with dates and tags. */
export type PortalList = 'success' | 'overdue' | 'history' | 'has-online-payments' | 'ended-bids';

/** Statuses an auction is in once its bidding has closed. */
const CLOSED_STATUSES = [
  'ended',
  'awarded',
  'reserved',
  'confirmed',
  'rejected',
  'cancelled',
  'sold',
  'restarted',
];
/** A win whose purchase is not complete yet: payment may still be due. */
const UNPAID_WIN_STATUSES = ['awarded', 'confirmed'];

export interface PortalListQuery {
  userId: number;
  now: Date;
  sort: PortalSort;
  page: number;
  perPage: number;
  sellerGroupId?: number;
  /** Ended bids only. */
  endedFrom?: Date;
  endedUntil?: Date;
  tag?: EndedBidTag;
}

/**
 * What became of an auction for one dealer (docs/dealer-portal.md): `won` when the award is won
 * and theirs; `cancelled` when their win was cancelled afterwards; `pending` while the bidding is
 * open or the seller has yet to decide on their top bid (on a sealed auction the seller may pick
 * either bid type, so every sealed bidder waits); `lost` otherwise.
 */
function resultOf(userId: number): SQL<DealerResult> {
  return sql<DealerResult>`case
    when ${auctions.awardStatus} = 'won' and ${auctions.leaderId} = ${userId} and ${auctions.status} in ('awarded', 'confirmed', 'sold') then 'won'
    when ${auctions.status} = 'cancelled' and ${auctions.wonAt} is not null and ${auctions.leaderId} = ${userId} then 'cancelled'
    when ${auctions.status} in ('scheduled', 'preview', 'active', 'restarting') then 'pending'
    when ${auctions.status} = 'reserved' and (${auctions.type} = 'closed' or ${auctions.leaderId} = ${userId}) then 'pending'
    else 'lost' end`;
}

/**
 * The caller's transaction of a win, joined on every portal query: the win's money lives there
 * (docs/transactions.md), so payment due, overdue and the list a win is in read it.
 */
function transactionJoin(userId: number): SQL {
  return and(eq(transactions.auctionId, auctions.id), eq(transactions.buyerUserId, userId))!;
}

/** A transaction still waiting for the buyer's money past its due moment (TRX-10). */
function isOverdue(now: Date): SQL {
  return sql`(${transactions.status} = 'awaiting_payment' and ${transactions.dueAt} < ${now.toISOString()}::timestamptz)`;
}

/** The auctions a dealer bid on, found by `bids_user_auction_idx`; a leader always bid. */
function biddenOnBy(userId: number): SQL {
  return inArray(
    auctions.id,
    sql`(select ${bids.auctionId} from ${bids} where ${bids.userId} = ${userId})`,
  );
}

/**
 * The auctions a dealer won and has a transaction for, found by `transactions_buyer_status_idx`: a
 * win opens its transaction with the winner as buyer in the same database transaction
 * (docs/transactions.md), and the server opens any missing at start, so every unpaid win has one.
 * The auctions table keeps no index on its leader, which a bid changes (schema.ts).
 */
function boughtBy(userId: number): SQL {
  return inArray(
    auctions.id,
    sql`(select ${transactions.auctionId} from ${transactions} where ${transactions.buyerUserId} = ${userId})`,
  );
}

/** Whether a row is the dealer's win not yet paid; `unpaidWinOf` finds such rows. */
function isUnpaidWin(userId: number): SQL {
  return and(
    eq(auctions.leaderId, userId),
    eq(auctions.awardStatus, 'won'),
    inArray(auctions.status, UNPAID_WIN_STATUSES),
    sql`coalesce(${transactions.status}, '') <> 'cancelled'`,
  )!;
}

/** The dealer's wins not yet paid. */
function unpaidWinOf(userId: number): SQL {
  return and(boughtBy(userId), isUnpaidWin(userId))!;
}

/**
 * The purchase's floor-stock case that is waiting for finance or paid it (a transaction has at
 * most one pending or approved case; a repaid one was approved), newest first.
 */
function financingCaseOf(
  column: typeof floorStockCases.status | typeof floorStockCases.amount,
): SQL {
  return sql`(select ${column} from ${floorStockCases} where ${floorStockCases.transactionId} = ${transactions.id} and ${floorStockCases.status} in ('pending', 'approved', 'repaid') order by ${floorStockCases.id} desc limit 1)`;
}

function myBestOf(userId: number): SQL<number | null> {
  return sql<
    number | null
  >`(select max(${bids.amount}) from ${bids} where ${bids.auctionId} = ${auctions.id} and ${bids.userId} = ${userId})`.mapWith(
    (v: unknown) => (v === null ? null : Number(v)),
  );
}

/** The dealer-specific facts of each auction of a portal list or detail. */
function factColumns(userId: number, now: Date) {
  return {
    id: auctions.id,
    result: resultOf(userId),
    myBestAmount: myBestOf(userId),
    wonAt: auctions.wonAt,
    paymentDueAt: transactions.dueAt,
    isPaymentOverdue:
      sql<boolean>`coalesce(${and(isUnpaidWin(userId), isOverdue(now))}, false)`.mapWith(Boolean),
    onlinePayment: markets.onlinePayment,
    transactionId: transactions.id,
    transactionStatus: transactions.status,
    transactionTotal: transactions.buyerTotal,
    transactionPaidBy: transactions.paidBy,
    financingStatus: financingCaseOf(floorStockCases.status).mapWith((v: unknown) =>
      v === null ? null : (v as FinancingStatus),
    ),
    financingAmount: financingCaseOf(floorStockCases.amount).mapWith((v: unknown) =>
      v === null ? null : Number(v),
    ),
    financingProvider: sql<
      string | null
    >`(select ${floorStockAccounts.provider} from ${floorStockAccounts} where ${floorStockAccounts.groupId} = ${transactions.buyerGroupId})`,
  };
}

type FinancingStatus = 'pending' | 'approved' | 'repaid';

export interface PortalFacts {
  id: number;
  result: DealerResult;
  myBestAmount: number | null;
  wonAt: Date | null;
  paymentDueAt: Date | null;
  isPaymentOverdue: boolean;
  onlinePayment: boolean;
  transactionId: number | null;
  transactionStatus: string | null;
  transactionTotal: number | null;
  transactionPaidBy: 'bank_transfer' | 'online' | 'floor_stock' | null;
  /** The purchase's pending or paying floor-stock case, null without one. */
  financingStatus: FinancingStatus | null;
  financingAmount: number | null;
  financingProvider: string | null;
}

function listCondition(list: PortalList, query: PortalListQuery): SQL {
  const { userId, now } = query;
  switch (list) {
    case 'success':
      return unpaidWinOf(userId);
    case 'overdue':
      return and(unpaidWinOf(userId), isOverdue(now))!;
    case 'has-online-payments':
      return and(unpaidWinOf(userId), eq(markets.onlinePayment, true))!;
    case 'history':
      // A win cancelled before its transaction was opened has none: looked for among the bids.
      return and(
        biddenOnBy(userId),
        eq(auctions.leaderId, userId),
        or(
          eq(auctions.status, 'sold'),
          and(eq(auctions.status, 'cancelled'), isNotNull(auctions.wonAt)),
          eq(transactions.status, 'cancelled'),
        ),
      )!;
    case 'ended-bids':
      return and(
        biddenOnBy(userId),
        inArray(auctions.status, CLOSED_STATUSES),
        query.endedFrom ? gte(auctions.timeEnd, query.endedFrom) : undefined,
        query.endedUntil ? lt(auctions.timeEnd, query.endedUntil) : undefined,
        query.tag && query.tag !== 'all' ? sql`${resultOf(userId)} = ${query.tag}` : undefined,
      )!;
  }
}

function orderOf(sort: PortalSort, userId: number): SQL[] {
  switch (sort) {
    case 'time_end_desc':
      return [desc(auctions.timeEnd), desc(auctions.id)];
    case 'time_end':
      return [asc(auctions.timeEnd), asc(auctions.id)];
    case 'amount_desc':
      return [sql`${myBestOf(userId)} desc nulls last`, desc(auctions.id)];
    case 'amount':
      return [sql`${myBestOf(userId)} asc nulls last`, asc(auctions.id)];
  }
}

export function createPortalRepository(db: Database) {
  return {
    /** One page of a portal list, filtered, ordered and cut in SQL, with the dealer's facts of each. */
    async findPage(
      list: PortalList,
      query: PortalListQuery,
    ): Promise<{ facts: PortalFacts[]; total: number }> {
      const where = and(
        listCondition(list, query),
        query.sellerGroupId !== undefined
          ? eq(auctions.sellerGroupId, query.sellerGroupId)
          : undefined,
      );
      const [facts, [count]] = await Promise.all([
        db
          .select(factColumns(query.userId, query.now))
          .from(auctions)
          .innerJoin(markets, eq(markets.code, auctions.market))
          .leftJoin(transactions, transactionJoin(query.userId))
          .where(where)
          .orderBy(...orderOf(query.sort, query.userId))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(auctions)
          .innerJoin(markets, eq(markets.code, auctions.market))
          .leftJoin(transactions, transactionJoin(query.userId))
          .where(where),
      ]);
      return { facts, total: count?.total ?? 0 };
    },

    async countOverdue(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(auctions)
        .innerJoin(transactions, transactionJoin(userId))
        .where(and(unpaidWinOf(userId), isOverdue(now)));
      return row?.total ?? 0;
    },

    /** The dealer's facts of one published auction, or undefined when there is none. */
    async findFacts(
      userId: number,
      auctionId: number,
      now: Date,
      market?: string,
    ): Promise<PortalFacts | undefined> {
      const [row] = await db
        .select(factColumns(userId, now))
        .from(auctions)
        .innerJoin(markets, eq(markets.code, auctions.market))
        .leftJoin(transactions, transactionJoin(userId))
        .where(
          and(
            eq(auctions.id, auctionId),
            ne(auctions.status, 'scheduled'),
            market === undefined ? undefined : eq(auctions.market, market),
          ),
        );
      return row;
    },

    async findExtraInspectionPhotos(auctionId: number) {
      const [row] = await db
        .select({ photos: inventories.extraInspectionPhotos })
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .where(eq(auctions.id, auctionId));
      return row?.photos ?? [];
    },

    /** The documents of an auction, without their bytes. */
    findFiles(auctionId: number) {
      return db
        .select({
          id: auctionFiles.id,
          name: auctionFiles.name,
          nameTranslations: auctionFiles.nameTranslations,
          fileName: auctionFiles.fileName,
          contentType: auctionFiles.contentType,
        })
        .from(auctionFiles)
        .where(eq(auctionFiles.auctionId, auctionId))
        .orderBy(asc(auctionFiles.id));
    },

    async findFile(id: number) {
      const [row] = await db.select().from(auctionFiles).where(eq(auctionFiles.id, id));
      return row;
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
