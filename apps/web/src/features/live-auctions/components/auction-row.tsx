import type { DealerAuction } from '@autobid/contract';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { Icon } from '../../../components/icon';
import type { BackTo } from '../../../lib/back-to';
import { useFormatters } from '../../../lib/format';
import { OwnStanding } from './own-standing';
import { StartsIn } from './starts-in';

interface AuctionRowProps {
  auction: DealerAuction;
  href: string;
  actions?: ReactNode;
  /** The list the row is in, for the auction page's back link. */
  backTo?: BackTo | undefined;
}

/**
 * One car as a compact row, for scanning a long list: thumbnail, name, price, time left, and the
 * dealer's own standing and bid. Like the card, the title's link covers the whole row.
 */
export const AuctionRow = memo(function AuctionRow({
  auction,
  href,
  actions,
  backTo,
}: AuctionRowProps) {
  const { t } = useTranslation();
  const { money, integer } = useFormatters();
  const { inventory } = auction;
  const photo = inventory.photos[0];
  const title = `${inventory.year} ${inventory.make} ${inventory.model}`;
  const hasBid = auction.highest_bid !== null;
  const tone = auction.type === 'open' ? auction.position : 'sealed';

  return (
    <article
      className={`auction-row auction-row--${tone}`}
      data-testid="auction-card"
      data-density="compact"
      data-auction-id={auction.id}
      data-status={auction.status}
    >
      <div className="auction-row__thumb">
        {photo ? <img src={photo.url} alt="" loading="lazy" /> : <Icon def={CarOutlined} />}
      </div>
      <div className="auction-row__main">
        <h3 className="auction-row__title" title={title}>
          <Link to={href} state={backTo ? { backTo } : undefined} className="auction-card__link">
            {title}
          </Link>
        </h3>
        <div className="auction-row__line">
          <span className="auction-row__price">
            <span className="visually-hidden">
              {hasBid ? t('auction.highestBid') : t('auction.startingPrice')}{' '}
            </span>
            <strong className="num" data-testid="card-highest-bid">
              {money(auction.highest_bid?.amount ?? auction.start_price, auction.currency)}
            </strong>
            <span className="auction-row__bids">
              {' · '}
              {t('auction.bidCount', { n: integer(auction.bid_count) })}
            </span>
          </span>
          {auction.status === 'preview' ? (
            <StartsIn timeStart={auction.time_start} />
          ) : (
            <Countdown timeEnd={auction.time_end} status={auction.status} />
          )}
        </div>
        <OwnStanding auction={auction} />
      </div>
      {actions ? <div className="auction-row__actions">{actions}</div> : null}
    </article>
  );
});
