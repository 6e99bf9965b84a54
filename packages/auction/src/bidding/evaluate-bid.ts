import { isAmount } from '../core/money';
import { fail, ok, type Result } from '../core/result';
import type { IncrementTable } from '../increments/increment-table';
import type { AuctionStatus, AuctionType } from '../lifecycle/auction-status';
import { minimumNextBid } from './minimum-next-bid';
import { extendedTimeEnd } from './soft-close';

/** The part of an auction a manual bid is judged against. Times are epoch milliseconds. */
export interface BiddableAuction {
  type: AuctionType;
  status: AuctionStatus;
  timeEnd: number;
  sellerGroupId: number;
  startPrice: number;
  highestAmount: number | null;
  leaderId: number | null;
}

/** The market settings a bid is judged by. */
export interface BiddingRules {
  increments: IncrementTable;
  extendWindowSeconds: number;
}

export interface BidInput {
  auction: BiddableAuction;
  bidder: { id: number; groupId: number };
  amount: unknown;
  now: number;
  rules: BiddingRules;
}

/** An accepted bid: its amount and the auction's end after soft close. */
export interface AcceptedBid {
  amount: number;
  timeEnd: number;
  isExtended: boolean;
}

/** Every reason a manual bid can be turned down, each with a stable code. */
export type BidRejection =
  | { code: 'invalid_amount' }
  | { code: 'auction_not_open_type' }
  | { code: 'own_auction' }
  | { code: 'auction_not_started' }
  | { code: 'auction_not_active'; status: AuctionStatus }
  | { code: 'auction_ended' }
  | { code: 'already_winning' }
  | { code: 'bid_below_minimum'; minimum: number };

/**
 * Judges one manual bid on an open auction (BID-1 … BID-6). Pure: the caller supplies the
 * server clock as `now` and applies the result inside the auction's row lock.
 */
export function evaluateBid({
  auction,
  bidder,
  amount,
  now,
  rules,
}: BidInput): Result<AcceptedBid, BidRejection> {
  if (!isAmount(amount) || amount === 0) return fail({ code: 'invalid_amount' });
  if (auction.type !== 'open') return fail({ code: 'auction_not_open_type' });
  if (auction.sellerGroupId === bidder.groupId) return fail({ code: 'own_auction' });
  if (auction.status === 'scheduled' || auction.status === 'preview') {
    return fail({ code: 'auction_not_started' });
  }
  if (auction.status !== 'active')
    return fail({ code: 'auction_not_active', status: auction.status });
  if (now >= auction.timeEnd) return fail({ code: 'auction_ended' });
  if (auction.leaderId === bidder.id) return fail({ code: 'already_winning' });
  const minimum = minimumNextBid({
    startPrice: auction.startPrice,
    highestAmount: auction.highestAmount,
    increments: rules.increments,
  });
  if (amount < minimum) return fail({ code: 'bid_below_minimum', minimum });
  const timeEnd = extendedTimeEnd(auction.timeEnd, now, rules.extendWindowSeconds * 1000);
  return ok({ amount, timeEnd, isExtended: timeEnd !== auction.timeEnd });
}
