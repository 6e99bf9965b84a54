import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** Who holds a key and what it was first used for. */
export interface KeyClaim {
  userId: number;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  lockedBy: string;
  now: Date;
}

/**
 * The rows behind idempotency keys (docs/idempotency.md). Every call is one statement on its own:
 * nothing here runs inside a transaction, so PGlite never holds one open while a request runs.
 */
export function createIdempotencyRepository(db: Database) {
  const ofKey = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    /** Takes a free key for a request that is about to run; false when the key already has a row. */
    async insert(claim: KeyClaim): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({
          userId: claim.userId,
          key: claim.key,
          method: claim.method,
          path: claim.path,
          requestHash: claim.requestHash,
          lockedBy: claim.lockedBy,
          createdAt: claim.now,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(ofKey(userId, key));
      return row;
    },

    /**
     * Hands a key whose runner stopped answering to a new runner, only if it is still the same
     * unfinished run that was read (two retries racing for it: one wins).
     */
    async takeOver(claim: KeyClaim, previousLockedBy: string | null): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ lockedBy: claim.lockedBy, createdAt: claim.now })
        .where(
          and(
            ofKey(claim.userId, claim.key),
            isNull(idempotencyKeys.responseStatus),
            sql`${idempotencyKeys.lockedBy} is not distinct from ${previousLockedBy}`,
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    /** Forgets a key older than the keeping time, so it can be used afresh. */
    async removeExpired(userId: number, key: string, before: Date): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(ofKey(userId, key), lt(idempotencyKeys.createdAt, before)));
    },

    /** Keeps the answer of a run, unless another runner has taken the key over meanwhile. */
    async complete(
      userId: number,
      key: string,
      lockedBy: string,
      answer: { status: number; body: string; now: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({
          responseStatus: answer.status,
          responseBody: answer.body,
          completedAt: answer.now,
          lockedBy: null,
        })
        .where(
          and(
            ofKey(userId, key),
            isNull(idempotencyKeys.responseStatus),
            eq(idempotencyKeys.lockedBy, lockedBy),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    /** Frees a key whose run kept no answer (a 5xx), so a retry runs again. */
    async release(userId: number, key: string, lockedBy: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            ofKey(userId, key),
            isNull(idempotencyKeys.responseStatus),
            eq(idempotencyKeys.lockedBy, lockedBy),
          ),
        );
    },

    /** Deletes every key first used before `before`; answers how many went. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
