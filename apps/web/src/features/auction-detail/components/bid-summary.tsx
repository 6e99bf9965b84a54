import type { DealerAuction } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/countdown';
import { StandingBadge } from '../../../components/standing-badge';
import { useFormatters } from '../../../lib/format';
import { SealedStateTags } from './sealed/sealed-state-tags';

interface BidSummaryProps {
  auction: DealerAuction;
  /** Null while the market's increments are unknown. */
  minimumNext: number | null;
}

/** Time left, the price to beat and the dealer's standing: what a dealer checks before every bid. */
export function BidSummary({ auction, minimumNext }: BidSummaryProps) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const hasBid = auction.highest_bid !== null;
  const isSold =
    auction.status === 'awarded' || auction.status === 'confirmed' || auction.status === 'sold';
  return (
    <div className="bid-summary" data-testid="bid-summary">
      <div className="bid-summary__top">
        <Countdown
          timeEnd={auction.time_end}
          timeStart={auction.time_start}
          status={auction.status}
          size="large"
        />
        <StandingBadge auction={auction} />
      </div>
      <div className="bid-summary__price">
        <span className="stat__label">
          {hasBid
            ? t(isSold ? 'auction.winningBid' : 'auction.highestBid')
            : t('auction.startingPrice')}
        </span>
        <span className="bid-summary__amount num" data-testid="highest-bid">
          {money(auction.highest_bid?.amount ?? auction.start_price, auction.currency)}
        </span>
      </div>
      <div className="bid-summary__stats">
        <div className="stat">
          <span className="stat__label">{t('auction.bids')}</span>
          <span className="stat__value num" data-testid="bid-count">
            {integer(auction.bid_count)}
          </span>
        </div>
        <div className="stat">
          <span className="stat__label">{t('auction.bidders')}</span>
          <span className="stat__value num">{integer(auction.bidders_count)}</span>
        </div>
        {minimumNext !== null ? (
          <div className="stat stat--end">
            <span className="stat__label">{t('bid.minimumNext')}</span>
            <span className="stat__value num" data-testid="minimum-next-bid">
              {money(minimumNext, auction.currency)}
            </span>
          </div>
        ) : null}
      </div>
      {auction.type === 'open' ? (
        <Tag color={auction.is_reserve_met ? 'green' : 'default'} className="bid-summary__reserve">
          {auction.is_reserve_met ? t('auction.reserveMet') : t('auction.reserveNotMet')}
        </Tag>
      ) : (
        <div className="bid-summary__sealed">
          <Tag>{t('auction.sealed')}</Tag>
          {auction.sealed ? (
            <SealedStateTags
              sealed={auction.sealed}
              hasBid={auction.user_bids.some((bid) => bid.kind === 'closed')}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
