import {
  closeOutcome,
  dueTimedEvent,
  sealedOutcome,
  transition,
  type AuctionStatus,
  type LifecycleEvent,
} from '@autobid/auction';
import { EVENTS, type PublicAuction } from '@autobid/contract';
import type { Database, Executor } from '../../db/client';
import { followListing } from '../../db/listing-follow';
import { openTransaction } from '../../db/transaction-open';
import type { Clock } from '../../lib/clock';
import { auctionNotices, type AuctionEvents, type QueuedNotice } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { DueAuction, LifecycleRepository } from './lifecycle.repository';

const BATCH = 200;
const HOUR = 3_600_000;

export interface Change {
  auction: PublicAuction;
  sellerGroupId: number;
  isNewlyVisible: boolean;
  hasMaxBidsToSettle: boolean;
  /** The private result for the dealer holding the best bid at the close. */
  result: { userId: number; event: string; amount: number } | null;
  /** The seller's stage notice and the result, written in the step's transaction. */
  notices: QueuedNotice[];
}

export interface LifecycleDeps {
  db: Database;
  repo: LifecycleRepository;
  clock: Clock;
  events: AuctionEvents;
  /** Lets max bids placed in preview bid once their auction has started. */
  settleMaxBids: (auctionId: number) => Promise<void>;
  /** Fires the snap-its of an auction whose closing window has opened (SNP-2). */
  fireSnapIts: (auctionId: number) => Promise<void>;
  /** Runs out the seller turns and offers of pending awards that are due (docs/seller-offers.md). */
  expireNegotiations: () => Promise<number>;
  /**
   * Runs one auction's step in that auction's order of changes (the bid sequencer, ADR 0008),
   * inside a transaction holding its row lock, with the clock read under the lock; resolves with
   * the step's result once it has committed.
   */
  inOrder: (
    auctionId: number,
    run: (tx: Executor, now: number) => Promise<Change | null>,
  ) => Promise<Change | null>;
}

type Leader = {
  leaderId: number | null;
  highestAmount: number | null;
  highestBidId: number | null;
};
type PublicBid = NonNullable<PublicAuction['highest_bid']>;

