import { BID_TYPES } from '@autobid/auction';
import type { DealerAuction } from '@autobid/contract';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../lib/format';
import { ownSealedBids } from '../../auction-phase';
import './sealed.css';

/** The dealer's own sealed bids, one line per bid type; other dealers' amounts are never known here (SEAL-2). */
export function OwnSealedBids({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const own = ownSealedBids(auction);
  return (
    <div className="own-sealed" data-testid="own-sealed-bids">
      <div className="own-sealed__title">{t('sealed.yours')}</div>
      <dl className="own-sealed__list">
        {BID_TYPES.map((type) => {
          const bid = own[type];
          return (
            <div key={type} className="own-sealed__row">
              <dt>{t(`sealed.${type}`)}</dt>
              <dd
                className="num"
                data-testid="own-sealed-bid"
                data-bid-type={type}
                data-amount={bid?.amount ?? ''}
              >
                {bid ? money(bid.amount, auction.currency) : '—'}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="own-sealed__note">
        <LockOutlined aria-hidden /> {t('sealed.othersHidden')}
      </p>
    </div>
  );
}
