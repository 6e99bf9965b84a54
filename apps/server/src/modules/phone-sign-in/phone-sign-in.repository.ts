import { and, count, desc, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { helpCodes, phoneVerifications, users } from '../../db/schema';

export type VerificationRow = typeof phoneVerifications.$inferSelect;
export type HelpCodeRow = typeof helpCodes.$inferSelect;

// Any fixed key works; it only has to differ from the app's other advisory locks.
const SEND_LOCK_KEY = 72_510_011;

/** Phone verifications and help codes (docs/sign-in.md): the only I/O of phone sign-in. */
export function createPhoneSignInRepository(db: Database) {
  return {
    /** Serialises sends for one phone, so two at once cannot both pass the cool-down. */
    async lockPhone(tx: Executor, phone: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_KEY}, hashtext(${phone}))`);
    },

    /** Sends for the phone and from the address since `since`, and the phone's latest and oldest. */
    async countSends(tx: Executor, input: { phone: string; ip: string; since: Date }) {
      const [byPhone] = await tx
        .select({
          n: count(),
          oldest: min(phoneVerifications.createdAt),
          latest: max(phoneVerifications.lastSentAt),
        })
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.phone, input.phone),
            gt(phoneVerifications.createdAt, input.since),
          ),
        );
      const [byIp] = await tx
        .select({ n: count(), oldest: min(phoneVerifications.createdAt) })
        .from(phoneVerifications)
        .where(
          and(eq(phoneVerifications.ip, input.ip), gt(phoneVerifications.createdAt, input.since)),
        );
      return {
        phone: { count: byPhone?.n ?? 0, oldest: byPhone?.oldest ?? null },
        lastSentAt: byPhone?.latest ?? null,
        ip: { count: byIp?.n ?? 0, oldest: byIp?.oldest ?? null },
      };
    },

    async insertVerification(
      tx: Executor,
      row: typeof phoneVerifications.$inferInsert,
    ): Promise<void> {
      await tx.insert(phoneVerifications).values(row);
    },

    async findVerification(tokenHash: string): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Counts one try before the code is compared, so requests at once cannot together try more
     * than `max` codes; false when the verification has no tries left.
     */
    async reserveAttempt(id: number, max: number): Promise<boolean> {
      const rows = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, max)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },

    /** Gives back the try of a right code: only wrong codes count. */
    async releaseAttempt(id: number): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ attempts: sql`greatest(${phoneVerifications.attempts} - 1, 0)` })
        .where(eq(phoneVerifications.id, id));
    },

    async markVerified(id: number, at: Date): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ verifiedAt: at })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)));
    },

    /** Uses a verification up; false when another request used it first. */
    async markVerificationUsed(tx: Executor, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(phoneVerifications)
        .set({ usedAt: at })
        .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.usedAt)))
        .returning({ id: phoneVerifications.id });
      return rows.length === 1;
    },

    async findUserByPhone(tx: Executor, phone: string) {
      const [row] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },

    async findUser(tx: Executor, id: number) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The user's newest help code that is neither used nor expired. */
    async findOpenHelpCode(userId: number, now: Date): Promise<HelpCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(helpCodes)
        .where(
          and(eq(helpCodes.userId, userId), isNull(helpCodes.usedAt), gt(helpCodes.expiresAt, now)),
        )
        .orderBy(desc(helpCodes.createdAt), desc(helpCodes.id))
        .limit(1);
      return row;
    },

    /** As {@link reserveAttempt}, for a help code. */
    async reserveHelpCodeAttempt(id: number, max: number): Promise<boolean> {
      const rows = await db
        .update(helpCodes)
        .set({ attempts: sql`${helpCodes.attempts} + 1` })
        .where(and(eq(helpCodes.id, id), lt(helpCodes.attempts, max)))
        .returning({ id: helpCodes.id });
      return rows.length === 1;
    },

    async markHelpCodeUsed(tx: Executor, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(helpCodes)
        .set({ usedAt: at })
        .where(and(eq(helpCodes.id, id), isNull(helpCodes.usedAt)))
        .returning({ id: helpCodes.id });
      return rows.length === 1;
    },

    /** Spends every unused help code of the user: only the newest one issued may work. */
    async spendHelpCodes(tx: Executor, userId: number, at: Date): Promise<void> {
      await tx
        .update(helpCodes)
        .set({ usedAt: at })
        .where(and(eq(helpCodes.userId, userId), isNull(helpCodes.usedAt)));
    },

    async insertHelpCode(tx: Executor, row: typeof helpCodes.$inferInsert): Promise<void> {
      await tx.insert(helpCodes).values(row);
    },
  };
}

export type PhoneSignInRepository = ReturnType<typeof createPhoneSignInRepository>;
