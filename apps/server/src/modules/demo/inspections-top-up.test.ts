import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { inspections, listings } from '../../db/schema';
import { createGroup, createInventory, createUser } from '../../testing/factories';
import { createTestDatabase } from '../../testing/test-database';
import { DEMO_EMAILS } from './demo-accounts';
import { topUpInspections } from './inspections-top-up';
import { createRandom } from './random';

const NOW = new Date('2026-03-02T02:00:00.000Z');

describe('the demo inspection queue on every start (docs/inspections.md)', () => {
  let handle: DatabaseHandle;
  let sellerGroupId: number;
  beforeEach(async () => {
    handle = await createTestDatabase();
    sellerGroupId = (await createGroup(handle.db, { kind: 'seller' })).id;
    await createUser(handle.db, {
      email: DEMO_EMAILS.seller,
      role: 'seller',
      activeGroupId: sellerGroupId,
    });
    await createUser(handle.db, {
      email: 'inspector@demo.test',
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector'],
    });
    await createInventory(handle.db, sellerGroupId);
  });
  afterEach(() => handle.close());

  const topUp = (now = NOW) =>
    handle.db.transaction((tx) =>
      topUpInspections(tx, { sellerGroupId, plan: { now, random: createRandom(7) } }),
    );

  it('an empty queue gets three approved cars waiting, one of them with a half-rated draft', async () => {
    expect(await topUp()).toBe(3);
    const rows = await handle.db.select().from(listings);
    expect(rows.map((l) => l.status)).toEqual(['approved', 'approved', 'approved']);
    const drafts = await handle.db
      .select()
      .from(inspections)
      .where(eq(inspections.status, 'draft'));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ version: 1, summary: '' });
    expect(drafts[0]!.sections.length).toBeGreaterThan(0);
  });

  it('a later start adds nothing while three wait; once the draft is published it starts another and refills the queue', async () => {
    await topUp();
    expect(await topUp(new Date(NOW.getTime() + 60_000))).toBe(0);
    await handle.db
      .update(inspections)
      .set({ status: 'published', publishedAt: NOW })
      .where(eq(inspections.status, 'draft'));
    expect(await topUp(new Date(NOW.getTime() + 120_000))).toBe(1);
    const all = await handle.db.select().from(inspections);
    expect(all.filter((i) => i.status === 'draft')).toHaveLength(1);
    expect(all.filter((i) => i.status === 'published')).toHaveLength(2);
  });
});
