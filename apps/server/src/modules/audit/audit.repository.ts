import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  search?: string | undefined;
  /** Actions the search matches as well (their labels hold it in the reader's language). */
  searchActions?: readonly string[] | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

/** Reads of the audit log; nothing here (nor anywhere) updates or deletes a row. */
export function createAuditRepository(db: Database) {
  const whereOf = (filter: AuditFilter): SQL | undefined => {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    const actions = filter.searchActions?.length ? filter.searchActions : undefined;
    return and(
      filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
      filter.action ? eq(auditLog.action, filter.action) : undefined,
      filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
      filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
      filter.from ? gte(auditLog.at, filter.from) : undefined,
      filter.until ? lt(auditLog.at, filter.until) : undefined,
      pattern || actions
        ? or(
            pattern ? ilike(auditLog.reason, pattern) : undefined,
            pattern ? ilike(auditLog.action, pattern) : undefined,
            pattern ? ilike(users.name, pattern) : undefined,
            pattern ? ilike(users.email, pattern) : undefined,
            actions ? inArray(auditLog.action, [...actions]) : undefined,
          )
        : undefined,
    );
  };

  return {
    async findPage(filter: AuditFilter, page: number, perPage: number) {
      const where = whereOf(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actorName: users.name,
            actorEmail: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
