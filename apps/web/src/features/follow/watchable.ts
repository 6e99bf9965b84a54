import type { AuctionStatusName } from '@autobid/contract';

/**
 * Only auctions in preview or live can be followed or pinned (the server answers
 * `auction_ended` otherwise), and a live one only until its end, even before the close is in.
 * An ended auction also drops out of the followed and pinned ids, so there is nothing to undo.
 */
export function isWatchable(status: AuctionStatusName, hasEndTimePassed: boolean): boolean {
  if (status === 'preview') return true;
  return status === 'active' && !hasEndTimePassed;
}
