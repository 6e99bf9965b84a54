import type { Storefront } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** How many of the seller's cars are live now and how many open soon. */
export function StorefrontCounts({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  const { integer } = useFormatters();
  return (
    <div className="storefront-counts">
      <div className="storefront-counts__item" data-testid="storefront-live-count">
        <span className="storefront-counts__value num">{integer(storefront.live_count)}</span>
        <span className="storefront-counts__label">{t('showcase.storefronts.live')}</span>
      </div>
      <div className="storefront-counts__item">
        <span className="storefront-counts__value num">{integer(storefront.preview_count)}</span>
        <span className="storefront-counts__label">{t('showcase.storefronts.preview')}</span>
      </div>
    </div>
  );
}
