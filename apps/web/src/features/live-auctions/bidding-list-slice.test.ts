import type { DealerAuction } from '@autobid/contract';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../lib/api-error';
import {
  placeBid,
  placeClosedBid,
  placeMaxBid,
  placeSnapItBid,
  removeMaxBid,
  removeSnapItBid,
} from '../../lib/state/bid-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import {
  buildAuction,
  buildClosedAuction,
  buildPublicUpdate,
  buildSnapIt,
} from '../../testing/auction-factory';
import {
  activeIdSet,
  auctionAdded,
  auctionDeleted,
  auctionLeft,
  auctionLiveUpdated,
  auctionRemoved,
  auctionUpdated,
  biddingListSlice,
  fetchBiddingList,
  initialBiddingListState,
  refreshBiddingList,
  type BiddingListState,
} from './bidding-list-slice';

const reduce = biddingListSlice.reducer;
const failure: ApiFailure = { status: 409, code: 'auction_ended', message: 'Auction has ended' };
const bidArg = { auction_id: 1, amount: 41_000 };

function listOf(...auctions: DealerAuction[]): BiddingListState {
  return {
    ...initialBiddingListState,
    data: Object.fromEntries(auctions.map((a) => [a.id, a])),
    ids: auctions.map((a) => a.id),
  };
}

const answer = (auction: DealerAuction) => ({ auction });
/** Each of the six bid-related calls, answered and refused, all about the auction given. */
function everyBidOutcome(auction: DealerAuction): Array<[string, UnknownAction]> {
  const refused = { failure, auction };
  const closedArg = { ...bidArg, bid_type: 'whole_car' as const };
  return [
    ['placeBid succeeds', placeBid.fulfilled(answer(auction), 'r', bidArg)],
    ['placeBid fails', placeBid.rejected(null, 'r', bidArg, refused)],
    ['placeMaxBid succeeds', placeMaxBid.fulfilled(answer(auction), 'r', bidArg)],
    ['placeMaxBid fails', placeMaxBid.rejected(null, 'r', bidArg, refused)],
    ['removeMaxBid succeeds', removeMaxBid.fulfilled(answer(auction), 'r', { id: 3 })],
    ['removeMaxBid fails', removeMaxBid.rejected(null, 'r', { id: 3 }, refused)],
    ['placeSnapItBid succeeds', placeSnapItBid.fulfilled(answer(auction), 'r', bidArg)],
    ['placeSnapItBid fails', placeSnapItBid.rejected(null, 'r', bidArg, refused)],
    ['removeSnapItBid succeeds', removeSnapItBid.fulfilled(answer(auction), 'r', { id: 3 })],
    ['removeSnapItBid fails', removeSnapItBid.rejected(null, 'r', { id: 3 }, refused)],
    ['placeClosedBid succeeds', placeClosedBid.fulfilled(answer(auction), 'r', closedArg)],
    ['placeClosedBid fails', placeClosedBid.rejected(null, 'r', closedArg, refused)],
  ];
}

