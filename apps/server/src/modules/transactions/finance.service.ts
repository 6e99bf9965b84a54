import type { TransactionEvent } from '@autobid/auction';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import { changeTransaction, lockTransaction } from '../../db/transaction-change';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../../lib/files/file-store';
import type { HandoverPhotoLinks } from './handover-photos';
import { createHandoverPhotosService } from './handover-photos.service';
import { presentPayment } from './transaction-presenter';
import { transactionNotice, type NoticeQueue } from './transaction-events';
import type { TransactionRow, TransactionsRepository } from './transactions.repository';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface StaffActor extends AuditActor {
  id: number;
}

const PER_QUEUE = 100;

/** A transaction whose buyer has paid: its seller's fees may then be marked collected. */
const PAID_STATUSES: ReadonlySet<TransactionRow['status']> = new Set([
  'paid',
  'ready_for_release',
  'handed_over',
  'completed',
]);

/** What finance may change on a car: where it is. */
export interface LocationsInput {
  handoverLocation?: string | null | undefined;
  deliveryLocation?: string | null | undefined;
  carInLocation?: string | null | undefined;
  currentLocation?: string | null | undefined;
}

/**
 * The finance desk (staff role `finance`, docs/transactions.md): slips to verify or reject, cars to
 * release, hand over and close, sales to cancel before payment, collections to mark, and where each
 * car is. Every action runs under the transaction's row lock, goes through the pure transition, is
 * kept in the audit log, and tells the buyer. The handover's photos are added and served by
 * {@link createHandoverPhotosService}.
 */
