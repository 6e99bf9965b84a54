import type { DealerAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { StandingBadge } from '../../../components/standing-badge';
import { useFormatters } from '../../../lib/format';
import { ownBidAmount } from '../../../lib/own-bid';

/** The dealer's standing on a listed car (winning, outbid, sealed…) and their own bid when they hold one. */
export function OwnStanding({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const own = ownBidAmount(auction);
  return (
    <div className="own-standing">
      <StandingBadge auction={auction} />
      {own !== null ? (
        <span className="own-standing__bid" data-testid="own-bid" data-amount={own}>
          <span className="own-standing__label">{t('auction.yourBid')}</span>
          <strong className="num">{money(own, auction.currency)}</strong>
        </span>
      ) : null}
    </div>
  );
}
