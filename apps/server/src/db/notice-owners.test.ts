import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { groups, notices, users } from './schema';
import {
  createNoticesRepository,
  type NewNoticeRow,
} from '../modules/notifications/notices.repository';
import { createGroup, createUser } from '../testing/factories';
import { sqlFailure } from '../testing/sql-failure';
import { createTestDatabase } from '../testing/test-database';

const AT = new Date('2026-06-01T08:00:00Z');
const MOVED = 1_000_000;

/** The refusal of a renumbering: the foreign-key code and the trigger's own message. */
const keepsItsId = (table: string, id: number) =>
  `23503 ${table} row ${id} has notices and keeps its id`;

/**
 * A notice names its user or group without a foreign key (ADR 0011): a trigger deletes an owner's
 * notices with the owner and refuses to renumber an owner that has notices, and writing a notice
 * locks no row of `users` or `groups`.
 */
describe('the user or group a notice is for', () => {
  let handle: DatabaseHandle;
  const repository = createNoticesRepository();
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  /** A notice for the user, the group, or each. */
  function noticeRows(owner: { userId?: number; groupId?: number }): NewNoticeRow[] {
    const rows: NewNoticeRow[] = [];
    if (owner.userId !== undefined)
      rows.push({
        app: 'general',
        channel: `private-user.${owner.userId}`,
        event: 'bid.outbid',
        data: {},
        userId: owner.userId,
        createdAt: AT,
      });
    if (owner.groupId !== undefined)
      rows.push({
        app: 'general',
        channel: `private-group.${owner.groupId}`,
        event: 'offer.answered',
        data: {},
        groupId: owner.groupId,
        createdAt: AT,
      });
    return rows;
  }

  async function noticesFor(owner: { userId?: number; groupId?: number }) {
    await handle.db.transaction((tx) => repository.insert(tx, noticeRows(owner)));
  }

  async function countFor(column: 'userId' | 'groupId', id: number) {
    return (await handle.db.select().from(notices).where(eq(notices[column], id))).length;
  }

  /** Whether a notice written in an open transaction leaves its user's row locked by it. */
  async function noticeLocksItsUser(): Promise<boolean> {
    const { db } = handle;
    const user = await createUser(db, { activeGroupId: null });
    return db.transaction(async (tx) => {
      await repository.insert(tx, noticeRows({ userId: user.id }));
      // A row lock is written into the row: its xmax names the locking transaction.
      const result = await tx.execute(
        sql`select (xmax::text <> '0') as locked from users where id = ${user.id}`,
      );
      return (result as { rows: { locked: boolean }[] }).rows[0]!.locked;
    });
  }

  it('deletes a user’s notices with the user, and leaves everyone else’s', async () => {
    const { db } = handle;
    const leaving = await createUser(db, { activeGroupId: null });
    const staying = await createUser(db, { activeGroupId: null });
    await noticesFor({ userId: leaving.id });
    await noticesFor({ userId: staying.id });

    expect(await sqlFailure(() => db.delete(users).where(eq(users.id, leaving.id)))).toBe(
      undefined,
    );
    expect(await countFor('userId', leaving.id)).toBe(0);
    expect(await countFor('userId', staying.id)).toBe(1);
  });

  it('deletes a group’s notices with the group, and leaves everyone else’s', async () => {
    const { db } = handle;
    const leaving = await createGroup(db);
    const staying = await createGroup(db);
    await noticesFor({ groupId: leaving.id });
    await noticesFor({ groupId: staying.id });

    expect(await sqlFailure(() => db.delete(groups).where(eq(groups.id, leaving.id)))).toBe(
      undefined,
    );
    expect(await countFor('groupId', leaving.id)).toBe(0);
    expect(await countFor('groupId', staying.id)).toBe(1);
  });

  it('refuses to renumber a user or a group that has notices, with the foreign-key code, and changes nothing', async () => {
    const { db } = handle;
    const user = await createUser(db, { activeGroupId: null });
    const group = await createGroup(db);
    await noticesFor({ userId: user.id, groupId: group.id });

    expect(
      await sqlFailure(() =>
        db
          .update(users)
          .set({ id: user.id + MOVED })
          .where(eq(users.id, user.id)),
      ),
    ).toBe(keepsItsId('users', user.id));
    expect(
      await sqlFailure(() =>
        db
          .update(groups)
          .set({ id: group.id + MOVED })
          .where(eq(groups.id, group.id)),
      ),
    ).toBe(keepsItsId('groups', group.id));
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await db.select().from(groups).where(eq(groups.id, group.id))).toHaveLength(1);
    expect(await countFor('userId', user.id)).toBe(1);
    expect(await countFor('groupId', group.id)).toBe(1);
  });

  it('lets a user or a group without notices be renumbered, and any other change of one with notices through', async () => {
    const { db } = handle;
    const quiet = await createUser(db, { activeGroupId: null });
    const quietGroup = await createGroup(db);
    const noticed = await createUser(db, { activeGroupId: null });
    await noticesFor({ userId: noticed.id });

    await db
      .update(users)
      .set({ id: quiet.id + MOVED })
      .where(eq(users.id, quiet.id));
    await db
      .update(groups)
      .set({ id: quietGroup.id + MOVED })
      .where(eq(groups.id, quietGroup.id));
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, noticed.id));

    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.id, quiet.id + MOVED)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(groups)
        .where(eq(groups.id, quietGroup.id + MOVED)),
    ).toHaveLength(1);
    expect((await db.select().from(users).where(eq(users.id, noticed.id)))[0]!.name).toBe(
      'Renamed',
    );
  });

  it('writes a notice without locking its user’s row', async () => {
    expect(await noticeLocksItsUser()).toBe(false);
  });

  it('would see the lock a foreign key to the user takes, as notices once had', async () => {
    // `not valid`: the key checks only the rows written from now on, whatever earlier tests left.
    await handle.db.execute(
      sql`alter table notices add constraint probe_fk foreign key (user_id) references users (id) not valid`,
    );
    try {
      expect(await noticeLocksItsUser()).toBe(true);
    } finally {
      await handle.db.execute(sql`alter table notices drop constraint probe_fk`);
    }
  });
});
