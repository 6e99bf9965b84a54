import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from './client';
import { createNoticesRepository } from '../modules/notifications/notices.repository';
import { createGroup, createUser } from '../testing/factories';
import { indexesOf, planWithoutSeqScans } from '../testing/index-catalog';
import { createTestDatabase } from '../testing/test-database';

/**
 * A notice is for a user or for a group, never both (`noticeRow`). The index of each owner holds
 * only the notices that have one, so a bid's outbid notice, and the relay's mark that it was
 * published (a new version of the row), each add an entry to the user index and none to the group
 * index.
 */
const OWNER_INDEXES = { notices_user_idx: 'user_id', notices_group_idx: 'group_id' };

describe('the notices’ owner indexes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('hold only the notices with that owner: a user’s notice adds nothing to the group index', async () => {
    const indexes = await indexesOf(handle, 'notices');
    for (const [index, column] of Object.entries(OWNER_INDEXES)) {
      expect(indexes.find((i) => i.index === index)?.condition).toBe(`(${column} IS NOT NULL)`);
    }
  });

  it('still serve the bell: a user’s and their group’s unread notices are counted through both', async () => {
    const { db } = handle;
    const notices = createNoticesRepository();
    const group = await createGroup(db);
    const user = await createUser(db, { activeGroupId: group.id });
    const other = await createUser(db);
    const at = new Date('2026-06-01T08:00:00Z');
    const rows = Array.from({ length: 200 }, (_, n) => {
      const base = { app: 'general', event: 'bid.outbid', data: { n }, createdAt: at };
      if (n % 50 === 0) return { ...base, channel: `private-user.${user.id}`, userId: user.id };
      if (n % 50 === 1) return { ...base, channel: `private-group.${group.id}`, groupId: group.id };
      return { ...base, channel: `private-user.${other.id}`, userId: other.id };
    });
    await db.transaction((tx) => notices.insert(tx, rows));
    await db.execute(sql`analyze notices`);

    expect(await notices.countUnread(db, { userId: user.id, groupId: group.id })).toBe(8);
    const plan = await planWithoutSeqScans(
      handle,
      sql`select count(*) from notices
          where (user_id = ${user.id} or group_id = ${group.id}) and read_at is null`,
    );
    for (const index of Object.keys(OWNER_INDEXES)) expect(plan).toContain(index);
  });
});