describe('bidding list state (spec §4)', () => {
  it('starts empty: no data, no ids, nothing loading, no error, no active id', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      data: {},
      ids: [],
      loading: false,
      btnLoading: false,
      error: null,
      activeId: null,
    });
  });

  describe('fetching', () => {
    it('is loading while the fetch is pending', () => {
      expect(reduce(initialBiddingListState, fetchBiddingList.pending('r', {})).loading).toBe(true);
    });

    it('replaces data and ids and stops loading when the fetch succeeds', () => {
      const before = { ...listOf(buildAuction({ id: 9 })), loading: true };
      const state = reduce(
        before,
        fetchBiddingList.fulfilled([buildAuction({ id: 1 }), buildAuction({ id: 2 })], 'r', {}),
      );
      expect(state.ids).toEqual([1, 2]);
      expect(Object.keys(state.data)).toEqual(['1', '2']);
      expect(state.loading).toBe(false);
    });

    it('stops loading and stores the error when the fetch fails', () => {
      const state = reduce(
        { ...initialBiddingListState, loading: true },
        fetchBiddingList.rejected(null, 'r', {}, { failure }),
      );
      expect(state.loading).toBe(false);
      expect(state.error).toEqual(failure);
    });

    it('merges refreshed auctions that are already listed and ignores unknown ones', () => {
      const state = reduce(
        listOf(buildAuction({ id: 1, bid_count: 0, location: 'Ipoh' })),
        refreshBiddingList.fulfilled(
          [{ ...buildAuction({ id: 1, bid_count: 4 }), location: 'Ipoh' }, buildAuction({ id: 2 })],
          'r',
          [1, 2],
        ),
      );
      expect(state.ids).toEqual([1]);
      expect(state.data[1]?.bid_count).toBe(4);
      expect(state.data[2]).toBeUndefined();
    });
  });

  describe('bid button loading', () => {
    it.each([
      ['placeBid', placeBid.pending('r', bidArg)],
      ['placeMaxBid', placeMaxBid.pending('r', bidArg)],
    ])('sets btnLoading while %s is pending', (_name, action) => {
      expect(reduce(initialBiddingListState, action).btnLoading).toBe(true);
    });

    it.each([
      ['removeMaxBid', removeMaxBid.pending('r', { id: 3 })],
      ['placeSnapItBid', placeSnapItBid.pending('r', bidArg)],
      ['removeSnapItBid', removeSnapItBid.pending('r', { id: 3 })],
      ['placeClosedBid', placeClosedBid.pending('r', { ...bidArg, bid_type: 'body_only' })],
    ])('leaves btnLoading off while %s is pending', (_name, action) => {
      expect(reduce(initialBiddingListState, action).btnLoading).toBe(false);
    });

    it.each(everyBidOutcome(buildAuction({ id: 1 })))(
      'clears btnLoading and activeId when %s',
      (_name, action) => {
        const state = reduce(
          { ...listOf(buildAuction({ id: 1 })), btnLoading: true, activeId: 1 },
          action,
        );
        expect(state.btnLoading).toBe(false);
        expect(state.activeId).toBeNull();
      },
    );
  });

  describe('auction in a bid answer', () => {
    const stored = buildAuction({ id: 1, updated_at: '2030-01-01T10:00:00.000Z', bid_count: 1 });

    it.each(
      everyBidOutcome(
        buildAuction({ id: 1, updated_at: '2030-01-01T10:00:09.000Z', bid_count: 2 }),
      ),
    )('replaces the listed auction with a later one when %s', (_name, action) => {
      expect(reduce(listOf(stored), action).data[1]?.bid_count).toBe(2);
    });

    it('keeps the listed auction when the answer is older', () => {
      const older = buildAuction({ id: 1, updated_at: '2030-01-01T09:59:00.000Z', bid_count: 0 });
      expect(
        reduce(listOf(stored), placeBid.fulfilled(answer(older), 'r', bidArg)).data[1],
      ).toEqual(stored);
    });

    it('keeps the listed auction when the answer has the same updated_at', () => {
      const same = buildAuction({ id: 1, updated_at: stored.updated_at, bid_count: 7 });
      expect(
        reduce(listOf(stored), placeBid.fulfilled(answer(same), 'r', bidArg)).data[1]?.bid_count,
      ).toBe(1);
    });

    it('replaces the listed auction when either updated_at is missing', () => {
      const undated = { ...buildAuction({ id: 1, bid_count: 3 }), updated_at: '' };
      expect(
        reduce(listOf(stored), placeBid.fulfilled(answer(undated), 'r', bidArg)).data[1]?.bid_count,
      ).toBe(3);
      const storedUndated = { ...stored, updated_at: '' };
      const dated = buildAuction({ id: 1, bid_count: 5 });
      expect(
        reduce(listOf(storedUndated), placeBid.fulfilled(answer(dated), 'r', bidArg)).data[1]
          ?.bid_count,
      ).toBe(5);
    });

    it('applies an answer without an id to the active auction', () => {
      const withoutId = {
        ...buildAuction({ updated_at: '2030-01-01T10:00:09.000Z', bid_count: 6 }),
        id: undefined,
      } as unknown as DealerAuction;
      const state = reduce(
        { ...listOf(stored, buildAuction({ id: 2 })), activeId: 1 },
        placeBid.fulfilled(answer(withoutId), 'r', bidArg),
      );
      expect(state.data[1]?.bid_count).toBe(6);
      expect(state.data[1]?.id).toBe(1);
      expect(state.activeId).toBeNull();
    });

    it('ignores an answer about an auction that is not listed', () => {
      const state = reduce(
        listOf(stored),
        placeBid.fulfilled(answer(buildAuction({ id: 5 })), 'r', bidArg),
      );
      expect(state.ids).toEqual([1]);
      expect(state.data[5]).toBeUndefined();
    });
  });

  describe('removal, manual operations and live updates', () => {
    it.each([
      ['a deletion', auctionDeleted(1)],
      ['a leave', auctionLeft(1)],
      ['a manual remove', auctionRemoved(1)],
    ])('drops the auction from data and ids after %s', (_name, action) => {
      const state = reduce(listOf(buildAuction({ id: 1 }), buildAuction({ id: 2 })), action);
      expect(state.ids).toEqual([2]);
      expect(state.data[1]).toBeUndefined();
    });

    it('adds a new auction at the end and replaces a listed one without repeating its id', () => {
      let state = reduce(listOf(buildAuction({ id: 1 })), auctionAdded(buildAuction({ id: 2 })));
      expect(state.ids).toEqual([1, 2]);
      state = reduce(state, auctionAdded(buildAuction({ id: 1, bid_count: 8 })));
      expect(state.ids).toEqual([1, 2]);
      expect(state.data[1]?.bid_count).toBe(8);
    });

    it('merges a manual update into a listed auction and ignores one for an unlisted auction', () => {
      const state = reduce(
        listOf(buildAuction({ id: 1, location: 'Ipoh' })),
        auctionUpdated({ id: 1, bid_count: 3 }),
      );
      expect(state.data[1]).toMatchObject({ bid_count: 3, location: 'Ipoh' });
      expect(reduce(state, auctionUpdated({ id: 4, bid_count: 3 })).data[4]).toBeUndefined();
    });

    it('sets and clears the active id', () => {
      const state = reduce(initialBiddingListState, activeIdSet(4));
      expect(state.activeId).toBe(4);
      expect(reduce(state, activeIdSet(null)).activeId).toBeNull();
    });

    it('applies a newer live update to a listed auction and ignores an older one', () => {
      const listed = listOf(buildAuction({ id: 1, updated_at: '2030-01-01T10:00:00.000Z' }));
      const newer = reduce(
        listed,
        auctionLiveUpdated(
          buildPublicUpdate({ updated_at: '2030-01-01T10:00:05.000Z', bid_count: 2 }),
        ),
      );
      expect(newer.data[1]?.bid_count).toBe(2);
      const older = reduce(
        newer,
        auctionLiveUpdated(
          buildPublicUpdate({ updated_at: '2030-01-01T10:00:01.000Z', bid_count: 1 }),
        ),
      );
      expect(older.data[1]?.bid_count).toBe(2);
    });

    it('empties the list when the session ends', () => {
      expect(reduce(listOf(buildAuction()), sessionEnded())).toEqual(initialBiddingListState);
    });
  });

  describe('max bids, snap-its and sealed bids on listed auctions', () => {
    const stored = buildAuction({
      id: 1,
      max_bid: { id: 7, auction_id: 1, amount: 45_000 },
      snap_it_bid: buildSnapIt(),
    });
    const later = '2030-01-01T10:00:09.000Z';

    it('clears a removed max bid and a removed snap-it from the listed auction', () => {
      const afterMax = reduce(
        listOf(stored),
        removeMaxBid.fulfilled(answer({ ...stored, updated_at: later, max_bid: null }), 'r', {
          id: 7,
        }),
      );
      expect(afterMax.data[1]?.max_bid).toBeNull();
      const afterSnap = reduce(
        afterMax,
        removeSnapItBid.fulfilled(
          answer({
            ...stored,
            updated_at: '2030-01-01T10:00:10.000Z',
            max_bid: null,
            snap_it_bid: null,
          }),
          'r',
          { id: 300 },
        ),
      );
      expect(afterSnap.data[1]?.snap_it_bid).toBeNull();
    });

    it('takes the listed auction from a refused sealed bid that carries a newer one', () => {
      const closed = buildClosedAuction({ id: 1 });
      const carried = buildClosedAuction({
        id: 1,
        updated_at: later,
        sealed: { reveal_state: 'disabled', process_state: 'pending' },
      });
      const refused = {
        failure: { status: 409, code: 'auction_ended' as const, message: 'ended' },
        auction: carried,
      };
      const state = reduce(
        listOf(closed),
        placeClosedBid.rejected(null, 'r', { ...bidArg, bid_type: 'whole_car' }, refused),
      );
      expect(state.data[1]?.sealed?.reveal_state).toBe('disabled');
    });
  });
});
