import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from './api-error';
import { useFormatters } from './format';

/**
 * The one place that turns a failure into words for the dealer: a translated text per error code,
 * never the server's own message or a stack.
 */
export function useErrorText(): (failure: ApiFailure, currency?: string) => string {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return useCallback(
    (failure, currency) => {
      if (failure.code === 'bid_below_minimum' && failure.minimum !== undefined && currency) {
        return t('errors.bid_below_minimum_amount', { amount: money(failure.minimum, currency) });
      }
      return t(`errors.${failure.code}`);
    },
    [t, money],
  );
}
