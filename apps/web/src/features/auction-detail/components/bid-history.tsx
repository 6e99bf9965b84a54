import type { DealerAuction } from '@autobid/contract';
import { Card, Empty } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ownBidderNo } from '../../../lib/auction-updates';
import { useFormatters } from '../../../lib/format';
import '../auction-detail.css';

/** Every bid, newest first, with anonymous bidder numbers; the dealer's own bids read 'You'. */
export function BidHistory({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money, dateTime, time } = useFormatters();
  // Bids of today read as a time only; older ones keep their date.
  const today = dayjs().format('YYYY-MM-DD');
  const when = (iso: string) =>
    dayjs(iso).format('YYYY-MM-DD') === today ? time(iso) : dateTime(iso);
  const bids = auction.bids ?? [];
  const ownIds = new Set(auction.user_bids.map((bid) => bid.id));
  const ownNo = ownBidderNo(auction);

  return (
    <Card title={t('history.title')} size="small" className="panel" data-testid="bid-history">
      {bids.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : (
        <table className="history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.who')}</th>
              <th scope="col">{t('history.time')}</th>
              <th scope="col" className="num">
                {t('history.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bids.map((bid, index) => {
              const isOwn = ownIds.has(bid.id) || bid.bidder_no === ownNo;
              return (
                <tr
                  key={bid.id}
                  className={`${index === 0 ? 'history-table__top' : ''} ${isOwn ? 'history-table__own' : ''}`}
                  data-testid="bid-history-row"
                >
                  <td>
                    {isOwn ? t('history.you') : t('history.bidder', { number: bid.bidder_no })}
                  </td>
                  <td className="history-table__time">{when(bid.created_at)}</td>
                  <td className="num history-table__amount" data-testid="bid-history-amount">
                    {money(bid.amount, auction.currency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
