import type { DealerAuction } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { placeBid } from '../../lib/state/bid-actions';
import { pinAuction, unpinAuction } from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import {
  buildAuction,
  buildBid,
  buildPublicUpdate,
  buildUserBid,
} from '../../testing/auction-factory';
import {
  auctionListsSlice,
  emptyAuctionList,
  fetchAuctionList,
  fetchListArrivals,
  fetchMoreAuctions,
  initialAuctionListsState,
  type AuctionListsState,
  type AuctionListState,
} from './auction-lists-slice';
import { refreshBiddingList } from './bidding-list-slice';
import { auctionEventReceived } from './list-events';

const reduce = auctionListsSlice.reducer;
const failure = { status: 500, code: 'internal_error' as const, message: '' };

function page(data: DealerAuction[], current = 1, last = 1) {
  return {
    data,
    meta: {
      pagination: { total: data.length, per_page: 100, current_page: current, last_page: last },
    },
  };
}

function held(
  auctions: DealerAuction[],
  overrides: Partial<AuctionListState> = {},
): AuctionListState {
  return {
    ...emptyAuctionList,
    isLoaded: true,
    data: Object.fromEntries(auctions.map((a) => [a.id, a])),
    ids: auctions.map((a) => a.id),
    pagination: { total: auctions.length, per_page: 100, current_page: 1, last_page: 1 },
    ...overrides,
  };
}

function lists(overrides: Partial<AuctionListsState>): AuctionListsState {
  return { ...initialAuctionListsState, ...overrides };
}

const endsAt = (id: number, minute: number) =>
  buildAuction({ id, time_end: `2030-01-01T11:${String(minute).padStart(2, '0')}:00.000Z` });

