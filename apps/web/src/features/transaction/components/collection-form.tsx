import {
  PICKUP_WINDOW_DAYS,
  phoneExampleOf,
  pickupPhoneOf,
  pickupTimeProblem,
  type PickupLocation,
  type PickupPlan,
  type Transaction,
} from '@autobid/contract';
import { Alert, Button, Input, Radio } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import { useAction } from '../../../lib/use-action';
import { bookCollection, type CollectionRequest } from '../api/book-collection';
import type { CollectionOptions } from '../api/pickup-locations';
import {
  marketTimeToUtc,
  marketUtcOffsetHours,
  pickupDateRange,
  utcToMarketTime,
} from '../market-time';

interface CollectionFormProps {
  transaction: Transaction;
  locations: PickupLocation[];
  plan: PickupPlan | null;
  defaultContactName: string;
  defaultContactPhone: string;
  onSaved: (options: CollectionOptions) => void;
  onCancel?: () => void;
}

type Field = 'yard' | 'date' | 'time' | 'address' | 'name' | 'phone';

const FIELD_LABELS = {
  yard: 'transaction.collection.yard',
  date: 'transaction.collection.date',
  time: 'transaction.collection.time',
  address: 'transaction.collection.address',
  name: 'transaction.collection.contactName',
  phone: 'transaction.collection.contactPhone',
} as const satisfies Record<Field, string>;

interface CollectionFields {
  kind: 'pickup' | 'delivery';
  locationId: number | null;
  date: string;
  time: string;
  address: string;
  contactName: string;
  contactPhone: string;
}

/**
 * A request from the form's fields, or the fields still to fill in: one left empty, or a date and
 * time that together are no real moment.
 */
export function requestOf(
  fields: CollectionFields,
  market: string,
): { request: CollectionRequest; missing: [] } | { request: null; missing: Field[] } {
  const contact = {
    contact_name: fields.contactName.trim(),
    contact_phone: fields.contactPhone.trim(),
  };
  const missing: Field[] = [];
  let request: CollectionRequest | null = null;
  if (fields.kind === 'delivery') {
    const address = fields.address.trim();
    if (address) request = { kind: 'delivery', delivery_address: address, ...contact };
    else missing.push('address');
  } else {
    const pickupAt = marketTimeToUtc(fields.date, fields.time, market);
    if (fields.locationId === null) missing.push('yard');
    if (pickupAt === null) {
      // A filled-in pair that is no real moment (the 30th of February) marks both.
      const dateGiven = fields.date !== '';
      const timeGiven = fields.time !== '';
      if (!dateGiven || timeGiven) missing.push('date');
      if (!timeGiven || dateGiven) missing.push('time');
    }
    if (fields.locationId !== null && pickupAt !== null)
      request = { kind: 'pickup', location_id: fields.locationId, pickup_at: pickupAt, ...contact };
  }
  if (!contact.contact_name) missing.push('name');
  if (!contact.contact_phone) missing.push('phone');
  return request && missing.length === 0 ? { request, missing: [] } : { request: null, missing };
}

/** A filled-in field the server would refuse, with the words that say why. */
export interface FieldProblem {
  field: Field;
  text: ProblemText;
}

type ProblemText =
  | { key: 'tooSoon' | 'pastDate' | 'sunday' }
  | { key: 'phone'; example: string }
  | { key: 'tooFar'; days: number }
  | { key: 'closed'; opens: string; closes: string };

/**
 * What the server would refuse in a complete request, found before sending it: a pickup time
 * outside the yard's days and hours or the booking window, or a phone not written as `+` and
 * digits (the rules are the contract's, which the server applies).
 */
