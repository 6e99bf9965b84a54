import { CarOutlined } from '@ant-design/icons';
import { LISTING_STATUSES, type ListingStatus } from '@autobid/contract';
import { Alert, Button, Empty, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { ListingStatusTag } from '../../../components/listing-status-tag';
import { fetchListings } from '../listings-api';
import '../seller-listings.css';

interface SellerListingsPageProps {
  newListingPath: string;
  listingPath: (id: number) => string;
}

const FILTERS = ['all', ...LISTING_STATUSES] as const;

/** The seller group's listed cars, newest first, with where each stands in review. */
export function SellerListingsPage({ newListingPath, listingPath }: SellerListingsPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { money, date } = useFormatters();
  const [params, set] = useQueryParams({ reset: ['page'] });
  const status = (LISTING_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ListingStatus)
    : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => fetchListings({ status, page }), [status, page]);
  const { state, reload } = useApiCall(load);

  return (
    <section className="seller-listings" data-testid="seller-listings">
      <header className="seller-listings__head">
        <div>
          <Typography.Title level={2}>{t('sellerListings.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('sellerListings.intro')}</Typography.Text>
        </div>
        <Link to={newListingPath}>
          <Button type="primary" size="large" data-testid="listing-add">
            {t('sellerListings.add')}
          </Button>
        </Link>
      </header>
      <Segmented
        className="seller-listings__filter"
        value={status ?? 'all'}
        options={FILTERS.map((value) => ({
          value,
          label: value === 'all' ? t('sellerListings.all') : t(`sellerListings.status.${value}`),
        }))}
        onChange={(value) => set({ status: value === 'all' ? null : String(value) })}
        data-testid="listing-filter"
      />
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={errorText(state.failure)}
          action={<Button onClick={reload}>{t('app.retry')}</Button>}
        />
      ) : state.status === 'loading' ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : state.data.data.length === 0 ? (
        <Empty description={t('sellerListings.empty')} />
      ) : (
        <>
          <ul className="seller-listings__list">
            {state.data.data.map((listing) => (
              <li key={listing.id} data-testid={`listing-${listing.id}`}>
                <Link to={listingPath(listing.id)} className="seller-listings__item">
                  {listing.cover_thumbnail_url ? (
                    <img
                      className="seller-listings__thumb"
                      src={listing.cover_thumbnail_url}
                      alt=""
                      loading="lazy"
                      data-testid="listing-cover"
                    />
                  ) : (
                    <span
                      className="seller-listings__thumb seller-listings__thumb--none"
                      role="img"
                      aria-label={t('sellerListings.noPhoto')}
                      title={t('sellerListings.noPhoto')}
                    >
                      <CarOutlined />
                    </span>
                  )}
                  <span className="seller-listings__car">
                    <strong>
                      {listing.car.year} {listing.car.make} {listing.car.model}
                    </strong>
                    <span>
                      {listing.car.variant} · {listing.car.chassis_number}
                    </span>
                  </span>
                  <span className="seller-listings__prices num">
                    {t('sellerListings.prices', {
                      start: money(listing.start_price, listing.currency),
                      reserve: money(listing.reserve_price, listing.currency),
                    })}
                  </span>
                  <span className="seller-listings__status">
                    <ListingStatusTag status={listing.status} />
                    <Typography.Text type="secondary">
                      {t('sellerListings.listedOn', { date: date(listing.created_at) })}
                    </Typography.Text>
                  </span>
                  {listing.status === 'rejected' && listing.rejection_reason ? (
                    <span className="seller-listings__reason">
                      {t('sellerListings.rejected', { reason: listing.rejection_reason })}
                    </span>
                  ) : null}
                </Link>
              </li>
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
      )}
    </section>
  );
}
