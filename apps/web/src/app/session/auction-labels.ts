import type { DealerAuction } from '@autobid/contract';
import type { RootState } from '../store';

export interface AuctionLabel {
  currency: string | null;
  car: string | null;
}

function findOnScreen(state: RootState, auctionId: number): DealerAuction | undefined {
  const open = state.auctionDetail.auction;
  const { live, preview, pinned } = state.auctionLists;
  return (
    state.biddingList.data[auctionId] ??
    live.data[auctionId] ??
    preview.data[auctionId] ??
    pinned.data[auctionId] ??
    (open?.id === auctionId ? open : undefined)
  );
}

// The app reads the features' state here because it sits above them; features stay independent.
/** The currency and the car's name of an auction the dealer has on screen, when any page holds it. */
export function auctionLabelOf(state: RootState, auctionId: number): AuctionLabel {
  const auction = findOnScreen(state, auctionId);
  if (!auction) return { currency: null, car: null };
  const { year, make, model } = auction.inventory;
  return { currency: auction.currency, car: `${year} ${make} ${model}` };
}
