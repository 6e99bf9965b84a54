import {
  lifecycleEventOf,
  runnerUpOf,
  startNegotiation,
  topBidOf,
  transition,
  transitionNegotiation,
  type AuctionStatus,
  type NegotiationContext,
  type NegotiationEvent,
  type NegotiationState,
  type OfferBid,
  type OfferRejection,
} from '@autobid/auction';
import {
  EVENTS,
  type DealerAuction,
  type DealerOffer,
  type NegotiationView,
  type OfferAnsweredEvent,
  type OfferReceivedEvent,
  type AuditAction,
} from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  auctionNotices,
  type AuctionEvents,
  type Notice,
  type QueuedNotice,
} from '../auctions/auction-events';
import { toPublicAuction } from '../auctions/auction-presenter';
import type { AuctionsService, Viewer } from '../auctions/auctions.service';
import type {
  AwardsRepository,
  BidType,
  LockedAward,
  OfferRow,
  StoredNegotiation,
} from './awards.repository';

const HOUR = 3_600_000;
const BATCH = 100;

/** A seller's move on a pending award; the bid it names, when it names one. */
type SellerMove =
  | { type: 'accept_bid' | 'reject_bid'; bidId: number }
  | { type: 'counter'; bidId: number; amount: unknown }
  | { type: 'offer_runner_up' }
  | { type: 'end' };

const AUDIT_ACTION: Record<NegotiationEvent['type'], AuditAction> = {
  accept_bid: 'award.accept',
  reject_bid: 'award.reject',
  end: 'award.end',
  counter: 'offer.counter',
  offer_runner_up: 'offer.runner_up',
  accept_offer: 'offer.accept',
  decline_offer: 'offer.decline',
  expire_offer: 'offer.expire',
  expire_turn: 'award.expire',
};

/** What one step changed, for the notices sent once it is committed. */
interface Outcome {
  auction: LockedAward;
  before: NegotiationState;
  after: NegotiationState;
  madeOffer: OfferRow | null;
  closedOffer: { row: OfferRow; outcome: 'accepted' | 'declined' | 'expired' } | null;
  updatedAt: Date;
  /** The step's private notices, written in its transaction (docs/notifications.md). */
  notices: QueuedNotice[];
}

function refusal(rejection: OfferRejection, status: string): AppError {
  switch (rejection.code) {
    case 'not_seller':
      return new AppError('forbidden', 'Only the seller of this auction can decide its award.');
    case 'not_offer_recipient':
      return new AppError('not_found', 'There is no such offer for you.');
    case 'invalid_phase':
      return new AppError(
        'invalid_transition',
        rejection.phase === 'offer_open'
          ? 'An offer is waiting for the dealer’s answer: wait for it or for its expiry.'
          : `This auction is ${status}: it is not waiting for your decision.`,
      );
    case 'decision_expired':
      return new AppError('invalid_transition', 'The time to decide on this award has run out.');
    case 'offer_expired':
      return new AppError('invalid_transition', 'This offer has expired.');
    case 'top_bid_declined':
      return new AppError(
        'invalid_transition',
        'The top bidder is out of this negotiation: offer the runner-up or end without a sale.',
      );
    case 'top_bid_pending':
      return new AppError(
        'invalid_transition',
        'The top bid still stands: accept, reject or counter it first.',
      );
    case 'offer_limit_reached':
      return new AppError(
        'validation_failed',
        `This auction has had the most offers allowed (${rejection.maximum}).`,
        { errors: { offer: [`at most ${rejection.maximum} offers`] } },
      );
    case 'invalid_amount':
      return new AppError(
        'invalid_amount',
        'The amount must be a whole number from 1 to 1,000,000,000,000.',
        {
          errors: { amount: ['must be a whole number from 1 to 1,000,000,000,000'] },
        },
      );
    case 'counter_not_above_bid':
      return new AppError(
        'validation_failed',
        `A counter-offer must be above the top bid: at least ${rejection.minimum}.`,
        { minimum: rejection.minimum, errors: { amount: [`at least ${rejection.minimum}`] } },
      );
    case 'counter_above_reserve':
      return new AppError(
        'validation_failed',
        `A counter-offer cannot be above the reserve of ${rejection.maximum}.`,
        { errors: { amount: [`at most ${rejection.maximum}`] } },
      );
    case 'offer_not_expired':
    case 'turn_not_expired':
      return new AppError('invalid_transition', 'Nothing is due on this award yet.');
  }
}

