import type { SellerAuctionPage, SellerStage } from '@autobid/contract';
import { Alert, Button, Empty, Grid, Pagination, Skeleton, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useAppSelector } from '../../../lib/state/hooks';
import { useApiCall } from '../../../lib/use-api-call';
import { SellerAuctionCards } from '../components/seller-auction-cards';
import { SellerAuctionTable } from '../components/seller-auction-table';
import { SellerListFilters } from '../components/seller-list-filters';
import { fetchSellerAuctions, SELLER_PAGE_SIZE } from '../seller-auctions-api';
import {
  readSellerListQuery,
  writeSellerListQuery,
  type SellerListQuery,
} from '../seller-list-query';
import { useAuctionsRealtime } from '../../../lib/use-auctions-realtime';
import { sellerStageSources } from '../seller-stage-source';
import '../seller-auctions.css';

interface SellerAuctionsPageProps {
  stage: SellerStage;
  auctionPath: (id: number) => string;
}

/** One of the seller's four lists: a table on a desk, cards on a phone, live while open. */
export function SellerAuctionsPage({ stage, auctionPath }: SellerAuctionsPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isWide = Grid.useBreakpoint().md === true;
  const groupId = useAppSelector((state) => state.currentUser.user?.active_group?.id ?? null);
  const [params, setParams] = useSearchParams();
  const query = readSellerListQuery(stage, params);
  const address = writeSellerListQuery(query).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address stands for the query
  const load = useCallback(() => fetchSellerAuctions(stage, query), [stage, address]);
  const { state, reload } = useApiCall(load);
  // A reload (a bid arrived, a filter changed) keeps the rows on screen until the answer comes.
  // Only rows of another query are dimmed meanwhile: a live reload of the same list changes a
  // figure or two and must not make the whole list flicker on every bid.
  const shown = useRef<{ page: SellerAuctionPage; address: string } | null>(null);
  if (state.status === 'done') shown.current = { page: state.data, address };
  const page = shown.current?.page ?? null;
  const isOtherQuery = shown.current !== null && shown.current.address !== address;
  useAuctionsRealtime(
    page?.data.map((auction) => auction.id) ?? [],
    sellerStageSources(groupId),
    reload,
  );

  const change = (next: Partial<SellerListQuery>) =>
    setParams(writeSellerListQuery({ ...query, page: 1, ...next }), { replace: true });

  return (
    <section
      className={`seller-list${state.status === 'loading' && isOtherQuery ? ' seller-list--reloading' : ''}`}
      data-testid={`seller-list-${stage}`}
      aria-busy={state.status === 'loading'}
    >
      <Typography.Title level={2}>{t(`sellerAuctions.titles.${stage}`)}</Typography.Title>
      <SellerListFilters key={stage} stage={stage} query={query} onChange={change} />
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={errorText(state.failure)}
          action={<Button onClick={reload}>{t('app.retry')}</Button>}
        />
      ) : null}
      {state.status === 'loading' && !page ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {page && page.data.length === 0 ? (
        <Empty description={t(`sellerAuctions.empty.${stage}`)} data-testid="seller-empty" />
      ) : null}
      {page && page.data.length > 0 ? (
        isWide ? (
          <SellerAuctionTable auctions={page.data} auctionPath={auctionPath} />
        ) : (
          <SellerAuctionCards auctions={page.data} auctionPath={auctionPath} />
        )
      ) : null}
      {page && page.meta.pagination.last_page > 1 ? (
        <Pagination
          className="seller-list__pages"
          current={query.page}
          pageSize={SELLER_PAGE_SIZE}
          total={page.meta.pagination.total}
          showSizeChanger={false}
          onChange={(next) => change({ page: next })}
        />
      ) : null}
    </section>
  );
}
