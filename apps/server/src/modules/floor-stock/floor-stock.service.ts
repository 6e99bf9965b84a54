import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Executor } from '../../db/client';
import {
  changeTransaction,
  recordPaymentReceived,
  lockTransaction,
} from '../../db/transaction-change';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { users } from '../../db/schema';
import { presentAccount, presentCase } from '../transactions/transaction-presenter';
import { transactionNotice, type NoticeQueue } from '../transactions/transaction-events';
import type {
  AccountStanding,
  CaseStatus,
  FloorStockCaseRow,
  FloorStockRepository,
} from './floor-stock.repository';

type UserRow = typeof users.$inferSelect;

/** Who asks: the signed-in user with its audit identity. */
export interface FloorStockCaller {
  user: Pick<UserRow, 'id' | 'role' | 'activeGroupId'>;
  actor: AuditActor;
}

const PER_LIST = 100;

/** What the line can still take: the limit less approved cases, and less pending ones when asked. */
export function availableOf(account: AccountStanding, withReserved: boolean): number {
  if (account.status !== 'active') return 0;
  const held = account.used + (withReserved ? account.reserved : 0);
  return Math.max(0, account.creditLimit - held);
}

const money = (currency: string, n: number) => `${currency} ${n.toLocaleString('en')}`;

/**
 * Floor-stock financing (docs/floor-stock.md): a dealer asks to pay a won car from its group's
 * line, finance approves (the line pays the transaction) or declines. The line's row is locked
 * while a case is checked and written, so two requests at once cannot overdraw it.
 */
