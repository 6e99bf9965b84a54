import { fail, ok, type Result } from '../core/result';
import type { AuctionStatus, AwardStatus } from './auction-status';

/** Things that move an auction from one status to another. */
export type LifecycleEvent =
  | { type: 'publish' }
  | { type: 'start' }
  | { type: 'close'; outcome: CloseOutcome }
  | { type: 'cancel' }
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'expire' }
  | { type: 'restart' }
  | { type: 'complete_sale' };

/** How the bidding ended (LIFE-4). */
export type CloseOutcome = 'awarded' | 'reserved' | 'ended';

export interface InvalidTransition {
  code: 'invalid_transition';
  from: AuctionStatus;
  event: LifecycleEvent['type'];
}

/**
 * The one transition function of the auction lifecycle (LIFE-1). Returns the next status, or
 * `invalid_transition` when the event does not apply in the current status.
 */
export function transition(
  from: AuctionStatus,
  event: LifecycleEvent,
): Result<AuctionStatus, InvalidTransition> {
  const reject = fail<InvalidTransition>({ code: 'invalid_transition', from, event: event.type });
  switch (event.type) {
    case 'publish':
      return from === 'scheduled' ? ok('preview') : reject;
    case 'start':
      return from === 'scheduled' || from === 'preview' || from === 'restarting'
        ? ok('active')
        : reject;
    case 'close':
      return from === 'active' ? ok(event.outcome) : reject;
    case 'cancel':
      return isCancellable(from) ? ok('cancelled') : reject;
    case 'accept':
      return from === 'reserved' ? ok('confirmed') : reject;
    case 'reject':
    case 'expire':
      return from === 'reserved' ? ok('rejected') : reject;
    case 'restart':
      return from === 'rejected' || from === 'ended' ? ok('restarting') : reject;
    case 'complete_sale':
      return from === 'awarded' || from === 'confirmed' ? ok('sold') : reject;
  }
}

/** The award status that goes with a status (LIFE-5), or null where nothing is awarded. */
export function awardStatusOf(status: AuctionStatus): AwardStatus | null {
  switch (status) {
    case 'awarded':
    case 'confirmed':
    case 'sold':
      return 'won';
    case 'reserved':
      return 'pending_award';
    case 'rejected':
    case 'cancelled':
      return 'cancelled';
    case 'scheduled':
    case 'preview':
    case 'active':
    case 'ended':
    case 'restarting':
    case 'restarted':
      return null;
  }
}

/** Default time a seller has to accept or reject a top bid below the reserve (LIFE-6). */
export const DEFAULT_DECISION_HOURS = 48;

/** True when a pending award has waited past its deadline and expires as rejected (LIFE-6). */
export function isDecisionExpired(
  endedAt: number,
  now: number,
  decisionHours = DEFAULT_DECISION_HOURS,
): boolean {
  return now >= endedAt + decisionHours * 3_600_000;
}

function isCancellable(status: AuctionStatus): boolean {
  switch (status) {
    case 'scheduled':
    case 'preview':
    case 'active':
    case 'ended':
    case 'reserved':
    case 'restarting':
      return true;
    case 'awarded':
    case 'confirmed':
    case 'rejected':
    case 'restarted':
    case 'cancelled':
    case 'sold':
      return false;
  }
}

/**
 * The outcome of closing an auction (LIFE-4): `awarded` when the highest amount meets the reserve,
 * `reserved` when there are bids below it (the seller decides), `ended` when nobody bid.
 */
export function closeOutcome(highestAmount: number | null, reservePrice: number): CloseOutcome {
  if (highestAmount === null) return 'ended';
  return highestAmount >= reservePrice ? 'awarded' : 'reserved';
}

/** The timed lifecycle event that is due at `now`, if any (LIFE-2, LIFE-3). */
export function dueTimedEvent(
  auction: {
    status: AuctionStatus;
    timePreview: number | null;
    timeStart: number;
    timeEnd: number;
  },
  now: number,
): 'publish' | 'start' | 'close' | null {
  switch (auction.status) {
    case 'scheduled':
      if (now >= auction.timeStart) return 'start';
      if (auction.timePreview !== null && now >= auction.timePreview) return 'publish';
      return null;
    case 'preview':
    case 'restarting':
      return now >= auction.timeStart ? 'start' : null;
    case 'active':
      return now >= auction.timeEnd ? 'close' : null;
    default:
      return null;
  }
}
