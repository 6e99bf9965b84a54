import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import type { SellerAuctionView } from '../seller-auction-api';

/** The price history: every bid of the current window, newest first, by bidder number. */
export function SellerBidHistory({ auction }: { auction: SellerAuctionView }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const isSealedOpen = auction.type === 'closed' && auction.closed_at === null;
  return (
    <section className="seller-history" data-testid="seller-bid-history">
      <Typography.Title level={4}>{t('sellerAuction.history.title')}</Typography.Title>
      {isSealedOpen ? (
        <Typography.Paragraph type="secondary">
          {t('sellerAuction.history.sealed', { count: auction.bid_count })}
        </Typography.Paragraph>
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t('sellerAuctions.noBid') }}
          dataSource={[...auction.bids].reverse()}
          columns={[
            {
              key: 'amount',
              title: t('sellerAuction.history.amount'),
              render: (_, bid) => money(bid.amount, auction.currency),
            },
            {
              key: 'bidder',
              title: t('sellerAuction.history.bidder'),
              render: (_, bid) =>
                `${t('sellerAuction.bidder', { number: bid.bidder_no })}${
                  bid.bid_type ? ` · ${t(`sellerAuction.bidType.${bid.bid_type}`)}` : ''
                }`,
            },
            {
              key: 'at',
              title: t('sellerAuction.history.at'),
              render: (_, bid) => dateTime(bid.created_at),
            },
          ]}
        />
      )}
    </section>
  );
}
