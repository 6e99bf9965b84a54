import { isUnpaid, type TransactionStatus } from '@autobid/auction';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import {
  changeTransaction,
  recordPaymentReceived,
  lockTransaction,
  type TransactionRow,
} from '../../db/transaction-change';
import type { Clock } from '../../lib/clock';
import { transactionNotice, type NoticeQueue } from '../transactions/transaction-events';
import type { TransactionsRepository } from '../transactions/transactions.repository';
import type { GatewayPayment } from './gateway-client';
import type { OnlinePaymentRow, OnlinePaymentsRepository } from './online-payments.repository';

/** What online payments read of the transactions (the rows a payment adds are written by `recordPaymentReceived`). */
export type TransactionsPort = Pick<
  TransactionsRepository,
  'findById' | 'isOnlinePaymentMarket' | 'findFloorStockAccount'
>;

/**
 * The failure reason of an attempt this server ended itself because the gateway did not answer.
 * The gateway never gave its word on such an attempt, so a later `succeeded` from it still counts.
 */
export const LOCAL_FAILURE = 'gateway_unavailable';

const isEndedHere = (attempt: OnlinePaymentRow) =>
  attempt.status === 'failed' && (attempt.failureReason ?? '').startsWith(LOCAL_FAILURE);

type Applied = { attempt: OnlinePaymentRow; moved: TransactionRow | null };

/**
 * Applies the gateway's final word on an attempt, from a callback or from asking the gateway, the
 * same way whichever comes first: in one database transaction under the transaction's row lock, a
 * final status already recorded is not applied again, so a transaction is paid at most once.
 */
export function createPaymentOutcomes(deps: {
  repo: OnlinePaymentsRepository;
  clock: Clock;
  events: NoticeQueue;
  log: FastifyBaseLogger;
}) {
  const { repo, clock, events, log } = deps;

  async function refundDue(
    tx: Executor,
    attempt: OnlinePaymentRow,
    payment: GatewayPayment,
    input: { reason: string; status: string; at: Date },
  ) {
    log.warn(
      { onlinePaymentId: attempt.id, gatewayRef: payment.id, transactionId: attempt.transactionId },
      `online payment ${payment.id}: ${input.reason}`,
    );
    await recordAudit(tx, {
      actor: null,
      action: 'payment.refund_due',
      entityType: 'transaction',
      entityId: attempt.transactionId,
      before: { status: input.status },
      after: {
        online_payment_id: attempt.id,
        gateway_ref: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      },
      reason: input.reason,
      at: input.at,
    });
  }

  /** The money arrived: pay the transaction if it is still unpaid, else record the refund due. */
  async function succeed(
    tx: Executor,
    attempt: OnlinePaymentRow,
    row: TransactionRow,
    payment: GatewayPayment,
    at: Date,
  ): Promise<Applied> {
    const end = (status: 'succeeded' | 'failed', failureReason: string | null) =>
      repo.finish(tx, attempt.id, { status, failureReason, gatewayRef: payment.id, at });
    if (payment.amount !== attempt.amount || payment.currency !== attempt.currency) {
      await refundDue(tx, attempt, payment, {
        reason: `charged ${payment.amount} ${payment.currency} for ${attempt.amount} ${attempt.currency}: refund due`,
        status: row.status,
        at,
      });
      return { attempt: (await end('failed', 'amount_mismatch'))!, moved: null };
    }
    if (!isUnpaid(row.status as TransactionStatus)) {
      await refundDue(tx, attempt, payment, {
        reason:
          row.status === 'cancelled' ? 'paid after cancel: refund due' : 'paid twice: refund due',
        status: row.status,
        at,
      });
      return { attempt: (await end('succeeded', null))!, moved: null };
    }
    // When the money moved, by the gateway's record; our clock when it gives none.
    const gatewayPaidAt = payment.paid_at ? Date.parse(payment.paid_at) : Number.NaN;
    const moved = await changeTransaction(tx, {
      id: row.id,
      event: { type: 'online_payment_confirmed' },
      actor: 'gateway',
      at,
      note: `online payment ${payment.id}`,
      set: {
        paidBy: 'online',
        paidAt: Number.isNaN(gatewayPaidAt) ? at : new Date(gatewayPaidAt),
      },
    });
    if (!moved.ok) throw new Error(`transaction ${row.id} could not be paid: ${moved.code}`);
    const receipt = await recordPaymentReceived(tx, {
      transactionId: row.id,
      method: 'online',
      amount: payment.amount,
      reference: payment.id,
      submittedBy: attempt.createdBy,
      decidedBy: null,
      at,
    });
    await recordAudit(tx, {
      actor: null,
      action: 'payment.online',
      entityType: 'transaction',
      entityId: row.id,
      before: { status: moved.before.status },
      after: {
        status: moved.after.status,
        payment_id: receipt.id,
        online_payment_id: attempt.id,
        gateway_ref: payment.id,
        amount: payment.amount,
      },
      at,
    });
    return { attempt: (await end('succeeded', null))!, moved: moved.after };
  }

  return {
    /**
     * Records what the gateway says of `attemptId`; `isCallback` counts a signed callback, new or
     * a repeat. Answers the attempt as it now stands; a payment that moved the transaction writes
     * the buyer's `transaction.updated` in the same database transaction and relays it after commit.
     */
    async apply(
      attemptId: number,
      payment: GatewayPayment,
      options: { isCallback: boolean },
    ): Promise<OnlinePaymentRow> {
      const found = await repo.findById(attemptId);
      if (!found) throw new Error(`online payment ${attemptId} does not exist`);
      const at = new Date(clock.now());
      const applyIn = async (tx: Executor): Promise<Applied> => {
        const row = await lockTransaction(tx, found.transactionId);
        const attempt = await repo.lock(tx, attemptId);
        if (!row || !attempt) throw new Error(`online payment ${attemptId} lost its transaction`);
        if (options.isCallback) await repo.countCallback(tx, attemptId);
        const isSameGatewayPayment =
          attempt.gatewayRef === null || attempt.gatewayRef === payment.id;
        const isOpen =
          attempt.status === 'created' || (payment.status === 'succeeded' && isEndedHere(attempt));
        if (!isSameGatewayPayment || !isOpen || payment.status === 'created')
          return { attempt, moved: null };
        if (payment.status === 'succeeded') return succeed(tx, attempt, row, payment, at);
        const ended = await repo.finish(tx, attemptId, {
          status: payment.status,
          failureReason: payment.failure_reason ?? null,
          gatewayRef: payment.id,
          at,
        });
        return { attempt: ended!, moved: null };
      };
      const { attempt, notices } = await repo.db.transaction(async (tx) => {
        const applied = await applyIn(tx);
        const buyer = applied.moved ? [transactionNotice(applied.moved)] : [];
        return { attempt: applied.attempt, notices: await events.queue(tx, buyer) };
      });
      events.relay(notices);
      return attempt;
    },
  };
}

export type PaymentOutcomes = ReturnType<typeof createPaymentOutcomes>;
