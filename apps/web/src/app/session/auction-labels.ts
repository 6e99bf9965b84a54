import type { RootState } from '../../store/store';

export interface AuctionLabel {
  currency: string | null;
  car: string | null;
}

// The app reads both features' state here because it sits above them; features stay independent.
/** The currency and the car's name of an auction the dealer has on screen, when any page holds it. */
export function auctionLabelOf(state: RootState, auctionId: number): AuctionLabel {
  const open = state.auctionDetail.auction;
  const auction = state.biddingList.data[auctionId] ?? (open?.id === auctionId ? open : undefined);
  if (!auction) return { currency: null, car: null };
  const { year, make, model } = auction.inventory;
  return { currency: auction.currency, car: `${year} ${make} ${model}` };
}
