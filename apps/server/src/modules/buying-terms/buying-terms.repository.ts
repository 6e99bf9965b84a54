import type { Discount } from '@autobid/auction';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { floorStockAccounts, groups } from '../../db/schema';

/** What a group can pay with and what it already owes, read in one query. */
export interface GroupStanding {
  /** Null when the group has no floor-stock line. */
  account: {
    creditLimit: number;
    deposit: number;
    status: 'active' | 'suspended';
    /** Approved and pending cases: what the line has given or promised. */
    held: number;
  } | null;
  /** Unpaid wins (awaiting payment or submitted) that no pending or approved case covers. */
  owed: number;
  discounts: Discount[];
}

const asNumber = (value: unknown) => Number(value ?? 0);
const asDiscounts = (value: unknown): Discount[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Discount[];

/** The only I/O of buying terms: one read of a group's line, open wins and discounts. */
export function createBuyingTermsRepository(db: Database) {
  return {
    async findStanding(groupId: number, at: Date): Promise<GroupStanding> {
      const [row] = await db
        .select({
          creditLimit: floorStockAccounts.creditLimit,
          deposit: floorStockAccounts.deposit,
          status: floorStockAccounts.status,
          held: sql`(
            select coalesce(sum(c.amount), 0) from floor_stock_cases c
            where c.group_id = ${groupId} and c.status in ('pending', 'approved')
          )`.mapWith(asNumber),
          owed: sql`(
            select coalesce(sum(t.buyer_total), 0) from transactions t
            where t.buyer_group_id = ${groupId}
              and t.status in ('awaiting_payment', 'payment_submitted')
              and not exists (
                select 1 from floor_stock_cases c
                where c.transaction_id = t.id and c.status in ('pending', 'approved')
              )
          )`.mapWith(asNumber),
          discounts: sql`(
            select coalesce(
              json_agg(json_build_object('name', d.name, 'target', d.target, 'amount', d.amount) order by d.id),
              '[]'::json
            )
            from group_discounts d
            where d.group_id = ${groupId} and (d.valid_until is null or d.valid_until > ${at.toISOString()}::timestamptz)
          )`.mapWith(asDiscounts),
        })
        .from(groups)
        .leftJoin(floorStockAccounts, eq(floorStockAccounts.groupId, groups.id))
        .where(eq(groups.id, groupId));
      if (!row) return { account: null, owed: 0, discounts: [] };
      return {
        account:
          row.creditLimit === null || row.deposit === null || row.status === null
            ? null
            : {
                creditLimit: row.creditLimit,
                deposit: row.deposit,
                status: row.status,
                held: row.held,
              },
        owed: row.owed,
        discounts: row.discounts.map((d) => ({ ...d, amount: Number(d.amount) })),
      };
    },
  };
}

export type BuyingTermsRepository = ReturnType<typeof createBuyingTermsRepository>;
