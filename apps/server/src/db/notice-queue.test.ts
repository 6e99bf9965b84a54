import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { notices, noticesUnpublished, users } from './schema';
import {
  createNoticesRepository,
  type NewNoticeRow,
} from '../modules/notifications/notices.repository';
import { pruneNotices, KEEP_NOTICES_MS } from '../modules/notifications/notices-pruning';
import { createUser } from '../testing/factories';
import { createTestDatabase } from '../testing/test-database';

/**
 * The queue of unpublished notices (docs/notifications.md): a notice is queued by the statement
 * that writes it and leaves the queue when it is published, without a new version of its own row;
 * deleting notices, however they go, takes their queue rows with them.
 */
describe('the queue of notices not yet published', () => {
  let handle: DatabaseHandle;
  const repository = createNoticesRepository();
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const outbid = (userId: number, createdAt: Date): NewNoticeRow => ({
    app: 'general',
    channel: `private-user.${userId}`,
    event: 'bid.outbid',
    data: { auction_id: 1 },
    userId,
    createdAt,
  });

  const write = (rows: NewNoticeRow[]) =>
    handle.db.transaction((tx) => repository.insert(tx, rows));

  async function queuedOf(ids: number[]): Promise<number[]> {
    const rows = await handle.db
      .select()
      .from(noticesUnpublished)
      .where(inArray(noticesUnpublished.id, ids))
      .orderBy(noticesUnpublished.id);
    return rows.map((row) => row.id);
  }

  /** Where each notice's row version sits: a new version of a row moves it. */
  async function versionsOf(ids: number[]): Promise<string[]> {
    const rows = await handle.db
      .select({ at: sql<string>`${notices}.ctid::text` })
      .from(notices)
      .where(inArray(notices.id, ids))
      .orderBy(notices.id);
    return rows.map((row) => row.at);
  }

  it('queues every notice it writes, in the statement that writes it', async () => {
    const user = await createUser(handle.db, { activeGroupId: null });
    const written = await write([outbid(user.id, new Date()), outbid(user.id, new Date())]);
    const ids = written.map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect(await queuedOf(ids)).toEqual(ids);
  });

  it('takes a published notice off the queue and leaves its row as written', async () => {
    const user = await createUser(handle.db, { activeGroupId: null });
    const ids = (await write([outbid(user.id, new Date()), outbid(user.id, new Date())])).map(
      (row) => row.id,
    );
    const before = await versionsOf(ids);

    await repository.markPublished(handle.db, [ids[0]!]);

    expect(await queuedOf(ids)).toEqual([ids[1]]);
    expect(await versionsOf(ids)).toEqual(before);
  });

  it('relays only queued notices written before the grace, oldest first', async () => {
    const user = await createUser(handle.db, { activeGroupId: null });
    const old = new Date('2026-06-01T08:00:00Z');
    const [first, second, fresh] = await write([
      outbid(user.id, old),
      outbid(user.id, new Date(old.getTime() + 1_000)),
      outbid(user.id, new Date(old.getTime() + 60_000)),
    ]);
    await repository.markPublished(handle.db, [second!.id]);

    const due = await repository.findUnpublished(
      handle.db,
      new Date(old.getTime() + 30_000),
      10,
      false,
    );
    const mine = due.filter((row) => [first!.id, second!.id, fresh!.id].includes(row.id));
    expect(mine.map((row) => row.id)).toEqual([first!.id]);
    expect(mine[0]).toMatchObject({ channel: `private-user.${user.id}`, event: 'bid.outbid' });
  });

  it('deletes the queue rows of notices pruned or deleted with their user, and keeps the rest', async () => {
    const { db } = handle;
    const now = new Date();
    const leaving = await createUser(db, { activeGroupId: null });
    const staying = await createUser(db, { activeGroupId: null });
    const [leavingNotice] = await write([outbid(leaving.id, now)]);
    const [stale, current] = await write([
      outbid(staying.id, new Date(now.getTime() - KEEP_NOTICES_MS - 60_000)),
      outbid(staying.id, now),
    ]);

    await db.delete(users).where(eq(users.id, leaving.id));
    expect(await pruneNotices(db, now)).toBeGreaterThanOrEqual(1);

    expect(await db.select().from(notices).where(eq(notices.id, stale!.id))).toEqual([]);
    expect(await queuedOf([leavingNotice!.id, stale!.id, current!.id])).toEqual([current!.id]);
  });
});
