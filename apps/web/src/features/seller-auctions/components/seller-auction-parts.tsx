import type { SellerAuction } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/countdown';
import { formatRemaining } from '../../../components/countdown-format';
import { useFormatters } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';

const STATUS_COLORS: Partial<Record<SellerAuction['status'], string>> = {
  active: 'processing',
  preview: 'blue',
  reserved: 'warning',
  awarded: 'success',
  confirmed: 'success',
  sold: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function carTitle(auction: SellerAuction): string {
  const { year, make, model, variant } = auction.inventory;
  return `${year} ${make} ${model} ${variant}`.trim();
}

/** The cover photo, the car and its type (open or sealed). */
export function SellerCarCell({ auction }: { auction: SellerAuction }) {
  const { t } = useTranslation();
  const { integer } = useFormatters();
  const cover = auction.inventory.photos[0];
  return (
    <span className="seller-car">
      {cover ? (
        <img className="seller-car__photo" src={cover.url} alt="" loading="lazy" />
      ) : (
        <span className="seller-car__photo seller-car__photo--none" aria-hidden />
      )}
      <span className="seller-car__text">
        <span className="seller-car__title">{carTitle(auction)}</span>
        <span className="seller-car__meta">
          {`#${auction.id} · ${t(`sellerAuctions.type.${auction.type}`)} · ${integer(auction.inventory.mileage_km)} km`}
        </span>
      </span>
    </span>
  );
}

export function SellerStatusTag({ auction }: { auction: SellerAuction }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[auction.status] ?? 'default'} data-testid="seller-status">
      {auction.status !== 'reserved'
        ? t(`status.${auction.status}`)
        : auction.decision_by === 'dealer'
          ? t('sellerAuctions.awaitingDealer')
          : t('sellerAuctions.awaitingYou')}
    </Tag>
  );
}

/**
 * The best bid against the reserve. A sealed auction hides its amounts until the close, so while
 * it runs only the count shows.
 */
export function SellerTopBid({ auction }: { auction: SellerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const best =
    auction.highest_bid?.amount ??
    auction.top_bids.reduce<number | null>((max, bid) => Math.max(max ?? 0, bid.amount), null);
  if (best === null)
    return (
      <span className="seller-top-bid seller-top-bid--none">
        {auction.type === 'closed' && auction.stage === 'live' && auction.bid_count > 0
          ? t('sellerAuctions.sealedHidden')
          : t('sellerAuctions.noBid')}
      </span>
    );
  const isMet = best >= auction.reserve_price;
  return (
    <span className="seller-top-bid" data-testid="seller-top-bid">
      <strong>{money(best, auction.currency)}</strong>
      <span className={`seller-top-bid__reserve${isMet ? ' seller-top-bid__reserve--met' : ''}`}>
        {isMet ? t('sellerAuctions.reserveMet') : t('sellerAuctions.belowReserve')}
      </span>
    </span>
  );
}

/** What the time means in each stage: opens in, ends in, decide within, ended or sold on. */
export function SellerTimeCell({ auction }: { auction: SellerAuction }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const now = useServerNow();
  if (auction.stage === 'pending' || auction.stage === 'live')
    return (
      <Countdown
        timeEnd={auction.time_end}
        timeStart={auction.time_start}
        status={auction.status}
      />
    );
  if (auction.decision_deadline) {
    const left = Date.parse(auction.decision_deadline) - now;
    return (
      <span className="seller-decide" data-testid="seller-decide-in">
        {left > 0
          ? t(
              auction.decision_by === 'dealer'
                ? 'sellerAuctions.offerStandsFor'
                : 'sellerAuctions.decideWithin',
              { time: formatRemaining(left, (count) => t('countdown.days', { count })) },
            )
          : t('sellerAuctions.decisionExpired')}
      </span>
    );
  }
  return <span className="seller-ended-at">{dateTime(auction.closed_at ?? auction.time_end)}</span>;
}
