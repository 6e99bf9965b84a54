import { closeOutcome, dueTimedEvent, transition, type AuctionStatus, type LifecycleEvent } from '@autobid/auction';
import type { PublicAuction } from '@autobid/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { DueAuction, LifecycleRepository } from './lifecycle.repository';

const BATCH = 200;

interface Change {
  auction: PublicAuction;
  isNewlyVisible: boolean;
  hasMaxBidsToSettle: boolean;
}

export interface LifecycleDeps {
  db: Database;
  repo: LifecycleRepository;
  clock: Clock;
  events: AuctionEvents;
  /** Lets max bids placed in preview bid once their auction has started. */
  settleMaxBids: (auctionId: number) => Promise<void>;
}

export function createLifecycleService(deps: LifecycleDeps) {
  const { db, repo, clock, events } = deps;

  function nextStep(row: DueAuction, now: number): { event: LifecycleEvent; status: AuctionStatus } | null {
    const due = dueTimedEvent(
      {
        status: row.status as AuctionStatus,
        timePreview: row.timePreview?.getTime() ?? null,
        timeStart: row.timeStart.getTime(),
        timeEnd: row.timeEnd.getTime(),
      },
      now,
    );
    if (!due) return null;
    const event: LifecycleEvent = due === 'close' ? { type: 'close', outcome: closeOutcome(row.highestAmount, row.reservePrice) } : { type: due };
    const result = transition(row.status as AuctionStatus, event);
    return result.ok ? { event, status: result.value } : null;
  }

  async function runBatch(): Promise<Change[]> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await repo.lockDue(tx, new Date(now), BATCH);
      const changes: Change[] = [];
      for (const row of due) {
        const step = nextStep(row, now);
        if (!step) continue;
        const updatedAt = new Date(Math.max(now, row.updatedAt.getTime() + 1));
        const awardStatus = step.status === 'awarded' ? 'won' : step.status === 'reserved' ? 'pending_award' : null;
        await repo.applyStatus(tx, row.id, {
          status: step.status,
          awardStatus,
          awardedBidId: step.status === 'awarded' ? row.highestBidId : null,
          updatedAt,
        });
        const highest =
          row.highestBidId !== null && row.highestBid
            ? { id: row.highestBidId, amount: row.highestBid.amount, bidder_no: row.highestBid.bidderNo, created_at: row.highestBid.createdAt.toISOString() }
            : null;
        changes.push({
          auction: presentPublicAuction({ ...row, status: step.status, updatedAt }, highest),
          isNewlyVisible: row.status === 'scheduled',
          hasMaxBidsToSettle: step.status === 'active' && row.maxBidCount > 0,
        });
      }
      return changes;
    });
  }

  return {
    /** Applies every timed step that is due now; returns how many auctions changed. */
    async advance(): Promise<number> {
      let total = 0;
      for (;;) {
        const changes = await runBatch();
        for (const change of changes) {
          void events.auctionUpdated(change.auction);
          if (change.isNewlyVisible) void events.auctionPublished(change.auction);
          if (change.hasMaxBidsToSettle) await deps.settleMaxBids(change.auction.id);
        }
        total += changes.length;
        if (changes.length < BATCH) return total;
      }
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
