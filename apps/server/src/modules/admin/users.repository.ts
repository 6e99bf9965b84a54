import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accessTokens, groups, markets, userInvites, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type UserRow = typeof users.$inferSelect;
export type InviteRow = typeof userInvites.$inferSelect;

/** The password hash of an invited user who has not set a password: no password matches it. */
export const NO_PASSWORD = '!invited';

export interface UserFilter {
  kind?: 'dealer' | 'seller' | 'staff' | undefined;
  groupId?: number | undefined;
  market?: string | undefined;
  status?: 'active' | 'invited' | 'disabled' | undefined;
  search?: string | undefined;
}

const statusWhere = (status: UserFilter['status']): SQL | undefined => {
  switch (status) {
    case undefined:
      return undefined;
    case 'disabled':
      return isNotNull(users.disabledAt);
    case 'invited':
      return and(isNull(users.disabledAt), like(users.passwordHash, '!%'));
    case 'active':
      return and(isNull(users.disabledAt), sql`${users.passwordHash} not like '!%'`);
  }
};

/** Users, their invites and sessions, for the admin's pages. */
export function createUsersRepository(db: Database) {
  const openInviteUntil = (now: Date) =>
    sql<Date | null>`(select max(i.expires_at) from user_invites i where i.user_id = "users"."id" and i.used_at is null and i.expires_at > ${now.toISOString()}::timestamptz)`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    );
  const viewColumns = (now: Date) => ({
    user: users,
    groupName: groups.name,
    inviteUntil: openInviteUntil(now),
  });

  const whereOf = (filter: UserFilter): SQL | undefined => {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    return and(
      filter.kind ? eq(users.role, filter.kind) : undefined,
      filter.groupId !== undefined ? eq(users.activeGroupId, filter.groupId) : undefined,
      filter.market ? eq(users.country, filter.market) : undefined,
      statusWhere(filter.status),
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    );
  };

  return {
    async findPage(filter: UserFilter, page: number, perPage: number, now: Date) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(viewColumns(now))
          .from(users)
          .leftJoin(groups, eq(groups.id, users.activeGroupId))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findView(tx: Executor, id: number, now: Date) {
      const [row] = await tx
        .select(viewColumns(now))
        .from(users)
        .leftJoin(groups, eq(groups.id, users.activeGroupId))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async lock(tx: Executor, id: number): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async isEmailTaken(tx: Executor, email: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },

    async marketExists(tx: Executor, code: string): Promise<boolean> {
      const [row] = await tx
        .select({ code: markets.code })
        .from(markets)
        .where(eq(markets.code, code))
        .limit(1);
      return row !== undefined;
    },

    async findGroup(tx: Executor, id: number) {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).limit(1);
      return row;
    },

    async insert(tx: Executor, row: typeof users.$inferInsert): Promise<number> {
      const [inserted] = await tx.insert(users).values(row).returning({ id: users.id });
      return inserted!.id;
    },

    async update(tx: Executor, id: number, changes: Partial<typeof users.$inferInsert>) {
      await tx.update(users).set(changes).where(eq(users.id, id));
    },

    /** Ends every session of the user: the rows go, so no token of theirs can be looked up again. */
    async deleteTokens(tx: Executor, userId: number): Promise<number> {
      const deleted = await tx
        .delete(accessTokens)
        .where(eq(accessTokens.userId, userId))
        .returning({ id: accessTokens.id });
      return deleted.length;
    },

    async insertInvite(tx: Executor, row: typeof userInvites.$inferInsert): Promise<void> {
      await tx.insert(userInvites).values(row);
    },

    /** Ends every open invite of the user, so only the newest link works. */
    async closeOpenInvites(tx: Executor, userId: number, now: Date): Promise<void> {
      await tx
        .update(userInvites)
        .set({ expiresAt: now })
        .where(
          and(
            eq(userInvites.userId, userId),
            isNull(userInvites.usedAt),
            gt(userInvites.expiresAt, now),
          ),
        );
    },

    async findInviteByHash(tx: Executor, tokenHash: string) {
      const [row] = await tx
        .select({ invite: userInvites, user: users })
        .from(userInvites)
        .innerJoin(users, eq(users.id, userInvites.userId))
        .where(eq(userInvites.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async lockInvite(tx: Executor, id: number): Promise<InviteRow | undefined> {
      const [row] = await tx.select().from(userInvites).where(eq(userInvites.id, id)).for('update');
      return row;
    },

    async markInviteUsed(tx: Executor, id: number, at: Date): Promise<void> {
      await tx.update(userInvites).set({ usedAt: at }).where(eq(userInvites.id, id));
    },

    async countOpenInvites(tx: Executor, now: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(userInvites)
        .where(and(isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)));
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
