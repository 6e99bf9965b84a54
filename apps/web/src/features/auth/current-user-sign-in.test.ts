import type { User } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { currentUserSlice, initialCurrentUserState } from './current-user-slice';
import { loginByOtp, loginByToken } from './current-user-thunks';

const reduce = currentUserSlice.reducer;
const byOtp = { access_token: 'verified-1', phone: '+60123456701' };
const byToken = { ...byOtp, phone_code: '482913' };

function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    email: 'dealer.b@demo.test',
    name: 'Budi Santoso',
    role: 'dealer',
    staff_roles: [],
    country: 'ID',
    locale: { language: 'id' },
    phone: '+628123456702',
    active_group: { id: 9, name: 'Santoso Mobil', kind: 'dealer', market: 'ID' },
    ...overrides,
  };
}

describe('signing in by one-time code and by help code (spec §4)', () => {
  it.each([
    ['one-time code', loginByOtp.fulfilled(buildUser(), 'r', byOtp)],
    ['help code', loginByToken.fulfilled(buildUser(), 'r', byToken)],
  ])('by %s merges the user, takes their language and country', (_, action) => {
    const state = reduce({ ...initialCurrentUserState, loading: true }, action);
    expect(state.user).toMatchObject({ id: 5, name: 'Budi Santoso', followed_auctions_ids: [] });
    expect(state.currentLanguage).toBe('id');
    expect(state.selectedCountry).toBe('ID');
    expect(state.loading).toBe(false);
  });

  it.each([
    ['one-time code', loginByOtp.fulfilled],
    ['help code', loginByToken.fulfilled],
  ] as const)(
    'by %s falls back to the default language when the locale is not one the app speaks',
    (_, fulfilled) => {
      const user = buildUser({ locale: { language: 'hk' as 'en' } });
      const state = reduce(
        { ...initialCurrentUserState, currentLanguage: 'th' },
        fulfilled(user, 'r', byToken),
      );
      expect(state.currentLanguage).toBe('en');
    },
  );

  it('marks the store loading while a code sign-in runs and clears an earlier error', () => {
    const failed = {
      ...initialCurrentUserState,
      error: { status: 401, code: 'invalid_credentials' as const, message: '' },
    };
    const state = reduce(failed, loginByOtp.pending('r', byOtp));
    expect(state.loading).toBe(true);
    expect(state.error).toBeNull();
  });

  it('stores a refused help code as the error and stops loading', () => {
    const failure = {
      status: 422,
      code: 'auth/invalid-verification-code' as const,
      message: 'The code is not valid',
    };
    const state = reduce(
      { ...initialCurrentUserState, loading: true },
      loginByToken.rejected(null, 'r', byToken, { failure }),
    );
    expect(state.loading).toBe(false);
    expect(state.error?.code).toBe('auth/invalid-verification-code');
    expect(state.user).toBeNull();
  });
});
