import { and, not, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcModels, serverSecrets, users } from '../../db/schema';

/** One stored artefact of the sign-in service (a code, token, grant, session or interaction). */
export interface StoredModel {
  payload: Record<string, unknown>;
  expiresAt: Date | null;
  consumedAt: Date | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The sign-in service's state in the shared database (table `oidc_models`), so every node of an
 * installation sees the same codes, tokens, grants and sessions.
 */
export function createSsoRepository(db: Database) {
  const byKey = (kind: string, id: string) => and(eq(oidcModels.kind, kind), eq(oidcModels.id, id));
  const columns = {
    payload: oidcModels.payload,
    expiresAt: oidcModels.expiresAt,
    consumedAt: oidcModels.consumedAt,
  };

  return {
    async upsert(
      kind: string,
      id: string,
      payload: Record<string, unknown>,
      expiresAt: Date | null,
    ) {
      const row = {
        payload,
        grantId: text(payload.grantId),
        uid: text(payload.uid),
        userCode: text(payload.userCode),
        accountId: text(payload.accountId),
        expiresAt,
        consumedAt: null,
      };
      await db
        .insert(oidcModels)
        .values({ kind, id, ...row })
        .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: row });
    },

    async find(kind: string, id: string): Promise<StoredModel | undefined> {
      const [row] = await db.select(columns).from(oidcModels).where(byKey(kind, id)).limit(1);
      return row;
    },

    async findBy(
      kind: string,
      field: 'uid' | 'userCode',
      value: string,
    ): Promise<(StoredModel & { id: string }) | undefined> {
      const [row] = await db
        .select({ ...columns, id: oidcModels.id })
        .from(oidcModels)
        .where(and(eq(oidcModels.kind, kind), eq(oidcModels[field], value)))
        .limit(1);
      return row;
    },

    /** Marks the artefact used; false when it already was (another request or node got there first). */
    async consume(kind: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(oidcModels)
        .set({ consumedAt: at })
        .where(and(byKey(kind, id), isNull(oidcModels.consumedAt)))
        .returning({ id: oidcModels.id });
      return rows.length > 0;
    },

    async destroy(kind: string, id: string): Promise<void> {
      await db.delete(oidcModels).where(byKey(kind, id));
    },

    async destroyByGrant(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    },

    /** Ends everything of one account: codes, tokens, grants, sessions. */
    async destroyByAccount(accountId: string, kinds?: string[]): Promise<void> {
      const ofAccount = eq(oidcModels.accountId, accountId);
      const where = kinds?.length
        ? and(ofAccount, or(...kinds.map((kind) => eq(oidcModels.kind, kind))))
        : ofAccount;
      await db.delete(oidcModels).where(where);
    },

    /** Everything of an account but the rows named in `keep`. */
    async destroyByAccountExcept(
      accountId: string,
      keep: { kind: string; id: string }[],
    ): Promise<void> {
      await db
        .delete(oidcModels)
        .where(
          and(
            eq(oidcModels.accountId, accountId),
            ...keep.map((row) =>
              not(and(eq(oidcModels.kind, row.kind), eq(oidcModels.id, row.id))!),
            ),
          ),
        );
    },

    /** Drops what expired before `now` (kept small; the provider ignores expired rows anyway). */
    async pruneExpired(now: Date): Promise<void> {
      await db.delete(oidcModels).where(lte(oidcModels.expiresAt, now));
    },

    /**
     * A secret made once per installation: the first node to start stores its candidate, every
     * node (that one included) then uses what was stored, so they all agree.
     */
    async sharedSecret<T>(name: string, candidate: () => T): Promise<T> {
      const read = async () => {
        const [row] = await db
          .select({ value: serverSecrets.value })
          .from(serverSecrets)
          .where(eq(serverSecrets.name, name));
        return row?.value as T | undefined;
      };
      const existing = await read();
      if (existing !== undefined) return existing;
      await db
        .insert(serverSecrets)
        .values({ name, value: candidate() })
        .onConflictDoNothing({ target: serverSecrets.name });
      return (await read())!;
    },

    async findActiveUser(id: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.disabledAt)))
        .limit(1);
      return row;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
