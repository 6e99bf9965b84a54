import type { InspectionListing } from '@autobid/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { carTitle } from '../car-title';
import { ListingStatusTag } from '../../../components/listing-status-tag';

/** The car being inspected: what the inspector checks it against. */
export function CarHeader({ listing }: { listing: InspectionListing }) {
  const { t } = useTranslation();
  const { integer } = useFormatters();
  const { car } = listing;
  return (
    <header className="inspections__car" data-testid="inspection-car">
      <div>
        <Typography.Title level={2}>{carTitle(listing)}</Typography.Title>
        <ListingStatusTag status={listing.listing_status} />
        <dl className="inspections__facts">
          <div>
            <dt>{t('inspections.editor.seller')}</dt>
            <dd>
              {listing.seller_group.name} ({listing.market})
            </dd>
          </div>
          <div>
            <dt>{t('inspections.editor.chassis')}</dt>
            <dd>{car.chassis_number}</dd>
          </div>
          <div>
            <dt>{t('inspections.editor.registration')}</dt>
            <dd>{car.registration_number}</dd>
          </div>
          <div>
            <dt>{t('inspections.editor.location')}</dt>
            <dd>
              {listing.location} ·{' '}
              {t('inspections.editor.mileage', { km: integer(car.mileage_km) })}
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
