import { createAction } from '@reduxjs/toolkit';
import type { AuctionStatusName, DealerAuction, PublicAuction } from '@autobid/contract';
import { isNewerOrUnknown } from '../../lib/auction-updates';
import type { ListOrder } from './list-filters';

/** One `auction.updated` event, for every list that holds the auction (docs/dealer-portal.md). */
export const auctionEventReceived = createAction<PublicAuction>('auctionLists/eventReceived');

/** The statuses each open list holds: an auction whose status leaves them leaves the list. */
export const LIST_STATUSES = {
  live: ['active'],
  preview: ['preview'],
  'follow-list': ['preview', 'active'],
  pinned: ['preview', 'active'],
} as const satisfies Record<string, readonly AuctionStatusName[]>;

export function belongsIn(list: keyof typeof LIST_STATUSES, status: AuctionStatusName): boolean {
  return (LIST_STATUSES[list] as readonly AuctionStatusName[]).includes(status);
}

/** Whether an event may replace what a list holds (spec §4: newer, or either time missing). */
export function isFresher(update: PublicAuction, stored: DealerAuction): boolean {
  return isNewerOrUnknown(update.updated_at, stored.updated_at);
}

const price = (auction: DealerAuction) => auction.highest_bid?.amount ?? auction.start_price;
const time = (iso: string) => Date.parse(iso);

/** Where a newly arrived auction goes in a list sorted by `order`; listed cars never jump. */
export function compareForOrder(order: ListOrder): (a: DealerAuction, b: DealerAuction) => number {
  switch (order) {
    case 'time_end':
      return (a, b) => time(a.time_end) - time(b.time_end) || a.id - b.id;
    case 'time_end_desc':
      return (a, b) => time(b.time_end) - time(a.time_end) || a.id - b.id;
    case 'newest':
      return (a, b) => time(b.time_start) - time(a.time_start) || a.id - b.id;
    case 'price_asc':
      return (a, b) => price(a) - price(b) || a.id - b.id;
    case 'price_desc':
      return (a, b) => price(b) - price(a) || a.id - b.id;
    case 'most_bids':
      return (a, b) => b.bid_count - a.bid_count || a.id - b.id;
  }
}

/** Preview lists run by start time, soonest first. */
export const compareByStart = (a: DealerAuction, b: DealerAuction) =>
  time(a.time_start) - time(b.time_start) || a.id - b.id;

/** The index at which `auction` goes among `ids` so the list stays in `compare` order. */
export function insertionIndex(
  ids: readonly number[],
  data: Readonly<Record<number, DealerAuction>>,
  auction: DealerAuction,
  compare: (a: DealerAuction, b: DealerAuction) => number,
): number {
  const index = ids.findIndex((id) => {
    const listed = data[id];
    return listed !== undefined && compare(auction, listed) < 0;
  });
  return index === -1 ? ids.length : index;
}

/** Whether the dealer holds a bid, a max bid or a pending snap-it: the follow list keeps those after an unfollow. */
export function holdsOwnStake(auction: DealerAuction): boolean {
  return (
    auction.user_bids.length > 0 ||
    auction.max_bid !== null ||
    auction.snap_it_bid?.status === 'pending'
  );
}
