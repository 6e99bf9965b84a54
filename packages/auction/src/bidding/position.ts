/** A dealer's standing in an auction (spec §3). */
export type BidPosition = 'winning' | 'outbid' | 'nobid';

/**
 * The position of one dealer (BID-7): `winning` when they hold the highest bid, `outbid` when
 * they have bid but someone else leads, `nobid` when they have not bid.
 */
export function bidPosition(input: {
  leaderId: number | null;
  dealerId: number;
  hasBid: boolean;
}): BidPosition {
  if (input.leaderId !== null && input.leaderId === input.dealerId) return 'winning';
  return input.hasBid ? 'outbid' : 'nobid';
}
