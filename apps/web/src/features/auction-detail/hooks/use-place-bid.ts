import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../lib/api-error';
import { useFormatters } from '../../../lib/format';
import { placeBid } from '../../../store/bid-actions';
import { failureOf } from '../../../store/create-app-thunk';
import { useAppDispatch } from '../../../store/hooks';

export interface PlaceBidState {
  submitting: boolean;
  failure: ApiFailure | null;
  clearFailure: () => void;
  submit: (amount: number) => Promise<boolean>;
}

/** Sends one bid at a time; the answer (or the refusal's auction) reaches the store via the slice. */
export function usePlaceBid(auctionId: number, currency: string): PlaceBidState {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { money } = useFormatters();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // A ref, not state: a fast double tap arrives before React re-renders the disabled button.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (amount: number) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSubmitting(true);
      setFailure(null);
      const result = await dispatch(placeBid({ auction_id: auctionId, amount }));
      inFlight.current = false;
      setSubmitting(false);
      if (placeBid.fulfilled.match(result)) {
        void message.success({ content: t('bid.placed', { amount: money(amount, currency) }), duration: 3 });
        return true;
      }
      setFailure(failureOf(result.payload));
      return false;
    },
    [auctionId, currency, dispatch, message, money, t],
  );

  return { submitting, failure, clearFailure: useCallback(() => setFailure(null), []), submit };
}
