import type { PickupPlan, Transaction } from '@autobid/contract';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { getCollection } from '../api/get-collection';
import type { CollectionOptions } from '../api/pickup-locations';
import { utcToMarketTime } from '../market-time';
import { CollectionForm } from './collection-form';

function PlanSummary({ plan, market }: { plan: PickupPlan; market: string }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const local = plan.pickup_at ? utcToMarketTime(plan.pickup_at, market) : null;
  return (
    <div className="trx-plan" data-testid="trx-collection-plan" data-kind={plan.kind}>
      <p className="trx-plan__what">
        {plan.kind === 'pickup'
          ? t('transaction.collection.pickupAt', {
              yard: plan.location?.name ?? '',
              // Noon keeps the market's date whatever the browser's time zone.
              date: local ? date(`${local.date}T12:00:00`) : '',
              time: local?.time ?? '',
            })
          : t('transaction.collection.deliveryTo', { address: plan.delivery_address ?? '' })}
      </p>
      {plan.kind === 'pickup' && plan.location ? (
        <p className="trx-muted">{plan.location.address}</p>
      ) : null}
      <p className="trx-muted">
        {t('transaction.collection.contact', {
          name: plan.contact_name,
          phone: plan.contact_phone,
        })}
      </p>
    </div>
  );
}

interface CollectionSectionProps {
  transaction: Transaction;
  defaultContactName: string;
  /** The dealer's own phone, offered as the contact's; empty when their profile has none. */
  defaultContactPhone?: string;
}

/** How and when the dealer takes the car: booked ahead, released once payment is confirmed. */
export function CollectionSection({
  transaction,
  defaultContactName,
  defaultContactPhone = '',
}: CollectionSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const load = useCallback(() => getCollection(transaction.id), [transaction.id]);
  const { state, reload } = useApiCall(load);
  const [saved, setSaved] = useState<CollectionOptions | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const isUnpaid =
    transaction.status === 'awaiting_payment' || transaction.status === 'payment_submitted';

  // A fresh read replaces what a save answered.
  useEffect(() => {
    if (state.status === 'done') setSaved(null);
  }, [state]);

  const options = saved ?? (state.status === 'done' ? state.data : null);
  const handleSaved = (next: CollectionOptions) => {
    setSaved(next);
    setIsEditing(false);
  };

  const renderBody = (): ReactNode => {
    if (state.status === 'failed')
      return (
        <Alert
          type="error"
          showIcon
          title={errorText(state.failure)}
          action={<Button onClick={reload}>{t('app.retry')}</Button>}
        />
      );
    if (!options) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (isEditing)
      return (
        <CollectionForm
          transaction={transaction}
          locations={options.locations}
          plan={options.plan}
          defaultContactName={defaultContactName}
          defaultContactPhone={defaultContactPhone}
          onSaved={handleSaved}
          onCancel={() => setIsEditing(false)}
        />
      );
    if (!options.plan)
      return (
        <>
          <p className="trx-muted">{t('transaction.collection.none')}</p>
          <Button
            type="primary"
            onClick={() => setIsEditing(true)}
            data-testid="trx-collection-book"
          >
            {t('transaction.collection.book')}
          </Button>
        </>
      );
    return (
      <>
        <PlanSummary plan={options.plan} market={transaction.market} />
        <Button onClick={() => setIsEditing(true)} data-testid="trx-collection-change">
          {t('transaction.collection.change')}
        </Button>
      </>
    );
  };

  return (
    <Card
      size="small"
      className="panel trx-collection"
      data-testid="trx-collection"
      title={t('transaction.collection.title')}
    >
      {isUnpaid ? (
        <p className="trx-note" data-testid="trx-release-note">
          {t('transaction.collection.releasedAfterPayment')}
        </p>
      ) : null}
      {renderBody()}
    </Card>
  );
}
