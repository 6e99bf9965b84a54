import type { Listing } from '@autobid/contract';
import { App, Button, Table, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { tablePagination } from '../../../lib/table-pagination';
import { RejectListingModal } from '../components/reject-listing-modal';
import { ReviewFiles } from '../components/review-files';
import { approveListing, fetchReviewQueue, type ReviewTab } from '../review-api';
import '../review-queue.css';
import { LoadFailure } from '../../../components/load-failure';

const TABS: ReviewTab[] = ['pending', 'approved', 'rejected'];
const carOf = (listing: Listing) =>
  `${listing.car.year} ${listing.car.make} ${listing.car.model} ${listing.car.variant}`;

/** Operations' review queue: the cars sellers listed, oldest first, to approve or reject with a reason. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { money, dateTime } = useFormatters();
  const [params, set] = useQueryParams({ reset: ['page'] });
  const tab = TABS.find((name) => name === params.get('status')) ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => fetchReviewQueue({ status: tab, page }), [tab, page]);
  const { state, reload } = useApiCall(load);
  const { busy, run } = useAction();
  const [rejecting, setRejecting] = useState<{ id: number; car: string } | null>(null);

  const approve = (listing: Listing) =>
    void modal.confirm({
      title: t('listingReview.approveTitle', { car: carOf(listing) }),
      content: t('listingReview.approveBody'),
      okText: t('listingReview.approve'),
      okButtonProps: { 'data-testid': 'approve-confirm' },
      cancelText: t('listingReview.back'),
      onOk: async () => {
        if (
          await run(
            `approve-${listing.id}`,
            () => approveListing(listing.id),
            t('listingReview.approveDone'),
          )
        )
          reload();
      },
    });

  const rows = state.status === 'done' ? state.data.data : [];
  return (
    <section className="review-queue" data-testid="review-queue">
      <Typography.Title level={2}>{t('listingReview.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('listingReview.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ status: key === 'pending' ? null : key })}
        items={TABS.map((name) => ({ key: name, label: t(`listingReview.tabs.${name}`) }))}
      />
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      <Table<Listing>
        rowKey="id"
        loading={state.status === 'loading'}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('listingReview.empty') }}
        onRow={(listing) => ({ 'data-testid': `review-row-${listing.id}` }) as object}
        pagination={tablePagination(
          state.status === 'done' ? state.data.meta.pagination : null,
          (next) => set({ page: String(next) }),
        )}
        columns={[
          {
            key: 'car',
            title: t('listingReview.columns.car'),
            render: (_value, listing) => (
              <span className="review-queue__car">
                <strong>{carOf(listing)}</strong>
                <span>
                  {listing.location} · {listing.car.registration_number}
                </span>
              </span>
            ),
          },
          {
            key: 'files',
            // The cover and two thumbnails side by side.
            width: 220,
            title: t('listingFiles.review.column'),
            render: (_value, listing) => <ReviewFiles listingId={listing.id} />,
          },
          {
            key: 'seller',
            title: t('listingReview.columns.seller'),
            render: (_value, listing) => `${listing.seller_group.name} (${listing.market})`,
          },
          {
            key: 'chassis',
            title: t('listingReview.columns.chassis'),
            render: (_value, listing) => listing.car.chassis_number,
          },
          {
            key: 'prices',
            title: t('listingReview.columns.prices'),
            className: 'num',
            render: (_value, listing) =>
              `${money(listing.start_price, listing.currency)} / ${money(listing.reserve_price, listing.currency)}`,
          },
          {
            key: 'listed',
            title: t('listingReview.columns.listed'),
            render: (_value, listing) => dateTime(listing.created_at),
          },
          ...(tab === 'pending'
            ? [
                {
                  key: 'actions',
                  // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
                  fixed: 'end' as const,
                  title: t('listingReview.columns.actions'),
                  render: (_value: unknown, listing: Listing) => (
                    <span className="review-queue__actions">
                      <Button
                        type="primary"
                        loading={busy === `approve-${listing.id}`}
                        disabled={busy !== null}
                        onClick={() => approve(listing)}
                        data-testid={`approve-${listing.id}`}
                      >
                        {t('listingReview.approve')}
                      </Button>
                      <Button
                        danger
                        disabled={busy !== null}
                        onClick={() => setRejecting({ id: listing.id, car: carOf(listing) })}
                        data-testid={`reject-${listing.id}`}
                      >
                        {t('listingReview.reject')}
                      </Button>
                    </span>
                  ),
                },
              ]
            : tab === 'rejected'
              ? [
                  {
                    key: 'reason',
                    title: t('listingReview.reason'),
                    render: (_value: unknown, listing: Listing) => (
                      <span className="review-queue__reason">{listing.rejection_reason}</span>
                    ),
                  },
                ]
              : []),
        ]}
      />
      <RejectListingModal
        listing={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          reload();
        }}
      />
    </section>
  );
}
