import type { TransactionEvent } from '@autobid/auction';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../db/audit-log';
import { changeTransaction, type TransactionRow } from '../../db/transaction-change';
import { marketUtcOffsetHours } from '@autobid/contract';
import { openMissingTransactions } from '../../db/transaction-open';
import {
  auctions,
  floorStockAccounts,
  floorStockCases,
  groupDiscounts,
  inventories,
  pickupLocations,
  transactionCollections,
  transactionHandovers,
  transactionPayments,
  transactionPickups,
  transactions,
  users,
} from '../../db/schema';
import type { FileStore } from '../../lib/files/file-store';
import { renderPdf } from '../../lib/pdf/pdf-document';
import { DEMO_EMAILS } from './demo-accounts';
import { registrationOf } from './documents';
import { hashString } from './car-art/svg';

const HOUR = 3_600_000;

/**
 * What each demo dealer's purchases show after the win (docs/demo.md): one still to pay (to try
 * paying online), one overdue (made by the portal history), and the others along the way, so every
 * transaction status, the finance desk's queues and a floor-stock line are there on every start.
 * Each wanted status is made once per dealer from a purchase still awaiting payment, oldest
 * first; the newest unpaid purchase is always left to pay.
 */
const WANTED: Record<string, readonly Step[]> = {
  [DEMO_EMAILS.dealerA]: ['slip_pending', 'floor_stock_paid', 'ready_for_release', 'handed_over'],
  [DEMO_EMAILS.dealerB]: ['floor_stock_pending', 'paid', 'cancelled', 'slip_rejected'],
  [DEMO_EMAILS.dealerSg]: ['slip_pending'],
};

type Step =
  | 'slip_pending'
  | 'slip_rejected'
  | 'paid'
  | 'floor_stock_paid'
  | 'floor_stock_pending'
  | 'ready_for_release'
  | 'handed_over'
  | 'cancelled';

/** A finance user acts in the demo's history; the dealer sends its slips. */
interface Actors {
  finance: number;
  /** The finance user's roles as the audit log names them (`finance`). */
  financeRole: string;
}

/**
 * Opens the transactions of every won demo auction, walks the completed sales to `completed`,
 * and tops up each demo dealer's purchases to the statuses above. Safe on every start.
 */
export async function topUpTransactions(
  db: Database,
  files: FileStore,
  now: Date,
): Promise<number> {
  await openMissingTransactions(db);
  const [finance] = await db
    .select({ id: users.id, staffRoles: users.staffRoles })
    .from(users)
    .where(eq(users.email, 'finance@demo.test'));
  if (!finance) return 0;
  const actors: Actors = {
    finance: finance.id,
    financeRole: finance.staffRoles.join('+') || 'staff',
  };
  let moved = await completeSoldAuctions(db, files, actors, now);
  await ensureEngineNumbers(db);
  for (const [email, steps] of Object.entries(WANTED)) {
    const [dealer] = await db
      .select({ id: users.id, groupId: users.activeGroupId, name: users.name })
      .from(users)
      .where(eq(users.email, email));
    if (!dealer?.groupId) continue;
    await ensureAccount(db, dealer.groupId, email);
    const mine = await db
      .select()
      .from(transactions)
      .where(eq(transactions.buyerUserId, dealer.id))
      .orderBy(asc(transactions.wonAt));
    const present = new Set(mine.map((t) => stepOf(t, now)));
    const withCase = await idsWithCases(db, mine);
    const free = mine.filter(
      (t) => t.status === 'awaiting_payment' && t.dueAt > now && isPlainUnpaid(t, withCase),
    );
    // The newest unpaid purchase stays to pay.
    const usable = free.slice(0, -1);
    for (const step of steps) {
      if (await hasStep(db, mine, step, present)) continue;
      const row = usable.shift();
      if (!row) break;
      await walk(db, files, actors, row, step, { id: dealer.id, name: dealer.name }, now);
      moved += 1;
    }
  }
  return moved;
}

/** Demo purchases the top-up has not touched yet: never moved, and no financing asked for. */
function isPlainUnpaid(row: TransactionRow, withCase: ReadonlySet<number>): boolean {
  return row.version === 1 && !withCase.has(row.id);
}

async function idsWithCases(db: Database, rows: readonly TransactionRow[]) {
  if (rows.length === 0) return new Set<number>();
  const cases = await db
    .select({ id: floorStockCases.transactionId })
    .from(floorStockCases)
    .where(
      inArray(
        floorStockCases.transactionId,
        rows.map((r) => r.id),
      ),
    );
  return new Set(cases.map((c) => c.id));
}

