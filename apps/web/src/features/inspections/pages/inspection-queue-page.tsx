import {
  INSPECTION_QUEUE_TABS,
  type InspectionListing,
  type InspectionQueueTab,
} from '@autobid/contract';
import { Button, Empty, Pagination, Spin, Tabs, Tag, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { carTitle } from '../car-title';
import { ListingStatusTag } from '../../../components/listing-status-tag';
import { fetchInspectionQueue } from '../inspections-api';
import '../inspections.css';
import { LoadFailure } from '../../../components/load-failure';

/** The inspector's queue: cars waiting for a report, oldest first, and recently published reports. */
export function InspectionQueuePage({ editorPath }: { editorPath: (listingId: number) => string }) {
  const { t } = useTranslation();
  const [params, set] = useQueryParams({ reset: ['page'] });
  const tab: InspectionQueueTab =
    INSPECTION_QUEUE_TABS.find((name) => name === params.get('tab')) ?? 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => fetchInspectionQueue({ tab, page }), [tab, page]);
  const { state, reload } = useApiCall(load);

  return (
    <section className="inspections" data-testid="inspection-queue">
      <Typography.Title level={2}>{t('inspections.queue.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('inspections.queue.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key === 'waiting' ? null : key })}
        items={INSPECTION_QUEUE_TABS.map((name) => ({
          key: name,
          label: t(`inspections.queue.tabs.${name}`),
        }))}
      />
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      {state.status === 'loading' ? <Spin className="inspections__loading" /> : null}
      {state.status === 'done' && state.data.data.length === 0 ? (
        <Empty description={t(`inspections.queue.empty.${tab}`)} />
      ) : null}
      {state.status === 'done' ? (
        <>
          <ul className="inspections__queue">
            {state.data.data.map((item) => (
              <QueueItem key={item.listing_id} item={item} editorPath={editorPath} />
            ))}
          </ul>
          <Pagination
            current={state.data.meta.pagination.current_page}
            total={state.data.meta.pagination.total}
            pageSize={state.data.meta.pagination.per_page}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(next) => set({ page: String(next) })}
          />
        </>
      ) : null}
    </section>
  );
}

function QueueItem(props: { item: InspectionListing; editorPath: (listingId: number) => string }) {
  const { item, editorPath } = props;
  const { t } = useTranslation();
  const { date } = useFormatters();
  const navigate = useNavigate();
  const { latest, published } = item;
  const isDraft = latest?.status === 'draft';
  return (
    <li className="inspections__item" data-testid={`inspection-item-${item.listing_id}`}>
      <div className="inspections__item-main">
        <strong>{carTitle(item)}</strong>
        <span className="inspections__muted">
          {item.seller_group.name} · {item.location}
        </span>
        <span className="inspections__muted">
          {item.car.chassis_number} ·{' '}
          {t('inspections.queue.listed', { date: date(item.listed_at) })}
        </span>
        <span className="inspections__tags">
          <ListingStatusTag status={item.listing_status} />
          {isDraft ? (
            <Tag color="gold">{t('inspections.queue.draft', { version: latest.version })}</Tag>
          ) : null}
          {published ? (
            <Tag color="green">
              {t('inspections.queue.publishedOn', {
                version: published.version,
                date: date(published.published_at),
              })}{' '}
              · {t('inspections.queue.score', { score: published.score })}
            </Tag>
          ) : null}
          {!latest ? <Tag>{t('inspections.queue.notStarted')}</Tag> : null}
        </span>
      </div>
      <Button
        className="inspections__item-action"
        type={isDraft || !latest ? 'primary' : 'default'}
        onClick={() => void navigate(editorPath(item.listing_id))}
        data-testid={`inspect-${item.listing_id}`}
      >
        {isDraft
          ? t('inspections.queue.continue')
          : latest
            ? t('inspections.queue.open')
            : t('inspections.queue.inspect')}
      </Button>
    </li>
  );
}
