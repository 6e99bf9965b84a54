import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { outbox, userInvites, users } from '../../db/schema';
import { createGroup } from '../../testing/factories';
import { createTestDatabase } from '../../testing/test-database';
import { topUpInvites } from './invites-top-up';

const HOUR = 3_600_000;

describe('the demo keeps one invite waiting (docs/admin.md)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createGroup(database.db, { name: 'Klang Valley Auto Trading', kind: 'dealer' });
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
  });
});
