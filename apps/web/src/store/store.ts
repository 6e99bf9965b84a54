import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { auctionDetailSlice } from '../features/auction-detail/auction-detail-slice';
import { currentUserSlice } from '../features/auth/current-user-slice';
import { portalListsSlice } from '../features/dealer-lists/portal-lists-slice';
import { followButtonsSlice } from '../features/follow/follow-button-slice';
import { auctionListsSlice } from '../features/live-auctions/auction-lists-slice';
import { biddingListSlice } from '../features/live-auctions/bidding-list-slice';

const rootReducer = combineReducers({
  currentUser: currentUserSlice.reducer,
  biddingList: biddingListSlice.reducer,
  auctionDetail: auctionDetailSlice.reducer,
  auctionLists: auctionListsSlice.reducer,
  followButtons: followButtonsSlice.reducer,
  portalLists: portalListsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