function stepOf(row: TransactionRow, now: Date): string {
  if (row.status === 'awaiting_payment' && row.dueAt <= now) return 'overdue';
  return row.status;
}

async function hasStep(
  db: Database,
  mine: readonly TransactionRow[],
  step: Step,
  present: ReadonlySet<string>,
): Promise<boolean> {
  const ids = mine.map((t) => t.id);
  if (ids.length === 0) return false;
  switch (step) {
    case 'slip_pending':
      return present.has('payment_submitted');
    case 'slip_rejected': {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(transactionPayments)
        .where(
          and(
            inArray(transactionPayments.transactionId, ids),
            eq(transactionPayments.status, 'rejected'),
          ),
        );
      return (row?.n ?? 0) > 0;
    }
    case 'floor_stock_pending':
    case 'floor_stock_paid': {
      const status = step === 'floor_stock_pending' ? 'pending' : 'approved';
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(floorStockCases)
        .where(
          and(inArray(floorStockCases.transactionId, ids), eq(floorStockCases.status, status)),
        );
      return (row?.n ?? 0) > 0;
    }
    case 'paid':
    case 'ready_for_release':
    case 'handed_over':
    case 'cancelled':
      return present.has(step);
  }
}

/** Sales already completed in the demo's past: paid by transfer, released, handed over, closed. */
async function completeSoldAuctions(db: Database, files: FileStore, actors: Actors, now: Date) {
  const sold = await db
    .select({ transaction: transactions })
    .from(transactions)
    .innerJoin(auctions, eq(auctions.id, transactions.auctionId))
    .where(and(eq(auctions.status, 'sold'), eq(transactions.status, 'awaiting_payment')));
  for (const { transaction } of sold) {
    const [buyer] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, transaction.buyerUserId));
    await walk(db, files, actors, transaction, 'completed', buyer!, now);
  }
  return sold.length;
}

