import type { SellerAuction } from '@autobid/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import {
  SellerCarCell,
  SellerStatusTag,
  SellerTimeCell,
  SellerTopBid,
} from './seller-auction-parts';

interface SellerAuctionTableProps {
  auctions: SellerAuction[];
  auctionPath: (id: number) => string;
}

/** The desk's dense table: one row per auction, the car linking to its page. */
export function SellerAuctionTable({ auctions, auctionPath }: SellerAuctionTableProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const columns: TableColumnsType<SellerAuction> = [
    {
      key: 'car',
      title: t('sellerAuctions.columns.car'),
      render: (_, auction) => (
        <Link to={auctionPath(auction.id)} data-testid={`seller-row-link-${auction.id}`}>
          <SellerCarCell auction={auction} />
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('sellerAuctions.columns.status'),
      render: (_, auction) => <SellerStatusTag auction={auction} />,
    },
    {
      key: 'prices',
      title: t('sellerAuctions.columns.prices'),
      render: (_, auction) => (
        <span className="seller-prices">
          <span>
            {t('sellerAuctions.start', { amount: money(auction.start_price, auction.currency) })}
          </span>
          <span>
            {t('sellerAuctions.reserve', {
              amount: money(auction.reserve_price, auction.currency),
            })}
          </span>
        </span>
      ),
    },
    {
      key: 'top',
      title: t('sellerAuctions.columns.topBid'),
      render: (_, auction) => <SellerTopBid auction={auction} />,
    },
    {
      key: 'bids',
      title: t('sellerAuctions.columns.bids'),
      render: (_, auction) => (
        <span data-testid="seller-bid-count">
          {`${t('sellerAuctions.bidCount', { count: auction.bid_count })} · ${t('sellerAuctions.bidderCount', { count: auction.bidders_count })}`}
        </span>
      ),
    },
    {
      key: 'time',
      title: t('sellerAuctions.columns.time'),
      render: (_, auction) => <SellerTimeCell auction={auction} />,
    },
  ];
  return (
    <Table<SellerAuction>
      className="seller-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={auctions}
      pagination={false}
      onRow={(auction) => ({ 'data-testid': `seller-row-${auction.id}` }) as object}
      rowClassName={(auction) => (auction.status === 'reserved' ? 'seller-table__row--decide' : '')}
    />
  );
}
