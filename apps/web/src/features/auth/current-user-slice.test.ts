import type { User } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../lib/state/session-actions';
import {
  currentUserSlice,
  initialCurrentUserState,
  selectedCountrySet,
} from './current-user-slice';
import { fetchAccountInfo, fetchCurrentUser, loginByEmail } from './current-user-thunks';

const reduce = currentUserSlice.reducer;
const credentials = { email: 'dealer.a@demo.test', password: 'demo-pass-1' };

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 3,
    email: 'dealer.a@demo.test',
    name: 'Aisyah Rahman',
    role: 'dealer',
    staff_roles: [],
    country: 'SG',
    locale: { language: 'th' },
    active_group: { id: 8, name: 'Rahman Motors', kind: 'dealer', market: 'SG' },
    ...overrides,
  };
}

describe('current user state (spec §3/§4)', () => {
  it('merges the signed-in user, takes the language from their locale and their country', () => {
    const state = reduce(
      initialCurrentUserState,
      loginByEmail.fulfilled(buildUser(), 'r', credentials),
    );
    expect(state.user).toMatchObject({ id: 3, name: 'Aisyah Rahman', followed_auctions_ids: [] });
    expect(state.currentLanguage).toBe('th');
    expect(state.selectedCountry).toBe('SG');
    expect(state.loading).toBe(false);
  });

  it('falls back to the default language when the user locale is not one the app speaks', () => {
    const user = buildUser({ locale: { language: 'xx' as 'en' } });
    expect(
      reduce(initialCurrentUserState, loginByEmail.fulfilled(user, 'r', credentials))
        .currentLanguage,
    ).toBe('en');
  });

  it('keeps the chosen language when the stored session is re-read at start', () => {
    const state = reduce(
      { ...initialCurrentUserState, currentLanguage: 'id' },
      fetchCurrentUser.fulfilled(buildUser(), 'r'),
    );
    expect(state.currentLanguage).toBe('id');
    expect(state.user?.id).toBe(3);
  });

  it('stores a refused sign-in as an error and stops loading', () => {
    const failure = {
      status: 401,
      code: 'invalid_credentials' as const,
      message: 'Invalid credentials',
    };
    const state = reduce(
      { ...initialCurrentUserState, loading: true },
      loginByEmail.rejected(null, 'r', credentials, { failure }),
    );
    expect(state.loading).toBe(false);
    expect(state.error?.code).toBe('invalid_credentials');
  });

  it('merges account info into the signed-in user', () => {
    const signedIn = reduce(
      initialCurrentUserState,
      loginByEmail.fulfilled(buildUser(), 'r', credentials),
    );
    const info = { count_overdue_payment: 2, followed_auctions_ids: [4], pined_auctions_ids: [5] };
    const state = reduce(signedIn, fetchAccountInfo.fulfilled(info, 'r'));
    expect(state.user).toMatchObject({
      overduePaymentCount: 2,
      followed_auctions_ids: [4],
      pined_auctions_ids: [5],
    });
    expect(state.accountInfoLoading).toBe(false);
  });

  it('accepts a supported country and ignores an unsupported one', () => {
    const state = reduce(initialCurrentUserState, selectedCountrySet('ID'));
    expect(state.selectedCountry).toBe('ID');
    expect(reduce(state, selectedCountrySet('US')).selectedCountry).toBe('ID');
  });

  it('clears the user and group when the session ends but keeps the language', () => {
    const signedIn = reduce(
      initialCurrentUserState,
      loginByEmail.fulfilled(buildUser(), 'r', credentials),
    );
    const state = reduce(signedIn, sessionEnded());
    expect(state.user).toBeNull();
    expect(state.currentLanguage).toBe('th');
  });
});
