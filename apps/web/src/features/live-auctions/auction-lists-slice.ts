import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { DealerAuction, Pagination } from '@autobid/contract';
import type { ApiFailure } from '../../lib/api-error';
import { applyPublicUpdate, isLater, mergeBidResponse } from '../../lib/auction-updates';
import { bidThunks } from '../../lib/state/bid-actions';
import { createAppAsyncThunk, failureOf, rejectCall } from '../../lib/state/create-app-thunk';
import { pinAuction, unpinAuction } from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import { getAuctionList } from './api/get-auction-list';
import { refreshBiddingList } from './bidding-list-slice';
import type { ListFilters } from './list-filters';
import {
  auctionEventReceived,
  belongsIn,
  compareByStart,
  compareForOrder,
  insertionIndex,
  isFresher,
} from './list-events';

/** The open lists besides the follow list (which is the spec's bidding list, in its own slice). */
export const HELD_LISTS = ['live', 'preview', 'pinned'] as const;
export type HeldListName = (typeof HELD_LISTS)[number];

export interface AuctionListState {
  data: Record<number, DealerAuction>;
  ids: number[];
  loading: boolean;
  loadingMore: boolean;
  error: ApiFailure | null;
  /** The filters of the last fetch: later arrivals are asked with the same ones. */
  filters: ListFilters;
  pagination: Pagination | null;
  /** The fetch whose answer counts; an older one answering late is dropped. */
  requestId: string | null;
  isLoaded: boolean;
}

export type AuctionListsState = Record<HeldListName, AuctionListState>;

export const emptyAuctionList: AuctionListState = {
  data: {},
  ids: [],
  loading: false,
  loadingMore: false,
  error: null,
  filters: {},
  pagination: null,
  requestId: null,
  isLoaded: false,
};

export const initialAuctionListsState: AuctionListsState = {
  live: emptyAuctionList,
  preview: emptyAuctionList,
  pinned: emptyAuctionList,
};

