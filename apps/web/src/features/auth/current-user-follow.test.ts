import type { FollowAnswer, PinAnswer, User } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../lib/state/follow-actions';
import {
  currentUserSlice,
  initialCurrentUserState,
  type CurrentUserState,
} from './current-user-slice';

const reduce = currentUserSlice.reducer;
const failure = { status: 409, code: 'auction_ended' as const, message: 'ended' };

function signedIn(
  overrides: { followed?: number[]; pinned?: number[]; loading?: Record<number, boolean> } = {},
): CurrentUserState {
  const user: User = {
    id: 3,
    email: 'dealer.a@demo.test',
    name: 'Aiman Hakim',
    role: 'dealer',
    staff_roles: [],
    country: 'MY',
    locale: { language: 'en' },
  };
  return {
    ...initialCurrentUserState,
    user: {
      ...user,
      followed_auctions_ids: overrides.followed ?? [],
      pined_auctions_ids: overrides.pinned ?? [],
      loadingFollowedAuctionIds: overrides.loading ?? {},
      overduePaymentCount: 0,
    },
  };
}

const followed = (id: number, ids: number[]): { answer: FollowAnswer; auction: null } => ({
  answer: { auction_id: id, followed: true, followed_auctions_ids: ids },
  auction: null,
});
const pinned = (id: number, ids: number[]): { answer: PinAnswer; auction: null } => ({
  answer: { auction_id: id, pinned: true, pined_auctions_ids: ids },
  auction: null,
});

describe('follow and pin bookkeeping of the current user (spec §4)', () => {
  it('marks the auction loading while a follow is pending', () => {
    const state = reduce(signedIn(), followAuction.pending('r', 7));
    expect(state.user?.loadingFollowedAuctionIds).toEqual({ 7: true });
  });

  it('adds the id to the followed ids and clears loading when a follow succeeds', () => {
    const state = reduce(
      signedIn({ followed: [2], loading: { 7: true } }),
      followAuction.fulfilled(followed(7, [2, 7]), 'r', 7),
    );
    expect(state.user?.followed_auctions_ids).toEqual([2, 7]);
    expect(state.user?.loadingFollowedAuctionIds).toEqual({});
  });

  it('does not repeat an id that was already followed when a follow succeeds again', () => {
    const state = reduce(
      signedIn({ followed: [7] }),
      followAuction.fulfilled(followed(7, [7]), 'r', 7),
    );
    expect(state.user?.followed_auctions_ids).toEqual([7]);
  });

  it('clears loading and keeps the followed ids when a follow fails', () => {
    const state = reduce(
      signedIn({ followed: [2], loading: { 7: true } }),
      followAuction.rejected(null, 'r', 7, { failure }),
    );
    expect(state.user?.followed_auctions_ids).toEqual([2]);
    expect(state.user?.loadingFollowedAuctionIds).toEqual({});
  });

  it('marks the auction loading while an unfollow is pending', () => {
    const state = reduce(signedIn({ followed: [7] }), unfollowAuction.pending('r', 7));
    expect(state.user?.loadingFollowedAuctionIds).toEqual({ 7: true });
  });

  it('removes the id from the followed ids and clears loading when an unfollow succeeds', () => {
    const answer = {
      answer: { auction_id: 7, followed: false, followed_auctions_ids: [2] },
      auction: null,
    };
    const state = reduce(
      signedIn({ followed: [2, 7], loading: { 7: true } }),
      unfollowAuction.fulfilled(answer, 'r', 7),
    );
    expect(state.user?.followed_auctions_ids).toEqual([2]);
    expect(state.user?.loadingFollowedAuctionIds).toEqual({});
  });

  it('keeps the id and clears loading when an unfollow fails', () => {
    const state = reduce(
      signedIn({ followed: [7], loading: { 7: true } }),
      unfollowAuction.rejected(null, 'r', 7, { failure }),
    );
    expect(state.user?.followed_auctions_ids).toEqual([7]);
    expect(state.user?.loadingFollowedAuctionIds).toEqual({});
  });

  it('adds the id to the pinned ids when a pin succeeds', () => {
    const state = reduce(
      signedIn({ pinned: [4] }),
      pinAuction.fulfilled(pinned(9, [4, 9]), 'r', 9),
    );
    expect(state.user?.pined_auctions_ids).toEqual([4, 9]);
  });

  it('removes the id from the pinned ids when an unpin succeeds', () => {
    const answer = {
      answer: { auction_id: 9, pinned: false, pined_auctions_ids: [4] },
      auction: null,
    };
    const state = reduce(signedIn({ pinned: [4, 9] }), unpinAuction.fulfilled(answer, 'r', 9));
    expect(state.user?.pined_auctions_ids).toEqual([4]);
  });

  it('keeps the pinned ids when a pin fails', () => {
    const state = reduce(signedIn({ pinned: [4] }), pinAuction.rejected(null, 'r', 9, { failure }));
    expect(state.user?.pined_auctions_ids).toEqual([4]);
  });

  it('ignores follow answers when nobody is signed in', () => {
    const state = reduce(
      initialCurrentUserState,
      followAuction.fulfilled(followed(7, [7]), 'r', 7),
    );
    expect(state.user).toBeNull();
  });
});
