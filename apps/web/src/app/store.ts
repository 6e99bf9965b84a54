import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { auctionDetailSlice } from '../features/auction-detail/auction-detail-slice';
import { currentUserSlice } from '../features/auth/current-user-slice';
import { portalListsSlice } from '../features/dealer-lists/portal-lists-slice';
import { followButtonsSlice } from '../features/follow/follow-button-slice';
import { auctionListsSlice } from '../features/live-auctions/auction-lists-slice';
import { biddingListSlice } from '../features/live-auctions/bidding-list-slice';
import type { AppStore, RootState } from '../lib/state/root-state';

const rootReducer = combineReducers({
  currentUser: currentUserSlice.reducer,
  biddingList: biddingListSlice.reducer,
  auctionDetail: auctionDetailSlice.reducer,
  auctionLists: auctionListsSlice.reducer,
  followButtons: followButtonsSlice.reducer,
  portalLists: portalListsSlice.reducer,
});

type ComposedState = ReturnType<typeof rootReducer>;
// The state the features declare is exactly the state composed here: a slice added to one and
// not the other fails to compile.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const composedIsDeclared: Exactly<ComposedState, RootState> = true;
void composedIsDeclared;

export function setupStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type { AppStore, RootState };
