import type { AsyncThunk } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { NOTICE_SECONDS, TOAST_SECONDS } from '../../../lib/feedback';
import type { RejectedCall } from '../../../lib/api-error';
import { failureOf } from '../../../lib/state/create-app-thunk';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../../lib/state/follow-actions';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { showToast } from '../../../lib/toasts';
import type { AppDispatch, RootState } from '../../../lib/state/root-state';
import { followActionFor, pinActionFor } from '../follow-button-slice';
import {
  selectFollowedIds,
  selectIsFollowLoading,
  selectIsPinUpdating,
  selectPinnedIds,
} from '../follow-selectors';

export interface Toggle {
  isOn: boolean;
  isBusy: boolean;
  toggle: () => Promise<void>;
}

/** Follow or unfollow one auction (spec §4), with the success notice or the translated error. */
export function useFollowToggle(auctionId: number): Toggle {
  const isOn = useAppSelector((state) => selectFollowedIds(state).has(auctionId));
  const isBusy = useAppSelector((state) => selectIsFollowLoading(state, auctionId));
  const action = followActionFor(isOn);
  const toggle = useNotifiedToggle(
    `follow-${auctionId}`,
    action === 'follow' ? followAuction : unfollowAuction,
    `portal.follow.${action}Done`,
  );
  return { isOn, isBusy, toggle: () => toggle(auctionId) };
}

/** Pin or unpin one auction, with the same notices as follow. */
export function usePinToggle(auctionId: number): Toggle {
  const isOn = useAppSelector((state) => selectPinnedIds(state).has(auctionId));
  const isBusy = useAppSelector((state) => selectIsPinUpdating(state, auctionId));
  const action = pinActionFor(isOn);
  const toggle = useNotifiedToggle(
    `pin-${auctionId}`,
    action === 'pin' ? pinAuction : unpinAuction,
    `portal.pin.${action}Done`,
  );
  return { isOn, isBusy, toggle: () => toggle(auctionId) };
}

/** Any of the four calls: each takes the auction id and rejects with the failure it met. */
type ToggleThunk<R> = AsyncThunk<
  R,
  number,
  { state: RootState; dispatch: AppDispatch; rejectValue: RejectedCall }
>;

/** Runs one of the four calls and tells the dealer how it went, under one message key per auction. */
function useNotifiedToggle<R>(
  key: string,
  thunk: ToggleThunk<R>,
  doneText: `portal.follow.${'follow' | 'unfollow'}Done` | `portal.pin.${'pin' | 'unpin'}Done`,
) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  return async (auctionId: number) => {
    const result = await dispatch(thunk(auctionId));
    if (thunk.fulfilled.match(result)) {
      showToast({ key, tone: 'success', content: t(doneText), duration: NOTICE_SECONDS });
    } else if (thunk.rejected.match(result)) {
      showToast({
        key,
        tone: 'error',
        content: errorText(failureOf(result.payload)),
        duration: TOAST_SECONDS,
      });
    }
  };
}
