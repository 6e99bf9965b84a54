import type { DealerAuction } from '@autobid/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followAuction, unfollowAuction } from '../../lib/state/follow-actions';
import { setupStore } from '../../testing/test-store';
import { buildAuction, buildPublicUpdate, buildUserBid } from '../../testing/auction-factory';
import { jsonResponse, setTestRuntimeConfig } from '../../testing/test-runtime-config';
import {
  biddingListSlice,
  fetchBiddingList,
  initialBiddingListState,
  refreshBiddingList,
  type BiddingListState,
} from './bidding-list-slice';
import { auctionEventReceived } from './list-events';

const reduce = biddingListSlice.reducer;
const page = (data: DealerAuction[]) => ({
  data,
  meta: { pagination: { total: data.length, per_page: 100, current_page: 1, last_page: 1 } },
});

function listOf(...auctions: DealerAuction[]): BiddingListState {
  return {
    ...initialBiddingListState,
    data: Object.fromEntries(auctions.map((a) => [a.id, a])),
    ids: auctions.map((a) => a.id),
  };
}

const followed = (auction: DealerAuction | null, id = auction?.id ?? 1) =>
  followAuction.fulfilled(
    { answer: { auction_id: id, followed: true, followed_auctions_ids: [id] }, auction },
    'r',
    id,
  );
const unfollowed = (id: number) =>
  unfollowAuction.fulfilled(
    { answer: { auction_id: id, followed: false, followed_auctions_ids: [] }, auction: null },
    'r',
    id,
  );

describe('the follow list as the bidding list (spec §4, docs/dealer-portal.md)', () => {
  it('puts a newly followed auction at the top of the list', () => {
    const state = reduce(listOf(buildAuction({ id: 1 })), followed(buildAuction({ id: 2 })));
    expect(state.ids).toEqual([2, 1]);
  });

  it('does not list a followed auction twice', () => {
    const state = reduce(listOf(buildAuction({ id: 1 })), followed(buildAuction({ id: 1 })));
    expect(state.ids).toEqual([1]);
  });

  it('adds nothing when the followed auction could not be read', () => {
    expect(reduce(listOf(), followed(null, 4)).ids).toEqual([]);
  });

  it('drops an unfollowed auction the dealer holds no bid on', () => {
    expect(
      reduce(listOf(buildAuction({ id: 1 }), buildAuction({ id: 2 })), unfollowed(1)).ids,
    ).toEqual([2]);
  });

  it('keeps an unfollowed auction the dealer has bid on', () => {
    const auction = buildAuction({ id: 1, user_bids: [buildUserBid()] });
    expect(reduce(listOf(auction), unfollowed(1)).ids).toEqual([1]);
  });

  it('moves a listed auction out when it ends', () => {
    const update = buildPublicUpdate({ id: 1, status: 'ended' });
    expect(
      reduce(listOf(buildAuction({ id: 1 }), buildAuction({ id: 2 })), auctionEventReceived(update))
        .ids,
    ).toEqual([2]);
  });

  it('keeps a followed preview auction when it starts, with the new status', () => {
    const stored = buildAuction({ id: 1, status: 'preview' });
    const state = reduce(
      listOf(stored),
      auctionEventReceived(buildPublicUpdate({ id: 1, status: 'active', bid_count: 2 })),
    );
    expect(state.data[1]).toMatchObject({ status: 'active', bid_count: 2 });
  });

  it('ignores an event older than the listed auction, even one that says it ended', () => {
    const stored = buildAuction({ id: 1, updated_at: '2030-01-01T10:00:10.000Z' });
    const state = reduce(
      listOf(stored),
      auctionEventReceived(
        buildPublicUpdate({ id: 1, status: 'ended', updated_at: '2030-01-01T10:00:05.000Z' }),
      ),
    );
    expect(state.ids).toEqual([1]);
  });
});

describe('fetching the follow list', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setTestRuntimeConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const sentUrl = () => new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://localhost');

  it('sends sort=time_end for an SG or HK dealer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
    await setupStore().dispatch(fetchBiddingList({ sortByTimeEnd: true }));
    expect(sentUrl().pathname).toBe('/auction/api/v2/dealers/auctions/follow-list');
    expect(sentUrl().searchParams.get('sort')).toBe('time_end');
  });

  it('sends no sort for a dealer of another market', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
    await setupStore().dispatch(fetchBiddingList({ sortByTimeEnd: false }));
    expect(sentUrl().searchParams.has('sort')).toBe(false);
  });

  it('refreshes by ids through the follow list and merges only listed auctions', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, page([buildAuction({ id: 1, bid_count: 5 }), buildAuction({ id: 9 })])),
    );
    const store = setupStore({ biddingList: listOf(buildAuction({ id: 1 })) });
    await store.dispatch(refreshBiddingList([1, 9]));
    expect(sentUrl().searchParams.get('ids')).toBe('1,9');
    expect(store.getState().biddingList.ids).toEqual([1]);
    expect(store.getState().biddingList.data[1]?.bid_count).toBe(5);
  });
});
