import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];

/** The outbox table: every e-mail and SMS the platform sends or would send. */
export function createOutboxRepository(db: Database) {
  return {
    async insert(
      tx: Executor,
      row: {
        toAddress: string;
        subject: string;
        body: string;
        kind: string;
        createdAt: Date;
        channel?: OutboxChannel;
      },
    ): Promise<number> {
      const [inserted] = await tx.insert(outbox).values(row).returning({ id: outbox.id });
      return inserted!.id;
    },

    findByIds: (ids: number[]): Promise<OutboxRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(outbox).where(inArray(outbox.id, ids)),

    async markSent(id: number, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ sentAt: at, attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(outbox.id, id));
    },

    /** The newest messages of the given channels, newest first. */
    findNewest: (channels: readonly OutboxChannel[], limit: number): Promise<OutboxRow[]> =>
      channels.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(outbox)
            .where(inArray(outbox.channel, [...channels]))
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(limit),

    async findPage(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(outbox),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
