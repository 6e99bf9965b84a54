import type { DealerAuction } from '@autobid/contract';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { translateVehicleValue } from '../../../lib/vehicle-values';
import '../auction-detail.css';

export function VehicleFacts({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { integer } = useFormatters();
  const { inventory } = auction;
  const items = [
    { key: 'make', label: t('detail.make'), children: inventory.make },
    { key: 'model', label: t('detail.model'), children: inventory.model },
    { key: 'year', label: t('detail.year'), children: inventory.year },
    { key: 'variant', label: t('detail.variant'), children: inventory.variant },
    {
      key: 'mileage',
      label: t('detail.mileage'),
      children: t('detail.mileageValue', { km: integer(inventory.mileage_km) }),
    },
    {
      key: 'transmission',
      label: t('detail.transmission'),
      children: translateVehicleValue(t, 'transmission', inventory.transmission),
    },
    {
      key: 'fuel',
      label: t('detail.fuel'),
      children: translateVehicleValue(t, 'fuel', inventory.fuel),
    },
    {
      key: 'color',
      label: t('detail.color'),
      children: translateVehicleValue(t, 'color', inventory.color),
    },
    { key: 'location', label: t('detail.location'), children: auction.location },
    {
      key: 'type',
      label: t('detail.auctionType'),
      children: auction.type === 'open' ? t('detail.typeOpen') : t('detail.typeClosed'),
    },
  ];
  return (
    <Card title={t('detail.vehicle')} size="small" className="panel" data-testid="vehicle-facts">
      <Descriptions items={items} column={{ xs: 1, sm: 2 }} size="small" colon={false} />
    </Card>
  );
}
