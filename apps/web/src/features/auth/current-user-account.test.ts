import type { GroupDetails, User } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { changePassword, updateGroup, updateUser } from '../../lib/state/account-actions';
import {
  currentUserSlice,
  initialCurrentUserState,
  type CurrentUserState,
} from './current-user-slice';

const reduce = currentUserSlice.reducer;
const failure = { status: 422, code: 'validation_failed' as const, message: 'invalid' };

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    email: 'dealer.a@demo.test',
    name: 'Aiman Hakim',
    role: 'dealer',
    staff_roles: [],
    country: 'MY',
    locale: { language: 'en' },
    phone: null,
    active_group: { id: 8, name: 'Hakim Motors', kind: 'dealer', market: 'MY' },
    ...overrides,
  };
}

function signedIn(updating: boolean): CurrentUserState {
  return {
    ...initialCurrentUserState,
    updating,
    user: {
      ...buildUser(),
      followed_auctions_ids: [4],
      pined_auctions_ids: [],
      loadingFollowedAuctionIds: {},
      overduePaymentCount: 1,
    },
  };
}

const group: GroupDetails = {
  id: 8,
  name: 'Hakim Motors Sdn Bhd',
  kind: 'dealer',
  market: 'MY',
  contact_email: null,
  contact_phone: null,
  address: null,
  can_edit: true,
};
const userArgs = { id: 3, changes: { name: 'Aiman' } };
const groupArgs = { id: 8, changes: { name: group.name } };
const passwordArgs = { id: 3, current_password: 'demo-pass-1', password: 'a-new-pass-9' };

describe('current user "updating" flag (spec §4)', () => {
  it.each([
    ['user update', updateUser.pending('r', userArgs)],
    ['group update', updateGroup.pending('r', groupArgs)],
    ['password change', changePassword.pending('r', passwordArgs)],
  ])('is true while a %s is pending', (_name, action) => {
    expect(reduce(signedIn(false), action).updating).toBe(true);
  });

  it.each([
    ['a user update is fulfilled', updateUser.fulfilled(buildUser(), 'r', userArgs), false],
    ['a user update is rejected', updateUser.rejected(null, 'r', userArgs, { failure }), false],
    ['a group update is fulfilled', updateGroup.fulfilled(group, 'r', groupArgs), false],
    ['a group update is rejected', updateGroup.rejected(null, 'r', groupArgs, { failure }), false],
    [
      'a password change is fulfilled',
      changePassword.fulfilled(buildUser(), 'r', passwordArgs),
      false,
    ],
    // The spec clears it on fulfil only for a password change: a refused one leaves it set.
    [
      'a password change is rejected',
      changePassword.rejected(null, 'r', passwordArgs, { failure }),
      true,
    ],
  ])('when %s it becomes %s', (_name, action, expected) => {
    expect(reduce(signedIn(true), action).updating).toBe(expected);
  });

  it('merges the saved user into the signed-in one, keeping the dealer account info', () => {
    const saved = buildUser({
      name: 'Aiman H.',
      phone: '+60123456701',
      locale: { language: 'id' },
    });
    const state = reduce(signedIn(true), updateUser.fulfilled(saved, 'r', userArgs));
    expect(state.user).toMatchObject({
      name: 'Aiman H.',
      phone: '+60123456701',
      locale: { language: 'id' },
      followed_auctions_ids: [4],
      overduePaymentCount: 1,
    });
  });

  it('merges the user a password change answers with', () => {
    const saved = buildUser({ name: 'Aiman after change' });
    const state = reduce(signedIn(true), changePassword.fulfilled(saved, 'r', passwordArgs));
    expect(state.user?.name).toBe('Aiman after change');
    expect(state.user?.followed_auctions_ids).toEqual([4]);
  });

  it('renames the active group when its details are saved', () => {
    const state = reduce(signedIn(true), updateGroup.fulfilled(group, 'r', groupArgs));
    expect(state.user?.active_group?.name).toBe('Hakim Motors Sdn Bhd');
  });

  it('leaves the user as it was when a user update is refused', () => {
    const state = reduce(signedIn(true), updateUser.rejected(null, 'r', userArgs, { failure }));
    expect(state.user?.name).toBe('Aiman Hakim');
    expect(state.error).toBeNull();
  });
});
