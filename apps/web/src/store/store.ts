import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { auctionDetailSlice } from '../features/auction-detail/auction-detail-slice';
import { currentUserSlice } from '../features/auth/current-user-slice';
import { biddingListSlice } from '../features/live-auctions/bidding-list-slice';

const rootReducer = combineReducers({
  currentUser: currentUserSlice.reducer,
  biddingList: biddingListSlice.reducer,
  auctionDetail: auctionDetailSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, ...(preloadedState ? { preloadedState } : {}) });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
