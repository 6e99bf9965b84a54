import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, groups, loginFailures, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    /** The user, unless disabled. */
    async findActiveUser(id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.disabledAt)))
        .limit(1);
      return row;
    },

    async findGroup(id: number): Promise<GroupRow | undefined> {
      const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
      return row;
    },

    async findUserByTokenHash(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ user: users, tokenId: accessTokens.id, expiresAt: accessTokens.expiresAt })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(
          and(
            eq(accessTokens.tokenHash, tokenHash),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, now),
            // A disabled account's tokens are deleted with it; this keeps any straggler useless.
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      return row;
    },

    async insertToken(input: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accessTokens).values(input);
    },

    async revokeToken(tokenId: number, now: Date): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
    },

    /**
     * Failed passwords since `since`: for this account from this address, for this account from
     * anywhere, and from this address for any account (the three counts of the policy).
     */
    async countRecentFailures(input: { email: string; ip: string; since: Date }) {
      const [row] = await db
        .select({
          byPair:
            sql<number>`count(*) filter (where ${loginFailures.email} = ${input.email} and ${loginFailures.ip} = ${input.ip})`.mapWith(
              Number,
            ),
          byEmail:
            sql<number>`count(*) filter (where ${loginFailures.email} = ${input.email})`.mapWith(
              Number,
            ),
          byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${input.ip})`.mapWith(
            Number,
          ),
        })
        .from(loginFailures)
        .where(
          and(
            gt(loginFailures.at, input.since),
            sql`(${loginFailures.email} = ${input.email} or ${loginFailures.ip} = ${input.ip})`,
          ),
        );
      return { byPair: row?.byPair ?? 0, byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
    },

    async recordFailure(input: { email: string; ip: string; at: Date }): Promise<void> {
      await db.insert(loginFailures).values(input);
    },

    /** Forgets the failures of one account from one address: a stranger's stay counted. */
    async clearFailures(input: { email: string; ip: string }): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.email, input.email), eq(loginFailures.ip, input.ip)));
    },

    async findGroupsByIds(ids: number[]): Promise<GroupRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(groups).where(inArray(groups.id, ids));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
