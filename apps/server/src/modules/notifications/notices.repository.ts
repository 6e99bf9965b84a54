import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { compiledSql } from '../../db/compiled-statement';
import { auctions, inventories, makes, models, notices, noticesUnpublished } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNoticeRow = typeof notices.$inferInsert;
/** What the relay needs of a notice to publish it. */
export type RelayRow = Pick<NoticeRow, 'id' | 'app' | 'channel' | 'event' | 'data'>;

const relayColumns = {
  id: notices.id,
  app: notices.app,
  channel: notices.channel,
  event: notices.event,
  data: notices.data,
};

/**
 * Writes notices, whatever their number, in one statement compiled once and prepared by name: the
 * rows come as one JSON array, so the text never varies. They get their ids in the array's order.
 */
const insertStatement = compiledSql(
  'insert_notices',
  sql`with written as (
      insert into ${notices} (app, channel, event, data, user_id, group_id, created_at)
      select e->>'app', e->>'channel', e->>'event', e->'data', (e->>'userId')::int,
        (e->>'groupId')::int, coalesce((e->>'createdAt')::timestamptz, now())
      from jsonb_array_elements(${sql.placeholder('rows')}::jsonb) with ordinality as r(e, n)
      order by r.n
      returning id, app, channel, event, data),
    queued as (insert into ${noticesUnpublished} (id) select id from written)
    select id, app, channel, event, data from written order by id`,
);

/** Publishing a notice deletes its queue row; its own row in `notices` stays as it was written. */
const markPublishedStatement = compiledSql(
  'mark_notices_published',
  sql`delete from ${noticesUnpublished} where id = any(${sql.placeholder('ids')}::bigint[])`,
);

/**
 * Notices' rows as the one JSON value the statements that write them take (`insert_notices`, and
 * a batch of bids written on a held auction): each row's own time, else the column's default.
 */
export function noticeRowsJson(rows: readonly NewNoticeRow[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      app: row.app,
      channel: row.channel,
      event: row.event,
      data: row.data,
      userId: row.userId ?? null,
      groupId: row.groupId ?? null,
      // Without a time of its own, the column's default: the transaction's start.
      createdAt: row.createdAt?.toISOString() ?? null,
    })),
  );
}

/** Whose notices a list shows: the user's own, and their active group's when they have one. */
export interface NoticeOwner {
  userId: number;
  groupId: number | null;
}

/** The notices an owner may see: their own user notices and, with an active group, the group's. */
function ownedBy(owner: NoticeOwner): SQL | undefined {
  const mine: SQL[] = [eq(notices.userId, owner.userId)];
  if (owner.groupId !== null) mine.push(eq(notices.groupId, owner.groupId));
  return or(...mine);
}

/** Which of an owner's unread notices a "mark as read" covers: up to an id, and/or only some ids. */
export interface ReadSelection {
  upToId?: number;
  ids?: number[];
}

/** A car as notices name it. */
export interface NoticeCar {
  year: number;
  make: string;
  model: string;
}

/** The outbox table `notices` (docs/notifications.md). */
export function createNoticesRepository() {
  return {
    /** The car of each of these auctions, by auction id, as the caller's transaction sees it. */
    async carsOfAuctions(tx: Executor, auctionIds: number[]): Promise<Map<number, NoticeCar>> {
      if (auctionIds.length === 0) return new Map();
      const rows = await tx
        .select({
          auctionId: auctions.id,
          year: inventories.year,
          make: makes.name,
          model: models.name,
        })
        .from(auctions)
        .innerJoin(inventories, eq(inventories.id, auctions.inventoryId))
        .innerJoin(makes, eq(makes.id, inventories.makeId))
        .innerJoin(models, eq(models.id, inventories.modelId))
        .where(inArray(auctions.id, auctionIds));
      return new Map(rows.map(({ auctionId, ...car }) => [auctionId, car]));
    },

    /** Writes notices in the caller's transaction; answers them with their ids, in input order. */
    async insert(tx: Executor, rows: NewNoticeRow[]): Promise<RelayRow[]> {
      if (rows.length === 0) return [];
      const result = await insertStatement(tx, { rows: noticeRowsJson(rows) });
      return result.rows.map((row) => ({
        id: Number(row.id),
        app: row.app as string,
        channel: row.channel as string,
        event: row.event as string,
        data: row.data as Record<string, unknown>,
      }));
    },

    /** Marks notices handed to the realtime hub: they leave the queue of unpublished ones. */
    async markPublished(ex: Executor, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await markPublishedStatement(ex, { ids });
    },

    /**
     * Notices still unpublished that were written before `before`, oldest first. With `lock`, each
     * row is locked for the caller's transaction and rows another node has locked are skipped, so
     * nodes relaying at once share the work instead of publishing the same rows.
     */
    async findUnpublished(
      ex: Executor,
      before: Date,
      limit: number,
      lock: boolean,
    ): Promise<RelayRow[]> {
      const query = ex
        .select(relayColumns)
        .from(noticesUnpublished)
        .innerJoin(notices, eq(notices.id, noticesUnpublished.id))
        .where(lt(notices.createdAt, before))
        .orderBy(asc(noticesUnpublished.id))
        .limit(limit);
      // The queue's rows are locked, not the notices': a lock is written into the row it takes.
      return lock ? query.for('update', { of: noticesUnpublished, skipLocked: true }) : query;
    },

    /** One page of an owner's notices, newest first; `afterId` keeps only newer ones. */
    async findPage(
      db: Database,
      owner: NoticeOwner,
      options: { afterId?: number; page: number; perPage: number },
    ): Promise<{ rows: NoticeRow[]; total: number }> {
      const mine: SQL[] = [eq(notices.userId, owner.userId)];
      if (owner.groupId !== null) mine.push(eq(notices.groupId, owner.groupId));
      const where = and(
        or(...mine),
        options.afterId !== undefined ? gt(notices.id, options.afterId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(where)
          .orderBy(desc(notices.id))
          .limit(options.perPage)
          .offset((options.page - 1) * options.perPage),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** How many of an owner's notices are still unread. */
    async countUnread(ex: Executor, owner: NoticeOwner): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(notices)
        .where(and(ownedBy(owner), isNull(notices.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Sets `read_at` on the owner's unread notices the selection covers; notices of anyone else
     * are never touched, whatever ids are named, and one already read keeps its first time.
     */
    async markRead(
      ex: Executor,
      owner: NoticeOwner,
      selection: ReadSelection,
      at: Date,
    ): Promise<void> {
      await ex
        .update(notices)
        .set({ readAt: at })
        .where(
          and(
            ownedBy(owner),
            isNull(notices.readAt),
            selection.upToId !== undefined ? lte(notices.id, selection.upToId) : undefined,
            selection.ids !== undefined ? inArray(notices.id, selection.ids) : undefined,
          ),
        );
    },

    /** Deletes notices written before `before`; answers how many went. */
    async deleteOlderThan(db: Database, before: Date): Promise<number> {
      const gone = await db
        .delete(notices)
        .where(lt(notices.createdAt, before))
        .returning({ id: notices.id });
      return gone.length;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