export function problemsOf(
  request: CollectionRequest,
  context: { locations: readonly PickupLocation[]; market: string; now: number },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (request.kind === 'pickup') {
    const yard = context.locations.find((location) => location.id === request.location_id);
    const problem =
      yard &&
      pickupTimeProblem({
        pickupAt: Date.parse(`${request.pickup_at.replace(' ', 'T')}Z`),
        now: context.now,
        utcOffsetHours: marketUtcOffsetHours(context.market),
        opensAt: yard.opens_at,
        closesAt: yard.closes_at,
      });
    if (problem === 'too_soon') {
      // A day already gone is the date's fault; a time too soon today is the time's.
      const localDate = (utc: number) =>
        new Date(utc + marketUtcOffsetHours(context.market) * 3_600_000).toISOString().slice(0, 10);
      if (localDate(Date.parse(`${request.pickup_at.replace(' ', 'T')}Z`)) < localDate(context.now))
        problems.push({ field: 'date', text: { key: 'pastDate' } });
      else problems.push({ field: 'time', text: { key: 'tooSoon' } });
    }
    if (problem === 'too_far')
      problems.push({ field: 'date', text: { key: 'tooFar', days: PICKUP_WINDOW_DAYS } });
    if (problem === 'sunday') problems.push({ field: 'date', text: { key: 'sunday' } });
    if (problem === 'closed' && yard)
      problems.push({
        field: 'time',
        text: { key: 'closed', opens: yard.opens_at, closes: yard.closes_at },
      });
  }
  if (pickupPhoneOf(request.contact_phone) === null)
    problems.push({
      field: 'phone',
      text: { key: 'phone', example: phoneExampleOf(context.market) },
    });
  return problems;
}

/** The form's fields the API names in a refusal. */
const FIELD_OF_API: Record<string, Field> = {
  location_id: 'yard',
  pickup_at: 'date',
  delivery_address: 'address',
  contact_name: 'name',
  contact_phone: 'phone',
};

/** Choosing a yard and a time in the market's own clock, or a delivery address, and a contact. */
export function CollectionForm({
  transaction,
  locations,
  plan,
  defaultContactName,
  defaultContactPhone,
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
  const [contactPhone, setContactPhone] = useState(plan?.contact_phone ?? defaultContactPhone);
  const [missing, setMissing] = useState<readonly Field[]>([]);
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  /** Fields the server refused for a reason the form does not know. */
  const [refused, setRefused] = useState<readonly Field[]>([]);
  const dates = pickupDateRange(Date.now(), transaction.market);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { request, missing: unfilled } = requestOf(
      { kind, locationId, date, time, address, contactName, contactPhone },
      transaction.market,
    );
    setMissing(unfilled);
    setRefused([]);
    const found =
      request === null
        ? []
        : problemsOf(request, { locations, market: transaction.market, now: Date.now() });
    setProblems(found);
    if (request === null || found.length > 0) return;
    void run(
      'save',
      async () => {
        try {
          onSaved(await bookCollection(transaction.id, request));
        } catch (error) {
          const fields = error instanceof ApiRequestError ? error.failure.fieldErrors : undefined;
          if (fields)
            setRefused(
              Object.keys(fields).flatMap((name) => {
                const field = FIELD_OF_API[name];
                return field ? [field] : [];
              }),
            );
          throw error;
        }
      },
      t('transaction.collection.saved'),
    );
  };

  const flagged = (name: Field) =>
    missing.includes(name) ||
    refused.includes(name) ||
    problems.some((problem) => problem.field === name);

  /** What an unfilled field shows once a save found it so: red, and invalid to a screen reader. */
  const check = (name: Field) =>
    flagged(name) ? { status: 'error' as const, 'aria-invalid': true } : {};

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
            aria-label={t('transaction.collection.yard')}
            aria-invalid={flagged('yard') || undefined}
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
                min={dates.min}
                max={dates.max}
                value={date}
                {...check('date')}
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
                {...check('time')}
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
            {...check('address')}
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
          {...check('name')}
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
          {...check('phone')}
          onChange={(event) => setContactPhone(event.target.value)}
          data-testid="trx-contact-phone"
        />,
      )}
      {missing.length > 0 || problems.length > 0 || refused.length > 0 ? (
        <Alert
          type="error"
          showIcon
          data-testid="trx-collection-missing"
          title={
            <ul className="trx-form__problems">
              {missing.length > 0 ? (
                <li>
                  {t('transaction.collection.incomplete', {
                    fields: missing.map((name) => t(FIELD_LABELS[name])).join(', '),
                  })}
                </li>
              ) : null}
              {problems.map(({ text: { key, ...values } }) => (
                <li key={key}>{t(`transaction.collection.problem.${key}`, values)}</li>
              ))}
              {refused.length > 0 ? (
                <li>
                  {t('transaction.collection.problem.refused', {
                    fields: refused.map((name) => t(FIELD_LABELS[name])).join(', '),
                  })}
                </li>
              ) : null}
            </ul>
          }
        />
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