export function createFinanceService(deps: {
  repo: TransactionsRepository;
  clock: Clock;
  files: FileStore;
  events: NoticeQueue;
  photoLinks: HandoverPhotoLinks;
}) {
  const { repo, clock, events } = deps;

  const notMoved = (id: number, from: string, event: string) =>
    new AppError(
      'invalid_transition',
      `Transaction ${id} is ${from.replace(/_/g, ' ')}: it cannot be ${event}.`,
    );

  /** One status change with its audit entry; `extra` runs in the same database transaction. */
  async function move(
    actor: StaffActor,
    id: number,
    event: TransactionEvent,
    verb: string,
    options: {
      note?: string | null;
      set?: (at: Date) => Parameters<typeof changeTransaction>[1]['set'];
      extra?: (tx: Executor, row: TransactionRow, at: Date) => Promise<void>;
    } = {},
  ): Promise<TransactionRow> {
    const at = new Date(clock.now());
    const change = await repo.db.transaction(async (tx) => {
      const moved = await changeTransaction(tx, {
        id,
        event,
        actor: String(actor.id),
        at,
        note: options.note ?? null,
        ...(options.set ? { set: options.set(at) } : {}),
      });
      if (!moved.ok) return { ...moved, notices: [] };
      await options.extra?.(tx, moved.after, at);
      await recordAudit(tx, {
        actor,
        action: `transaction.${event.type}`,
        entityType: 'transaction',
        entityId: id,
        before: { status: moved.before.status },
        after: { status: moved.after.status },
        reason: options.note ?? null,
        at,
      });
      return { ...moved, notices: await events.queue(tx, [transactionNotice(moved.after)]) };
    });
    if (!change.ok) {
      if (change.code === 'not_found')
        throw new AppError('not_found', `Transaction ${id} does not exist.`);
      throw notMoved(id, change.from, verb);
    }
    events.relay(change.notices);
    return change.after;
  }

  /** Decides a pending slip under the transaction's lock: verified pays, rejected reopens payment. */
  async function decide(
    actor: StaffActor,
    paymentId: number,
    decision: { verify: true } | { verify: false; reason: string },
  ) {
    const payment = await repo.findPayment(paymentId);
    if (!payment) throw new AppError('not_found', `Payment ${paymentId} does not exist.`);
    if (payment.status !== 'pending')
      throw new AppError(
        'invalid_transition',
        `Payment ${paymentId} is already ${payment.status}.`,
      );
    const event: TransactionEvent = { type: decision.verify ? 'verify_proof' : 'reject_proof' };
    await move(actor, payment.transactionId, event, decision.verify ? 'verified' : 'rejected', {
      note: decision.verify ? `slip ${payment.reference}` : decision.reason,
      ...(decision.verify
        ? { set: (at: Date) => ({ paidBy: 'bank_transfer' as const, paidAt: at }) }
        : {}),
      extra: async (tx, row, at) => {
        const locked = await repo.lockPayment(tx, paymentId);
        if (locked?.status !== 'pending')
          throw new AppError('invalid_transition', `Payment ${paymentId} was decided meanwhile.`);
        await repo.decidePayment(tx, paymentId, {
          status: decision.verify ? 'verified' : 'rejected',
          decidedBy: actor.id,
          decidedAt: at,
          rejectReason: decision.verify ? null : decision.reason,
        });
        if (decision.verify) await repo.markBuyerCollected(tx, row.id, at, actor.id);
      },
    });
    return presentPayment((await repo.findPayment(paymentId))!);
  }

  return {
    ...createHandoverPhotosService(deps),

    verifyPayment: (actor: StaffActor, paymentId: number) =>
      decide(actor, paymentId, { verify: true }),

    rejectPayment: (actor: StaffActor, paymentId: number, reason: string) =>
      decide(actor, paymentId, { verify: false, reason }),

    /** A slip's bytes for finance to look at. */
    async paymentFile(paymentId: number) {
      const payment = await repo.findPayment(paymentId);
      if (!payment?.fileKey) throw new AppError('not_found', `Payment ${paymentId} has no file.`);
      const stored = await deps.files.get(payment.fileKey);
      if (!stored) throw new AppError('not_found', `Payment ${paymentId} has no file.`);
      return {
        contentType: stored.info.contentType,
        fileName: payment.fileName ?? `slip-${paymentId}`,
        body: stored.body,
      };
    },

    release: (actor: StaffActor, id: number) => move(actor, id, { type: 'release' }, 'released'),

    /** The keys change hands: who took the car, the odometer, when; photos come with the record. */
    handOver: (
      actor: StaffActor,
      id: number,
      input: { receivedBy: string; odometerKm: number; note: string | null },
    ) =>
      move(actor, id, { type: 'hand_over' }, 'handed over', {
        note: input.note,
        extra: async (tx, _row, at) => {
          await repo.insertHandover(tx, {
            transactionId: id,
            handedBy: actor.id,
            receivedBy: input.receivedBy,
            odometerKm: input.odometerKm,
            note: input.note,
            at,
          });
        },
      }),

    complete: (actor: StaffActor, id: number) => move(actor, id, { type: 'complete' }, 'completed'),

    cancel: (actor: StaffActor, id: number, reason: string) =>
      move(actor, id, { type: 'cancel' }, 'cancelled', {
        note: reason,
        extra: async (tx, row, at) => {
          await repo.supersedePendingSlips(tx, row.id, at);
        },
      }),

    /** Where the car is: kept by staff, shown to the buyer; raises the version like any change. */
    async setLocations(actor: StaffActor, id: number, input: LocationsInput) {
      const at = new Date(clock.now());
      const { row, notices } = await repo.db.transaction(async (tx) => {
        const before = await lockTransaction(tx, id);
        if (!before) throw new AppError('not_found', `Transaction ${id} does not exist.`);
        // Only what changes is written and audited: a save that changes nothing is no change,
        // and neither raises the version nor tells anyone.
        const changed = Object.entries(input).filter(
          ([key, value]) => value !== undefined && value !== before[key as keyof typeof before],
        );
        if (changed.length === 0) return { row: before, notices: [] };
        const set = Object.fromEntries(changed);
        const after = await repo.updateLocations(tx, id, set, at);
        await recordAudit(tx, {
          actor,
          action: 'transaction.locations',
          entityType: 'transaction',
          entityId: id,
          // Named as the API names them (`car_in_location`), as every other entry's fields are.
          before: Object.fromEntries(
            changed.map(([key]) => [snakeCase(key), before[key as keyof typeof before] ?? null]),
          ),
          after: Object.fromEntries(changed.map(([key, value]) => [snakeCase(key), value])),
          at,
        });
        return { row: after!, notices: await events.queue(tx, [transactionNotice(after!)]) };
      });
      events.relay(notices);
      return row;
    },

    /** Finance marks a collection as received (the seller's fees netted from the payout, say). */
    async collect(actor: StaffActor, id: number, collectionId: number) {
      const at = new Date(clock.now());
      return repo.db.transaction(async (tx) => {
        const row = await lockTransaction(tx, id);
        if (!row) throw new AppError('not_found', `Transaction ${id} does not exist.`);
        const collection = await repo.findCollection(tx, id, collectionId);
        if (!collection)
          throw new AppError('not_found', `Transaction ${id} has no collection ${collectionId}.`);
        // The buyer's purchase is collected by its payment: a verified slip, a confirmed online
        // payment or financing (docs/transactions.md), never by hand.
        if (collection.party !== 'seller')
          throw new AppError(
            'invalid_transition',
            'The buyer’s purchase is collected by its payment: verify the slip, or confirm the online payment or the financing.',
          );
        if (!PAID_STATUSES.has(row.status))
          throw new AppError('invalid_transition', 'Collections are marked once the car is paid.');
        const collected = await repo.collect(tx, id, collectionId, at, actor.id);
        if (!collected)
          throw new AppError(
            'invalid_transition',
            `Collection ${collectionId} of transaction ${id} is already collected.`,
          );
        await recordAudit(tx, {
          actor,
          action: 'collection.collect',
          entityType: 'transaction',
          entityId: id,
          after: { collection_id: collectionId, name: collected.name, amount: collected.amount },
          at,
        });
        return collected;
      });
    },

    /** Everything waiting on finance, oldest first. */
    async queue() {
      const [payments, releases, collections] = await Promise.all([
        repo.findPendingPayments(PER_QUEUE),
        repo.findStaffPage({ statuses: ['paid'], page: 1, perPage: PER_QUEUE }),
        repo.findOpenCollections(PER_QUEUE),
      ]);
      return { payments, releases: releases.rows, collections };
    },

    list: (query: Parameters<TransactionsRepository['findStaffPage']>[0]) =>
      repo.findStaffPage(query),
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