export function createFloorStockService(deps: {
  repo: FloorStockRepository;
  clock: Clock;
  events: NoticeQueue;
}) {
  const { repo, clock, events } = deps;

  function refuseCredit(account: AccountStanding | undefined, amount: number, available: number) {
    if (!account)
      return new AppError('credit_exceeded', 'Your group has no floor-stock line to pay from.');
    if (account.status !== 'active')
      return new AppError('credit_exceeded', 'Your group’s floor-stock line is suspended.');
    return new AppError(
      'credit_exceeded',
      `The floor-stock line has ${money(account.currency, available)} available; this car needs ${money(account.currency, amount)}.`,
    );
  }

  return {
    /** A dealer of the buyer group asks to finance the transaction's total from the line. */
    async request(caller: FloorStockCaller, input: { transactionId: number; note: string | null }) {
      const { transactionId } = input;
      const found = await repo.findTransaction(transactionId);
      if (!found || found.buyerGroupId !== caller.user.activeGroupId)
        throw new AppError('not_found', `Transaction ${transactionId} does not exist.`);
      const at = new Date(clock.now());
      const { created, notices } = await repo.db.transaction(async (tx) => {
        // The line first, then the transaction: the order approval takes too.
        const account = await repo.lockAccount(tx, found.buyerGroupId);
        const locked = (await lockTransaction(tx, transactionId))!;
        if (locked.status !== 'awaiting_payment' && locked.status !== 'payment_submitted')
          throw new AppError(
            'invalid_transition',
            `Transaction ${transactionId} is ${locked.status.replace(/_/g, ' ')}: it cannot be financed.`,
          );
        const live = await repo.findLiveCase(tx, transactionId);
        if (live)
          throw new AppError(
            'invalid_transition',
            `Transaction ${transactionId} already has a ${live.status} floor-stock case.`,
          );
        const amount = locked.buyerTotal;
        const available = account ? availableOf(account, true) : 0;
        if (!account || account.status !== 'active' || available < amount)
          throw refuseCredit(account, amount, available);
        const made = await repo.insertCase(tx, {
          transactionId,
          groupId: locked.buyerGroupId,
          amount,
          status: 'pending',
          note: input.note,
          requestedBy: caller.user.id,
          createdAt: at,
        });
        await recordAudit(tx, {
          actor: caller.actor,
          action: 'floor_stock.request',
          entityType: 'transaction',
          entityId: transactionId,
          after: { case_id: made.id, amount, status: made.status },
          reason: input.note,
          at,
        });
        return { created: made, notices: await events.queue(tx, [transactionNotice(locked)]) };
      });
      events.relay(notices);
      return presentCase(created);
    },

    /**
     * Finance approves a pending case: the line is checked again under its lock, the transaction
     * is paid by `floor_stock_approved` (TRX-12), the drawdown is kept as a verified payment and
     * the buyer's purchase as collected.
     */
    async approve(actor: AuditActor, caseId: number) {
      const found = await repo.findCase(caseId);
      if (!found) throw new AppError('not_found', `Floor-stock case ${caseId} does not exist.`);
      const at = new Date(clock.now());
      const { decided, notices } = await repo.db.transaction(async (tx) => {
        const account = await repo.lockAccount(tx, found.groupId);
        const pending = await lockPending(tx, caseId);
        const available = account ? availableOf(account, false) : 0;
        if (!account || account.status !== 'active' || available < pending.amount)
          throw refuseCredit(account, pending.amount, available);
        const moved = await changeTransaction(tx, {
          id: pending.transactionId,
          event: { type: 'floor_stock_approved' },
          actor: String(actor.id),
          at,
          note: `floor-stock case ${caseId}`,
          set: { paidBy: 'floor_stock', paidAt: at },
        });
        if (!moved.ok)
          throw new AppError(
            'invalid_transition',
            moved.code === 'not_found'
              ? `Transaction ${pending.transactionId} does not exist.`
              : `Transaction ${pending.transactionId} is ${moved.from.replace(/_/g, ' ')}: it cannot be paid.`,
          );
        const approved = await repo.decideCase(tx, caseId, {
          status: 'approved',
          decidedBy: actor.id,
          decidedAt: at,
        });
        await recordPaymentReceived(tx, {
          transactionId: pending.transactionId,
          method: 'floor_stock',
          amount: pending.amount,
          reference: `FS-${caseId}`,
          submittedBy: pending.requestedBy,
          decidedBy: actor.id,
          at,
        });
        await recordAudit(tx, {
          actor,
          action: 'floor_stock.approve',
          entityType: 'transaction',
          entityId: pending.transactionId,
          before: { status: moved.before.status, case_status: 'pending' },
          after: { status: moved.after.status, case_status: 'approved', case_id: caseId },
          at,
        });
        return {
          decided: approved,
          notices: await events.queue(tx, [transactionNotice(moved.after)]),
        };
      });
      events.relay(notices);
      return presentCase(decided);
    },

    /** Finance declines a pending case with a reason; the transaction stays as it is. */
    async decline(actor: AuditActor, caseId: number, reason: string) {
      const at = new Date(clock.now());
      const { decided, notices } = await repo.db.transaction(async (tx) => {
        const pending = await lockPending(tx, caseId);
        const declined = await repo.decideCase(tx, caseId, {
          status: 'declined',
          decidedBy: actor.id,
          decidedAt: at,
          declineReason: reason,
        });
        await recordAudit(tx, {
          actor,
          action: 'floor_stock.decline',
          entityType: 'transaction',
          entityId: pending.transactionId,
          before: { case_status: 'pending' },
          after: { case_status: 'declined', case_id: caseId },
          reason,
          at,
        });
        const row = (await lockTransaction(tx, pending.transactionId))!;
        return { decided: declined, notices: await events.queue(tx, [transactionNotice(row)]) };
      });
      events.relay(notices);
      return presentCase(decided);
    },

    /**
     * Cases of a status for the finance desk, oldest first, with each line as approval reads it:
     * `available` is the limit less the approved cases only, since approving a pending case uses
     * the room its own request already holds (`pending` still shows every case held).
     */
    async list(status: CaseStatus) {
      const rows = await repo.findCases(status, PER_LIST);
      const groupIds = [...new Set(rows.map((row) => row.buyerGroup.id))];
      const accounts = new Map(
        await Promise.all(groupIds.map(async (id) => [id, await repo.findAccount(id)] as const)),
      );
      return rows.map(({ floorStockCase, transaction, buyerGroup }) => {
        const account = accounts.get(buyerGroup.id);
        return {
          ...presentCase(floorStockCase),
          transaction: {
            id: transaction.id,
            auction_id: transaction.auctionId,
            invoice_number: transaction.invoiceNumber,
            market: transaction.market,
            currency: transaction.currency,
            total: transaction.total,
            status: transaction.status,
          },
          buyer_group: buyerGroup,
          account: account
            ? {
                ...presentAccount({ ...account, pending: account.reserved }),
                available: availableOf(account, false),
              }
            : null,
        };
      });
    },
  };

  async function lockPending(tx: Executor, caseId: number): Promise<FloorStockCaseRow> {
    const locked = await repo.lockCase(tx, caseId);
    if (!locked) throw new AppError('not_found', `Floor-stock case ${caseId} does not exist.`);
    if (locked.status !== 'pending')
      throw new AppError(
        'invalid_transition',
        `Floor-stock case ${caseId} is already ${locked.status}.`,
      );
    return locked;
  }
}

export type FloorStockService = ReturnType<typeof createFloorStockService>;
