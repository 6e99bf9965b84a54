import type { ListingStatus } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ListingStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  scheduled: 'blue',
  withdrawn: 'default',
  sold: 'green',
  unsold: 'default',
};

/** Where a seller's listing stands, for the seller and for staff, in the seller portal's words. */
export function ListingStatusTag({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="listing-status">
      {t(`sellerListings.status.${status}`)}
    </Tag>
  );
}
