import { TRANSACTION_STATUSES } from '@autobid/auction';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import {
  auctions,
  auditLog,
  floorStockCases,
  inventories,
  transactionHandovers,
  transactionPickups,
  transactionPayments,
  transactions,
  transactionStatusLog,
  users,
} from '../../db/schema';
import { createTempFileStore } from '../../testing/files';
import type { LocalFileStore } from '../../lib/files/local-file-store';
import { seedDemoData } from './seed';
import { topUpTransactions } from './transactions-top-up';

const NOW = new Date('2025-03-14T06:00:00.000Z');

describe('demo purchases after the win', () => {
  let handle: DatabaseHandle;
  let files: LocalFileStore;
  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
    files = await createTempFileStore();
    await seedDemoData(handle.db, { now: NOW });
    await topUpTransactions(handle.db, files, NOW);
  }, 120_000);
  afterAll(() => handle.close());

  it('holds a purchase in every transaction status, an overdue one, a slip and a financing case for finance, and leaves each dealer one to pay', async () => {
    const rows = await handle.db.select().from(transactions);
    const statuses = new Set(rows.map((t) => t.status));
    for (const status of TRANSACTION_STATUSES) expect(statuses).toContain(status);
    expect(rows.some((t) => t.status === 'awaiting_payment' && t.dueAt < NOW)).toBe(true);
    const pending = await handle.db
      .select()
      .from(transactionPayments)
      .where(eq(transactionPayments.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const slip of pending) expect(await files.stat(slip.fileKey!)).not.toBeNull();
    const cases = await handle.db.select().from(floorStockCases);
    expect(cases.map((c) => c.status).sort()).toEqual(['approved', 'pending']);
    for (const email of ['dealer.a@demo.test', 'dealer.b@demo.test', 'dealer.sg@demo.test']) {
      const [dealer] = await handle.db.select().from(users).where(eq(users.email, email));
      const mine = rows.filter((t) => t.buyerUserId === dealer!.id);
      expect(
        mine.some((t) => t.status === 'awaiting_payment' && t.dueAt > NOW && t.version === 1),
      ).toBe(true);
    }
  });

  it('hands each car over at its booked pickup, never before, with the odometer at the car’s recorded mileage', async () => {
    const handovers = await handle.db
      .select({
        at: transactionHandovers.at,
        odometerKm: transactionHandovers.odometerKm,
        pickupAt: transactionPickups.pickupAt,
        mileageKm: inventories.mileageKm,
      })
      .from(transactionHandovers)
      .innerJoin(transactions, eq(transactions.id, transactionHandovers.transactionId))
      .innerJoin(transactionPickups, eq(transactionPickups.transactionId, transactions.id))
      .innerJoin(auctions, eq(auctions.id, transactions.auctionId))
      .innerJoin(inventories, eq(inventories.id, auctions.inventoryId));
    expect(handovers.length).toBeGreaterThanOrEqual(2);
    for (const h of handovers) {
      expect(h.at.getTime()).toBeGreaterThanOrEqual(h.pickupAt!.getTime());
      expect(h.odometerKm - h.mileageKm).toBeGreaterThanOrEqual(0);
      expect(h.odometerKm - h.mileageKm).toBeLessThan(50);
    }
  });

  it("keeps in the audit log every step finance took in the demo's history, as the finance desk writes it", async () => {
    const [finance] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'finance@demo.test'));
    const steps = await handle.db
      .select()
      .from(transactionStatusLog)
      .where(eq(transactionStatusLog.actor, String(finance!.id)));
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, finance!.id));
    expect(steps.length).toBeGreaterThan(0);
    expect(entries).toHaveLength(steps.length);
    const actionOf = (event: string) =>
      event === 'floor_stock_approved' ? 'floor_stock.approve' : `transaction.${event}`;
    expect(entries.map((e) => `${e.action} ${e.entityId}`).sort()).toEqual(
      steps.map((s) => `${actionOf(s.event)} ${s.transactionId}`).sort(),
    );
    for (const entry of entries) {
      expect(entry.actorRole).toBe('finance');
      // At most a few milliseconds after the start: steps that fall at once are kept in order.
      expect(entry.at.getTime()).toBeLessThanOrEqual(NOW.getTime() + 10);
    }
    const approval = entries.find((e) => e.action === 'floor_stock.approve');
    expect(approval?.after).toMatchObject({ status: 'paid', case_status: 'approved' });
    const cancelled = entries.find((e) => e.action === 'transaction.cancel');
    expect(cancelled).toMatchObject({
      reason: 'The buyer withdrew before paying.',
      before: { status: 'awaiting_payment' },
      after: { status: 'cancelled' },
    });
  });

  it('changes nothing when it runs again on the next start', async () => {
    const before = await handle.db.select().from(transactions);
    const entries = await handle.db.select().from(auditLog);
    expect(await topUpTransactions(handle.db, files, NOW)).toBe(0);
    const after = await handle.db.select().from(transactions);
    expect(after).toEqual(before);
    expect(await handle.db.select().from(auditLog)).toHaveLength(entries.length);
  });
});
