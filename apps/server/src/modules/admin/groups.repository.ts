import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { groups, markets } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type GroupRow = typeof groups.$inferSelect;

export interface GroupFilter {
  market?: string | undefined;
  kind?: 'dealer' | 'seller' | undefined;
  search?: string | undefined;
}

// Raw: inside a subquery drizzle leaves columns unqualified, and `id` would mean the users' own.
const userCount =
  sql<number>`(select count(*) from users u where u.active_group_id = "groups"."id")`.mapWith(
    Number,
  );

/** Dealer and seller groups, for the admin's pages. */
export function createGroupsRepository(db: Database) {
  const whereOf = (filter: GroupFilter): SQL | undefined =>
    and(
      filter.market ? eq(groups.market, filter.market) : undefined,
      filter.kind ? eq(groups.kind, filter.kind) : undefined,
      filter.search ? ilike(groups.name, containsPattern(filter.search)) : undefined,
    );

  return {
    async findPage(filter: GroupFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ group: groups, userCount })
          .from(groups)
          .where(where)
          .orderBy(asc(groups.market), asc(groups.kind), asc(groups.name), asc(groups.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(groups).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findView(tx: Executor, id: number) {
      const [row] = await tx
        .select({ group: groups, userCount })
        .from(groups)
        .where(eq(groups.id, id))
        .limit(1);
      return row;
    },

    async lock(tx: Executor, id: number): Promise<GroupRow | undefined> {
      const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
      return row;
    },

    async marketExists(tx: Executor, code: string): Promise<boolean> {
      const [row] = await tx
        .select({ code: markets.code })
        .from(markets)
        .where(eq(markets.code, code))
        .limit(1);
      return row !== undefined;
    },

    async isNameTaken(tx: Executor, name: string, market: string, exceptId?: number) {
      const [row] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(
          and(
            eq(groups.market, market),
            sql`lower(${groups.name}) = ${name.toLowerCase()}`,
            exceptId === undefined ? undefined : sql`${groups.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(tx: Executor, row: typeof groups.$inferInsert): Promise<number> {
      const [inserted] = await tx.insert(groups).values(row).returning({ id: groups.id });
      return inserted!.id;
    },

    async rename(tx: Executor, id: number, name: string): Promise<void> {
      await tx.update(groups).set({ name }).where(eq(groups.id, id));
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
