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
  buildBid,
  buildClosedAuction,
  buildPublicUpdate,
  buildSnapIt,
  buildUserBid,
} from '../../testing/auction-factory';
import {
  auctionDetailReset,
  auctionDetailSlice,
  auctionLiveUpdated,
  auctionsLiveUpdated,
  auctionUpdated,
  fetchAuctionDetail,
  initialAuctionDetailState,
  type AuctionDetailState,
} from './auction-detail-slice';

const reduce = auctionDetailSlice.reducer;
const withAuction = (auction = buildAuction()): AuctionDetailState => ({
  ...initialAuctionDetailState,
  auction,
});
const failure: ApiFailure = { status: 409, code: 'auction_ended', message: 'Auction has ended' };
const bidArg = { auction_id: 1, amount: 41_000 };

describe('auction detail state (spec §4)', () => {
  it('starts with no auction, not loading and no error', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({
      auction: null,
      loading: false,
      error: null,
    });
  });

  describe('fetching', () => {
    it('sets loading and clears an earlier error while the fetch is pending', () => {
      const state = reduce(
        { ...initialAuctionDetailState, error: failure },
        fetchAuctionDetail.pending('r', 1),
      );
      expect(state.loading).toBe(true);
      expect(state.error).toBeNull();
    });

    it('stores the auction and stops loading when the fetch succeeds', () => {
      const auction = buildAuction({ id: 7 });
      const state = reduce(
        { ...initialAuctionDetailState, loading: true },
        fetchAuctionDetail.fulfilled(auction, 'r', 7),
      );
      expect(state).toEqual({ auction, loading: false, error: null });
    });

    it('keeps a newer stored state when a read of the same auction answers with an older one', () => {
      const stored = buildAuction({ id: 7, updated_at: '2030-01-01T10:00:10.000Z', bid_count: 5 });
      const older = buildAuction({ id: 7, updated_at: '2030-01-01T10:00:05.000Z', bid_count: 4 });
      const state = reduce(withAuction(stored), fetchAuctionDetail.fulfilled(older, 'r', 7));
      expect(state.auction).toEqual(stored);
      expect(state.loading).toBe(false);
    });

    it('takes a read as new or as recent as the stored auction, and any read of another auction', () => {
      const stored = buildAuction({ id: 7, updated_at: '2030-01-01T10:00:05.000Z', bid_count: 4 });
      const same = buildAuction({ id: 7, updated_at: '2030-01-01T10:00:05.000Z', bid_count: 4 });
      const other = buildAuction({ id: 8, updated_at: '2020-01-01T10:00:00.000Z' });
      expect(reduce(withAuction(stored), fetchAuctionDetail.fulfilled(same, 'r', 7)).auction).toBe(
        same,
      );
      expect(reduce(withAuction(stored), fetchAuctionDetail.fulfilled(other, 'r', 8)).auction).toBe(
        other,
      );
    });

    it('stores the error and stops loading when the server refuses the fetch', () => {
      const notFound: ApiFailure = { status: 404, code: 'not_found', message: 'Not found' };
      const action = fetchAuctionDetail.rejected(null, 'r', 7, { failure: notFound });
      const state = reduce({ ...initialAuctionDetailState, loading: true }, action);
      expect(state.loading).toBe(false);
      expect(state.error).toEqual(notFound);
    });

    it('stores a network error when the fetch got no answer at all', () => {
      const action = fetchAuctionDetail.rejected(new Error('offline'), 'r', 7);
      const state = reduce({ ...initialAuctionDetailState, loading: true }, action);
      expect(state.error?.code).toBe('network_error');
    });
  });

  describe('live updates', () => {
    it('applies an update whose updated_at is newer than the stored one', () => {
      const update = buildPublicUpdate({ updated_at: '2030-01-01T10:00:05.000Z', bid_count: 3 });
      const state = reduce(withAuction(), auctionLiveUpdated(update));
      expect(state.auction?.bid_count).toBe(3);
      expect(state.auction?.updated_at).toBe('2030-01-01T10:00:05.000Z');
    });

    it('ignores an update older than the stored auction', () => {
      const stored = buildAuction({ updated_at: '2030-01-01T10:00:10.000Z', bid_count: 5 });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(
          buildPublicUpdate({ updated_at: '2030-01-01T10:00:05.000Z', bid_count: 4 }),
        ),
      );
      expect(state.auction).toEqual(stored);
    });

    it('ignores an update with the same updated_at as the stored auction', () => {
      const stored = buildAuction({ updated_at: '2030-01-01T10:00:05.000Z', bid_count: 5 });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(
          buildPublicUpdate({ updated_at: '2030-01-01T10:00:05.000Z', bid_count: 9 }),
        ),
      );
      expect(state.auction?.bid_count).toBe(5);
    });

    it('applies an update when the stored auction has no updated_at', () => {
      const stored = { ...buildAuction(), updated_at: '' };
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(buildPublicUpdate({ bid_count: 2 })),
      );
      expect(state.auction?.bid_count).toBe(2);
    });

    it('applies an update that carries no updated_at', () => {
      const state = reduce(
        withAuction(),
        auctionLiveUpdated(buildPublicUpdate({ updated_at: '', bid_count: 2 })),
      );
      expect(state.auction?.bid_count).toBe(2);
    });

    it('ignores an update for another auction', () => {
      const stored = buildAuction({ id: 1 });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(buildPublicUpdate({ id: 2, bid_count: 8 })),
      );
      expect(state.auction).toEqual(stored);
    });

    it('ignores an update while no auction is stored', () => {
      const state = reduce(initialAuctionDetailState, auctionLiveUpdated(buildPublicUpdate()));
      expect(state.auction).toBeNull();
    });

    it('puts a new highest bid at the top of the history and shows the dealer outbid when it is another bidder', () => {
      const own = buildBid({ id: 10, amount: 41_000, bidder_no: 2 });
      const stored = buildAuction({
        highest_bid: own,
        bids: [own],
        user_bids: [buildUserBid({ id: 10 })],
        position: 'winning',
      });
      const rival = buildBid({ id: 11, amount: 41_500, bidder_no: 3 });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(buildPublicUpdate({ highest_bid: rival, bid_count: 2 })),
      );
      expect(state.auction?.bids).toEqual([rival, own]);
      expect(state.auction?.highest_bid).toEqual(rival);
      expect(state.auction?.position).toBe('outbid');
    });

    it('shows the dealer winning when the new highest bid carries their own bidder number', () => {
      const own = buildBid({ id: 10, bidder_no: 2 });
      const rival = buildBid({ id: 11, amount: 41_500, bidder_no: 3 });
      const stored = buildAuction({
        highest_bid: rival,
        bids: [rival, own],
        user_bids: [buildUserBid({ id: 10 })],
        position: 'outbid',
      });
      const ownAgain = buildBid({ id: 12, amount: 42_000, bidder_no: 2 });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(buildPublicUpdate({ highest_bid: ownAgain })),
      );
      expect(state.auction?.position).toBe('winning');
      expect(state.auction?.bids?.[0]).toEqual(ownAgain);
    });

    it('keeps a dealer without bids at nobid when someone else bids', () => {
      const rival = buildBid({ id: 11, bidder_no: 3 });
      const state = reduce(
        withAuction(),
        auctionLiveUpdated(buildPublicUpdate({ highest_bid: rival })),
      );
      expect(state.auction?.position).toBe('nobid');
    });

    it('does not repeat a highest bid that is already in the history', () => {
      const bid = buildBid({ id: 11 });
      const stored = buildAuction({ highest_bid: bid, bids: [bid] });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(
          buildPublicUpdate({ highest_bid: bid, time_end: '2030-01-01T11:01:00.000Z' }),
        ),
      );
      expect(state.auction?.bids).toEqual([bid]);
      expect(state.auction?.time_end).toBe('2030-01-01T11:01:00.000Z');
    });

    it('applies from a list of updates only the entry of the current auction', () => {
      const updates = [
        buildPublicUpdate({ id: 2, bid_count: 7 }),
        buildPublicUpdate({ id: 1, bid_count: 4 }),
      ];
      const state = reduce(withAuction(buildAuction({ id: 1 })), auctionsLiveUpdated(updates));
      expect(state.auction?.id).toBe(1);
      expect(state.auction?.bid_count).toBe(4);
    });

    it('leaves the auction unchanged when a list of updates has no entry for it', () => {
      const stored = buildAuction({ id: 1 });
      const state = reduce(
        withAuction(stored),
        auctionsLiveUpdated([buildPublicUpdate({ id: 2 })]),
      );
      expect(state.auction).toEqual(stored);
    });
  });

  describe('full update, reset and session end', () => {
    it('merges a full update into the stored auction and keeps the other fields', () => {
      const stored = buildAuction({ location: 'Penang' });
      const state = reduce(
        withAuction(stored),
        auctionUpdated({ id: 1, bid_count: 9, is_reserve_met: true }),
      );
      expect(state.auction).toEqual({ ...stored, bid_count: 9, is_reserve_met: true });
    });

    it('ignores a full update for another auction', () => {
      const stored = buildAuction({ id: 1 });
      expect(reduce(withAuction(stored), auctionUpdated({ id: 2, bid_count: 9 })).auction).toEqual(
        stored,
      );
    });

    it('clears auction, loading and error on reset', () => {
      const state = reduce(
        { auction: buildAuction(), loading: true, error: failure },
        auctionDetailReset(),
      );
      expect(state).toEqual(initialAuctionDetailState);
    });

    it('clears everything when the session ends', () => {
      expect(reduce(withAuction(), sessionEnded())).toEqual(initialAuctionDetailState);
    });
  });

  describe('bid answers', () => {
    const answered = buildAuction({
      updated_at: '2030-01-01T10:00:20.000Z',
      highest_bid: buildBid({ id: 20, amount: 41_000, bidder_no: 4 }),
      bid_count: 1,
      position: 'winning',
      user_bids: [buildUserBid({ id: 20, amount: 41_000 })],
    });

    it.each([
      ['a bid', placeBid.fulfilled({ auction: answered }, 'r', bidArg)],
      ['a max bid', placeMaxBid.fulfilled({ auction: answered }, 'r', bidArg)],
      ['a snap-it bid', placeSnapItBid.fulfilled({ auction: answered }, 'r', bidArg)],
      [
        'a closed bid',
        placeClosedBid.fulfilled({ auction: answered }, 'r', { ...bidArg, bid_type: 'whole_car' }),
      ],
      ['removing a max bid', removeMaxBid.fulfilled({ auction: answered }, 'r', { id: 5 })],
      ['removing a snap-it bid', removeSnapItBid.fulfilled({ auction: answered }, 'r', { id: 5 })],
    ])('merges the auction in the answer after %s', (_situation, action) => {
      const state = reduce(withAuction(buildAuction({ location: 'Ipoh' })), action);
      expect(state.auction).toEqual({ ...answered, location: answered.location });
      expect(state.auction?.position).toBe('winning');
    });

    it('merges the auction carried by a refused bid', () => {
      const ended = buildAuction({ updated_at: '2030-01-01T10:00:20.000Z', status: 'ended' });
      const action = placeBid.rejected(null, 'r', bidArg, { failure, auction: ended });
      expect(reduce(withAuction(), action).auction?.status).toBe('ended');
    });

    it('keeps the auction when a refused bid carries none', () => {
      const stored = buildAuction();
      const action = placeBid.rejected(null, 'r', bidArg, { failure });
      expect(reduce(withAuction(stored), action).auction).toEqual(stored);
    });

    it('ignores an answer about another auction', () => {
      const stored = buildAuction({ id: 1 });
      const action = placeBid.fulfilled({ auction: buildAuction({ id: 2 }) }, 'r', bidArg);
      expect(reduce(withAuction(stored), action).auction).toEqual(stored);
    });

    it('keeps a newer live update when a slower bid answer arrives, and shows the dealer outbid', () => {
      const rival = buildBid({ id: 21, amount: 41_500, bidder_no: 5 });
      const afterRival = buildAuction({
        updated_at: '2030-01-01T10:00:30.000Z',
        highest_bid: rival,
        bid_count: 2,
        bids: [rival],
      });
      const ownBid = buildBid({ id: 20, amount: 41_000, bidder_no: 4 });
      const slowAnswer = { ...answered, bids: [ownBid] };
      const state = reduce(
        withAuction(afterRival),
        placeBid.fulfilled({ auction: slowAnswer }, 'r', bidArg),
      );
      expect(state.auction?.highest_bid).toEqual(rival);
      expect(state.auction?.bid_count).toBe(2);
      expect(state.auction?.user_bids).toEqual(answered.user_bids);
      expect(state.auction?.bids).toEqual([rival, ownBid]);
      expect(state.auction?.position).toBe('outbid');
    });
  });

  describe('max bids, snap-its and sealed bids', () => {
    const later = '2030-01-01T10:00:20.000Z';
    const ceiling = { id: 7, auction_id: 1, amount: 45_000 };

    it('stores a placed or raised max bid from the answer', () => {
      const stored = buildAuction({ max_bid: { ...ceiling, amount: 42_000 } });
      const answer = buildAuction({ updated_at: later, max_bid: ceiling, position: 'winning' });
      const state = reduce(
        withAuction(stored),
        placeMaxBid.fulfilled({ auction: answer }, 'r', { auction_id: 1, amount: 45_000 }),
      );
      expect(state.auction?.max_bid).toEqual(ceiling);
      expect(state.auction?.position).toBe('winning');
    });

    it('clears the stored max bid when its removal is answered', () => {
      const stored = buildAuction({ max_bid: ceiling, position: 'outbid' });
      const state = reduce(
        withAuction(stored),
        removeMaxBid.fulfilled(
          { auction: buildAuction({ updated_at: later, max_bid: null, position: 'outbid' }) },
          'r',
          { id: 7 },
        ),
      );
      expect(state.auction?.max_bid).toBeNull();
    });

    it('keeps the max bid and merges the auction carried by a refused removal while it leads', () => {
      const stored = buildAuction({ max_bid: ceiling, position: 'outbid' });
      const carried = buildAuction({
        updated_at: later,
        max_bid: ceiling,
        position: 'winning',
        highest_bid: buildBid({ id: 30, amount: 41_000 }),
      });
      const refused = {
        failure: { status: 409, code: 'max_bid_leading' as const, message: 'leading' },
        auction: carried,
      };
      const state = reduce(
        withAuction(stored),
        removeMaxBid.rejected(null, 'r', { id: 7 }, refused),
      );
      expect(state.auction?.max_bid).toEqual(ceiling);
      expect(state.auction?.position).toBe('winning');
      expect(state.auction?.highest_bid?.amount).toBe(41_000);
    });

    it('stores a placed snap-it with the moment it fires, and clears it when removed', () => {
      const snapIt = buildSnapIt();
      const placed = reduce(
        withAuction(),
        placeSnapItBid.fulfilled(
          { auction: buildAuction({ updated_at: later, snap_it_bid: snapIt }) },
          'r',
          bidArg,
        ),
      );
      expect(placed.auction?.snap_it_bid).toEqual(snapIt);
      const removed = reduce(
        placed,
        removeSnapItBid.fulfilled(
          { auction: buildAuction({ updated_at: '2030-01-01T10:00:30.000Z', snap_it_bid: null }) },
          'r',
          { id: snapIt.id },
        ),
      );
      expect(removed.auction?.snap_it_bid).toBeNull();
    });

    it('merges the snap-it as the server has it when a change comes too late', () => {
      const stored = buildAuction({ snap_it_bid: buildSnapIt() });
      const carried = buildAuction({
        updated_at: later,
        snap_it_bid: buildSnapIt({ status: 'fired' }),
      });
      const refused = {
        failure: { status: 409, code: 'snap_it_closed' as const, message: 'closed' },
        auction: carried,
      };
      const state = reduce(
        withAuction(stored),
        removeSnapItBid.rejected(null, 'r', { id: 300 }, refused),
      );
      expect(state.auction?.snap_it_bid?.status).toBe('fired');
    });

    it('adds the dealer’s own sealed bid from the answer and keeps the public price hidden', () => {
      const own = buildUserBid({ id: 40, kind: 'closed', bid_type: 'body_only', amount: 33_000 });
      const answer = buildClosedAuction({
        updated_at: later,
        user_bids: [own],
        bid_count: 3,
        bidders_count: 3,
      });
      const state = reduce(
        withAuction(buildClosedAuction()),
        placeClosedBid.fulfilled({ auction: answer }, 'r', { ...bidArg, bid_type: 'body_only' }),
      );
      expect(state.auction?.user_bids).toEqual([own]);
      expect(state.auction?.highest_bid).toBeNull();
      expect(state.auction?.sealed).toEqual({ reveal_state: 'open', process_state: 'pending' });
    });

    it('keeps the dealer’s standing on a sealed auction when a live update brings only counts', () => {
      const stored = buildClosedAuction({
        position: 'nobid',
        user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car' })],
      });
      const state = reduce(
        withAuction(stored),
        auctionLiveUpdated(buildPublicUpdate({ bid_count: 4, bidders_count: 3 })),
      );
      expect(state.auction?.bid_count).toBe(4);
      expect(state.auction?.position).toBe('nobid');
    });
  });
});
