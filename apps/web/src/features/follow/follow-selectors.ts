import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../lib/state/root-state';

/** The dealer's followed ids as a set, built once per change, so hundreds of cards can ask cheaply. */
export const selectFollowedIds = createSelector(
  [(state: RootState) => state.currentUser.user?.followed_auctions_ids],
  (ids) => new Set(ids ?? []),
);

/** The dealer's pinned ids as a set (the spec's `pined_auctions_ids`). */
export const selectPinnedIds = createSelector(
  [(state: RootState) => state.currentUser.user?.pined_auctions_ids],
  (ids) => new Set(ids ?? []),
);

/** Spec §4: the auction is loading while its follow or unfollow call is pending. */
export function selectIsFollowLoading(state: RootState, auctionId: number): boolean {
  return state.currentUser.user?.loadingFollowedAuctionIds[auctionId] === true;
}

export function selectIsPinUpdating(state: RootState, auctionId: number): boolean {
  return state.followButtons[auctionId]?.updating === true;
}
