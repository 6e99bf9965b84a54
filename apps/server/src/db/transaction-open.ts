import { marketUtcOffsetHours } from '@autobid/contract';
import { chargesFor, paymentDueAt, type Discount } from '@autobid/auction';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from './client';
import {
  auctions,
  bids,
  groupDiscounts,
  invoiceCounters,
  markets,
  transactionCollections,
  transactionLines,
  transactionStatusLog,
  transactions,
} from './schema';

/** The calendar year of a moment in a market's own time: invoices are numbered per that year. */
export function marketYear(market: string, at: Date): number {
  const offset = marketUtcOffsetHours(market);
  return new Date(at.getTime() + offset * 3_600_000).getUTCFullYear();
}

/** `INV-MY-2026-000042`. */
export function invoiceNumberOf(market: string, year: number, n: number): string {
  return `INV-${market}-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * Takes the next invoice number of a market and year in the caller's transaction. The counter row
 * is locked until that transaction ends, so two wins never share a number, and a rolled-back win
 * gives its number back: the numbers run without gaps (docs/transactions.md).
 */
async function nextInvoiceNumber(tx: Executor, market: string, at: Date): Promise<string> {
  const year = marketYear(market, at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ market, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.market, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return invoiceNumberOf(market, year, row!.last);
}

/** The discounts a dealer group holds at a moment: those without an end or ending later. */
export async function findGroupDiscounts(
  tx: Executor,
  groupId: number,
  at: Date,
): Promise<Discount[]> {
  return tx
    .select({
      name: groupDiscounts.name,
      target: groupDiscounts.target,
      amount: groupDiscounts.amount,
    })
    .from(groupDiscounts)
    .where(
      and(
        eq(groupDiscounts.groupId, groupId),
        or(isNull(groupDiscounts.validUntil), gt(groupDiscounts.validUntil, at)),
      ),
    )
    .orderBy(groupDiscounts.id);
}

/**
 * Opens the transaction of an auction whose award just became `won` (TRX-8, DESIGN §9), in the
 * caller's database transaction and under its lock on the auction row: the buyer's lines and the
 * seller's statement from the market's fee schedule and the buyer group's discounts, what is
 * collected from whom, the due date and the invoice number. Opening twice is a no-op, so a retried
 * close or a backfill cannot make a second transaction.
 */
export async function openTransaction(
  tx: Executor,
  input: { auctionId: number; actor: string },
): Promise<number | null> {
  const [existing] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.auctionId, input.auctionId));
  if (existing) return null;
  const [row] = await tx
    .select({
      auctionId: auctions.id,
      inventoryId: auctions.inventoryId,
      market: auctions.market,
      sellerGroupId: auctions.sellerGroupId,
      awardStatus: auctions.awardStatus,
      wonAt: auctions.wonAt,
      hammer: sql<number>`coalesce(${auctions.awardedAmount}, ${bids.amount})`.mapWith(Number),
      buyerUserId: bids.userId,
      buyerGroupId: bids.groupId,
      currency: markets.currency,
      paymentDueDays: markets.paymentDueDays,
      feeSchedule: markets.feeSchedule,
    })
    .from(auctions)
    .innerJoin(markets, eq(markets.code, auctions.market))
    .innerJoin(bids, eq(bids.id, auctions.awardedBidId))
    .where(eq(auctions.id, input.auctionId));
  if (!row || row.awardStatus !== 'won' || !row.wonAt) return null;
  if (!row.feeSchedule) throw new Error(`market ${row.market} has no fee schedule`);

  const discounts = await findGroupDiscounts(tx, row.buyerGroupId, row.wonAt);
  const charges = chargesFor(row.hammer, row.feeSchedule, discounts);
  if (!charges.ok) throw new Error(`auction ${row.auctionId} cannot be charged: ${charges.code}`);
  const { buyerLines, buyerTotal, sellerLines, sellerPayout } = charges.value;

  const [created] = await tx
    .insert(transactions)
    .values({
      auctionId: row.auctionId,
      inventoryId: row.inventoryId,
      market: row.market,
      currency: row.currency,
      buyerUserId: row.buyerUserId,
      buyerGroupId: row.buyerGroupId,
      sellerGroupId: row.sellerGroupId,
      status: 'awaiting_payment',
      hammer: row.hammer,
      buyerTotal,
      sellerPayout,
      feeSchedule: row.feeSchedule,
      wonAt: row.wonAt,
      dueAt: new Date(paymentDueAt(row.wonAt.getTime(), row.paymentDueDays)),
      invoiceNumber: await nextInvoiceNumber(tx, row.market, row.wonAt),
      createdAt: row.wonAt,
      updatedAt: row.wonAt,
    })
    .returning({ id: transactions.id });
  const id = created!.id;
  const lineRows = (side: 'buyer' | 'seller', lines: typeof buyerLines) =>
    lines.map((line, position) => ({
      transactionId: id,
      side,
      position,
      kind: line.kind,
      name: line.name,
      target: line.kind === 'discount' ? line.target : null,
      amount: line.amount,
    }));
  await tx
    .insert(transactionLines)
    .values([...lineRows('buyer', buyerLines), ...lineRows('seller', sellerLines)]);
  const sellerFees = row.hammer - sellerPayout;
  await tx
    .insert(transactionCollections)
    .values([
      { transactionId: id, party: 'buyer', name: 'purchase', amount: buyerTotal },
      ...(sellerFees > 0
        ? [{ transactionId: id, party: 'seller' as const, name: 'seller_fees', amount: sellerFees }]
        : []),
    ]);
  await tx.insert(transactionStatusLog).values({
    transactionId: id,
    event: 'open',
    fromStatus: null,
    toStatus: 'awaiting_payment',
    actor: input.actor,
    at: row.wonAt,
  });
  return id;
}

/** Won auctions that have no transaction yet, oldest win first. */
function findWinsWithoutTransaction(ex: Executor) {
  return ex
    .select({ id: auctions.id })
    .from(auctions)
    .leftJoin(transactions, eq(transactions.auctionId, auctions.id))
    .where(
      and(
        eq(auctions.awardStatus, 'won'),
        sql`${auctions.awardedBidId} is not null`,
        isNull(transactions.id),
      ),
    )
    .orderBy(auctions.wonAt, auctions.id);
}

/**
 * Opens the missing transactions of won auctions (a database from before transactions existed),
 * each under its auction's row lock in a transaction of its own. Safe on every start.
 */
export async function openMissingTransactions(db: Database): Promise<number> {
  let opened = 0;
  for (const { id } of await findWinsWithoutTransaction(db)) {
    const made = await db.transaction(async (tx) => {
      await tx.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, id)).for('update');
      return openTransaction(tx, { auctionId: id, actor: 'system' });
    });
    if (made !== null) opened += 1;
  }
  return opened;
}

/** The same, inside the caller's transaction (the demo seed, which writes its wins directly). */
export async function openMissingTransactionsIn(tx: Executor): Promise<number> {
  let opened = 0;
  for (const { id } of await findWinsWithoutTransaction(tx))
    if ((await openTransaction(tx, { auctionId: id, actor: 'system' })) !== null) opened += 1;
  return opened;
}