function toOfferBids(rows: Awaited<ReturnType<AwardsRepository['findOfferBids']>>): OfferBid[] {
  return rows.map((b) => ({
    id: b.id,
    dealerId: b.userId,
    groupId: b.groupId,
    amount: b.amount,
    committedAt: b.commitSeq,
  }));
}

/**
 * The seller's decision on a top bid that missed the reserve (LIFE-5) and the negotiation that may
 * follow (docs/seller-offers.md, rules OFR-1…OFR-10): accept, reject, counter-offer the top
 * bidder, offer the runner-up their own bid, or end without a sale; the dealer's answer to an
 * offer; and the clock running out a seller's turn or an offer. Each step runs under the
 * auction's row lock and is written with its audit entry in one transaction.
 */
export function createAwardsService(deps: {
  db: Database;
  repo: AwardsRepository;
  clock: Clock;
  events: AuctionEvents;
  auctions: AuctionsService;
}) {
  const { db, repo, clock, events } = deps;

  const storedOf = (auction: LockedAward): StoredNegotiation | null =>
    (auction.negotiation as StoredNegotiation | null) ?? null;

  function stateOf(auction: LockedAward): NegotiationState {
    const stored = storedOf(auction);
    if (stored) return stored.state;
    // The clock records the close; an award without that record closed when its window ended.
    return startNegotiation((auction.closedAt ?? auction.timeEnd).getTime());
  }

  async function contextOf(
    tx: Executor,
    auction: LockedAward,
    bidType: BidType | null,
  ): Promise<NegotiationContext> {
    const rows = await repo.findOfferBids(tx, auction, bidType);
    return {
      sellerGroupId: auction.sellerGroupId,
      reservePrice: auction.reservePrice,
      bids: toOfferBids(rows),
      settings: auction.settings,
    };
  }

  /** The bid type a step on `bid` works with: a sealed auction's negotiation keeps the first one chosen. */
  function bidTypeFor(
    auction: LockedAward,
    bid: { bidType: BidType | null } | null,
  ): BidType | null {
    if (auction.type === 'open') return null;
    const chosen = storedOf(auction)?.bid_type ?? null;
    if (!bid) return chosen;
    if (chosen && bid.bidType !== chosen)
      throw new AppError(
        'invalid_transition',
        `This award is being settled on the ${chosen === 'whole_car' ? 'whole-car' : 'body-only'} bids.`,
      );
    return bid.bidType;
  }

  /** Applies one event to a locked pending award and writes everything it changes. */
  async function apply(
    tx: Executor,
    auction: LockedAward,
    event: NegotiationEvent,
    input: { bidType: BidType | null; actor: AuditActor | null; now: number },
  ): Promise<Outcome> {
    const before = stateOf(auction);
    const ctx = await contextOf(tx, auction, input.bidType);
    const result = transitionNegotiation(before, event, ctx);
    if (!result.ok) throw refusal(result, auction.status);
    const after = result.value;
    const updatedAt = new Date(Math.max(input.now, auction.updatedAt.getTime() + 1));

    let closedOffer: Outcome['closedOffer'] = null;
    if (before.phase === 'offer_open' && after.phase !== 'offer_open') {
      const row = await repo.openOffer(tx, auction.id);
      if (!row) throw new Error(`auction ${auction.id} has an open offer with no row`);
      const outcome =
        event.type === 'accept_offer'
          ? 'accepted'
          : event.type === 'decline_offer'
            ? 'declined'
            : 'expired';
      await repo.closeOffer(tx, row.id, outcome, updatedAt);
      closedOffer = { row, outcome };
    }
    let madeOffer: OfferRow | null = null;
    if (after.phase === 'offer_open' && before.phase !== 'offer_open') {
      const bid = ctx.bids.find((b) => b.id === after.offer.bidId)!;
      madeOffer = await repo.insertOffer(tx, {
        auctionId: auction.id,
        kind: after.offer.kind,
        dealerId: after.offer.dealerId,
        groupId: bid.groupId,
        bidId: after.offer.bidId,
        amount: after.offer.amount,
        madeBy: input.actor?.id ?? 0,
        madeAt: new Date(after.offer.madeAt),
        expiresAt: new Date(after.offer.expiresAt),
      });
    }

    const decisionDueAt =
      after.phase === 'offer_open'
        ? new Date(after.offer.expiresAt)
        : after.phase === 'seller_turn'
          ? new Date(after.since + auction.settings.decisionHours * HOUR)
          : null;
    await repo.saveNegotiation(tx, auction.id, {
      negotiation: { state: after, bid_type: input.bidType },
      decisionDueAt,
      updatedAt,
    });
    const ending = lifecycleEventOf(after);
    let status = auction.status;
    if (ending) {
      const lifecycleEvent = event.type === 'expire_turn' ? { type: 'expire' as const } : ending;
      const next = transition(auction.status as AuctionStatus, lifecycleEvent);
      if (!next.ok) throw new Error(`auction ${auction.id} cannot ${lifecycleEvent.type}`);
      status = next.value;
      const award = after.phase === 'won' ? after.award : null;
      await repo.finish(
        tx,
        auction.id,
        {
          status,
          awardStatus: award ? 'won' : 'cancelled',
          updatedAt,
          ...(award
            ? {
                winner: {
                  bidId: award.bidId,
                  userId: award.dealerId,
                  bidAmount: ctx.bids.find((b) => b.id === award.bidId)!.amount,
                  amount: award.amount,
                },
              }
            : {}),
        },
        {
          event: lifecycleEvent.type,
          fromStatus: auction.status,
          actor: input.actor ? String(input.actor.id) : 'clock',
        },
      );
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: AUDIT_ACTION[event.type],
      entityType: 'auction',
      entityId: auction.id,
      before: { status: auction.status, phase: before.phase },
      after: {
        status,
        award_status:
          after.phase === 'won'
            ? 'won'
            : after.phase === 'rejected'
              ? 'cancelled'
              : 'pending_award',
        phase: after.phase,
        ...(after.phase === 'offer_open'
          ? { offer_kind: after.offer.kind, amount: after.offer.amount }
          : {}),
        ...(after.phase === 'won' ? { bid_id: after.award.bidId, amount: after.award.amount } : {}),
      },
      at: updatedAt,
    });
    const changed = { auction: { ...auction, status }, after, madeOffer, closedOffer, updatedAt };
    return { ...changed, before, notices: await events.queue(tx, noticesOf(changed)) };
  }

  /** Who is told of a step: the dealer offered a car, the seller answered, the winner, the seller's lists. */
  function noticesOf(
    step: Pick<Outcome, 'auction' | 'after' | 'madeOffer' | 'closedOffer' | 'updatedAt'>,
  ): Notice[] {
    const { auction, after, madeOffer, closedOffer, updatedAt } = step;
    const at = updatedAt.toISOString();
    const notices: Notice[] = [];
    if (madeOffer) {
      const notice: OfferReceivedEvent = {
        auction_id: auction.id,
        offer_id: madeOffer.id,
        kind: madeOffer.kind,
        amount: madeOffer.amount,
        expires_at: madeOffer.expiresAt.toISOString(),
        updated_at: at,
      };
      notices.push(auctionNotices.forUser(madeOffer.dealerId, EVENTS.offerReceived, notice));
    }
    if (closedOffer) {
      const notice: OfferAnsweredEvent = {
        auction_id: auction.id,
        offer_id: closedOffer.row.id,
        kind: closedOffer.row.kind,
        amount: closedOffer.row.amount,
        outcome: closedOffer.outcome,
        updated_at: at,
      };
      notices.push(auctionNotices.forGroup(auction.sellerGroupId, EVENTS.offerAnswered, notice));
    }
    if (after.phase === 'won')
      notices.push(
        auctionNotices.forUser(after.award.dealerId, EVENTS.auctionWon, {
          auction_id: auction.id,
          amount: after.award.amount,
          updated_at: at,
        }),
      );
    notices.push(
      auctionNotices.sellerStage(auction.sellerGroupId, {
        id: auction.id,
        status: auction.status,
        updatedAt,
      }),
    );
    return notices;
  }

  /** Tells everyone concerned once the step is committed; a failed notice never undoes it. */
  async function announce(outcome: Outcome, viewer: Viewer | null): Promise<void> {
    const { auction } = outcome;
    events.relay(outcome.notices);
    const view = await deps.auctions.getForDealer(viewer ?? { id: 0, groupId: null }, auction.id);
    void events.auctionUpdated(toPublicAuction(view));
  }

  /** Locks a pending award for its seller: another group's auction is `otherGroup` (403 or 404). */
  async function lockForSeller(
    tx: Executor,
    seller: Viewer,
    auctionId: number,
    otherGroup: 'forbidden' | 'not_found',
  ): Promise<LockedAward> {
    const auction = await repo.lockAuction(tx, auctionId);
    if (!auction || (otherGroup === 'not_found' && auction.sellerGroupId !== seller.groupId))
      throw new AppError('not_found', `Auction ${auctionId} does not exist.`);
    if (auction.sellerGroupId !== seller.groupId)
      throw new AppError('forbidden', 'Only the seller of this auction can decide its award.');
    return auction;
  }

  function requirePending(auction: LockedAward): void {
    if (auction.status !== 'reserved')
      throw new AppError(
        'invalid_transition',
        `This auction is ${auction.status}: it is not waiting for your decision.`,
      );
  }

  async function sellerMove(
    seller: Viewer,
    auctionId: number,
    move: SellerMove,
    otherGroup: 'forbidden' | 'not_found',
  ): Promise<Outcome> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const auction = await lockForSeller(tx, seller, auctionId, otherGroup);
      let bidType = bidTypeFor(auction, null);
      if ('bidId' in move) {
        const bid = await repo.findBid(tx, move.bidId);
        if (!bid || bid.auctionId !== auction.id)
          throw new AppError(
            'not_found',
            `Bid ${move.bidId} is not a bid on auction ${auction.id}.`,
          );
        requirePending(auction);
        bidType = bidTypeFor(auction, bid);
        const ctx = await contextOf(tx, auction, bidType);
        if (topBidOf(ctx.bids, auction.sellerGroupId)?.id !== bid.id)
          throw new AppError(
            'validation_failed',
            'Only the top bid can be accepted, rejected or countered.',
            { errors: { bid_id: ['is not the top bid'] } },
          );
      } else requirePending(auction);
      const actor = { groupId: seller.groupId ?? -1 };
      const event: NegotiationEvent =
        move.type === 'counter'
          ? { type: 'counter', amount: move.amount, actor, now }
          : { type: move.type, actor, now };
      return apply(tx, auction, event, {
        bidType,
        actor: { id: seller.id, role: 'seller' },
        now,
      });
    });
    await announce(outcome, seller);
    return outcome;
  }

  /** The seller's picture of a pending (or settled) award: who is in, what may be offered, every offer. */
  async function negotiationView(auctionId: number): Promise<NegotiationView | null> {
    const now = clock.now();
    {
      const tx = db;
      const auction = await repo.lockAuction(tx, auctionId, false);
      if (!auction) return null;
      const stored = storedOf(auction);
      if (!stored && auction.status !== 'reserved') return null;
      const state = stateOf(auction);
      const bidType = bidTypeFor(auction, null);
      const rows = await repo.findOfferBids(tx, auction, bidType ?? 'whole_car');
      const bids = toOfferBids(rows);
      const bidderNo = new Map(rows.map((r) => [r.id, r.bidderNo]));
      const excluded =
        state.phase === 'seller_turn' || state.phase === 'offer_open' ? state.excluded : [];
      const offersMade =
        state.phase === 'seller_turn' || state.phase === 'offer_open' ? state.offersMade : 0;
      const top = topBidOf(bids, auction.sellerGroupId);
      const isTopIn = top !== null && excluded.length === 0;
      const runnerUp =
        state.phase === 'seller_turn' && excluded.length > 0
          ? runnerUpOf(bids, excluded, auction.sellerGroupId)
          : null;
      const canOffer =
        state.phase === 'seller_turn' &&
        offersMade < auction.settings.maxOffers &&
        now < state.since + auction.settings.decisionHours * HOUR;
      const offers = await repo.listOffers(tx, auctionId, auction.timeStart);
      return {
        phase: state.phase,
        bid_type: bidType,
        turn_ends_at:
          state.phase === 'seller_turn'
            ? new Date(state.since + auction.settings.decisionHours * HOUR).toISOString()
            : null,
        top_bid_in: state.phase === 'seller_turn' && isTopIn,
        counter:
          canOffer && isTopIn && top && top.amount < auction.reservePrice
            ? { bid_id: top.id, minimum: top.amount + 1, maximum: auction.reservePrice }
            : null,
        runner_up:
          canOffer && runnerUp
            ? {
                bid_id: runnerUp.id,
                amount: runnerUp.amount,
                bidder_no: bidderNo.get(runnerUp.id) ?? 0,
              }
            : null,
        offers_made: offersMade || offers.length,
        max_offers: auction.settings.maxOffers,
        offer_hours: auction.settings.offerHours,
        offers: offers.map(({ offer, bidderNo: no }) => ({
          id: offer.id,
          kind: offer.kind,
          amount: offer.amount,
          bidder_no: no,
          made_at: offer.madeAt.toISOString(),
          expires_at: offer.expiresAt.toISOString(),
          outcome: offer.outcome,
          answered_at: offer.answeredAt?.toISOString() ?? null,
        })),
      };
    }
  }

  return {
    /** Spec §6 accept: the top bid wins (OFR-3). Returns the auction as the dealer lists show it. */
    async accept(seller: Viewer, bidId: number, auctionId: number): Promise<DealerAuction> {
      await sellerMove(seller, auctionId, { type: 'accept_bid', bidId }, 'forbidden');
      return deps.auctions.getForDealer(seller, auctionId);
    },
    /** Spec §6 reject: the top bidder is out; with a runner-up left the seller's turn goes on (OFR-7). */
    async reject(seller: Viewer, bidId: number, auctionId: number): Promise<DealerAuction> {
      await sellerMove(seller, auctionId, { type: 'reject_bid', bidId }, 'forbidden');
      return deps.auctions.getForDealer(seller, auctionId);
    },
    async counter(seller: Viewer, auctionId: number, input: { bidId: number; amount: unknown }) {
      await sellerMove(seller, auctionId, { type: 'counter', ...input }, 'not_found');
      return negotiationView(auctionId);
    },
    async offerRunnerUp(seller: Viewer, auctionId: number) {
      await sellerMove(seller, auctionId, { type: 'offer_runner_up' }, 'not_found');
      return negotiationView(auctionId);
    },
    async endWithoutSale(seller: Viewer, auctionId: number) {
      await sellerMove(seller, auctionId, { type: 'end' }, 'not_found');
      return negotiationView(auctionId);
    },

    negotiationView,

    /** The offers waiting for this dealer's answer, newest first. */
    async openOffers(dealer: Viewer): Promise<DealerOffer[]> {
      const rows = await repo.listOpenOffersFor(db, dealer.id);
      return rows.map((r) => ({
        id: r.offer.id,
        auction_id: r.offer.auctionId,
        kind: r.offer.kind,
        amount: r.offer.amount,
        your_bid: r.bidAmount,
        currency: r.currency,
        made_at: r.offer.madeAt.toISOString(),
        expires_at: r.offer.expiresAt.toISOString(),
        car: { year: r.year, make: r.make, model: r.model, variant: r.variant },
        seller_group: r.sellerGroup,
      }));
    },

    /** The dealer accepts (wins at the offer's amount) or declines an offer made to them (OFR-5). */
    async respond(dealer: Viewer, offerId: number, answer: 'accept' | 'decline') {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const offer = await repo.findOffer(tx, offerId);
        if (!offer || offer.dealerId !== dealer.id)
          throw new AppError('not_found', `Offer ${offerId} does not exist.`);
        const auction = await repo.lockAuction(tx, offer.auctionId);
        if (!auction) throw new AppError('not_found', `Offer ${offerId} does not exist.`);
        if (offer.outcome !== 'open')
          throw new AppError('invalid_transition', `This offer was already ${offer.outcome}.`);
        return apply(
          tx,
          auction,
          {
            type: answer === 'accept' ? 'accept_offer' : 'decline_offer',
            dealerId: dealer.id,
            now,
          },
          { bidType: bidTypeFor(auction, null), actor: { id: dealer.id, role: 'dealer' }, now },
        );
      });
      await announce(outcome, dealer);
      return deps.auctions.getForDealer(dealer, outcome.auction.id);
    },

    /** The clock: runs out every seller turn and offer that is due; returns how many it moved. */
    async expireDue(): Promise<number> {
      let moved = 0;
      for (;;) {
        const now = clock.now();
        const due = await repo.findDue(db, new Date(now), BATCH);
        let batchMoved = 0;
        for (const id of due) {
          const outcome = await db.transaction(async (tx) => {
            const auction = await repo.lockAuction(tx, id);
            if (!auction || auction.status !== 'reserved') return null;
            const state = stateOf(auction);
            const type =
              state.phase === 'offer_open'
                ? 'expire_offer'
                : state.phase === 'seller_turn'
                  ? 'expire_turn'
                  : null;
            if (!type) return null;
            const ctx = await contextOf(tx, auction, bidTypeFor(auction, null));
            if (!transitionNegotiation(state, { type, now }, ctx).ok) return null;
            return apply(
              tx,
              auction,
              { type, now },
              { bidType: bidTypeFor(auction, null), actor: null, now },
            );
          });
          if (outcome) {
            batchMoved += 1;
            await announce(outcome, null);
          }
        }
        moved += batchMoved;
        if (due.length < BATCH || batchMoved === 0) return moved;
      }
    },
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
