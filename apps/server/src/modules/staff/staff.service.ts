import { transition, type AuctionStatus } from '@autobid/auction';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { presentPublicAuction } from '../auctions/auction-presenter';
import type { StaffRepository } from './staff.repository';
import type { CreateAuctionRequest, RestartAuctionRequest } from './staff.schemas';

const DEFAULT_LOCATION = 'Shah Alam, Selangor';

/**
 * Back office: staff schedule auctions and restart rejected or unsold ones. An auction that starts
 * later is visible in preview at once; one that starts now is active at once.
 */
export function createStaffService(deps: {
  db: Database;
  repo: StaffRepository;
  clock: Clock;
  events: AuctionEvents;
}) {
  const { db, repo, clock, events } = deps;

  async function schedule(input: CreateAuctionRequest) {
    const now = clock.now();
    const auction = await db.transaction(async (tx) => {
      const car = await repo.findCar(tx, input.inventory_id);
      if (!car)
        throw new AppError(
          'not_found',
          input.inventory_id
            ? `Car ${input.inventory_id} does not exist.`
            : 'Every car is already on sale.',
        );
      if (car.isOnSale)
        throw new AppError('invalid_transition', `Car ${car.id} is already on sale.`);
      const timeStart = new Date(now + input.starts_in_seconds * 1000);
      return repo.insertAuction(tx, {
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
    });
    void events.sellerAuctionChanged(auction.sellerGroupId, auction);
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
  async function restart(actorId: number, auctionId: number, input: RestartAuctionRequest) {
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
      return repo.restart(tx, {
        id: auctionId,
        fromStatus: current.status,
        restartCount: current.restartCount + 1,
        timeStart,
        timeEnd: new Date(timeStart.getTime() + input.duration_seconds * 1000),
        at: new Date(Math.max(now, current.updatedAt.getTime() + 1)),
        actor: String(actorId),
      });
    });
    void events.auctionUpdated(presentPublicAuction(auction, null));
    void events.sellerAuctionChanged(auction.sellerGroupId, auction);
    const { id, status, restartCount, timeStart, timeEnd } = auction;
    return {
      id,
      status,
      restart_count: restartCount,
      time_start: timeStart.toISOString(),
      time_end: timeEnd.toISOString(),
    };
  }

  return { schedule, restart };
}

export type StaffService = ReturnType<typeof createStaffService>;
