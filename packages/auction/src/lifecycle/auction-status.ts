/** Every status an auction can be in (spec §3 list groups, DESIGN §5 lifecycle). */
export const AUCTION_STATUSES = [
  'scheduled',
  'preview',
  'active',
  'ended',
  'awarded',
  'reserved',
  'confirmed',
  'rejected',
  'restarting',
  'restarted',
  'cancelled',
  'sold',
] as const;

export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** Award statuses of a closed auction (spec §4). */
export const AWARD_STATUSES = ['pending_award', 'won', 'cancelled'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/** Auction types (spec §1). */
export const AUCTION_TYPES = ['open', 'closed'] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];

/** Statuses in which dealers can see an auction in the live or preview lists. */
export function isListedStatus(status: AuctionStatus): boolean {
  return status === 'preview' || status === 'active';
}
