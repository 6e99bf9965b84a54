import { describe, expect, it } from 'vitest';
import { followAuction } from '../../lib/state/follow-actions';
import { setupStore } from '../../testing/test-store';
import { selectFollowedIds, selectIsFollowLoading, selectPinnedIds } from './follow-selectors';

function signedInStore(followed: number[], pinned: number[]) {
  return setupStore({
    currentUser: {
      accountInfoLoading: false,
      loading: false,
      updating: false,
      error: null,
      currentLanguage: 'en',
      selectedCountry: 'MY',
      user: {
        id: 3,
        email: 'dealer.a@demo.test',
        name: 'Aiman Hakim',
        role: 'dealer',
        staff_roles: [],
        country: 'MY',
        locale: { language: 'en' },
        followed_auctions_ids: followed,
        pined_auctions_ids: pinned,
        loadingFollowedAuctionIds: {},
        overduePaymentCount: 0,
      },
    },
  });
}

describe('follow and pin selectors', () => {
  it('answer from the account ids whether an auction is followed or pinned', () => {
    const state = signedInStore([2, 7], [4]).getState();
    expect([selectFollowedIds(state).has(7), selectFollowedIds(state).has(4)]).toEqual([
      true,
      false,
    ]);
    expect(selectPinnedIds(state).has(4)).toBe(true);
  });

  it('give the same set until the ids change, so cards do not redraw for other news', () => {
    const store = signedInStore([2], []);
    const first = selectFollowedIds(store.getState());
    store.dispatch({ type: 'unrelated/action' });
    expect(selectFollowedIds(store.getState())).toBe(first);
  });

  it('say an auction is loading while its follow call is pending', () => {
    const store = signedInStore([], []);
    store.dispatch(followAuction.pending('r', 7));
    expect([
      selectIsFollowLoading(store.getState(), 7),
      selectIsFollowLoading(store.getState(), 8),
    ]).toEqual([true, false]);
  });
});
