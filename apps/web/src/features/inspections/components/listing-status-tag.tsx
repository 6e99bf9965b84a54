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

/** Where the car's listing stands, so the inspector knows whether it is already approved. */
export function ListingStatusTag({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[status]}>{t(`inspections.listingStatus.${status}`)}</Tag>;
}
