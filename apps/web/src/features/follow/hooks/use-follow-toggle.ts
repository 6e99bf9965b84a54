import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { failureOf } from '../../../store/create-app-thunk';
import {
  followAuction,
  pinAuction,
  unfollowAuction,
  unpinAuction,
} from '../../../store/follow-actions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { followActionFor, pinActionFor } from '../follow-button-slice';
import {
  selectFollowedIds,
  selectIsFollowLoading,
  selectIsPinUpdating,
  selectPinnedIds,
} from '../follow-selectors';

/** Spec §9: a notice (the confirmation after follow, pin and their undo) stays 1.5 s. */
export const NOTICE_SECONDS = 1.5;
const ERROR_SECONDS = 3;

export interface Toggle {
  isOn: boolean;
  isBusy: boolean;
  toggle: () => Promise<void>;
}

/** Follow or unfollow one auction (spec §4), with the success notice or the translated error. */
export function useFollowToggle(auctionId: number): Toggle {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const isOn = useAppSelector((state) => selectFollowedIds(state).has(auctionId));
  const isBusy = useAppSelector((state) => selectIsFollowLoading(state, auctionId));

  const toggle = async () => {
    const action = followActionFor(isOn);
    const thunk = action === 'follow' ? followAuction : unfollowAuction;
    const result = await dispatch(thunk(auctionId));
    const key = `follow-${auctionId}`;
    if (thunk.fulfilled.match(result)) {
      void message.success({
        key,
        content: t(`portal.follow.${action}Done`),
        duration: NOTICE_SECONDS,
      });
    } else if (thunk.rejected.match(result)) {
      void message.error({
        key,
        content: errorText(failureOf(result.payload)),
        duration: ERROR_SECONDS,
      });
    }
  };
  return { isOn, isBusy, toggle };
}

/** Pin or unpin one auction, with the same notices as follow. */
export function usePinToggle(auctionId: number): Toggle {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const isOn = useAppSelector((state) => selectPinnedIds(state).has(auctionId));
  const isBusy = useAppSelector((state) => selectIsPinUpdating(state, auctionId));

  const toggle = async () => {
    const action = pinActionFor(isOn);
    const thunk = action === 'pin' ? pinAuction : unpinAuction;
    const result = await dispatch(thunk(auctionId));
    const key = `pin-${auctionId}`;
    if (thunk.fulfilled.match(result)) {
      void message.success({
        key,
        content: t(`portal.pin.${action}Done`),
        duration: NOTICE_SECONDS,
      });
    } else if (thunk.rejected.match(result)) {
      void message.error({
        key,
        content: errorText(failureOf(result.payload)),
        duration: ERROR_SECONDS,
      });
    }
  };
  return { isOn, isBusy, toggle };
}
