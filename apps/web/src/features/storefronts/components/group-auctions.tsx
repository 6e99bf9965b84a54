import type { DealerAuction } from '@autobid/contract';
import { Alert, Button, Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BackTo } from '../../../lib/back-to';
import { useErrorText } from '../../../lib/error-text';
import type { ApiCallState } from '../../../lib/use-api-call';
import { StorefrontAuctionCard } from './storefront-auction-card';

interface GroupAuctionsProps {
  state: ApiCallState<DealerAuction[]>;
  onRetry: () => void;
  auctionPath: (id: number) => string;
  /** This storefront, for the back link of the auction pages opened from it. */
  backTo?: BackTo | undefined;
}

/** The seller's cars open for bidding now, or why there are none to show. */
export function GroupAuctions({ state, onRetry, auctionPath, backTo }: GroupAuctionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 3 }} />;
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('showcase.storefront.auctionsFailed')}
        description={errorText(state.failure)}
        action={<Button onClick={onRetry}>{t('app.retry')}</Button>}
      />
    );
  }
  if (state.data.length === 0) return <Empty description={t('showcase.storefront.liveEmpty')} />;
  return (
    <Row gutter={[16, 16]} data-testid="storefront-auctions">
      {state.data.map((auction) => (
        <Col key={auction.id} xs={24} sm={12} xl={8}>
          <StorefrontAuctionCard auction={auction} href={auctionPath(auction.id)} backTo={backTo} />
        </Col>
      ))}
    </Row>
  );
}
