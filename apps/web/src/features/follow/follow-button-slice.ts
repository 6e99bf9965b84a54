import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../lib/api-error';
import { failureOf } from '../../lib/state/create-app-thunk';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../lib/state/follow-actions';
import { sessionEnded } from '../../lib/state/session-actions';

/**
 * Spec §3 "Follow button state per auction id": the auction it acts on, `loading` while a follow
 * or unfollow call is pending, `updating` while a pin or unpin call is pending, and the last
 * failure of either (cleared when the next call starts).
 */
export interface FollowButtonState {
  auction: number;
  updating: boolean;
  loading: boolean;
  error: ApiFailure | null;
}

export type FollowButtonsState = Record<number, FollowButtonState>;

export const initialFollowButtonsState: FollowButtonsState = {};

function buttonOf(state: FollowButtonsState, auctionId: number): FollowButtonState {
  const button = (state[auctionId] ??= {
    auction: auctionId,
    updating: false,
    loading: false,
    error: null,
  });
  return button;
}

export const followButtonsSlice = createSlice({
  name: 'followButtons',
  initialState: initialFollowButtonsState,
  reducers: {
    followErrorDismissed(state, action: PayloadAction<number>) {
      const button = state[action.payload];
      if (button) button.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialFollowButtonsState);
    for (const thunk of [followAuction, unfollowAuction]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          const button = buttonOf(state, action.meta.arg);
          button.loading = true;
          button.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          buttonOf(state, action.meta.arg).loading = false;
        })
        .addCase(thunk.rejected, (state, action) => {
          const button = buttonOf(state, action.meta.arg);
          button.loading = false;
          button.error = failureOf(action.payload);
        });
    }
    for (const thunk of [pinAuction, unpinAuction]) {
      builder
        .addCase(thunk.pending, (state, action) => {
          const button = buttonOf(state, action.meta.arg);
          button.updating = true;
          button.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          buttonOf(state, action.meta.arg).updating = false;
        })
        .addCase(thunk.rejected, (state, action) => {
          const button = buttonOf(state, action.meta.arg);
          button.updating = false;
          button.error = failureOf(action.payload);
        });
    }
  },
});

export const { followErrorDismissed } = followButtonsSlice.actions;

/** Spec §4: if followed, the action is unfollow, else follow. */
export function followActionFor(isFollowed: boolean): 'follow' | 'unfollow' {
  return isFollowed ? 'unfollow' : 'follow';
}

/** Pin works the same way: if pinned, the action is unpin, else pin. */
export function pinActionFor(isPinned: boolean): 'pin' | 'unpin' {
  return isPinned ? 'unpin' : 'pin';
}

declare module '../../lib/state/root-state' {
  interface RootState {
    followButtons: FollowButtonsState;
  }
}
