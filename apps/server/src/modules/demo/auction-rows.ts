import { DEFAULT_DECISION_HOURS } from '@autobid/auction';
import type { AuditAction } from '@autobid/contract';
import type { AuditValues } from '../../db/audit-log';
import type { auctions, bids } from '../../db/schema';
import { scheduledValues } from '../staff/scheduled-values';
import type { AuctionPlan, PlannedStatus } from './auction-planner';

const AWARD_OF: Partial<Record<PlannedStatus, string>> = {
  awarded: 'won',
  confirmed: 'won',
  sold: 'won',
  reserved: 'pending_award',
  rejected: 'cancelled',
};
const CLOSED: ReadonlySet<PlannedStatus> = new Set([
  'ended',
  'awarded',
  'confirmed',
  'sold',
  'reserved',
  'rejected',
]);

export type AuctionInsert = typeof auctions.$inferInsert & { id: number };
export type BidInsert = typeof bids.$inferInsert & { id: number };

/**
 * Turns plans into rows, given ids taken from the sequences beforehand, so the auctions can
 * name their highest bid in the same insert instead of a second pass of updates. The counters
 * are derived from the bids exactly as live bidding would leave them.
 */
export function toAuctionRows(
  plans: readonly AuctionPlan[],
  options: {
    auctionIds: readonly number[];
    bidIds: readonly number[];
    sellerGroupId: number;
    now: Date;
  },
): { auctions: AuctionInsert[]; bids: BidInsert[] } {
  const auctionRows: AuctionInsert[] = [];
  const bidRows: BidInsert[] = [];
  let nextBid = 0;
  plans.forEach((plan, i) => {
    const auctionId = takeId(options.auctionIds, i);
    const bidderNumbers = new Map<number, number>();
    for (const bid of plan.bids) {
      if (!bidderNumbers.has(bid.userId)) bidderNumbers.set(bid.userId, bidderNumbers.size + 1);
      bidRows.push({
        id: takeId(options.bidIds, nextBid++),
        auctionId,
        userId: bid.userId,
        groupId: bid.groupId,
        bidderNo: bidderNumbers.get(bid.userId) ?? bidderNumbers.size,
        amount: bid.amount,
        kind: 'manual',
        createdAt: bid.createdAt,
      });
    }
    const top = bidRows.at(-1);
    const hasBids = plan.bids.length > 0 && top !== undefined;
    auctionRows.push({
      id: auctionId,
      inventoryId: plan.inventoryId,
      sellerGroupId: options.sellerGroupId,
      market: plan.market,
      type: plan.type ?? 'open',
      status: plan.status,
      channel: 'online',
      location: plan.location,
      timePreview: plan.timePreview,
      timeStart: plan.timeStart,
      timeEnd: plan.timeEnd,
      startPrice: plan.startPrice,
      reservePrice: plan.reservePrice,
      sessionId: plan.sessionId ?? null,
      highestAmount: hasBids ? top.amount : null,
      highestBidId: hasBids ? top.id : null,
      leaderId: hasBids ? top.userId : null,
      bidCount: plan.bids.length,
      biddersCount: bidderNumbers.size,
      awardStatus: AWARD_OF[plan.status] ?? null,
      awardedBidId: AWARD_OF[plan.status] === 'won' && hasBids ? top.id : null,
      wonAt: AWARD_OF[plan.status] === 'won' ? (plan.wonAt ?? plan.timeEnd) : null,
      closedAt: CLOSED.has(plan.status) ? plan.timeEnd : null,
      // A pending award's seller turn: LIFE-6's 48 hours from the close.
      decisionDueAt:
        plan.status === 'reserved'
          ? new Date(plan.timeEnd.getTime() + DEFAULT_DECISION_HOURS * 3_600_000)
          : null,
      createdAt: plan.timePreview,
      updatedAt: options.now,
    });
  });
  return { auctions: auctionRows, bids: bidRows };
}

function takeId(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`only ${ids.length} ids were reserved, needed more`);
  return id;
}

/** Operations putting a car on sale, as the back office writes it (`auction.schedule`). */
export interface Scheduling {
  auctionId: number;
  at: Date;
  after: AuditValues;
}

/**
 * How operations put each demo car on sale outside a sale session, as the staff service writes it:
 * when the car came into preview (or opened), with the window and prices it was given. A car in a
 * session went on sale through it (`listing.schedule`). None lies in the future.
 */
export function schedulingsOf(rows: readonly AuctionInsert[], now: Date): Scheduling[] {
  return rows
    .filter((row) => !row.sessionId)
    .map((row) => {
      const at = new Date(Math.min((row.timePreview ?? row.timeStart).getTime(), now.getTime()));
      const status = row.timeStart.getTime() > at.getTime() ? 'preview' : 'active';
      return {
        auctionId: row.id,
        at,
        after: scheduledValues({ ...row, type: row.type ?? 'open', status }),
      };
    });
}

/** A seller's decision on a pending award, as the audit log holds it. */
export interface AwardDecision {
  auctionId: number;
  action: Extract<AuditAction, 'award.accept' | 'award.reject' | 'award.end'>;
  at: Date;
  before: AuditValues;
  after: AuditValues;
}

/** How long after a below-reserve close the demo's seller turns the top bid down. */
const REJECT_AFTER_HOURS = 4;

/**
 * The seller's decisions behind the auctions that closed below the reserve and were then decided,
 * as the award service writes them: a sale the seller accepted took the top bid when it was won; one
 * the seller rejected had its top bid turned down, which ends it when no other dealer bid, and
 * otherwise leaves the runner-up to offer, which the seller then declined by ending without a sale.
 * None lies in the future.
 */
export function awardDecisionsOf(rows: readonly AuctionInsert[], now: Date): AwardDecision[] {
  const waiting = { status: 'reserved', phase: 'seller_turn' };
  return rows.flatMap((row): AwardDecision[] => {
    if (row.status === 'confirmed' && row.wonAt && row.highestBidId) {
      return [
        {
          auctionId: row.id,
          action: 'award.accept',
          at: row.wonAt,
          before: waiting,
          after: {
            status: 'confirmed',
            award_status: 'won',
            phase: 'won',
            bid_id: row.highestBidId,
            amount: row.highestAmount,
          },
        },
      ];
    }
    if (row.status === 'rejected' && row.closedAt) {
      const at = new Date(
        Math.min(row.closedAt.getTime() + REJECT_AFTER_HOURS * 3_600_000, now.getTime()),
      );
      const ended = { status: 'rejected', award_status: 'cancelled', phase: 'rejected' };
      if ((row.biddersCount ?? 0) < 2)
        return [{ auctionId: row.id, action: 'award.reject', at, before: waiting, after: ended }];
      return [
        {
          auctionId: row.id,
          action: 'award.reject',
          at,
          before: waiting,
          after: { ...waiting, award_status: 'pending_award' },
        },
        {
          auctionId: row.id,
          action: 'award.end',
          at: new Date(Math.min(at.getTime() + 120_000, now.getTime())),
          before: waiting,
          after: ended,
        },
      ];
    }
    return [];
  });
}
