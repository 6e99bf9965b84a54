import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerAuction, PublicAuction } from '@autobid/contract';
import type { ApiFailure } from '../../lib/api-error';
import {
  applyPublicUpdate,
  isLater,
  isNewerOrUnknown,
  mergeBidResponse,
} from '../../lib/auction-updates';
import { bidThunks } from '../../lib/state/bid-actions';
import { createAppAsyncThunk, failureOf, rejectCall } from '../../lib/state/create-app-thunk';
import { sessionEnded } from '../../lib/state/session-actions';
import { getAuction } from './api/get-auction';

/** Spec §3 "Auction detail state". */
export interface AuctionDetailState {
  auction: DealerAuction | null;
  loading: boolean;
  error: ApiFailure | null;
}

export const initialAuctionDetailState: AuctionDetailState = {
  auction: null,
  loading: false,
  error: null,
};

export const fetchAuctionDetail = createAppAsyncThunk(
  'auctionDetail/fetch',
  async (id: number, { rejectWithValue }) => {
    try {
      return await getAuction(id);
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

function applyLiveUpdate(state: AuctionDetailState, update: PublicAuction): void {
  const stored = state.auction;
  if (!stored || stored.id !== update.id) return;
  if (!isNewerOrUnknown(update.updated_at, stored.updated_at)) return;
  state.auction = applyPublicUpdate(stored, update);
}

/**
 * A read of the auction replaces what the page holds, unless it holds the same auction in a newer
 * state (a live update, a bid answer or a later read that came while this read was under way):
 * reading again never takes a bid back.
 */
function applyRead(state: AuctionDetailState, read: DealerAuction): void {
  const stored = state.auction?.id === read.id ? state.auction : null;
  if (!stored || !isLater(stored.updated_at, read.updated_at)) state.auction = read;
}

/** Spec §4: after any bid call, answered or refused, the auction it carries is merged in. */
function mergeAnswer(state: AuctionDetailState, answered: DealerAuction | undefined): void {
  if (!answered || state.auction?.id !== answered.id) return;
  state.auction = mergeBidResponse(state.auction, answered);
}

const bidAnswered = isAnyOf(...bidThunks.map((thunk) => thunk.fulfilled));
const bidFailed = isAnyOf(...bidThunks.map((thunk) => thunk.rejected));

export const auctionDetailSlice = createSlice({
  name: 'auctionDetail',
  initialState: initialAuctionDetailState,
  reducers: {
    auctionLiveUpdated(state, action: PayloadAction<PublicAuction>) {
      applyLiveUpdate(state, action.payload);
    },
    auctionsLiveUpdated(state, action: PayloadAction<PublicAuction[]>) {
      const current = action.payload.find((update) => update.id === state.auction?.id);
      if (current) applyLiveUpdate(state, current);
    },
    auctionUpdated(state, action: PayloadAction<Partial<DealerAuction> & { id: number }>) {
      if (state.auction?.id !== action.payload.id) return;
      state.auction = { ...state.auction, ...action.payload };
    },
    auctionDetailReset: () => initialAuctionDetailState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialAuctionDetailState)
      .addCase(fetchAuctionDetail.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchAuctionDetail.fulfilled, (state, action) => {
        state.loading = false;
        applyRead(state, action.payload);
      })
      .addCase(fetchAuctionDetail.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addMatcher(bidAnswered, (state, action) => mergeAnswer(state, action.payload.auction))
      .addMatcher(bidFailed, (state, action) => mergeAnswer(state, action.payload?.auction));
  },
});

export const { auctionLiveUpdated, auctionsLiveUpdated, auctionUpdated, auctionDetailReset } =
  auctionDetailSlice.actions;

declare module '../../lib/state/root-state' {
  interface RootState {
    auctionDetail: AuctionDetailState;
  }
}
