import { TRANSACTION_STATUSES } from '@autobid/auction';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import { floorStockCases, transactionPayments, transactions, users } from '../../db/schema';
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

  it('changes nothing when it runs again on the next start', async () => {
    const before = await handle.db.select().from(transactions);
    expect(await topUpTransactions(handle.db, files, NOW)).toBe(0);
    const after = await handle.db.select().from(transactions);
    expect(after).toEqual(before);
  });
});
