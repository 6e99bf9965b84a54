import { transition, type AuctionStatus } from '@autobid/auction';
import { EVENTS } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { auctionNotices, type AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import { scheduledValues } from './scheduled-values';
import type { StaffRepository } from './staff.repository';
import type {
  CancelAuctionRequest,
  CreateAuctionRequest,
  RestartAuctionRequest,
} from './staff.schemas';

/** A staff user acting, for the audit log: roles joined with `+`. */
export interface StaffActor {
  id: number;
  role: string;
}

const DEFAULT_LOCATION = 'Shah Alam, Selangor';

/**
 * Back office: staff schedule auctions and restart rejected or unsold ones. An auction that starts
 * later is visible in preview at once; one that starts now is active at once. Each action is in
 * the audit log, written with it.
 */
export function createStaffService(deps: {
  db: Database;
  repo: StaffRepository;
  clock: Clock;
  events: AuctionEvents;
}) {
  const { db, repo, clock, events } = deps;

  async function schedule(actor: StaffActor, input: CreateAuctionRequest) {
    const now = clock.now();
    const auction = await db.transaction(async (tx) => {
      const { inventory_id: inventoryId, seller_group_id: sellerGroupId } = input;
      if (sellerGroupId !== undefined && !(await repo.isSellerGroup(tx, sellerGroupId)))
        throw new AppError('not_found', `Seller group ${sellerGroupId} does not exist.`);
      const car = await repo.findCar(tx, { inventoryId, sellerGroupId });
      if (!car)
        throw new AppError(
          'not_found',
          inventoryId
            ? `Car ${inventoryId} does not exist.`
            : `Every car${sellerGroupId === undefined ? '' : ` of seller group ${sellerGroupId}`} is on sale, sold, awaiting a decision or a seller’s listing.`,
        );
      if (sellerGroupId !== undefined && car.sellerGroupId !== sellerGroupId) {
        const problem = `seller_group_id must be the group of car ${car.id} (${car.sellerGroupId})`;
        throw new AppError('validation_failed', problem, {
          errors: { seller_group_id: [problem] },
        });
      }
      if (car.isOnSale)
        throw new AppError('invalid_transition', `Car ${car.id} is already on sale.`);
      if (car.isTaken)
        throw new AppError(
          'invalid_transition',
          `Car ${car.id} is sold, or its sale awaits the seller's decision or the buyer's payment.`,
        );
      if (car.isListed)
        throw new AppError(
          'invalid_transition',
          `Car ${car.id} is a seller's listing: schedule it into a sale session instead.`,
        );
      const timeStart = new Date(now + input.starts_in_seconds * 1000);
      const inserted = await repo.insertAuction(tx, {
        inventoryId: car.id,
        sellerGroupId: car.sellerGroupId,
        market: car.market,
        type: input.type,
        status: input.starts_in_seconds > 0 ? 'preview' : 'active',
        location: input.location ?? DEFAULT_LOCATION,
        timePreview: new Date(now),
        timeStart,
        timeEnd: new Date(timeStart.getTime() + input.duration_seconds * 1000),
        startPrice: input.start_price,
        reservePrice: input.reserve_price,
        updatedAt: new Date(now),
      });
      await recordAudit(tx, {
        actor,
        action: 'auction.schedule',
        entityType: 'auction',
        entityId: inserted.id,
        after: scheduledValues(inserted),
        at: new Date(now),
      });
      const notices = await events.queue(tx, [
        auctionNotices.sellerStage(inserted.sellerGroupId, inserted),
      ]);
      return { ...inserted, notices };
    });
    events.relay(auction.notices);
    void events.auctionPublished(presentPublicAuction(auction, null));
    const { id, type, status, timeStart, timeEnd, inventoryId } = auction;
    return {
      id,
      type,
      status,
      time_start: timeStart.toISOString(),
      time_end: timeEnd.toISOString(),
      inventory_id: inventoryId,
    };
  }

  /** LIFE-5: only a rejected or unsold auction restarts, with a new window and one more restart counted. */
  async function restart(actor: StaffActor, auctionId: number, input: RestartAuctionRequest) {
    const now = clock.now();
    const auction = await db.transaction(async (tx) => {
      const current = await repo.lockAuction(tx, auctionId);
      if (!current) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const next = transition(current.status as AuctionStatus, { type: 'restart' });
      if (!next.ok)
        throw new AppError(
          'invalid_transition',
          `An auction that is ${current.status} cannot be restarted: only rejected or unsold ones can.`,
        );
      const timeStart = new Date(now + input.starts_in_seconds * 1000);
      const at = new Date(Math.max(now, current.updatedAt.getTime() + 1));
      const restarted = await repo.restart(tx, {
        id: auctionId,
        fromStatus: current.status,
        restartCount: current.restartCount + 1,
        timeStart,
        timeEnd: new Date(timeStart.getTime() + input.duration_seconds * 1000),
        at,
        actor: String(actor.id),
      });
      await recordAudit(tx, {
        actor,
        action: 'auction.restart',
        entityType: 'auction',
        entityId: auctionId,
        before: {
          status: current.status,
          restart_count: current.restartCount,
          time_start: current.timeStart.toISOString(),
          time_end: current.timeEnd.toISOString(),
        },
        after: {
          status: restarted.status,
          restart_count: restarted.restartCount,
          time_start: restarted.timeStart.toISOString(),
          time_end: restarted.timeEnd.toISOString(),
        },
        at,
      });
      const notices = await events.queue(tx, [
        auctionNotices.sellerStage(restarted.sellerGroupId, restarted),
      ]);
      return { ...restarted, notices };
    });
    void events.auctionUpdated(presentPublicAuction(auction, null));
    events.relay(auction.notices);
    const { id, status, restartCount, timeStart, timeEnd } = auction;
    return {
      id,
      status,
      restart_count: restartCount,
      time_start: timeStart.toISOString(),
      time_end: timeEnd.toISOString(),
    };
  }

  /**
   * Calls an auction off with a reason (LIFE-1: before the sale is final: scheduled, in preview,
   * live, ended, awaiting the seller or restarting). Every dealer who bid is told, with the reason;
   * open pages see the auction cancelled at once.
   */
  async function cancel(actor: StaffActor, auctionId: number, input: CancelAuctionRequest) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const current = await repo.lockAuction(tx, auctionId);
      if (!current) throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
      const next = transition(current.status as AuctionStatus, { type: 'cancel' });
      if (!next.ok)
        throw new AppError(
          'invalid_transition',
          `An auction that is ${current.status} cannot be cancelled: its sale is final or it is already over.`,
        );
      const at = new Date(Math.max(now, current.updatedAt.getTime() + 1));
      const auction = await repo.cancel(tx, {
        id: auctionId,
        fromStatus: current.status,
        reason: input.reason,
        by: actor.id,
        at,
      });
      await recordAudit(tx, {
        actor,
        action: 'auction.cancel',
        entityType: 'auction',
        entityId: auctionId,
        before: { status: current.status },
        after: { status: 'cancelled' },
        reason: input.reason,
        at,
      });
      const { bidderIds, top } = await repo.findBiddersAndTop(tx, auction);
      // Written with the cancellation: every bidder learns of it (docs/notifications.md).
      const notices = await events.queue(tx, [
        auctionNotices.sellerStage(auction.sellerGroupId, auction),
        ...bidderIds.map((userId) =>
          auctionNotices.forUser(userId, EVENTS.auctionCancelled, {
            auction_id: auction.id,
            reason: input.reason,
            updated_at: auction.updatedAt.toISOString(),
          }),
        ),
      ]);
      return { auction, top, notices };
    });
    const { auction, top, notices } = result;
    const highest =
      auction.type === 'open' && top
        ? {
            id: top.id,
            amount: top.amount,
            bidder_no: top.bidderNo,
            created_at: top.createdAt.toISOString(),
          }
        : null;
    const updatedAt = auction.updatedAt.toISOString();
    void events.auctionUpdated(presentPublicAuction(auction, highest));
    events.relay(notices);
    return {
      id: auction.id,
      status: auction.status,
      cancel_reason: auction.cancelReason,
      cancelled_at: auction.cancelledAt?.toISOString() ?? updatedAt,
    };
  }

  return { schedule, restart, cancel };
}

export type StaffService = ReturnType<typeof createStaffService>;
