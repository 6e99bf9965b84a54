import type { SellerAuction } from '@autobid/contract';
import { List, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchSellerRelated } from '../seller-auction-api';
import { SellerStatusTag } from './seller-auction-parts';

interface SellerRelatedProps {
  auctionId: number;
  auctionPath: (id: number) => string;
}

/** The car's other auctions (earlier sales, later relistings) and this auction's restarts. */
export function SellerRelated({ auctionId, auctionPath }: SellerRelatedProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const load = useCallback(() => fetchSellerRelated(auctionId), [auctionId]);
  const { state } = useApiCall(load);
  if (state.status !== 'done') return null;
  const { earlier, later, restarts } = state.data;
  const others: SellerAuction[] = [...earlier, ...later];
  if (others.length === 0 && restarts.length === 0) return null;
  return (
    <section className="seller-related" data-testid="seller-related">
      <Typography.Title level={4}>{t('sellerAuction.related.title')}</Typography.Title>
      {restarts.map((restart) => (
        <Typography.Paragraph key={restart.restarted_at} type="secondary">
          {t('sellerAuction.related.restarted', {
            at: dateTime(restart.restarted_at),
            status: t(`status.${restart.from_status}`),
          })}
        </Typography.Paragraph>
      ))}
      {others.length > 0 ? (
        <List
          size="small"
          dataSource={others}
          renderItem={(other) => (
            <List.Item>
              <Link to={auctionPath(other.id)}>#{other.id}</Link>
              <span>{dateTime(other.time_end)}</span>
              <SellerStatusTag auction={other} />
            </List.Item>
          )}
        />
      ) : null}
    </section>
  );
}
