import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { accessTokens, groups, loginFailures, passwordResets, users } from '../../db/schema';

export type AccountUserRow = typeof users.$inferSelect;
export type AccountGroupRow = typeof groups.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** The rows a person changes about themselves: their user, their group, their sessions and reset links. */
export function createAccountRepository(db: Database) {
  return {
    async findUser(tx: Executor, id: number): Promise<AccountUserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserByEmail(email: string): Promise<AccountUserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async lockUser(tx: Executor, id: number): Promise<AccountUserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async updateUser(tx: Executor, id: number, changes: Partial<AccountUserRow>): Promise<void> {
      await tx.update(users).set(changes).where(eq(users.id, id));
    },

    /** Whether another account already signs in with this E.164 number. */
    async isPhoneTaken(tx: Executor, phone: string, exceptUserId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, exceptUserId)))
        .limit(1);
      return row !== undefined;
    },

    async findGroup(tx: Executor, id: number): Promise<AccountGroupRow | undefined> {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).limit(1);
      return row;
    },

    async lockGroup(tx: Executor, id: number): Promise<AccountGroupRow | undefined> {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
      return row;
    },

    async isGroupNameTaken(tx: Executor, name: string, market: string, exceptId: number) {
      const [row] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(
          and(
            sql`lower(${groups.name}) = ${name.toLowerCase()}`,
            eq(groups.market, market),
            ne(groups.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async updateGroup(tx: Executor, id: number, changes: Partial<AccountGroupRow>): Promise<void> {
      await tx.update(groups).set(changes).where(eq(groups.id, id));
    },

    /** Ends the user's open sessions, all of them or all but `exceptTokenId`; returns how many. */
    async revokeTokens(
      tx: Executor,
      input: { userId: number; at: Date; exceptTokenId?: number },
    ): Promise<number> {
      const revoked = await tx
        .update(accessTokens)
        .set({ revokedAt: input.at })
        .where(
          and(
            eq(accessTokens.userId, input.userId),
            isNull(accessTokens.revokedAt),
            input.exceptTokenId === undefined
              ? undefined
              : ne(accessTokens.id, input.exceptTokenId),
          ),
        )
        .returning({ id: accessTokens.id });
      return revoked.length;
    },

    async clearLoginFailures(tx: Executor, email: string): Promise<void> {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
    },

    /** Marks every unused reset link of the user as used: only the newest one works. */
    async spendOpenResets(tx: Executor, userId: number, at: Date): Promise<void> {
      await tx
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async insertReset(tx: Executor, row: typeof passwordResets.$inferInsert): Promise<void> {
      await tx.insert(passwordResets).values(row);
    },

    async findResetByHash(tx: Executor, tokenHash: string): Promise<PasswordResetRow | undefined> {
      const [row] = await tx
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async lockReset(tx: Executor, id: number): Promise<PasswordResetRow | undefined> {
      const [row] = await tx
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.id, id))
        .for('update');
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
