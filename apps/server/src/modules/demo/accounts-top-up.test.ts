import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { ensureReferenceData } from '../../db/reference-data';
import {
  auctionSessions,
  auditLog,
  inspections,
  inventories,
  listings,
  users,
} from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';

const DEMO_EMAIL_LIST = DEMO_USERS.map((u) => u.email);
import { seedDemoData } from './seed';

const NOW = new Date('2026-03-02T09:00:00Z');
const ROLE_ACCOUNTS = [
  'admin@demo.test',
  'operations@demo.test',
  'inspector@demo.test',
  'finance@demo.test',
  'seller.b@demo.test',
];

describe('demo accounts on every start', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openPglite();
    await handle.migrate();
    await ensureReferenceData(handle.db);
  });
  afterEach(() => handle.close());

  it('an installation made before the staff roles gets the role accounts and the second seller on its next start', async () => {
    await seedDemoData(handle.db, { now: NOW });
    // As an older installation: no role accounts (so no inspector's draft, and the staff account
    // did their work), and staff without roles.
    await handle.db.delete(inspections).where(eq(inspections.status, 'draft'));
    const [staff] = await handle.db.select().from(users).where(eq(users.email, 'staff@demo.test'));
    const roleIds = (
      await handle.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, ROLE_ACCOUNTS.slice(0, 4)))
    ).map((u) => u.id);
    await handle.db.delete(auditLog).where(inArray(auditLog.actorId, roleIds));
    await handle.db
      .update(auctionSessions)
      .set({ createdBy: staff!.id })
      .where(inArray(auctionSessions.createdBy, roleIds));
    await handle.db
      .update(listings)
      .set({ reviewedBy: staff!.id })
      .where(inArray(listings.reviewedBy, roleIds));
    await handle.db
      .update(inspections)
      .set({ inspectorId: staff!.id })
      .where(inArray(inspections.inspectorId, roleIds));
    await handle.db.delete(users).where(inArray(users.email, ROLE_ACCOUNTS.slice(0, 4)));
    await handle.db.update(users).set({ staffRoles: [] }).where(eq(users.email, 'staff@demo.test'));

    const summary = await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 3_600_000) });
    expect(summary.isFirstStart).toBe(false);
    expect(summary.users).toBe(4);
    const rows = await handle.db
      .select()
      .from(users)
      .where(inArray(users.email, [...ROLE_ACCOUNTS, 'staff@demo.test']));
    const rolesOf = (email: string) => rows.find((u) => u.email === email)?.staffRoles;
    expect(rolesOf('staff@demo.test')).toEqual(['admin', 'operations', 'inspector', 'finance']);
    expect(rolesOf('admin@demo.test')).toEqual(['admin']);
    expect(rolesOf('operations@demo.test')).toEqual(['operations']);
    expect(rolesOf('inspector@demo.test')).toEqual(['inspector']);
    expect(rolesOf('finance@demo.test')).toEqual(['finance']);
    for (const row of rows)
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('every demo account has its phone, and an installation made before phones gets them on its next start', async () => {
    await seedDemoData(handle.db, { now: NOW });
    const phones = async () =>
      new Map(
        (await handle.db.select().from(users).where(inArray(users.email, DEMO_EMAIL_LIST))).map(
          (u) => [u.email, { phone: u.phone, admin: u.isGroupAdmin }],
        ),
      );
    const expected = new Map(
      DEMO_USERS.map((u) => [u.email, { phone: u.phone, admin: u.isGroupAdmin ?? false }]),
    );
    expect(await phones()).toEqual(expected);
    // As an older installation: no phones, no group admins; and one demo number taken by someone else.
    await handle.db
      .update(users)
      .set({ phone: null, isGroupAdmin: false })
      .where(inArray(users.email, DEMO_EMAIL_LIST));
    await handle.db
      .update(users)
      .set({ phone: '+60123456702' })
      .where(eq(users.email, 'dealer.a@demo.test'));

    await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 3_600_000) });
    const after = await phones();
    expect(after.get('dealer.a@demo.test')).toEqual({ phone: '+60123456702', admin: false });
    expect(after.get('dealer.b@demo.test')).toEqual({ phone: null, admin: false });
    for (const [email, want] of expected)
      if (!email.startsWith('dealer.a') && !email.startsWith('dealer.b'))
        expect(after.get(email)).toEqual(want);
  });

  it('the second seller owns three cars of its own, made once', async () => {
    await seedDemoData(handle.db, { now: NOW });
    await seedDemoData(handle.db, { now: new Date(NOW.getTime() + 3_600_000) });
    const [sellerB] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'seller.b@demo.test'));
    const [sellerA] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'seller@demo.test'));
    expect(sellerB!.activeGroupId).not.toBe(sellerA!.activeGroupId);
    const cars = await handle.db
      .select()
      .from(inventories)
      .where(eq(inventories.sellerGroupId, sellerB!.activeGroupId!));
    expect(cars).toHaveLength(3);
  });
});