/** Moves one purchase to a step, each event at a plausible moment after the win. */
async function walk(
  db: Database,
  files: FileStore,
  actors: Actors,
  row: TransactionRow,
  step: Step | 'completed',
  buyer: { id: number; name: string },
  now: Date,
): Promise<void> {
  const won = row.wonAt.getTime();
  // What happened to a sale won lately happened no later than now: its history is not in the
  // future. Only a pickup still to come is planned ahead.
  const at = (hours: number) => new Date(Math.min(won + hours * HOUR, now.getTime()));
  const slip = () => storeDemoSlip(files, row, at(2));
  const slipKey =
    step === 'slip_pending' ||
    step === 'slip_rejected' ||
    step === 'paid' ||
    step === 'ready_for_release' ||
    step === 'handed_over' ||
    step === 'completed'
      ? await slip()
      : null;
  await db.transaction(async (tx) => {
    /**
     * One step of the purchase's history. What finance did is in the audit log as the finance
     * desk writes it (the buyer's own steps are not audited, as in the product).
     */
    const move = async (
      event: TransactionEvent,
      hours: number,
      actor: number,
      extra: { note?: string; set?: Parameters<typeof changeTransaction>[1]['set'] } = {},
      caseId?: number,
    ) => {
      const changed = await changeTransaction(tx, {
        id: row.id,
        event,
        actor: String(actor),
        at: at(hours),
        ...extra,
      });
      if (!changed.ok) throw new Error(`demo transaction ${row.id}: ${changed.code}`);
      if (actor !== actors.finance) return;
      const before = { status: changed.before.status };
      const after = { status: changed.after.status };
      await recordAudit(tx, {
        actor: { id: actors.finance, role: actors.financeRole },
        entityType: 'transaction',
        entityId: row.id,
        at: changed.after.updatedAt,
        ...(event.type === 'floor_stock_approved'
          ? {
              action: 'floor_stock.approve',
              before: { ...before, case_status: 'pending' },
              after: { ...after, case_status: 'approved', case_id: caseId },
            }
          : { action: `transaction.${event.type}`, before, after, reason: extra.note ?? null }),
      });
    };
    const submit = async (status: 'pending' | 'verified' | 'rejected') => {
      await tx.insert(transactionPayments).values({
        transactionId: row.id,
        method: 'bank_transfer',
        amount: row.buyerTotal,
        reference: referenceOf(row),
        status,
        fileKey: slipKey,
        fileName: `transfer-${referenceOf(row)}.pdf`,
        contentType: 'application/pdf',
        submittedBy: buyer.id,
        decidedBy: status === 'pending' ? null : actors.finance,
        decidedAt: status === 'pending' ? null : at(5),
        rejectReason: status === 'rejected' ? 'The slip shows a different amount.' : null,
        createdAt: at(2),
      });
      await move({ type: 'submit_proof' }, 2, buyer.id);
    };
    const paidByTransfer = async () => {
      await submit('verified');
      await move({ type: 'verify_proof' }, 5, actors.finance, {
        set: { paidBy: 'bank_transfer', paidAt: at(5) },
      });
      await collectBuyer(tx, row.id, at(5), actors.finance);
    };
    switch (step) {
      case 'slip_pending':
        await submit('pending');
        return;
      case 'slip_rejected':
        await submit('rejected');
        await move({ type: 'reject_proof' }, 5, actors.finance, {
          note: 'The slip shows a different amount.',
        });
        return;
      case 'paid':
        await paidByTransfer();
        return;
      case 'floor_stock_pending':
      case 'floor_stock_paid': {
        const approved = step === 'floor_stock_paid';
        const [made] = await tx
          .insert(floorStockCases)
          .values({
            transactionId: row.id,
            groupId: row.buyerGroupId,
            amount: row.buyerTotal,
            status: approved ? 'approved' : 'pending',
            note: 'Finance this unit on our line, please.',
            requestedBy: buyer.id,
            decidedBy: approved ? actors.finance : null,
            createdAt: at(1),
            decidedAt: approved ? at(4) : null,
          })
          .returning({ id: floorStockCases.id });
        if (!approved) return;
        await tx.insert(transactionPayments).values({
          transactionId: row.id,
          method: 'floor_stock',
          amount: row.buyerTotal,
          reference: `FS-${made!.id}`,
          status: 'verified',
          submittedBy: buyer.id,
          decidedBy: actors.finance,
          decidedAt: at(4),
          createdAt: at(4),
        });
        await move(
          { type: 'floor_stock_approved' },
          4,
          actors.finance,
          { set: { paidBy: 'floor_stock', paidAt: at(4) } },
          made!.id,
        );
        await collectBuyer(tx, row.id, at(4), actors.finance);
        return;
      }
      case 'cancelled':
        await move({ type: 'cancel' }, 30, actors.finance, {
          note: 'The buyer withdrew before paying.',
        });
        return;
      case 'ready_for_release':
      case 'handed_over':
      case 'completed': {
        await paidByTransfer();
        // A car still to collect has its pickup ahead; a car handed over was handed over at its pickup.
        if (step === 'ready_for_release')
          await bookPickup(tx, row, buyer.name, {
            pickupAt: nextMorning(row, new Date(won + 30 * HOUR)),
            bookedAt: at(9),
          });
        else await bookPickup(tx, row, buyer.name, { pickupAt: at(30), bookedAt: at(9) });
        await move({ type: 'release' }, 8, actors.finance, {
          set: { carInLocation: 'Yard, bay B-14', currentLocation: 'Yard, bay B-14' },
        });
        if (step === 'ready_for_release') return;
        await tx.insert(transactionHandovers).values({
          transactionId: row.id,
          handedBy: actors.finance,
          receivedBy: buyer.name,
          // The car's recorded mileage and the few kilometres it moved about the yard.
          odometerKm: (await mileageOf(tx, row.auctionId)) + 3 + (hashString(`odo-${row.id}`) % 40),
          note: 'Two keys, service book and spare tyre handed over.',
          at: at(30),
        });
        await move({ type: 'hand_over' }, 30, actors.finance, {
          set: { handoverLocation: 'Yard, release gate', currentLocation: 'With the buyer' },
        });
        if (step === 'handed_over') return;
        await move({ type: 'complete' }, 48, actors.finance);
        return;
      }
    }
  });
}

async function collectBuyer(tx: Executor, id: number, at: Date, by: number) {
  await tx
    .update(transactionCollections)
    .set({ status: 'collected', collectedAt: at, collectedBy: by })
    .where(
      and(eq(transactionCollections.transactionId, id), eq(transactionCollections.party, 'buyer')),
    );
}

/** 10:00 local time on the day after `after`, in the sale's market. */
function nextMorning(row: TransactionRow, after: Date): Date {
  const offset = marketUtcOffsetHours(row.market) * HOUR;
  const localDay = new Date(after.getTime() + offset + 24 * HOUR);
  localDay.setUTCHours(10, 0, 0, 0);
  return new Date(localDay.getTime() - offset);
}

