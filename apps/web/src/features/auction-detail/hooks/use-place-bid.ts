import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../lib/api-error';
import { useFormatters } from '../../../lib/format';
import { placeBid } from '../../../lib/state/bid-actions';
import { useBidCall } from './use-bid-call';

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
  const { pending, failure, clearFailure, run } = useBidCall();

  const submit = useCallback(
    async (amount: number) => {
      const answered = await run(placeBid({ auction_id: auctionId, amount }));
      if (!answered) return false;
      // A rival's max bid may answer inside the same call: the bid stands, but the dealer is already outbid.
      const key = answered.position === 'winning' ? 'bid.placed' : 'bid.placedOutbid';
      const show = answered.position === 'winning' ? message.success : message.warning;
      void show({ content: t(key, { amount: money(amount, currency) }), duration: 3 });
      return true;
    },
    [auctionId, currency, message, money, run, t],
  );

  return { submitting: pending, failure, clearFailure, submit };
}