export const fetchAuctionList = createAppAsyncThunk(
  'auctionLists/fetch',
  async (
    { list, filters = {} }: { list: HeldListName; filters?: ListFilters },
    { rejectWithValue },
  ) => {
    try {
      return await getAuctionList(list, { filters });
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const fetchMoreAuctions = createAppAsyncThunk(
  'auctionLists/fetchMore',
  async ({ list }: { list: HeldListName }, { getState, rejectWithValue }) => {
    const { filters, pagination } = getState().auctionLists[list];
    try {
      return await getAuctionList(list, { filters, page: (pagination?.current_page ?? 0) + 1 });
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
  {
    condition: ({ list }, { getState }) => {
      const { loadingMore, pagination } = getState().auctionLists[list];
      return !loadingMore && pagination !== null && pagination.current_page < pagination.last_page;
    },
  },
);

/** Auctions that just joined a list (published, started): asked by id with the list's own filters. */
export const fetchListArrivals = createAppAsyncThunk(
  'auctionLists/fetchArrivals',
  async ({ list, ids }: { list: HeldListName; ids: number[] }, { getState, rejectWithValue }) => {
    try {
      return await getAuctionList(list, { filters: getState().auctionLists[list].filters, ids });
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
  {
    condition: ({ list, ids }, { getState }) =>
      ids.length > 0 && getState().auctionLists[list].isLoaded,
  },
);

function remove(list: AuctionListState, id: number): void {
  if (!list.data[id]) return;
  delete list.data[id];
  list.ids = list.ids.filter((listed) => listed !== id);
  if (list.pagination) list.pagination.total = Math.max(0, list.pagination.total - 1);
}

function insert(list: AuctionListState, name: HeldListName, auction: DealerAuction): void {
  if (list.data[auction.id] || !belongsIn(name, auction.status)) return;
  const index =
    name === 'pinned'
      ? 0
      : insertionIndex(
          list.ids,
          list.data,
          auction,
          name === 'preview' ? compareByStart : compareForOrder(list.filters.order ?? 'time_end'),
        );
  list.ids.splice(index, 0, auction.id);
  list.data[auction.id] = auction;
  if (list.pagination) list.pagination.total += 1;
}

function each(
  state: AuctionListsState,
  apply: (list: AuctionListState, name: HeldListName) => void,
): void {
  for (const name of HELD_LISTS) apply(state[name], name);
}

export const auctionListsSlice = createSlice({
  name: 'auctionLists',
  initialState: initialAuctionListsState,
  reducers: {
    auctionListRemoved(state, action: PayloadAction<{ list: HeldListName; id: number }>) {
      remove(state[action.payload.list], action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialAuctionListsState)
      .addCase(fetchAuctionList.pending, (state, action) => {
        const list = state[action.meta.arg.list];
        list.loading = true;
        list.error = null;
        list.requestId = action.meta.requestId;
        list.filters = action.meta.arg.filters ?? {};
      })
      .addCase(fetchAuctionList.fulfilled, (state, action) => {
        const list = state[action.meta.arg.list];
        if (list.requestId !== action.meta.requestId) return;
        list.loading = false;
        list.isLoaded = true;
        list.data = Object.fromEntries(action.payload.data.map((auction) => [auction.id, auction]));
        list.ids = action.payload.data.map((auction) => auction.id);
        list.pagination = action.payload.meta.pagination;
      })
      .addCase(fetchAuctionList.rejected, (state, action) => {
        const list = state[action.meta.arg.list];
        if (list.requestId !== action.meta.requestId) return;
        list.loading = false;
        list.error = failureOf(action.payload);
      })
      .addCase(fetchMoreAuctions.pending, (state, action) => {
        state[action.meta.arg.list].loadingMore = true;
      })
      .addCase(fetchMoreAuctions.fulfilled, (state, action) => {
        const list = state[action.meta.arg.list];
        list.loadingMore = false;
        for (const auction of action.payload.data) {
          if (list.data[auction.id]) continue;
          list.ids.push(auction.id);
          list.data[auction.id] = auction;
        }
        list.pagination = action.payload.meta.pagination;
      })
      .addCase(fetchMoreAuctions.rejected, (state, action) => {
        const list = state[action.meta.arg.list];
        list.loadingMore = false;
        list.error = failureOf(action.payload);
      })
      .addCase(fetchListArrivals.fulfilled, (state, action) => {
        const name = action.meta.arg.list;
        for (const auction of action.payload.data) insert(state[name], name, auction);
      })
      .addCase(refreshBiddingList.fulfilled, (state, action) => {
        // A read of held auctions by id: each replaces what a list holds unless that is newer.
        for (const auction of action.payload)
          each(state, (list, name) => {
            const stored = list.data[auction.id];
            if (!stored || isLater(stored.updated_at, auction.updated_at)) return;
            if (belongsIn(name, auction.status)) list.data[auction.id] = auction;
            else remove(list, auction.id);
          });
      })
      .addCase(auctionEventReceived, (state, action) => {
        const update = action.payload;
        each(state, (list, name) => {
          const stored = list.data[update.id];
          if (!stored || !isFresher(update, stored)) return;
          if (belongsIn(name, update.status))
            list.data[update.id] = applyPublicUpdate(stored, update);
          else remove(list, update.id);
        });
      })
      .addCase(pinAuction.fulfilled, (state, action) => {
        if (state.pinned.isLoaded && action.payload.auction)
          insert(state.pinned, 'pinned', action.payload.auction);
      })
      .addCase(unpinAuction.fulfilled, (state, action) => {
        remove(state.pinned, action.meta.arg);
      })
      .addMatcher(
        isAnyOf(
          ...bidThunks.map((thunk) => thunk.fulfilled),
          ...bidThunks.map((thunk) => thunk.rejected),
        ),
        (state, action) => {
          const answered = action.payload?.auction;
          if (!answered) return;
          each(state, (list) => {
            const stored = list.data[answered.id];
            if (stored) list.data[answered.id] = mergeBidResponse(stored, answered);
          });
        },
      );
  },
});

export const { auctionListRemoved } = auctionListsSlice.actions;

declare module '../../lib/state/root-state' {
  interface RootState {
    auctionLists: AuctionListsState;
  }
}
