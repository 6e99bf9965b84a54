import type { PickupLocation, PickupPlan, Transaction } from '@autobid/contract';
import { Alert, Button, Input, Radio } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { bookCollection, type CollectionRequest } from '../api/book-collection';
import type { CollectionOptions } from '../api/pickup-locations';
import { marketTimeToUtc, utcToMarketTime } from '../market-time';

interface CollectionFormProps {
  transaction: Transaction;
  locations: PickupLocation[];
  plan: PickupPlan | null;
  defaultContactName: string;
  onSaved: (options: CollectionOptions) => void;
  onCancel?: () => void;
}

/** A request from the form's fields, or null while one is missing or the time is not real. */
function requestOf(
  fields: {
    kind: 'pickup' | 'delivery';
    locationId: number | null;
    date: string;
    time: string;
    address: string;
    contactName: string;
    contactPhone: string;
  },
  market: string,
): CollectionRequest | null {
  const contact = {
    contact_name: fields.contactName.trim(),
    contact_phone: fields.contactPhone.trim(),
  };
  if (!contact.contact_name || !contact.contact_phone) return null;
  if (fields.kind === 'delivery') {
    const address = fields.address.trim();
    return address ? { kind: 'delivery', delivery_address: address, ...contact } : null;
  }
  const pickupAt = marketTimeToUtc(fields.date, fields.time, market);
  if (fields.locationId === null || pickupAt === null) return null;
  return { kind: 'pickup', location_id: fields.locationId, pickup_at: pickupAt, ...contact };
}

/** Choosing a yard and a time in the market's own clock, or a delivery address, and a contact. */
export function CollectionForm({
  transaction,
  locations,
  plan,
  defaultContactName,
  onSaved,
  onCancel,
}: CollectionFormProps) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const id = useId();
  const planned = plan?.pickup_at ? utcToMarketTime(plan.pickup_at, transaction.market) : null;
  const [kind, setKind] = useState<'pickup' | 'delivery'>(plan?.kind ?? 'pickup');
  const [locationId, setLocationId] = useState<number | null>(
    plan?.location?.id ?? (locations.length === 1 ? locations[0]!.id : null),
  );
  const [date, setDate] = useState(planned?.date ?? '');
  const [time, setTime] = useState(planned?.time ?? '');
  const [address, setAddress] = useState(plan?.delivery_address ?? '');
  const [contactName, setContactName] = useState(plan?.contact_name ?? defaultContactName);
  const [contactPhone, setContactPhone] = useState(plan?.contact_phone ?? '');
  const [isIncomplete, setIsIncomplete] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(
      { kind, locationId, date, time, address, contactName, contactPhone },
      transaction.market,
    );
    setIsIncomplete(request === null);
    if (request === null) return;
    void run(
      'save',
      async () => onSaved(await bookCollection(transaction.id, request)),
      t('transaction.collection.saved'),
    );
  };

  const field = (name: string, label: string, control: ReactNode) => (
    <label className="trx-form__field" htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      {control}
    </label>
  );

  return (
    <form className="trx-form" onSubmit={handleSubmit} noValidate data-testid="trx-collection-form">
      <Radio.Group
        value={kind}
        onChange={(event) => setKind(event.target.value as 'pickup' | 'delivery')}
        optionType="button"
        buttonStyle="solid"
        className="trx-form__kind"
        options={[
          { value: 'pickup', label: t('transaction.collection.pickup') },
          { value: 'delivery', label: t('transaction.collection.delivery') },
        ]}
      />
      {kind === 'pickup' ? (
        <>
          <Radio.Group
            value={locationId}
            onChange={(event) => setLocationId(event.target.value as number)}
            className="trx-yards"
          >
            {locations.map((location) => (
              <Radio
                key={location.id}
                value={location.id}
                className="trx-yard"
                data-testid="trx-yard"
              >
                <strong>{location.name}</strong>
                <span className="trx-yard__line">{location.address}</span>
                <span className="trx-yard__line trx-muted">
                  {t('transaction.collection.hours', {
                    opens: location.opens_at,
                    closes: location.closes_at,
                  })}
                </span>
              </Radio>
            ))}
          </Radio.Group>
          <div className="trx-form__pair">
            {field(
              'date',
              t('transaction.collection.date'),
              <Input
                id={`${id}-date`}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                data-testid="trx-pickup-date"
              />,
            )}
            {field(
              'time',
              t('transaction.collection.time'),
              <Input
                id={`${id}-time`}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                data-testid="trx-pickup-time"
              />,
            )}
          </div>
        </>
      ) : (
        field(
          'address',
          t('transaction.collection.address'),
          <Input.TextArea
            id={`${id}-address`}
            value={address}
            rows={3}
            onChange={(event) => setAddress(event.target.value)}
            data-testid="trx-delivery-address"
          />,
        )
      )}
      {field(
        'name',
        t('transaction.collection.contactName'),
        <Input
          id={`${id}-name`}
          value={contactName}
          autoComplete="name"
          onChange={(event) => setContactName(event.target.value)}
          data-testid="trx-contact-name"
        />,
      )}
      {field(
        'phone',
        t('transaction.collection.contactPhone'),
        <Input
          id={`${id}-phone`}
          type="tel"
          value={contactPhone}
          autoComplete="tel"
          onChange={(event) => setContactPhone(event.target.value)}
          data-testid="trx-contact-phone"
        />,
      )}
      {isIncomplete ? (
        <Alert type="error" showIcon title={t('transaction.collection.incomplete')} />
      ) : null}
      <div className="trx-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={busy === 'save'}
          data-testid="trx-collection-save"
        >
          {t('transaction.collection.save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('app.cancel')}</Button> : null}
      </div>
    </form>
  );
}
