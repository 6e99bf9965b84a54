import { createSlice } from '@reduxjs/toolkit';
import type { Pagination, PortalAuction } from '@autobid/contract';
import type { ApiFailure } from '../../lib/api-error';
import { createAppAsyncThunk, failureOf, rejectCall } from '../../lib/state/create-app-thunk';
import { sessionEnded } from '../../lib/state/session-actions';
import {
  PORTAL_LISTS,
  portalQueryKey,
  type PortalListName,
  type PortalQuery,
} from './portal-lists';

export interface PortalListState {
  data: Record<number, PortalAuction>;
  ids: number[];
  loading: boolean;
  error: ApiFailure | null;
  pagination: Pagination | null;
  /** The question the shown page answers (see `portalQueryKey`). */
  queryKey: string | null;
  requestId: string | null;
}

export type PortalListsState = Record<PortalListName, PortalListState>;

export const emptyPortalList: PortalListState = {
  data: {},
  ids: [],
  loading: false,
  error: null,
  pagination: null,
  queryKey: null,
  requestId: null,
};

export const initialPortalListsState = Object.fromEntries(
  PORTAL_LISTS.map((list) => [list, emptyPortalList]),
) as PortalListsState;

export const fetchPortalList = createAppAsyncThunk(
  'portalLists/fetch',
  async ({ list, query }: { list: PortalListName; query: PortalQuery }, { rejectWithValue }) => {
    try {
      // The call's date handling (dayjs) loads with the first portal list, not with every page.
      const { getPortalList } = await import('./api/get-portal-list');
      return await getPortalList(list, query);
    } catch (error) {
      return rejectCall(error, rejectWithValue);
    }
  },
);

export const portalListsSlice = createSlice({
  name: 'portalLists',
  initialState: initialPortalListsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialPortalListsState)
      .addCase(fetchPortalList.pending, (state, action) => {
        const list = state[action.meta.arg.list];
        list.loading = true;
        list.error = null;
        list.requestId = action.meta.requestId;
      })
      .addCase(fetchPortalList.fulfilled, (state, action) => {
        const { list: name, query } = action.meta.arg;
        const list = state[name];
        // Only the last question asked counts: an earlier page answering late is dropped.
        if (list.requestId !== action.meta.requestId) return;
        list.loading = false;
        list.data = Object.fromEntries(action.payload.data.map((auction) => [auction.id, auction]));
        list.ids = action.payload.data.map((auction) => auction.id);
        list.pagination = action.payload.meta.pagination;
        list.queryKey = portalQueryKey(name, query);
      })
      .addCase(fetchPortalList.rejected, (state, action) => {
        const list = state[action.meta.arg.list];
        if (list.requestId !== action.meta.requestId) return;
        list.loading = false;
        list.error = failureOf(action.payload);
      });
  },
});

declare module '../../lib/state/root-state' {
  interface RootState {
    portalLists: PortalListsState;
  }
}
