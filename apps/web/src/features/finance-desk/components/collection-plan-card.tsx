import type { Handover, PickupPlan } from '@autobid/contract';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

interface CollectionPlanCardProps {
  pickup: PickupPlan | null;
  handover: Handover | null;
}

/** How the buyer takes the car (a yard at a time, or delivery) and, once done, the handover. */
export function CollectionPlanCard({ pickup, handover }: CollectionPlanCardProps) {
  const { t } = useTranslation();
  const { dateTime, integer } = useFormatters();
  return (
    <Card size="small" title={t('financeDesk.detail.pickup.title')} data-testid="finance-pickup">
      {pickup ? (
        <p className="finance-stack">
          <strong>
            {pickup.kind === 'pickup'
              ? t('financeDesk.detail.pickup.pickup', {
                  location: pickup.location
                    ? `${pickup.location.name}, ${pickup.location.address}`
                    : '',
                })
              : t('financeDesk.detail.pickup.delivery', { address: pickup.delivery_address ?? '' })}
          </strong>
          {pickup.kind === 'pickup' && pickup.pickup_at ? (
            <span>{t('financeDesk.detail.pickup.at', { at: dateTime(pickup.pickup_at) })}</span>
          ) : null}
          <span>
            {t('financeDesk.detail.pickup.contact', {
              name: pickup.contact_name,
              phone: pickup.contact_phone,
            })}
          </span>
        </p>
      ) : (
        <Typography.Paragraph type="secondary">
          {t('financeDesk.detail.pickup.none')}
        </Typography.Paragraph>
      )}
      {handover ? (
        <Descriptions
          title={t('financeDesk.detail.handover.title')}
          size="small"
          column={1}
          items={[
            {
              key: 'by',
              label: t('financeDesk.detail.handover.receivedBy'),
              children: handover.received_by,
            },
            {
              key: 'km',
              label: t('financeDesk.detail.handover.odometer'),
              children: t('financeDesk.detail.handover.km', {
                value: integer(handover.odometer_km),
              }),
            },
            {
              key: 'at',
              label: t('financeDesk.detail.handover.at'),
              children: dateTime(handover.at),
            },
            ...(handover.note
              ? [
                  {
                    key: 'note',
                    label: t('financeDesk.detail.handover.note'),
                    children: handover.note,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Card>
  );
}
