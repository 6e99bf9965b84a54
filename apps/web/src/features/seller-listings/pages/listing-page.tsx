import { EDITABLE_LISTING_STATUSES } from '@autobid/contract';
import { Alert, App, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import type { Listing } from '@autobid/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useFormatters } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import { translateVehicleValue } from '../../../lib/vehicle-values';
import { ListingFilesSection } from '../components/listing-files-section';
import { ListingStatusTag } from '../../../components/listing-status-tag';
import { ListingInspectionNote } from '../components/listing-inspection';
import { fetchListing, withdrawListing } from '../listings-api';
import '../seller-listings.css';

interface ListingPageProps {
  listPath: string;
  editPath: (id: number) => string;
  auctionPath: (id: number) => string;
}

/** A scheduled car too, until its auction opens: the server refuses once it is live. */
const WITHDRAWABLE: readonly string[] = ['pending', 'approved', 'rejected', 'scheduled'];

/** One listed car: where it stands, why it was rejected, and edit or withdraw while allowed. */
export function ListingPage({ listPath, editPath, auctionPath }: ListingPageProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { money, dateTime, integer } = useFormatters();
  const id = Number(useParams().listingId);
  const load = useCallback(() => fetchListing(id), [id]);
  const { state, reload } = useApiCall(load);
  const { busy, run } = useAction();
  // A change to the photos sends the listing back to review: read it again without unmounting
  // the photo area, whose uploads may still be running.
  const [fresh, setFresh] = useState<Listing | null>(null);
  const refresh = useCallback(() => {
    fetchListing(id).then(setFresh, () => undefined);
  }, [id]);

  if (state.status === 'failed')
    return (
      <LoadFailure
        failure={state.failure.status === 422 ? { ...state.failure, status: 404 } : state.failure}
        onRetry={reload}
        record={{
          kind: 'listing',
          id,
          back: { path: listPath, label: t('sellerListings.title') },
        }}
      />
    );
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  const listing =
    fresh && fresh.id === state.data.id && fresh.version > state.data.version ? fresh : state.data;
  const { car } = listing;
  const isEditable = (EDITABLE_LISTING_STATUSES as readonly string[]).includes(listing.status);

  const withdraw = () =>
    void modal.confirm({
      title: t('sellerListings.withdrawTitle'),
      content:
        listing.status === 'scheduled'
          ? t('saleSessions.withdrawScheduled')
          : t('sellerListings.withdrawBody'),
      okText: t('sellerListings.withdraw'),
      okButtonProps: { danger: true, 'data-testid': 'withdraw-confirm' },
      cancelText: t('sellerListings.form.cancel'),
      onOk: async () => {
        if (
          await run('withdraw', () => withdrawListing(listing.id), t('sellerListings.withdrawDone'))
        )
          reload();
      },
    });

  return (
    <article className="listing-page" data-testid="listing-page">
      <Link to={listPath} className="seller-listings__back">
        {t('sellerListings.back')}
      </Link>
      <header className="seller-listings__head">
        <div>
          <Typography.Title level={2}>
            {car.year} {car.make} {car.model}
          </Typography.Title>
          <Typography.Text type="secondary">{car.variant}</Typography.Text>{' '}
          <ListingStatusTag status={listing.status} />
        </div>
        <div className="listing-page__actions">
          {isEditable ? (
            <Link to={editPath(listing.id)}>
              <Button data-testid="listing-edit">{t('sellerListings.edit')}</Button>
            </Link>
          ) : null}
          {WITHDRAWABLE.includes(listing.status) ? (
            <Button
              danger
              loading={busy === 'withdraw'}
              onClick={withdraw}
              data-testid="listing-withdraw"
            >
              {t('sellerListings.withdraw')}
            </Button>
          ) : null}
        </div>
      </header>
      {listing.status === 'rejected' && listing.rejection_reason ? (
        <Alert
          type="error"
          showIcon
          className="listing-page__reason"
          title={t('sellerListings.rejected', { reason: listing.rejection_reason })}
          description={t('sellerListings.rejectedHint')}
          data-testid="listing-rejection"
        />
      ) : null}
      {listing.status !== 'withdrawn' ? <ListingInspectionNote listingId={listing.id} /> : null}
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            {
              key: 'chassis',
              label: t('sellerListings.facts.chassis'),
              children: car.chassis_number,
            },
            {
              key: 'registration',
              label: t('sellerListings.facts.registration'),
              children: car.registration_number,
            },
            {
              key: 'mileage',
              label: t('sellerListings.facts.mileage'),
              children: `${integer(car.mileage_km)} km`,
            },
            {
              key: 'transmission',
              label: t('sellerListings.facts.transmission'),
              children: translateVehicleValue(t, 'transmission', car.transmission),
            },
            {
              key: 'fuel',
              label: t('sellerListings.facts.fuel'),
              children: translateVehicleValue(t, 'fuel', car.fuel),
            },
            {
              key: 'color',
              label: t('sellerListings.facts.color'),
              children: translateVehicleValue(t, 'color', car.color),
            },
            {
              key: 'location',
              label: t('sellerListings.facts.location'),
              children: listing.location,
            },
            {
              key: 'start',
              label: t('sellerListings.facts.start'),
              children: money(listing.start_price, listing.currency),
            },
            {
              key: 'reserve',
              label: t('sellerListings.facts.reserve'),
              children: money(listing.reserve_price, listing.currency),
            },
            {
              key: 'updated',
              label: t('sellerListings.facts.updated'),
              children: dateTime(listing.updated_at),
            },
            ...(listing.auction_id !== null
              ? [
                  {
                    key: 'auction',
                    label: t('sellerListings.facts.auction'),
                    children: (
                      <Link to={auctionPath(listing.auction_id)} data-testid="listing-auction-link">
                        {t('sellerListings.openAuction')}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <ListingFilesSection listingId={listing.id} isEditable={isEditable} onChanged={refresh} />
    </article>
  );
}
