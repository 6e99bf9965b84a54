import { fail, ok, type Result } from '../core/result';
import type { AuctionStatus } from './auction-status';

/** Things that move an auction from one status to another. */
export type LifecycleEvent =
  | { type: 'publish' }
  | { type: 'start' }
  | { type: 'close'; outcome: CloseOutcome }
  | { type: 'cancel' };

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
      return from === 'scheduled' || from === 'preview' || from === 'restarting' ? ok('active') : reject;
    case 'close':
      return from === 'active' ? ok(event.outcome) : reject;
    case 'cancel':
      return isCancellable(from) ? ok('cancelled') : reject;
  }
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
  auction: { status: AuctionStatus; timePreview: number | null; timeStart: number; timeEnd: number },
  now: number,
): 'publish' | 'start' | 'close' | null {
  switch (auction.status) {
    case 'scheduled':
      if (now >= auction.timeStart) return 'start';
      if (auction.timePreview !== null && now >= auction.timePreview) return 'publish';
      return null;
    case 'preview':
      return now >= auction.timeStart ? 'start' : null;
    case 'active':
      return now >= auction.timeEnd ? 'close' : null;
    default:
      return null;
  }
}
