import type { DealerAuction } from '@autobid/contract';
import { CarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { StandingBadge } from '../../../components/standing-badge';
import type { BackTo } from '../../../lib/back-to';
import { useFormatters } from '../../../lib/format';
import { ownBidAmount } from '../../../lib/own-bid';
import '../../../styles/auction-card.css';

/** One of the seller's live cars, in the same card look as the live list. */
export function StorefrontAuctionCard({
  auction,
  href,
  backTo,
}: {
  auction: DealerAuction;
  href: string;
  /** This storefront, for the auction page's back link. */
  backTo?: BackTo | undefined;
}) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const { inventory } = auction;
  const photo = inventory.photos[0];
  const title = `${inventory.year} ${inventory.make} ${inventory.model}`;
  const own = ownBidAmount(auction);

  return (
    <Link
      to={href}
      state={backTo ? { backTo } : undefined}
      className="auction-card-link"
      data-testid="storefront-auction"
      data-auction-id={auction.id}
    >
      <Card
        className={`auction-card auction-card--${auction.type === 'open' ? auction.position : 'sealed'}`}
        hoverable
      >
        <div className="auction-card__media">
          {photo ? (
            <img src={photo.url} alt={photo.caption || title} loading="lazy" />
          ) : (
            <div className="auction-card__no-photo">
              <CarOutlined />
              <span>{t('auction.noPhoto')}</span>
            </div>
          )}
          <div className="auction-card__overlay">
            <Countdown timeEnd={auction.time_end} status={auction.status} />
          </div>
        </div>
        <div className="auction-card__body">
          <div className="auction-card__title-row">
            <h3 className="auction-card__title" title={title}>
              {title}
            </h3>
            <StandingBadge auction={auction} />
          </div>
          <div className="auction-card__variant">{inventory.variant}</div>
          {own !== null ? (
            <div className="auction-card__own" data-testid="own-bid" data-amount={own}>
              {t('auction.yourBid')} <strong className="num">{money(own, auction.currency)}</strong>
            </div>
          ) : null}
          <div className="auction-card__meta">
            <EnvironmentOutlined /> {auction.location} ·{' '}
            {t('detail.mileageValue', { km: integer(inventory.mileage_km) })}
          </div>
          <div className="auction-card__stats">
            <div className="stat stat--price">
              <span className="stat__label">
                {auction.highest_bid ? t('auction.highestBid') : t('auction.startingPrice')}
              </span>
              <span className="stat__value num">
                {money(auction.highest_bid?.amount ?? auction.start_price, auction.currency)}
              </span>
            </div>
            <div className="stat">
              <span className="stat__label">{t('auction.bids')}</span>
              <span className="stat__value num">{integer(auction.bid_count)}</span>
            </div>
          </div>
        </div>
      </Card>
    </Link>
  );
}
