import { PORTAL_SORTS, type EndedBidTag } from '@autobid/contract';
import { Alert, Button, Empty, Pagination, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBackToHere } from '../../../lib/back-to';
import { shallowEqual } from 'react-redux';
import { useErrorText } from '../../../lib/error-text';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { EndedBidsFilters } from '../components/ended-bids-filters';
import { PortalCard } from '../components/portal-card';
import { fetchPortalList } from '../portal-lists-slice';
import { PAGE_SIZES, type PortalListName, type PortalQuery } from '../portal-lists';
import { portalQueryFromSearch, searchFromPortalQuery } from '../portal-query';
import '../dealer-lists.css';

/** The translation key of each list's texts. */
const TEXT_KEY = {
  success: 'success',
  overdue: 'overdue',
  history: 'history',
  'has-online-payments': 'onlinePayments',
  'ended-bids': 'endedBids',
} as const satisfies Record<PortalListName, string>;

interface PortalListPageProps {
  list: PortalListName;
  /** The route of an ended auction's summary; the app owns routes. */
  summaryPath: (id: number) => string;
  /** The page of a win's transaction (its purchase). */
  transactionPath: (id: number) => string;
}

/** One list of what happened after the close, a page at a time, its query kept in the address. */
export function PortalListPage({ list, summaryPath, transactionPath }: PortalListPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const today = useMemo(() => dayjs().startOf('day'), []);
  const query = useMemo(() => portalQueryFromSearch(search, today), [search, today]);
  const text = `portal.lists.${TEXT_KEY[list]}` as const;
  const { ids, data, loading, error, pagination } = useAppSelector(
    (state) => state.portalLists[list],
    shallowEqual,
  );

  const { backTo } = useBackToHere(`${text}.title`);

  const load = useCallback(
    () => void dispatch(fetchPortalList({ list, query })),
    [dispatch, list, query],
  );
  useEffect(load, [load]);

  const change = (next: Partial<PortalQuery>) => {
    const merged = { ...query, page: 1, ...next };
    setSearch(searchFromPortalQuery(merged, list, today), {
      replace: 'page' in next ? false : true,
    });
  };
  const isEmpty = ids.length === 0;

  return (
    <section className="page page--portal-list" data-testid={`list-${list}`}>
      <header className="page-heading">
        <Typography.Title level={2} className="page-heading__title">
          {t(`${text}.title`)}
        </Typography.Title>
        {pagination && pagination.total > 0 ? (
          <Typography.Text type="secondary" data-testid="list-count">
            {t('portal.list.total', { count: pagination.total })}
          </Typography.Text>
        ) : null}
      </header>
      <Typography.Paragraph type="secondary" className="page-intro">
        {t(`${text}.intro`)}
      </Typography.Paragraph>
      <div className="portal-toolbar">
        {list === 'ended-bids' ? (
          <EndedBidsFilters
            from={query.from}
            to={query.to}
            tag={query.tag}
            onRange={(range) => change(range)}
            onTag={(tag: EndedBidTag) => change({ tag })}
          />
        ) : null}
        <Select
          className="portal-toolbar__sort"
          value={query.sort}
          aria-label={t('portal.sort.label')}
          options={PORTAL_SORTS.map((sort) => ({ value: sort, label: t(`portal.sort.${sort}`) }))}
          onChange={(sort) => change({ sort })}
          data-testid="portal-sort"
        />
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title={t(`${text}.loadFailed`)}
          description={errorText(error)}
          action={
            <Button onClick={load} data-testid="list-retry">
              {t('app.retry')}
            </Button>
          }
          data-testid="list-error"
        />
      ) : null}
      {loading && isEmpty ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {!loading && !error && isEmpty ? (
        <Empty className="list-empty" description={t(`${text}.empty`)} data-testid="list-empty" />
      ) : null}
      <div
        className={`portal-list${loading && !isEmpty ? ' portal-list--refreshing' : ''}`}
        aria-busy={loading}
        data-testid="portal-list"
      >
        {ids.map((id) => {
          const auction = data[id];
          return auction ? (
            <PortalCard
              key={id}
              auction={auction}
              href={summaryPath(id)}
              backTo={backTo}
              transactionPath={transactionPath}
            />
          ) : null;
        })}
      </div>
      {pagination && pagination.total > 0 ? (
        <Pagination
          className="portal-pagination"
          current={query.page}
          pageSize={query.perPage}
          total={pagination.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showQuickJumper
          responsive
          showTotal={(total, [first, last]) => t('portal.pagination.range', { first, last, total })}
          locale={{
            items_per_page: t('portal.pagination.pageSize'),
            page_size: t('portal.pagination.pageSizeLabel'),
            jump_to: t('portal.pagination.goTo'),
            page: t('portal.pagination.page'),
            prev_page: t('portal.pagination.previous'),
            next_page: t('portal.pagination.next'),
          }}
          onChange={(page, perPage) =>
            change(perPage !== query.perPage ? { perPage, page: 1 } : { page })
          }
          data-testid="portal-pagination"
        />
      ) : null}
    </section>
  );
}
