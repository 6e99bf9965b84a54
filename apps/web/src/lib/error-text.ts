import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from './api-error';
import { useFormatters } from './format';

/** What the refused call was about, when one code reads differently there. */
export type ErrorContext = 'open' | 'sealed' | 'inspection';

/**
 * The one place that turns a failure into words for the dealer: a translated text per error code,
 * never the server's own message or a stack.
 */
export function useErrorText(): (
  failure: ApiFailure,
  currency?: string,
  context?: ErrorContext,
) => string {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return useCallback(
    (failure, currency, context = 'open') => {
      if (failure.code === 'bid_below_minimum' && failure.minimum !== undefined && currency) {
        // A sealed bid's minimum is the start price: nobody "bid first" on a closed auction (SEAL-2).
        const key =
          context === 'sealed'
            ? 'errors.sealed_below_start_amount'
            : 'errors.bid_below_minimum_amount';
        return t(key, { amount: money(failure.minimum, currency) });
      }
      if (failure.code === 'bid_below_minimum' && context === 'sealed')
        return t('errors.sealed_below_start');
      // An inspection report's photo limit is not a listing's.
      if (failure.code === 'file_limit_reached' && context === 'inspection')
        return t('errors.inspection_photo_limit');
      return t(`errors.${failure.code}`);
    },
    [t, money],
  );
}
