import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { onlinePayments, transactions } from '../../db/schema';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type AttemptStatus = OnlinePaymentRow['status'];

/** The only I/O of online payments: the attempts, one open at a time per transaction. */
export function createOnlinePaymentsRepository(db: Database) {
  return {
    db,

    async findById(id: number): Promise<OnlinePaymentRow | undefined> {
      const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
      return row;
    },

    async findByGatewayRef(gatewayRef: string): Promise<OnlinePaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.gatewayRef, gatewayRef));
      return row;
    },

    /** The transaction's attempt still `created`, if any (the partial unique index allows one). */
    async findOpen(tx: Executor, transactionId: number): Promise<OnlinePaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(onlinePayments)
        .where(
          and(
            eq(onlinePayments.transactionId, transactionId),
            eq(onlinePayments.status, 'created'),
          ),
        );
      return row;
    },

    /**
     * A new `created` attempt, or undefined when the transaction already has an open one: the
     * partial unique index decides between two requests at once.
     */
    async insertOpen(
      tx: Executor,
      values: {
        transactionId: number;
        amount: number;
        currency: string;
        createdBy: number;
        at: Date;
      },
    ): Promise<OnlinePaymentRow | undefined> {
      const [row] = await tx
        .insert(onlinePayments)
        .values({
          transactionId: values.transactionId,
          amount: values.amount,
          currency: values.currency,
          status: 'created',
          createdBy: values.createdBy,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Ends an attempt still open without the gateway's word (it was down); undefined if it had ended. */
    async failOpen(id: number, failureReason: string, at: Date) {
      const [row] = await db
        .update(onlinePayments)
        .set({ status: 'failed', failureReason, updatedAt: at })
        .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'created')))
        .returning();
      return row;
    },

    /** The gateway's id and page of an attempt still open. */
    async setGatewayPage(id: number, gatewayRef: string, pageUrl: string, at: Date) {
      const [row] = await db
        .update(onlinePayments)
        .set({ gatewayRef, pageUrl, updatedAt: at })
        .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'created')))
        .returning();
      return row;
    },

    async lock(tx: Executor, id: number): Promise<OnlinePaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.id, id))
        .for('update');
      return row;
    },

    /** One more signed callback arrived for the attempt, new or a repeat. */
    async countCallback(tx: Executor, id: number): Promise<void> {
      await tx
        .update(onlinePayments)
        .set({ callbacks: sql`${onlinePayments.callbacks} + 1` })
        .where(eq(onlinePayments.id, id));
    },

    async finish(
      tx: Executor,
      id: number,
      end: {
        status: Exclude<AttemptStatus, 'created'>;
        failureReason: string | null;
        gatewayRef: string;
        at: Date;
      },
    ): Promise<OnlinePaymentRow | undefined> {
      const [row] = await tx
        .update(onlinePayments)
        .set({
          status: end.status,
          failureReason: end.failureReason,
          gatewayRef: end.gatewayRef,
          updatedAt: end.at,
        })
        .where(eq(onlinePayments.id, id))
        .returning();
      return row;
    },

    /** A group's attempts on the given auctions' transactions, newest first. */
    findForGroup(groupId: number, auctionIds: readonly number[]) {
      return db
        .select({
          payment: onlinePayments,
          transaction: {
            id: transactions.id,
            auctionId: transactions.auctionId,
            status: transactions.status,
          },
        })
        .from(onlinePayments)
        .innerJoin(transactions, eq(transactions.id, onlinePayments.transactionId))
        .where(
          and(
            eq(transactions.buyerGroupId, groupId),
            inArray(transactions.auctionId, [...auctionIds]),
          ),
        )
        .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id));
    },
  };
}

export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>;
