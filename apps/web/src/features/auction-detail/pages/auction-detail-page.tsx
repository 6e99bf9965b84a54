import type { DealerAuction } from '@autobid/contract';
import { EnvironmentOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Grid, Result, Row, Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { useErrorText } from '../../../lib/error-text';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { auctionDetailReset, fetchAuctionDetail } from '../auction-detail-slice';
import { BidHistory } from '../components/bid-history';
import { BidPanel } from '../components/bid-panel';
import { InspectionReport } from '../components/inspection-report';
import { OfferPanel } from '../components/offer-panel';
import { PhotoGallery } from '../components/photo-gallery';
import { PriceChart } from '../components/price-chart';
import { OwnSealedBids } from '../components/sealed/own-sealed-bids';
import { StandingOrdersPanel } from '../components/standing-orders-panel';
import { VehicleFacts } from '../components/vehicle-facts';
import { useAuctionRealtime } from '../hooks/use-auction-realtime';
import { useRefetchOnClose } from '../hooks/use-refetch-on-close';
import { useMarketRules } from '../hooks/use-market-rules';
import '../auction-detail.css';

interface AuctionDetailPageProps {
  auctionId: number;
  backPath: string;
  /** Actions the app puts in the page header (follow, pin), given the auction as it stands. */
  renderHeaderActions?: (auction: DealerAuction) => ReactNode;
}

export function AuctionDetailPage({
  auctionId,
  backPath,
  renderHeaderActions,
}: AuctionDetailPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const isWide = Grid.useBreakpoint().lg === true;
  const { auction: stored, loading, error } = useAppSelector((state) => state.auctionDetail);
  // A previous page's auction may still be stored for a moment; never show it under this id.
  const auction = stored?.id === auctionId ? stored : null;
  const rules = useMarketRules(auction?.market);

  useEffect(() => {
    void dispatch(fetchAuctionDetail(auctionId));
    return () => {
      dispatch(auctionDetailReset());
    };
  }, [dispatch, auctionId]);
  useAuctionRealtime(auctionId);
  useRefetchOnClose(auction);

  const back = <BackLink fallback={{ path: backPath, labelKey: 'detail.back' }} />;

  // Retrying cannot bring back an auction the server does not know: say so, and offer the way back.
  if (!auction && error?.status === 404 && !loading) {
    return (
      <section className="page page--detail">
        {back}
        <Result
          icon={<FileSearchOutlined className="detail-not-found__icon" />}
          title={t('detail.notFoundTitle')}
          subTitle={t('detail.notFoundBody', { id: auctionId })}
          data-testid="auction-not-found"
        />
      </section>
    );
  }

  if (!auction) {
    return (
      <section className="page page--detail">
        {back}
        {error && !loading ? (
          <Alert
            type="error"
            showIcon
            className="page-alert"
            title={t('detail.loadFailed')}
            description={errorText(error)}
            action={
              <Button onClick={() => void dispatch(fetchAuctionDetail(auctionId))}>
                {t('app.retry')}
              </Button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </section>
    );
  }

  const { inventory } = auction;
  // Before a sealed auction's result, the history could only hold the dealer's own sealed bids.
  const showsHistory = auction.type === 'open' || auction.sealed?.reveal_state === 'revealed';
  const heading = (
    <header className="detail-heading">
      <Typography.Text type="secondary" className="detail-heading__eyebrow">
        {t('detail.auctionNo', { id: auction.id })} · <EnvironmentOutlined /> {auction.location}
      </Typography.Text>
      <Typography.Title level={2} className="detail-heading__title" data-testid="detail-title">
        {inventory.year} {inventory.make} {inventory.model}
      </Typography.Title>
      <Typography.Text className="detail-heading__variant">{inventory.variant}</Typography.Text>
      {renderHeaderActions ? (
        <div className="detail-heading__actions">{renderHeaderActions(auction)}</div>
      ) : null}
    </header>
  );

  return (
    <section
      className={`page page--detail${isWide ? '' : ' page--with-bid-bar'}`}
      data-testid="auction-detail"
      data-auction-id={auction.id}
    >
      {back}
      {heading}
      {error ? (
        <Alert type="warning" showIcon className="page-alert" title={errorText(error)} />
      ) : null}
      <OfferPanel auctionId={auction.id} />
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15} className="detail-main">
          {/* On a phone the price and clock come first: that is what a dealer opens the page for. */}
          {isWide ? null : <BidPanel auction={auction} rules={rules} compact />}
          <PhotoGallery inventory={inventory} />
          {/* Never before a sealed auction's reveal: its amounts are nobody's business till then. */}
          {showsHistory ? <PriceChart auction={auction} /> : null}
          {isWide || !showsHistory ? null : <BidHistory auction={auction} />}
          <VehicleFacts auction={auction} />
          <InspectionReport inspection={auction.active_inspection} />
        </Col>
        {isWide ? (
          <Col lg={9} className="detail-side">
            <div className="detail-side__sticky">
              <BidPanel auction={auction} rules={rules} compact={false} />
              <StandingOrdersPanel auction={auction} rules={rules} />
              {showsHistory ? (
                <BidHistory auction={auction} />
              ) : (
                <section className="panel own-sealed-panel">
                  <OwnSealedBids auction={auction} />
                </section>
              )}
            </div>
          </Col>
        ) : null}
      </Row>
    </section>
  );
}