describe('the live, preview and pinned lists', () => {
  it('a read of held auctions by id replaces each listed copy, unless the copy is newer, and drops one that left the list', () => {
    const stale = buildAuction({ id: 1, updated_at: '2030-01-01T10:00:05.000Z', bid_count: 2 });
    const newer = buildAuction({ id: 2, updated_at: '2030-01-01T10:00:09.000Z', bid_count: 7 });
    const leaving = buildAuction({ id: 3, updated_at: '2030-01-01T10:00:05.000Z' });
    const before = lists({ live: held([stale, newer, leaving]), pinned: held([stale]) });
    const read = [
      buildAuction({ id: 1, updated_at: '2030-01-01T10:00:06.000Z', bid_count: 3 }),
      buildAuction({ id: 2, updated_at: '2030-01-01T10:00:06.000Z', bid_count: 6 }),
      buildAuction({ id: 3, updated_at: '2030-01-01T10:00:06.000Z', status: 'ended' }),
    ];
    const after = reduce(before, refreshBiddingList.fulfilled(read, 'r', [1, 2, 3]));
    expect(after.live.data[1]).toBe(read[0]);
    expect(after.pinned.data[1]).toBe(read[0]);
    expect(after.live.data[2]).toBe(newer);
    expect(after.live.ids).toEqual([1, 2]);
  });

  it('is loading with the new filters while a fetch is pending', () => {
    const state = reduce(
      initialAuctionListsState,
      fetchAuctionList.pending('r1', { list: 'live', filters: { make: 2 } }),
    );
    expect(state.live).toMatchObject({
      loading: true,
      filters: { make: 2 },
      requestId: 'r1',
      error: null,
    });
  });

  it('replaces the list and keeps its pagination when the fetch succeeds', () => {
    const pending = reduce(
      initialAuctionListsState,
      fetchAuctionList.pending('r1', { list: 'live' }),
    );
    const state = reduce(
      pending,
      fetchAuctionList.fulfilled(page([endsAt(3, 5), endsAt(1, 9)], 1, 2), 'r1', { list: 'live' }),
    );
    expect(state.live).toMatchObject({
      ids: [3, 1],
      loading: false,
      isLoaded: true,
      pagination: { last_page: 2 },
    });
  });

  it('drops the late answer of an earlier fetch when filters changed meanwhile', () => {
    let state = reduce(initialAuctionListsState, fetchAuctionList.pending('old', { list: 'live' }));
    state = reduce(state, fetchAuctionList.pending('new', { list: 'live', filters: { make: 2 } }));
    state = reduce(
      state,
      fetchAuctionList.fulfilled(page([endsAt(7, 1)]), 'old', { list: 'live' }),
    );
    expect(state.live.ids).toEqual([]);
    expect(state.live.loading).toBe(true);
  });

  it('stops loading and stores the error when the fetch fails', () => {
    const pending = reduce(
      initialAuctionListsState,
      fetchAuctionList.pending('r1', { list: 'preview' }),
    );
    const state = reduce(
      pending,
      fetchAuctionList.rejected(null, 'r1', { list: 'preview' }, { failure }),
    );
    expect(state.preview).toMatchObject({ loading: false, error: failure });
  });

  it('appends the next page without repeating a car already listed', () => {
    const state = reduce(
      lists({ live: held([endsAt(1, 1), endsAt(2, 2)]) }),
      fetchMoreAuctions.fulfilled(page([endsAt(2, 2), endsAt(3, 3)], 2, 2), 'r', { list: 'live' }),
    );
    expect(state.live.ids).toEqual([1, 2, 3]);
    expect(state.live.pagination?.current_page).toBe(2);
  });

  it('applies a newer live update to the listed car in place', () => {
    const update = buildPublicUpdate({
      id: 1,
      bid_count: 3,
      highest_bid: buildBid({ amount: 45_000 }),
    });
    const state = reduce(
      lists({ live: held([endsAt(1, 1), endsAt(2, 2)]) }),
      auctionEventReceived(update),
    );
    expect(state.live.data[1]).toMatchObject({ bid_count: 3, highest_bid: { amount: 45_000 } });
    expect(state.live.ids).toEqual([1, 2]);
  });

  it('leaves the other cars of the list untouched by an update', () => {
    const before = lists({ live: held([endsAt(1, 1), endsAt(2, 2)]) });
    const after = reduce(before, auctionEventReceived(buildPublicUpdate({ id: 1, bid_count: 3 })));
    expect(after.live.data[2]).toBe(before.live.data[2]);
  });

  it('ignores an update older than the listed car', () => {
    const stored = buildAuction({ id: 1, updated_at: '2030-01-01T10:00:10.000Z', bid_count: 4 });
    const state = reduce(
      lists({ live: held([stored]) }),
      auctionEventReceived(buildPublicUpdate({ id: 1, bid_count: 1 })),
    );
    expect(state.live.data[1]?.bid_count).toBe(4);
  });

  it('moves an auction out of live, preview and pinned when it ends', () => {
    const start = lists({ live: held([endsAt(1, 1)]), pinned: held([endsAt(1, 1)]) });
    const state = reduce(
      start,
      auctionEventReceived(buildPublicUpdate({ id: 1, status: 'ended' })),
    );
    expect([state.live.ids, state.pinned.ids]).toEqual([[], []]);
    expect(state.live.pagination?.total).toBe(0);
  });

  it('moves an auction out of preview when it starts and keeps it pinned', () => {
    const previewed = buildAuction({ id: 5, status: 'preview' });
    const start = lists({ preview: held([previewed]), pinned: held([previewed]) });
    const state = reduce(
      start,
      auctionEventReceived(buildPublicUpdate({ id: 5, status: 'active' })),
    );
    expect(state.preview.ids).toEqual([]);
    expect(state.pinned.data[5]?.status).toBe('active');
  });

  it('inserts a car that started into the live list in its end-time order', () => {
    const state = reduce(
      lists({ live: held([endsAt(1, 1), endsAt(3, 30)]) }),
      fetchListArrivals.fulfilled(page([endsAt(2, 10)]), 'r', { list: 'live', ids: [2] }),
    );
    expect(state.live.ids).toEqual([1, 2, 3]);
    expect(state.live.pagination?.total).toBe(3);
  });

  it('inserts a new car by the list order the dealer chose', () => {
    const cheap = buildAuction({ id: 1, start_price: 10_000 });
    const dear = buildAuction({ id: 3, start_price: 90_000 });
    const middle = buildAuction({ id: 2, start_price: 50_000 });
    const state = reduce(
      lists({ live: held([dear, cheap], { filters: { order: 'price_desc' } }) }),
      fetchListArrivals.fulfilled(page([middle]), 'r', { list: 'live', ids: [2] }),
    );
    expect(state.live.ids).toEqual([3, 2, 1]);
  });

  it('does not add an arrival twice or into a list it does not belong in', () => {
    const state = reduce(
      lists({ live: held([endsAt(1, 1)]) }),
      fetchListArrivals.fulfilled(
        page([endsAt(1, 1), buildAuction({ id: 4, status: 'preview' })]),
        'r',
        { list: 'live', ids: [1, 4] },
      ),
    );
    expect(state.live.ids).toEqual([1]);
  });

  it('puts a newly pinned car at the top of a loaded pinned list', () => {
    const answer = {
      answer: { auction_id: 9, pinned: true, pined_auctions_ids: [9] },
      auction: buildAuction({ id: 9 }),
    };
    const state = reduce(
      lists({ pinned: held([endsAt(1, 1)]) }),
      pinAuction.fulfilled(answer, 'r', 9),
    );
    expect(state.pinned.ids).toEqual([9, 1]);
  });

  it('takes an unpinned car off the pinned list', () => {
    const answer = {
      answer: { auction_id: 1, pinned: false, pined_auctions_ids: [] },
      auction: null,
    };
    expect(
      reduce(lists({ pinned: held([endsAt(1, 1)]) }), unpinAuction.fulfilled(answer, 'r', 1)).pinned
        .ids,
    ).toEqual([]);
  });

  it('merges the auction a bid call answered into every list holding it', () => {
    const answered = buildAuction({
      id: 1,
      updated_at: '2030-01-01T10:00:09.000Z',
      position: 'winning',
      user_bids: [buildUserBid()],
    });
    const state = reduce(
      lists({ live: held([endsAt(1, 1)]) }),
      placeBid.fulfilled({ auction: answered }, 'r', { auction_id: 1, amount: 40_000 }),
    );
    expect(state.live.data[1]?.position).toBe('winning');
  });

  it('empties every list when the session ends', () => {
    expect(reduce(lists({ live: held([endsAt(1, 1)]) }), sessionEnded())).toEqual(
      initialAuctionListsState,
    );
  });
});
