import {
  SESSION_LIMITS,
  type LotPrices,
  type ScheduleLot,
  type SessionDetail,
} from '@autobid/contract';
import { cancelAuction } from '../../db/auction-cancel';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { hasPublishedInspection } from '../inspections/inspection-gate';
import { attachListingFilesToAuction } from '../listings/listing-files.service';
import {
  nextUpdatedAt,
  noChanges,
  publishLotChanges,
  queueLotNotices,
  retimeLots,
  type LotChanges,
} from './lot-events';
import type { SaleSessionsRepository } from './sale-sessions.repository';
import type { SaleSessionsService } from './sale-sessions.service';
import { invalid, lockChangeable } from './sale-sessions.service';
import { closeTimeOf } from './session-times';

/**
 * The lots of a sale session (docs/sessions.md): operations schedule approved listings into it as
 * auctions of its type, adjust their prices, reorder and remove them until it starts. The listing
 * is scheduled, or approved again, in the same transaction as its auction.
 */
export function createSessionLotsService(deps: {
  db: Database;
  repo: SaleSessionsRepository;
  clock: Clock;
  events: AuctionEvents;
  sessions: SaleSessionsService;
}) {
  const { db, repo, clock, events, sessions } = deps;

  /** Runs a change to a session's lots, then publishes what changed and answers the session. */
  async function change(
    sessionId: number,
    work: (tx: Executor, now: number, changes: LotChanges) => Promise<void>,
  ): Promise<SessionDetail> {
    const now = clock.now();
    const changes = noChanges();
    const notices = await db.transaction(async (tx) => {
      await work(tx, now, changes);
      return queueLotNotices(tx, events, changes);
    });
    publishLotChanges(events, changes, notices);
    return sessions.get(sessionId);
  }

  async function lockLot(tx: Executor, sessionId: number, auctionId: number) {
    const lot = await repo.lockLotOfSession(tx, sessionId, auctionId);
    if (!lot)
      throw new AppError('not_found', `Auction ${auctionId} is not a lot of session ${sessionId}.`);
    return lot;
  }

  const lotsOf = async (tx: Executor, sessionId: number) =>
    (await repo.findLots(tx, sessionId, true)).map((row) => row.auction);

  return {
    /** An approved listing of the session's market becomes its last lot, in preview at once. */
    schedule: (actor: AuditActor, sessionId: number, input: ScheduleLot) =>
      change(sessionId, async (tx, now, changes) => {
        const session = await lockChangeable(tx, repo, sessionId, now);
        const listing = await repo.lockListing(tx, input.listing_id);
        if (!listing)
          throw new AppError('not_found', `Listing ${input.listing_id} does not exist.`);
        if (listing.market !== session.market)
          throw invalid('listing_id', `is a listing of ${listing.market}, not ${session.market}`);
        if (listing.status !== 'approved')
          throw new AppError(
            'invalid_transition',
            `Listing ${listing.id} is ${listing.status}: only an approved listing can be scheduled.`,
          );
        if (!(await hasPublishedInspection(tx, listing.inventoryId)))
          throw new AppError(
            'invalid_transition',
            `Listing ${listing.id} cannot be scheduled yet: its car has no published inspection.`,
          );
        if (await repo.hasOpenAuction(tx, listing.inventoryId))
          throw new AppError('invalid_transition', `Listing ${listing.id} already has an auction.`);
        const startPrice = input.start_price ?? listing.startPrice;
        const reservePrice = input.reserve_price ?? listing.reservePrice;
        if (reservePrice < startPrice)
          throw invalid('reserve_price', 'must be at least the start price');
        const lots = await lotsOf(tx, sessionId);
        if (lots.length >= SESSION_LIMITS.maxLots)
          throw new AppError(
            'invalid_transition',
            `Session ${sessionId} is full: it holds at most ${SESSION_LIMITS.maxLots} lots.`,
          );
        const at = new Date(now);
        const auction = await repo.insertAuction(tx, {
          inventoryId: listing.inventoryId,
          sellerGroupId: listing.sellerGroupId,
          market: session.market,
          type: session.type,
          status: 'preview',
          location: listing.location,
          timePreview: at,
          timeStart: session.startsAt,
          timeEnd: closeTimeOf(session, lots.length),
          startPrice,
          reservePrice,
          sessionId,
          createdAt: at,
          updatedAt: at,
        });
        await repo.setListingStatus(tx, listing, 'scheduled', at);
        await attachListingFilesToAuction(tx, { listingId: listing.id, auctionId: auction.id });
        await recordAudit(tx, {
          actor,
          action: 'listing.schedule',
          entityType: 'listing',
          entityId: listing.id,
          before: { status: listing.status },
          after: {
            status: 'scheduled',
            session_id: sessionId,
            auction_id: auction.id,
            start_price: startPrice,
            reserve_price: reservePrice,
          },
          at,
        });
        changes.published.push(auction);
      }),

    /** New start price and reserve for a lot before the session starts. */
    reprice: (actor: AuditActor, sessionId: number, auctionId: number, prices: LotPrices) =>
      change(sessionId, async (tx, now, changes) => {
        await lockChangeable(tx, repo, sessionId, now);
        const lot = await lockLot(tx, sessionId, auctionId);
        const at = nextUpdatedAt(lot, now);
        changes.updated.push(
          await repo.updateAuction(tx, auctionId, {
            startPrice: prices.start_price,
            reservePrice: prices.reserve_price,
            updatedAt: at,
          }),
        );
        await recordAudit(tx, {
          actor,
          action: 'auction.reprice',
          entityType: 'auction',
          entityId: auctionId,
          before: { start_price: lot.startPrice, reserve_price: lot.reservePrice },
          after: prices,
          at,
        });
      }),

    /** Takes a lot out before the session starts: its auction is cancelled, its listing approved again. */
    remove: (actor: AuditActor, sessionId: number, auctionId: number, reason: string) =>
      change(sessionId, async (tx, now, changes) => {
        const session = await lockChangeable(tx, repo, sessionId, now);
        const lots = await lotsOf(tx, sessionId);
        const lot = await lockLot(tx, sessionId, auctionId);
        const at = nextUpdatedAt(lot, now);
        changes.updated.push(
          await cancelAuction(tx, { id: lot.id, fromStatus: lot.status, reason, by: actor.id, at }),
        );
        await recordAudit(tx, {
          actor,
          action: 'auction.unschedule',
          entityType: 'auction',
          entityId: auctionId,
          before: { status: lot.status, session_id: sessionId },
          after: { status: 'cancelled' },
          reason,
          at,
        });
        const rest = lots.filter((l) => l.id !== auctionId);
        await retimeLots(tx, repo, session, rest, now, changes);
      }),

    /** A new closing order: every lot's auction id once, the first to close first. */
    reorder: (actor: AuditActor, sessionId: number, auctionIds: number[]) =>
      change(sessionId, async (tx, now, changes) => {
        const session = await lockChangeable(tx, repo, sessionId, now);
        const lots = await lotsOf(tx, sessionId);
        const byId = new Map(lots.map((lot) => [lot.id, lot]));
        const ordered = auctionIds.flatMap((id) => byId.get(id) ?? []);
        if (
          new Set(auctionIds).size !== auctionIds.length ||
          ordered.length !== lots.length ||
          auctionIds.length !== lots.length
        )
          throw invalid('auction_ids', "must list each of the session's lots exactly once");
        await retimeLots(tx, repo, session, ordered, now, changes);
        await recordAudit(tx, {
          actor,
          action: 'session.reorder',
          entityType: 'auction_session',
          entityId: sessionId,
          before: { auction_ids: lots.map((l) => l.id) },
          after: { auction_ids: auctionIds },
          at: new Date(now),
        });
      }),
  };
}

export type SessionLotsService = ReturnType<typeof createSessionLotsService>;
