import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerAuction, PublicAuction } from '@autobid/contract';
import type { ApiFailure } from '../../lib/api-error';
import { applyPublicUpdate, isLater, isNewerOrUnknown } from '../../lib/auction-updates';
import { bidThunks, buttonLoadingBidThunks } from '../../lib/state/bid-actions';
import { createAppAsyncThunk, failureOf, rejectCall } from '../../lib/state/create-app-thunk';
import { followAuction, unfollowAuction } from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import { getAuctionList } from './api/get-auction-list';
import { auctionEventReceived, belongsIn, holdsOwnStake, isFresher } from './list-events';

/** Spec §3 "Bidding list state": the dealer's follow list (`GET /dealers/auctions/follow-list`). */
export interface BiddingListState {
  data: Record<number, DealerAuction>;
  ids: number[];
  loading: boolean;
  btnLoading: boolean;
  error: ApiFailure | null;
  activeId: number | null;
}

export const initialBiddingListState: BiddingListState = {
  data: {},
  ids: [],
  loading: false,
  btnLoading: false,
  error: null,
  activeId: null,
};

/** Spec §7/§9: `sort=time_end` for SG and HK, no parameters otherwise. */
export const fetchBiddingList = createAppAsyncThunk(
  'biddingList/fetch',
  async (query: { sortByTimeEnd?: boolean }, { rejectWithValue }) => {
    try {
      return (await getAuctionList('follow-list', { sortByTimeEnd: query.sortByTimeEnd === true }))
        .data;
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

/** Spec §4 refresh: the follow list asked by ids; only auctions already listed are merged. */
export const refreshBiddingList = createAppAsyncThunk(
  'biddingList/refresh',
  async (ids: number[], { rejectWithValue }) => {
    try {
      return (await getAuctionList('follow-list', { ids })).data;
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

function removeId(state: BiddingListState, id: number): void {
  delete state.data[id];
  state.ids = state.ids.filter((listed) => listed !== id);
}

/** Spec §4: a bid answer's auction goes to its id (or activeId) and only replaces an older one. */
function applyAnsweredAuction(state: BiddingListState, auction: DealerAuction | undefined): void {
  if (!auction) return;
  // The contract always carries an id, but the spec's fallback to activeId is kept for answers that do not.
  const id = typeof auction.id === 'number' ? auction.id : state.activeId;
  const stored = id === null ? undefined : state.data[id];
  if (id === null || !stored) return;
  if (isNewerOrUnknown(auction.updated_at, stored.updated_at)) state.data[id] = { ...auction, id };
}

export const biddingListSlice = createSlice({
  name: 'biddingList',
  initialState: initialBiddingListState,
  reducers: {
    auctionAdded(state, action: PayloadAction<DealerAuction>) {
      const auction = action.payload;
      if (!state.data[auction.id]) state.ids.push(auction.id);
      state.data[auction.id] = auction;
    },
    auctionRemoved(state, action: PayloadAction<number>) {
      removeId(state, action.payload);
    },
    auctionUpdated(state, action: PayloadAction<Partial<DealerAuction> & { id: number }>) {
      const stored = state.data[action.payload.id];
      if (stored) state.data[action.payload.id] = { ...stored, ...action.payload };
    },
    activeIdSet(state, action: PayloadAction<number | null>) {
      state.activeId = action.payload;
    },
    /** A successful deletion of a listed auction. */
    auctionDeleted(state, action: PayloadAction<number>) {
      removeId(state, action.payload);
    },
    /** The dealer successfully left (stopped following) a listed auction. */
    auctionLeft(state, action: PayloadAction<number>) {
      removeId(state, action.payload);
    },
    auctionLiveUpdated(state, action: PayloadAction<PublicAuction>) {
      const stored = state.data[action.payload.id];
      if (!stored || !isNewerOrUnknown(action.payload.updated_at, stored.updated_at)) return;
      state.data[action.payload.id] = applyPublicUpdate(stored, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialBiddingListState)
      .addCase(fetchBiddingList.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchBiddingList.fulfilled, (state, action) => {
        state.loading = false;
        state.data = Object.fromEntries(action.payload.map((auction) => [auction.id, auction]));
        state.ids = action.payload.map((auction) => auction.id);
      })
      .addCase(fetchBiddingList.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addCase(auctionEventReceived, (state, action) => {
        const update = action.payload;
        const stored = state.data[update.id];
        if (!stored || !isFresher(update, stored)) return;
        if (belongsIn('follow-list', update.status))
          state.data[update.id] = applyPublicUpdate(stored, update);
        else removeId(state, update.id);
      })
      .addCase(followAuction.fulfilled, (state, action) => {
        const auction = action.payload.auction;
        if (!auction || state.data[auction.id] || !belongsIn('follow-list', auction.status)) return;
        // Newly followed is the latest activity: it goes on top.
        state.ids.unshift(auction.id);
        state.data[auction.id] = auction;
      })
      .addCase(unfollowAuction.fulfilled, (state, action) => {
        const stored = state.data[action.meta.arg];
        // The follow list also holds what the dealer has a bid on; unfollowing does not drop those.
        if (stored && !holdsOwnStake(stored)) removeId(state, action.meta.arg);
      })
      .addCase(refreshBiddingList.fulfilled, (state, action) => {
        // A read never takes back a newer live update or bid answer that came while it ran.
        for (const auction of action.payload) {
          const stored = state.data[auction.id];
          if (stored && !isLater(stored.updated_at, auction.updated_at))
            state.data[auction.id] = { ...stored, ...auction };
        }
      })
      .addMatcher(isAnyOf(...buttonLoadingBidThunks.map((thunk) => thunk.pending)), (state) => {
        state.btnLoading = true;
      })
      .addMatcher(isAnyOf(...bidThunks.map((thunk) => thunk.fulfilled)), (state, action) => {
        state.btnLoading = false;
        applyAnsweredAuction(state, action.payload.auction);
        state.activeId = null;
      })
      .addMatcher(isAnyOf(...bidThunks.map((thunk) => thunk.rejected)), (state, action) => {
        state.btnLoading = false;
        applyAnsweredAuction(state, action.payload?.auction);
        state.activeId = null;
      });
  },
});

export const {
  auctionAdded,
  auctionRemoved,
  auctionUpdated,
  activeIdSet,
  auctionDeleted,
  auctionLeft,
  auctionLiveUpdated,
} = biddingListSlice.actions;

declare module '../../lib/state/root-state' {
  interface RootState {
    biddingList: BiddingListState;
  }
}
