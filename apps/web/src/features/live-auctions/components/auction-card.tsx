import type { DealerAuction } from '@autobid/contract';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { Icon } from '../../../components/icon';
import { StandingBadge } from '../../../components/standing-badge';
import type { BackTo } from '../../../lib/back-to';
import { useFormatters } from '../../../lib/format';
import { ownBidAmount } from '../../../lib/own-bid';
import { StartsIn } from './starts-in';
import '../../../styles/auction-card.css';

interface AuctionCardProps {
  auction: DealerAuction;
  href: string;
  /** Buttons laid over the photo (follow, pin); they sit above the card's link. */
  actions?: ReactNode;
  /** The list the card is in, for the auction page's back link. */
  backTo?: BackTo | undefined;
}

/**
 * One car in a list: photo, identity, price and the dealer's standing at a glance. The title's
 * link covers the whole card, so the action buttons are never nested inside a link.
 */
export const AuctionCard = memo(function AuctionCard({
  auction,
  href,
  actions,
  backTo,
}: AuctionCardProps) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const { inventory } = auction;
  const photo = inventory.photos[0];
  const score = auction.active_inspection?.score;
  const hasBid = auction.highest_bid !== null;
  const title = `${inventory.year} ${inventory.make} ${inventory.model}`;
  const own = ownBidAmount(auction);

  return (
    <article
      className="auction-card-link"
      data-testid="auction-card"
      data-auction-id={auction.id}
      data-status={auction.status}
    >
      <div
        className={`auction-card auction-card--plain auction-card--${auction.type === 'open' ? auction.position : 'sealed'}`}
      >
        <div className="auction-card__content">
          <div className="auction-card__media">
            {photo ? (
              <img
                src={photo.url}
                alt={photo.caption || `${inventory.make} ${inventory.model}`}
                loading="lazy"
              />
            ) : (
              <div className="auction-card__no-photo">
                <Icon def={CarOutlined} />
                <span>{t('auction.noPhoto')}</span>
              </div>
            )}
            <div className="auction-card__overlay">
              {auction.status === 'preview' ? (
                <StartsIn timeStart={auction.time_start} />
              ) : (
                <Countdown timeEnd={auction.time_end} status={auction.status} />
              )}
            </div>
            {actions ? <div className="auction-card__actions">{actions}</div> : null}
          </div>
          <div className="auction-card__body">
            <div className="auction-card__title-row">
              <h3 className="auction-card__title" title={title}>
                <Link
                  to={href}
                  state={backTo ? { backTo } : undefined}
                  className="auction-card__link"
                >
                  {title}
                </Link>
              </h3>
              <StandingBadge auction={auction} />
            </div>
            <div className="auction-card__variant">
              {inventory.variant}
              {score !== undefined ? (
                <span className="tag auction-card__score">
                  {t('inspection.score')} {score}
                </span>
              ) : null}
            </div>
            {own !== null ? (
              <div className="auction-card__own" data-testid="own-bid" data-amount={own}>
                {t('auction.yourBid')}{' '}
                <strong className="num">{money(own, auction.currency)}</strong>
              </div>
            ) : null}
            <div className="auction-card__meta">
              <Icon def={EnvironmentOutlined} /> {auction.location} ·{' '}
              {t('detail.mileageValue', { km: integer(inventory.mileage_km) })}
            </div>
            <div className="auction-card__stats">
              <div className="stat stat--price">
                <span className="stat__label">
                  {hasBid ? t('auction.highestBid') : t('auction.startingPrice')}
                </span>
                <span className="stat__value num" data-testid="card-highest-bid">
                  {money(auction.highest_bid?.amount ?? auction.start_price, auction.currency)}
                </span>
              </div>
              <div className="stat">
                <span className="stat__label">{t('auction.bids')}</span>
                <span className="stat__value num" data-testid="card-bid-count">
                  {integer(auction.bid_count)}
                </span>
              </div>
              <div className="stat">
                <span className="stat__label">{t('auction.bidders')}</span>
                <span className="stat__value num">{integer(auction.bidders_count)}</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
});
