import { describe, expect, it } from 'vitest';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import {
  followActionFor,
  followButtonsSlice,
  initialFollowButtonsState,
  pinActionFor,
} from './follow-button-slice';

const reduce = followButtonsSlice.reducer;
const failure = { status: 422, code: 'follow_limit_reached' as const, message: 'limit' };
const followAnswer = {
  answer: { auction_id: 5, followed: true, followed_auctions_ids: [5] },
  auction: null,
};
const pinAnswer = {
  answer: { auction_id: 5, pinned: true, pined_auctions_ids: [5] },
  auction: null,
};

describe('follow button state per auction id (spec §3/§4)', () => {
  it('when followed, the action is unfollow', () => {
    expect(followActionFor(true)).toBe('unfollow');
  });

  it('when not followed, the action is follow', () => {
    expect(followActionFor(false)).toBe('follow');
  });

  it('when pinned, the action is unpin, else pin', () => {
    expect([pinActionFor(true), pinActionFor(false)]).toEqual(['unpin', 'pin']);
  });

  it('a pending follow marks that auction loading and leaves other auctions alone', () => {
    const state = reduce(
      { 9: { auction: 9, loading: false, updating: false, error: null } },
      followAuction.pending('r', 5),
    );
    expect(state[5]).toEqual({ auction: 5, loading: true, updating: false, error: null });
    expect(state[9]?.loading).toBe(false);
  });

  it('a successful follow clears loading', () => {
    const state = reduce(
      reduce(initialFollowButtonsState, followAuction.pending('r', 5)),
      followAuction.fulfilled(followAnswer, 'r', 5),
    );
    expect(state[5]).toMatchObject({ loading: false, error: null });
  });

  it('a failed follow clears loading and stores the error', () => {
    const state = reduce(
      reduce(initialFollowButtonsState, followAuction.pending('r', 5)),
      followAuction.rejected(null, 'r', 5, { failure }),
    );
    expect(state[5]).toMatchObject({ loading: false, error: failure });
  });

  it('a failed unfollow without any answer is stored as a network error', () => {
    const state = reduce(
      initialFollowButtonsState,
      unfollowAuction.rejected(new Error('offline'), 'r', 5),
    );
    expect(state[5]?.error?.code).toBe('network_error');
  });

  it('a new call clears the error of the last one', () => {
    const failed = reduce(
      initialFollowButtonsState,
      followAuction.rejected(null, 'r', 5, { failure }),
    );
    expect(reduce(failed, followAuction.pending('r', 5))[5]?.error).toBeNull();
  });

  it('a pending pin marks the auction updating and a successful one clears it', () => {
    const pending = reduce(initialFollowButtonsState, pinAuction.pending('r', 5));
    expect(pending[5]).toMatchObject({ updating: true, loading: false });
    expect(reduce(pending, pinAuction.fulfilled(pinAnswer, 'r', 5))[5]?.updating).toBe(false);
  });

  it('a failed unpin clears updating and stores the error', () => {
    const state = reduce(
      reduce(initialFollowButtonsState, unpinAuction.pending('r', 5)),
      unpinAuction.rejected(null, 'r', 5, { failure }),
    );
    expect(state[5]).toMatchObject({ updating: false, error: failure });
  });

  it('forgets every button when the session ends', () => {
    expect(
      reduce(reduce(initialFollowButtonsState, followAuction.pending('r', 5)), sessionEnded()),
    ).toEqual({});
  });
});
