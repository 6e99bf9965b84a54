import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRetryable, LoadFailure } from '../../../components/load-failure';
import { useBackToHere } from '../../../lib/back-to';
import { useErrorText } from '../../../lib/error-text';
import { useApiCall } from '../../../lib/use-api-call';
import { getGroupLiveAuctions } from '../api/get-group-live-auctions';
import { getStorefront } from '../api/get-storefront';
import { GroupAuctions } from '../components/group-auctions';
import { StorefrontAbout } from '../components/storefront-about';
import { StorefrontHeader } from '../components/storefront-header';
import '../storefronts.css';

interface StorefrontPageProps {
  groupId: number;
  backPath: string;
  /** The route of one auction; the app owns routes. */
  auctionPath: (id: number) => string;
}

/** One seller group's storefront and its cars open for bidding now. */
export function StorefrontPage({ groupId, backPath, auctionPath }: StorefrontPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const loadStorefront = useCallback(() => getStorefront(groupId), [groupId]);
  const loadAuctions = useCallback(() => getGroupLiveAuctions(groupId), [groupId]);
  const storefront = useApiCall(loadStorefront);
  const auctions = useApiCall(loadAuctions);
  const { state } = storefront;
  const { backTo } = useBackToHere('detail.backToStorefront', {
    name: state.status === 'done' ? state.data.name : '',
  });

  // A group without a storefront is named as missing, with the way back to all storefronts.
  if (state.status === 'failed' && state.failure.status === 404)
    return (
      <LoadFailure
        failure={state.failure}
        onRetry={storefront.reload}
        record={{
          kind: 'storefront',
          id: groupId,
          back: { path: backPath, label: t('showcase.storefront.back') },
        }}
      />
    );

  return (
    <section className="page page--storefront" data-testid="storefront-page">
      <Link to={backPath} className="back-link">
        <ArrowLeftOutlined /> {t('showcase.storefront.back')}
      </Link>
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={t('showcase.storefront.loadFailed')}
          description={errorText(state.failure)}
          action={
            isRetryable(state.failure) ? (
              <Button onClick={storefront.reload}>{t('app.retry')}</Button>
            ) : null
          }
        />
      ) : null}
      {state.status === 'done' ? (
        <>
          <StorefrontHeader storefront={state.data} />
          <Row gutter={[24, 16]} className="storefront-body">
            <Col xs={24} lg={16} xl={17}>
              <Typography.Title level={3} className="storefront-section-title">
                {t('showcase.storefront.liveAuctions')}
              </Typography.Title>
              <GroupAuctions
                state={auctions.state}
                onRetry={auctions.reload}
                auctionPath={auctionPath}
                backTo={backTo}
              />
            </Col>
            <Col xs={24} lg={8} xl={7}>
              <StorefrontAbout storefront={state.data} />
            </Col>
          </Row>
        </>
      ) : null}
    </section>
  );
}
