import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auctions } from '../../db/schema';

export function createSessionsRepository(db: Database) {
  return {
    /**
     * Auctions that are visible or about to be, grouped by market and the hour in which they end:
     * the sale sessions dealers plan their day around.
     */
    findSessions(from: Date, to: Date) {
      const hour = sql<string>`to_char(date_trunc('hour', ${auctions.timeEnd} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24')`;
      return db
        .select({
          market: auctions.market,
          hour,
          auctions: sql<number>`count(*)`.mapWith(Number),
          live: sql<number>`count(*) filter (where ${auctions.status} = 'active')`.mapWith(Number),
          preview:
            sql<number>`count(*) filter (where ${auctions.status} in ('scheduled', 'preview'))`.mapWith(
              Number,
            ),
          startsAt: sql<Date>`min(${auctions.timeStart})`.mapWith(
            (v: string | Date) => new Date(v),
          ),
          endsFrom: sql<Date>`min(${auctions.timeEnd})`.mapWith((v: string | Date) => new Date(v)),
          endsTo: sql<Date>`max(${auctions.timeEnd})`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(auctions)
        .where(
          and(
            inArray(auctions.status, ['scheduled', 'preview', 'active']),
            gte(auctions.timeEnd, from),
            lte(auctions.timeEnd, to),
          ),
        )
        .groupBy(auctions.market, hour)
        .orderBy(hour, auctions.market);
    },

    /** How far behind the clock is: the oldest active auction whose end has passed, and how many are due. */
    async findOverdue(now: Date) {
      const [row] = await db
        .select({
          due: sql<number>`count(*)`.mapWith(Number),
          oldest: sql<Date | null>`min(${auctions.timeEnd})`.mapWith((v: string | Date | null) =>
            v ? new Date(v) : null,
          ),
        })
        .from(auctions)
        .where(and(inArray(auctions.status, ['active']), lte(auctions.timeEnd, now)));
      return { due: row?.due ?? 0, oldest: row?.oldest ?? null };
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
