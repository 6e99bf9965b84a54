import type { DealerAuction } from '@autobid/contract';
import { shallowEqual } from 'react-redux';
import type { ApiFailure } from '../../../lib/api-error';
import { useAppSelector } from '../../../lib/state/hooks';
import type { RootState } from '../../../lib/state/root-state';
import type { OpenListName } from '../api/get-auction-list';

export interface OpenListView {
  ids: number[];
  loading: boolean;
  loadingMore: boolean;
  error: ApiFailure | null;
  total: number;
  hasMore: boolean;
}

function viewOf(state: RootState, list: OpenListName): OpenListView {
  if (list === 'follow-list') {
    const { ids, loading, error } = state.biddingList;
    return { ids, loading, loadingMore: false, error, total: ids.length, hasMore: false };
  }
  const { ids, loading, loadingMore, error, pagination } = state.auctionLists[list];
  return {
    ids,
    loading,
    loadingMore,
    error,
    total: pagination?.total ?? ids.length,
    hasMore: pagination !== null && pagination.current_page < pagination.last_page,
  };
}

/** What a list page draws from: its ids and status only, so a price change does not redraw the page. */
export function useOpenList(list: OpenListName): OpenListView {
  return useAppSelector((state) => viewOf(state, list), shallowEqual);
}

/** One listed auction; only its own card reads it, so an update redraws that card alone. */
export function useListedAuction(list: OpenListName, id: number): DealerAuction | undefined {
  return useAppSelector((state) =>
    list === 'follow-list' ? state.biddingList.data[id] : state.auctionLists[list].data[id],
  );
}