export function createLifecycleService(deps: LifecycleDeps) {
  const { db, repo, clock, events } = deps;

  /** The close of one auction: open ones by their leading bid (LIFE-4), sealed ones by SEAL-3. */
  async function closing(
    tx: Executor,
    row: DueAuction,
  ): Promise<{ event: LifecycleEvent; leader?: Leader; highest?: PublicBid | null }> {
    if (row.type === 'open')
      return {
        event: { type: 'close', outcome: closeOutcome(row.highestAmount, row.reservePrice) },
      };
    const standing = await repo.findStandingSealedBids(tx, row.id);
    const outcome = sealedOutcome(
      standing.map((b) => ({
        id: b.id,
        dealerId: b.userId,
        amount: b.amount,
        bidType: b.bidType ?? 'whole_car',
        committedAt: b.commitSeq,
      })),
      row.reservePrice,
    );
    if (outcome.kind === 'no_bids') return { event: { type: 'close', outcome: 'ended' } };
    if (outcome.kind === 'pending_award') return { event: { type: 'close', outcome: 'reserved' } };
    const winner = standing.find((b) => b.id === outcome.winner.id)!;
    return {
      event: { type: 'close', outcome: 'awarded' },
      leader: { leaderId: winner.userId, highestAmount: winner.amount, highestBidId: winner.id },
      highest: {
        id: winner.id,
        amount: winner.amount,
        bidder_no: winner.bidderNo,
        created_at: winner.createdAt.toISOString(),
      },
    };
  }

  async function step(tx: Executor, row: DueAuction, now: number): Promise<Change | null> {
    const status = row.status as AuctionStatus;
    let event: LifecycleEvent | null = null;
    let leader: Leader | undefined;
    let highest: PublicBid | null | undefined;
    {
      const due = dueTimedEvent(
        {
          status,
          timePreview: row.timePreview?.getTime() ?? null,
          timeStart: row.timeStart.getTime(),
          timeEnd: row.timeEnd.getTime(),
        },
        now,
      );
      if (due === 'close') ({ event, leader, highest } = await closing(tx, row));
      else if (due) event = { type: due };
    }
    if (!event) return null;
    const next = transition(status, event);
    if (!next.ok) return null;

    const updatedAt = new Date(Math.max(now, row.updatedAt.getTime() + 1));
    const isAwarded = next.value === 'awarded';
    const awardStatus = isAwarded
      ? 'won'
      : next.value === 'reserved'
        ? 'pending_award'
        : next.value === 'rejected'
          ? 'cancelled'
          : null;
    const awardedBidId = isAwarded ? (leader?.highestBidId ?? row.highestBidId) : null;
    await repo.applyStatus(tx, row.id, {
      status: next.value,
      awardStatus,
      awardedBidId,
      updatedAt,
      ...(event.type === 'close' ? { closedAt: new Date(now) } : {}),
      // A pending award's first seller turn (LIFE-6, the market's seller turn hours), with a fresh
      // negotiation: a restarted auction's earlier round is over.
      ...(next.value === 'reserved'
        ? { decisionDueAt: new Date(now + row.sellerTurnHours * HOUR), negotiation: null }
        : {}),
      ...(isAwarded ? { wonAt: new Date(now) } : {}),
      ...(leader ? { leader } : {}),
    });
    await repo.logStatusChange(tx, {
      auctionId: row.id,
      event: event.type,
      fromStatus: status,
      toStatus: next.value,
      at: new Date(now),
    });
    await followListing(tx, { auctionId: row.id, toStatus: next.value, at: new Date(now) });
    if (isAwarded) await openTransaction(tx, { auctionId: row.id, actor: `clock:${process.pid}` });
    const openHighest =
      row.highestBidId !== null && row.highestBid
        ? {
            id: row.highestBidId,
            amount: row.highestBid.amount,
            bidder_no: row.highestBid.bidderNo,
            created_at: row.highestBid.createdAt.toISOString(),
          }
        : null;
    const publicHighest = row.type === 'open' ? openHighest : (highest ?? null);
    const resultHolder = leader?.leaderId ?? (row.type === 'open' ? row.leaderId : null);
    const resultAmount = leader?.highestAmount ?? row.highestAmount;
    const auction = presentPublicAuction({ ...row, status: next.value, updatedAt }, publicHighest);
    const result =
      resultHolder !== null &&
      resultAmount !== null &&
      (next.value === 'awarded' || next.value === 'reserved')
        ? {
            userId: resultHolder,
            event: next.value === 'awarded' ? EVENTS.auctionWon : EVENTS.awardPending,
            amount: resultAmount,
          }
        : null;
    // Written with the step, so a won or pending award is never lost (docs/notifications.md).
    const notices = [
      auctionNotices.sellerStage(row.sellerGroupId, {
        id: row.id,
        status: next.value,
        updatedAt,
      }),
    ];
    if (result)
      notices.push(
        auctionNotices.forUser(result.userId, result.event, {
          auction_id: row.id,
          amount: result.amount,
          updated_at: auction.updated_at,
        }),
      );
    return {
      auction,
      sellerGroupId: row.sellerGroupId,
      isNewlyVisible: status === 'scheduled',
      hasMaxBidsToSettle: next.value === 'active' && row.maxBidCount > 0,
      result,
      notices: await events.queue(tx, notices),
    };
  }

  /** Steps every due auction of one batch, each in its own order of changes; returns what moved. */
  async function runBatch(): Promise<{ changes: Change[]; due: number }> {
    const ids = await repo.findDueIds(db, new Date(clock.now()), BATCH);
    const stepped = await Promise.all(
      ids.map((id) =>
        deps.inOrder(id, async (tx, now) => {
          const row = await repo.lockIfDue(tx, id, new Date(now));
          return row ? step(tx, row, now) : null;
        }),
      ),
    );
    return { changes: stepped.filter((c): c is Change => c !== null), due: ids.length };
  }

  return {
    /**
     * Applies every timed step that is due now (snap-its first, then openings and closings, then
     * pending awards whose seller turn or offer ran out); returns how many auctions it moved.
     */
    async advance(): Promise<number> {
      for (const id of await repo.findSnapItsDue(db, new Date(clock.now()), BATCH))
        await deps.fireSnapIts(id);
      let total = 0;
      for (;;) {
        const { changes, due } = await runBatch();
        for (const change of changes) {
          void events.auctionUpdated(change.auction);
          events.relay(change.notices);
          if (change.isNewlyVisible) void events.auctionPublished(change.auction);
          if (change.hasMaxBidsToSettle) await deps.settleMaxBids(change.auction.id);
        }
        total += changes.length;
        // A full batch may leave more due; one where some were already stepped elsewhere does not
        // loop on them.
        if (due < BATCH || changes.length === 0) return total + (await deps.expireNegotiations());
      }
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