async function mileageOf(tx: Executor, auctionId: number): Promise<number> {
  const [car] = await tx
    .select({ mileageKm: inventories.mileageKm })
    .from(auctions)
    .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
    .where(eq(auctions.id, auctionId));
  return car?.mileageKm ?? 0;
}

/** A pickup at the market's first yard at `pickupAt`, booked by the buyer. */
async function bookPickup(
  tx: Executor,
  row: TransactionRow,
  contact: string,
  times: { pickupAt: Date; bookedAt: Date },
) {
  const [yard] = await tx
    .select({ id: pickupLocations.id })
    .from(pickupLocations)
    .where(eq(pickupLocations.market, row.market))
    .orderBy(asc(pickupLocations.id))
    .limit(1);
  await tx
    .insert(transactionPickups)
    .values({
      transactionId: row.id,
      kind: 'pickup',
      locationId: yard?.id ?? null,
      pickupAt: times.pickupAt,
      contactName: contact,
      contactPhone: row.market === 'SG' ? '+6591234567' : '+60123456789',
      updatedAt: times.bookedAt,
    })
    .onConflictDoNothing();
}

/**
 * Each demo dealer group has a floor-stock line; dealer B also has a standing rebate. The SG line
 * is large enough that, after the SG dealer's unpaid demo wins, a bid on a Singapore car is still
 * within its buying power: SG refuses bids above it, and the demo shows that on a big max bid,
 * not on every bid.
 */
async function ensureAccount(db: Database, groupId: number, email: string) {
  const isSg = email === DEMO_EMAILS.dealerSg;
  await db
    .insert(floorStockAccounts)
    .values({
      groupId,
      provider: isSg ? 'Lion City Motor Credit' : 'Maju Auto Finance Berhad',
      creditLimit: isSg ? 800_000 : 600_000,
      deposit: isSg ? 10_000 : 20_000,
    })
    .onConflictDoNothing();
  if (email !== DEMO_EMAILS.dealerB) return;
  const [has] = await db
    .select({ id: groupDiscounts.id })
    .from(groupDiscounts)
    .where(eq(groupDiscounts.groupId, groupId));
  if (!has)
    await db.insert(groupDiscounts).values({
      groupId,
      name: 'loyalty_rebate',
      target: 'documentation_fee',
      amount: 100,
    });
}

/**
 * The registration card's numbers (plate, chassis, engine) for sold demo cars that lack them, so
 * their invoices and agreements name the car as a real one would.
 */
async function ensureEngineNumbers(db: Database) {
  const cars = await db
    .select({
      id: inventories.id,
      market: transactions.market,
      registration: inventories.registrationNumber,
      chassis: inventories.chassisNumber,
    })
    .from(inventories)
    .innerJoin(transactions, eq(transactions.inventoryId, inventories.id))
    .where(isNull(inventories.engineNumber));
  for (const car of cars) {
    const numbers = registrationOf(car.id, car.market);
    await db
      .update(inventories)
      .set({
        engineNumber: numbers.engineNumber,
        registrationNumber: car.registration ?? numbers.registrationNumber,
        chassisNumber: car.chassis ?? numbers.chassisNumber,
      })
      .where(eq(inventories.id, car.id));
  }
}

function referenceOf(row: TransactionRow): string {
  return `MBB${String(hashString(`ref-${row.id}`) % 100_000_000).padStart(8, '0')}`;
}

/** A bank's transfer confirmation, as a dealer downloads it from online banking. */
async function storeDemoSlip(files: FileStore, row: TransactionRow, at: Date): Promise<string> {
  const key = `transactions/${row.id}/slips/demo-${row.id}.pdf`;
  if (await files.stat(key)) return key;
  const bytes = await renderPdf({
    title: 'Transfer confirmation',
    date: at,
    blocks: [
      { kind: 'heading', text: 'Maybank2u — Interbank GIRO transfer' },
      {
        kind: 'rows',
        rows: [
          ['Status', 'Successful'],
          ['Reference', referenceOf(row)],
          ['Recipient', 'AutoBid Auctions Sdn Bhd'],
          ['Recipient reference', row.invoiceNumber],
          ['Amount', `${row.currency} ${row.buyerTotal.toLocaleString('en-US')}`],
          ['Date', at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'],
        ],
      },
    ],
  });
  await files.put(key, bytes, { contentType: 'application/pdf' });
  return key;
}
