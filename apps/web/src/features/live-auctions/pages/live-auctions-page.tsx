import { Alert, Button, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sortsByTimeEnd } from '../../../config/countries';
import { useErrorText } from '../../../lib/error-text';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fetchBiddingList } from '../bidding-list-slice';
import { AuctionCard } from '../components/auction-card';
import { useLiveListRealtime } from '../use-live-list-realtime';

interface LiveAuctionsPageProps {
  /** The route of one auction; the app owns routes, this feature only links to them. */
  detailPath: (id: number) => string;
  /** The dealer's market; spec §9 sorts by time_end only in some markets. */
  country: string;
}

export function LiveAuctionsPage({ detailPath, country }: LiveAuctionsPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { data, ids, loading, error } = useAppSelector((state) => state.biddingList);

  const load = useCallback(() => void dispatch(fetchBiddingList({ sortByTimeEnd: sortsByTimeEnd(country) })), [dispatch, country]);
  useEffect(load, [load]);
  useLiveListRealtime(ids, load);

  const auctions = ids.flatMap((id) => data[id] ?? []);
  return (
    <section className="page page--list">
      <header className="page-heading">
        <Typography.Title level={2} className="page-heading__title">
          {t('list.title')}
        </Typography.Title>
        {auctions.length > 0 ? (
          <Typography.Text type="secondary" data-testid="list-count">
            {t('list.subtitle', { count: auctions.length })}
          </Typography.Text>
        ) : null}
      </header>
      {error ? (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={t('list.loadFailed')}
          description={errorText(error)}
          action={<Button onClick={load}>{t('app.retry')}</Button>}
        />
      ) : null}
      {loading && auctions.length === 0 ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((n) => (
            <Col key={n} xs={24} sm={12} lg={8} xl={6}>
              <Skeleton.Node active className="card-skeleton" />
            </Col>
          ))}
        </Row>
      ) : null}
      {!loading && !error && auctions.length === 0 ? <Empty description={t('list.empty')} /> : null}
      <Row gutter={[16, 16]} data-testid="auction-grid">
        {auctions.map((auction) => (
          <Col key={auction.id} xs={24} sm={12} lg={8} xl={6}>
            <AuctionCard auction={auction} href={detailPath(auction.id)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
