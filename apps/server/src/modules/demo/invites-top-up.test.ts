import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, outbox, userInvites, users } from '../../db/schema';
import { createGroup, createUser } from '../../testing/factories';
import { createTestDatabase } from '../../testing/test-database';
import { topUpInvites } from './invites-top-up';

const HOUR = 3_600_000;

describe('the demo keeps one invite waiting (docs/admin.md)', () => {
  let database: DatabaseHandle;
  let adminId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createGroup(database.db, { name: 'Klang Valley Auto Trading', kind: 'dealer' });
    adminId = (
      await createUser(database.db, {
        email: 'admin@demo.test',
        role: 'staff',
        staffRoles: ['admin'],
        activeGroupId: null,
      })
    ).id;
  });
  afterAll(() => database.close());

  const demoUsers = () =>
    database.db.select().from(users).where(like(users.email, 'new.dealer%@demo.test'));
  const start = (at: number) =>
    topUpInvites(database.db, { now: new Date(at), publicUrl: 'http://localhost:3000' });

  it('invites the demo dealer once, again after the link expired, and a new one after the last set a password', async () => {
    const t0 = Date.UTC(2026, 10, 25, 8);
    expect(await start(t0)).toBe(true);
    expect(await start(t0 + HOUR)).toBe(false);
    const [first] = await demoUsers();
    expect(first).toMatchObject({ email: 'new.dealer@demo.test', passwordHash: '!invited' });
    const mails = await database.db.select().from(outbox).where(eq(outbox.toAddress, first!.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/http:\/\/localhost:3000\/invite\/[A-Za-z0-9_-]{43}/);

    expect(await start(t0 + 73 * HOUR)).toBe(true);
    expect(await demoUsers()).toHaveLength(1);
    expect(
      await database.db.select().from(userInvites).where(eq(userInvites.userId, first!.id)),
    ).toHaveLength(2);

    await database.db.update(users).set({ passwordHash: 'set' }).where(eq(users.id, first!.id));
    expect(await start(t0 + 150 * HOUR)).toBe(true);
    expect((await demoUsers()).map((u) => u.email).sort()).toEqual([
      'new.dealer.2@demo.test',
      'new.dealer@demo.test',
    ]);

    // In the audit log as the admin's invite, new link, and next invite.
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'user.%'))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorId, e.actorRole, e.reason])).toEqual([
      ['user.invite', adminId, 'admin', null],
      ['user.resend_invite', adminId, 'admin', null],
      ['user.invite', adminId, 'admin', null],
    ]);
    expect(entries[0]!.after).toMatchObject({ email: 'new.dealer@demo.test', status: 'invited' });
    const invites = await database.db.select().from(userInvites);
    expect(invites.every((invite) => invite.createdBy === adminId)).toBe(true);
  });
});
