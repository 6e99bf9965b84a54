import {
  transition,
  transitionTransaction,
  type AuctionStatus,
  type TransactionEvent,
  type TransactionStatus,
} from '@autobid/auction';
import { and, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { followListing } from './listing-follow';
import {
  auctionStatusLog,
  auctions,
  transactionCollections,
  transactionPayments,
  transactionStatusLog,
  transactions,
} from './schema';

export type TransactionRow = typeof transactions.$inferSelect;

export type TransactionChange =
  | { ok: true; before: TransactionRow; after: TransactionRow }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'invalid_transition'; from: TransactionStatus };

/** Locks a transaction's row for the rest of the caller's database transaction. */
export async function lockTransaction(
  tx: Executor,
  id: number,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

/**
 * Moves a transaction by one event (TRX-11) under its row lock, in the caller's database
 * transaction: the pure rule decides, the row takes the new status (and the caller's extra
 * columns), the version rises, and the status log keeps who, when and why. A completed sale moves
 * its auction to `sold` (LIFE-7) in the same transaction.
 */
export async function changeTransaction(
  tx: Executor,
  input: {
    id: number;
    event: TransactionEvent;
    actor: string;
    at: Date;
    note?: string | null;
    set?: Partial<Omit<typeof transactions.$inferInsert, 'id' | 'status' | 'version'>>;
  },
): Promise<TransactionChange> {
  const before = await lockTransaction(tx, input.id);
  if (!before) return { ok: false, code: 'not_found' };
  const from = before.status as TransactionStatus;
  const next = transitionTransaction(from, input.event);
  if (!next.ok) return { ok: false, code: 'invalid_transition', from };
  const updatedAt = new Date(Math.max(input.at.getTime(), before.updatedAt.getTime() + 1));
  const [after] = await tx
    .update(transactions)
    .set({ ...input.set, status: next.value, version: before.version + 1, updatedAt })
    .where(eq(transactions.id, input.id))
    .returning();
  await tx.insert(transactionStatusLog).values({
    transactionId: input.id,
    event: input.event.type,
    fromStatus: from,
    toStatus: next.value,
    actor: input.actor,
    note: input.note ?? null,
    at: updatedAt,
  });
  if (next.value === 'completed') await completeSale(tx, before.auctionId, input.actor, updatedAt);
  return { ok: true, before, after: after! };
}

async function completeSale(tx: Executor, auctionId: number, actor: string, at: Date) {
  const [auction] = await tx
    .select({ status: auctions.status, updatedAt: auctions.updatedAt })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  if (!auction) return;
  const next = transition(auction.status as AuctionStatus, { type: 'complete_sale' });
  if (!next.ok) return;
  const updatedAt = new Date(Math.max(at.getTime(), auction.updatedAt.getTime() + 1));
  await tx
    .update(auctions)
    .set({ status: next.value, updatedAt })
    .where(eq(auctions.id, auctionId));
  await tx.insert(auctionStatusLog).values({
    auctionId,
    event: 'complete_sale',
    fromStatus: auction.status,
    toStatus: next.value,
    actor,
    at: updatedAt,
  });
  await followListing(tx, { auctionId, toStatus: next.value, at: updatedAt });
}

/**
 * The money of a transaction arrived other than by a slip (online, or drawn from a floor-stock
 * line), in the caller's database transaction after it moved to `paid`: the payment is kept as
 * verified, a slip still waiting for finance is set aside, and the buyer's purchase is collected.
 */
export async function recordPaymentReceived(
  tx: Executor,
  input: {
    transactionId: number;
    method: 'online' | 'floor_stock';
    amount: number;
    reference: string;
    submittedBy: number;
    /** Who let the money in; null for the gateway. */
    decidedBy: number | null;
    at: Date;
  },
) {
  const { transactionId, at } = input;
  await tx
    .update(transactionPayments)
    .set({ status: 'superseded', decidedAt: at })
    .where(
      and(
        eq(transactionPayments.transactionId, transactionId),
        eq(transactionPayments.status, 'pending'),
      ),
    );
  const [receipt] = await tx
    .insert(transactionPayments)
    .values({
      transactionId,
      method: input.method,
      amount: input.amount,
      reference: input.reference,
      status: 'verified',
      submittedBy: input.submittedBy,
      decidedBy: input.decidedBy,
      decidedAt: at,
      createdAt: at,
    })
    .returning();
  await tx
    .update(transactionCollections)
    .set({ status: 'collected', collectedAt: at, collectedBy: input.decidedBy })
    .where(
      and(
        eq(transactionCollections.transactionId, transactionId),
        eq(transactionCollections.party, 'buyer'),
        eq(transactionCollections.status, 'open'),
      ),
    );
  return receipt!;
}
