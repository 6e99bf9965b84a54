import type { SellerAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SellerCarCell,
  SellerStatusTag,
  SellerTimeCell,
  SellerTopBid,
} from './seller-auction-parts';

interface SellerAuctionCardsProps {
  auctions: SellerAuction[];
  auctionPath: (id: number) => string;
}

/** The phone's list: one compact card per auction, the whole card a link to its page. */
export function SellerAuctionCards({ auctions, auctionPath }: SellerAuctionCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="seller-cards">
      {auctions.map((auction) => (
        <li key={auction.id}>
          <Link
            to={auctionPath(auction.id)}
            className={`seller-card${auction.status === 'reserved' ? ' seller-card--decide' : ''}`}
            data-testid={`seller-row-${auction.id}`}
          >
            <SellerCarCell auction={auction} />
            <span className="seller-card__line">
              <SellerStatusTag auction={auction} />
              <SellerTimeCell auction={auction} />
            </span>
            <span className="seller-card__line">
              <SellerTopBid auction={auction} />
              <span className="seller-card__bids" data-testid="seller-bid-count">
                {`${t('sellerAuctions.bidCount', { count: auction.bid_count })} · ${t('sellerAuctions.bidderCount', { count: auction.bidders_count })}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
