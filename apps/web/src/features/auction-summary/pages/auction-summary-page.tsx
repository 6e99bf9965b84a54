import type { DealerAuction, Inspection, Inventory, PortalAuctionDetail } from '@autobid/contract';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Grid, Row, Skeleton, Typography } from 'antd';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { isRetryable, LoadFailure } from '../../../components/load-failure';
import { useBackTo } from '../../../lib/back-to';
import { useErrorText } from '../../../lib/error-text';
import { useApiCall } from '../../../lib/use-api-call';
import { getAuctionSummary } from '../api/get-auction-summary';
import { AssociatedFiles } from '../components/associated-files';
import { ExtraPhotos } from '../components/extra-photos';
import { SummaryResultCard } from '../components/summary-result-card';
import '../auction-summary.css';

/**
 * The parts of the auction page a summary shows as they are. The app hands them in, because a
 * feature does not import another feature.
 */
export interface AuctionPageParts {
  PhotoGallery: ComponentType<{ inventory: Inventory }>;
  VehicleFacts: ComponentType<{ auction: DealerAuction }>;
  InspectionReport: ComponentType<{ inspection: Inspection | null | undefined }>;
  BidHistory: ComponentType<{ auction: DealerAuction }>;
}

interface AuctionSummaryPageProps {
  auctionId: number;
  backPath: string;
  /** The live auction page of this auction. */
  auctionPath: string;
  parts: AuctionPageParts;
  /** The page of a win's transaction (its purchase). */
  transactionPath: (id: number) => string;
}

export function AuctionSummaryPage({
  auctionId,
  backPath,
  auctionPath,
  parts,
  transactionPath,
}: AuctionSummaryPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const load = useCallback(() => getAuctionSummary(auctionId), [auctionId]);
  const { state, reload } = useApiCall(load);

  // An auction the dealer cannot see is named as missing, with the way back to the ended bids.
  if (state.status === 'failed' && state.failure.status === 404)
    return (
      <LoadFailure
        failure={state.failure}
        onRetry={reload}
        record={{
          kind: 'auction',
          id: auctionId,
          back: { path: backPath, label: t('showcase.summary.back') },
        }}
      />
    );

  const back = <BackLink fallback={{ path: backPath, labelKey: 'showcase.summary.back' }} />;

  if (state.status !== 'done') {
    return (
      <section className="page page--summary">
        {back}
        {state.status === 'failed' ? (
          <Alert
            type="error"
            showIcon
            className="page-alert"
            title={t('showcase.summary.loadFailed')}
            description={errorText(state.failure)}
            action={
              isRetryable(state.failure) ? <Button onClick={reload}>{t('app.retry')}</Button> : null
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </section>
    );
  }

  return (
    <SummaryContent
      auction={state.data}
      back={back}
      auctionPath={auctionPath}
      parts={parts}
      transactionPath={transactionPath}
    />
  );
}

interface SummaryContentProps {
  auction: PortalAuctionDetail;
  back: ReactNode;
  auctionPath: string;
  parts: AuctionPageParts;
  transactionPath: (id: number) => string;
}

function SummaryContent({
  auction,
  back,
  auctionPath,
  parts,
  transactionPath,
}: SummaryContentProps) {
  const { t } = useTranslation();
  const isWide = Grid.useBreakpoint().lg === true;
  const origin = useBackTo();
  const { PhotoGallery, VehicleFacts, InspectionReport, BidHistory } = parts;
  const { inventory } = auction;
  const title = `${inventory.year} ${inventory.make} ${inventory.model}`;
  const result = <SummaryResultCard auction={auction} transactionPath={transactionPath} />;
  const files = <AssociatedFiles files={auction.associated_files ?? []} />;
  // A sealed auction's bids stay private unless the result was revealed.
  const showsHistory = auction.type === 'open' || auction.sealed?.reveal_state === 'revealed';

  return (
    <section
      className="page page--summary"
      data-testid="auction-summary"
      data-auction-id={auction.id}
    >
      {back}
      <header className="detail-heading">
        <Typography.Text type="secondary" className="detail-heading__eyebrow">
          {/* The auction page returns to the list this summary was opened from, not to the summary. */}
          <Link to={auctionPath} state={origin ? { backTo: origin } : undefined}>
            {t('detail.auctionNo', { id: auction.id })}
          </Link>{' '}
          · <EnvironmentOutlined /> {auction.location}
        </Typography.Text>
        <Typography.Title level={2} className="detail-heading__title" data-testid="summary-title">
          {title}
        </Typography.Title>
        <Typography.Text className="detail-heading__variant">{inventory.variant}</Typography.Text>
      </header>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={15} className="detail-main">
          {isWide ? null : result}
          <PhotoGallery inventory={inventory} />
          <ExtraPhotos photos={auction.extra_inspection_photos ?? []} title={title} />
          {isWide ? null : files}
          <VehicleFacts auction={auction} />
          <InspectionReport inspection={auction.active_inspection} />
          {isWide || !showsHistory ? null : <BidHistory auction={auction} />}
        </Col>
        {isWide ? (
          <Col lg={9}>
            <div className="detail-side__sticky">
              {result}
              {files}
              {showsHistory ? <BidHistory auction={auction} /> : null}
            </div>
          </Col>
        ) : null}
      </Row>
    </section>
  );
}
