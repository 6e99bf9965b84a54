import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@autobid/contract';
import { DEFAULT_COUNTRY, isSupportedCountry, type Country } from '../../config/countries';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import type { ApiFailure } from '../../lib/api-error';
import { changePassword, updateGroup, updateUser } from '../../lib/state/account-actions';
import { failureOf } from '../../lib/state/create-app-thunk';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';
import { fetchAccountInfo, fetchCurrentUser, loginByEmail } from './current-user-thunks';
import { loginByOtp, loginByToken } from './current-user-thunks';

/** Spec §3 "Current user": the user with the dealer's account info merged in. */
export interface CurrentUser extends User {
  followed_auctions_ids: number[];
  pined_auctions_ids: number[];
  loadingFollowedAuctionIds: Record<number, boolean>;
  overduePaymentCount: number;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  accountInfoLoading: boolean;
  loading: boolean;
  updating: boolean;
  error: ApiFailure | null;
  currentLanguage: Language;
  selectedCountry: Country;
}

export const initialCurrentUserState: CurrentUserState = {
  user: null,
  accountInfoLoading: false,
  loading: false,
  updating: false,
  error: null,
  currentLanguage: DEFAULT_LANGUAGE,
  selectedCountry: DEFAULT_COUNTRY,
};

const noAccountInfo = {
  followed_auctions_ids: [],
  pined_auctions_ids: [],
  loadingFollowedAuctionIds: {},
  overduePaymentCount: 0,
};

function withId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids : [...ids, id];
}

function withoutId(ids: number[], id: number): number[] {
  return ids.filter((listed) => listed !== id);
}

function mergeUser(state: CurrentUserState, user: User): void {
  state.user = { ...noAccountInfo, ...state.user, ...user };
  if (isSupportedCountry(user.country)) state.selectedCountry = user.country;
}

/** Spec §4: every way in merges the user and takes the language from their locale, else the default. */
function signIn(state: CurrentUserState, user: User): void {
  state.loading = false;
  mergeUser(state, user);
  const language = user.locale.language;
  state.currentLanguage = isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export const currentUserSlice = createSlice({
  name: 'currentUser',
  initialState: initialCurrentUserState,
  reducers: {
    currentLanguageSet(state, action: PayloadAction<Language>) {
      state.currentLanguage = action.payload;
    },
    selectedCountrySet(state, action: PayloadAction<string>) {
      if (isSupportedCountry(action.payload)) state.selectedCountry = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        state.user = null;
        state.loading = false;
        state.accountInfoLoading = false;
        state.error = null;
      })
      .addCase(loginByEmail.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginByEmail.fulfilled, (state, action) => {
        state.loading = false;
        mergeUser(state, action.payload);
        const language = action.payload.locale.language;
        state.currentLanguage = isLanguage(language) ? language : DEFAULT_LANGUAGE;
      })
      .addCase(loginByEmail.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addCase(fetchCurrentUser.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.loading = false;
        mergeUser(state, action.payload);
      })
      .addCase(fetchCurrentUser.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addCase(fetchAccountInfo.pending, (state) => {
        state.accountInfoLoading = true;
      })
      .addCase(fetchAccountInfo.fulfilled, (state, action) => {
        state.accountInfoLoading = false;
        if (!state.user) return;
        state.user.followed_auctions_ids = action.payload.followed_auctions_ids;
        state.user.pined_auctions_ids = action.payload.pined_auctions_ids;
        state.user.overduePaymentCount = action.payload.count_overdue_payment;
      })
      .addCase(fetchAccountInfo.rejected, (state) => {
        state.accountInfoLoading = false;
      })
      // Spec §4 "updating", read literally: a refused password change leaves the flag set.
      .addCase(updateUser.fulfilled, (state, action) => {
        state.updating = false;
        mergeUser(state, action.payload);
      })
      .addCase(updateGroup.fulfilled, (state, action) => {
        state.updating = false;
        const group = state.user?.active_group;
        if (group && group.id === action.payload.id) group.name = action.payload.name;
      })
      .addCase(changePassword.fulfilled, (state, action) => {
        state.updating = false;
        mergeUser(state, action.payload);
      })
      .addCase(updateUser.rejected, (state) => {
        state.updating = false;
      })
      .addCase(updateGroup.rejected, (state) => {
        state.updating = false;
      })
      .addCase(updateUser.pending, (state) => {
        state.updating = true;
      })
      .addCase(updateGroup.pending, (state) => {
        state.updating = true;
      })
      .addCase(changePassword.pending, (state) => {
        state.updating = true;
      })
      .addCase(loginByOtp.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginByOtp.fulfilled, (state, action) => signIn(state, action.payload))
      .addCase(loginByOtp.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addCase(loginByToken.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginByToken.fulfilled, (state, action) => signIn(state, action.payload))
      .addCase(loginByToken.rejected, (state, action) => {
        state.loading = false;
        state.error = failureOf(action.payload);
      })
      .addCase(followAuction.fulfilled, (state, action) => {
        if (state.user)
          state.user.followed_auctions_ids = withId(
            state.user.followed_auctions_ids,
            action.meta.arg,
          );
      })
      .addCase(unfollowAuction.fulfilled, (state, action) => {
        if (state.user)
          state.user.followed_auctions_ids = withoutId(
            state.user.followed_auctions_ids,
            action.meta.arg,
          );
      })
      .addCase(pinAuction.fulfilled, (state, action) => {
        if (state.user)
          state.user.pined_auctions_ids = withId(state.user.pined_auctions_ids, action.meta.arg);
      })
      .addCase(unpinAuction.fulfilled, (state, action) => {
        if (state.user)
          state.user.pined_auctions_ids = withoutId(state.user.pined_auctions_ids, action.meta.arg);
      })
      // Spec §4: the auction is marked loading while a follow or unfollow runs, cleared when it ends.
      .addMatcher(isAnyOf(followAuction.pending, unfollowAuction.pending), (state, action) => {
        if (state.user) state.user.loadingFollowedAuctionIds[action.meta.arg] = true;
      })
      .addMatcher(
        isAnyOf(
          followAuction.fulfilled,
          followAuction.rejected,
          unfollowAuction.fulfilled,
          unfollowAuction.rejected,
        ),
        (state, action) => {
          if (state.user) delete state.user.loadingFollowedAuctionIds[action.meta.arg];
        },
      );
  },
});

export const { currentLanguageSet, selectedCountrySet } = currentUserSlice.actions;

declare module '../../lib/state/root-state' {
  interface RootState {
    currentUser: CurrentUserState;
  }
}
