import {
  FUELS,
  MAX_PRICE,
  TRANSMISSIONS,
  type Listing,
  type ListingInput,
} from '@autobid/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AmountInput } from '../../../components/amount-input';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { useAction } from '../../../lib/use-action';
import { useAppSelector } from '../../../lib/state/hooks';
import { useApiCall } from '../../../lib/use-api-call';
import { translateVehicleValue } from '../../../lib/vehicle-values';
import { ApiRequestError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/error-text';
import { ModelPicker } from '../components/model-picker';
import { PreferredSessionSelect } from '../components/preferred-session-select';
import { chassisRules, listingTextRules, mileageRules } from '../listing-rules';
import { createListing, fetchListing, updateListing } from '../listings-api';
import '../seller-listings.css';

type Values = ListingInput;

interface ListingFormPageProps {
  listPath: string;
  listingPath: (id: number) => string;
}

/** Spec §5: server checks a field could not see come back on that field, in the person's language. */
const SERVER_FIELD_TEXT: Record<string, string> = {
  chassis_number: 'sellerListings.form.chassisTaken',
};

/** The fields of the form: any other field the server names is shown in the notice only. */
const FORM_FIELDS = new Set<string>([
  'model_id',
  'year',
  'variant',
  'mileage_km',
  'transmission',
  'fuel',
  'color',
  'registration_number',
  'chassis_number',
  'location',
  'start_price',
  'reserve_price',
  'preferred_session_id',
]);

/**
 * A new listing, or a new version of one until it is scheduled (`/seller/listings/{id}/edit`).
 * The form checks what it can before sending; what only the server knows (a chassis number
 * already listed) comes back on its field.
 */
export function ListingFormPage({ listPath, listingPath }: ListingFormPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const listingId = Number(useParams().listingId) || null;
  const load = useCallback(
    () => (listingId === null ? Promise.resolve(null) : fetchListing(listingId)),
    [listingId],
  );
  const { state, reload } = useApiCall(load);
  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(state.failure)}
        action={<Button onClick={reload}>{t('app.retry')}</Button>}
      />
    );
  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  return <ListingForm listing={state.data} listPath={listPath} listingPath={listingPath} />;
}

function ListingForm({
  listing,
  listPath,
  listingPath,
}: ListingFormPageProps & { listing: Listing | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { busy, run } = useAction();
  const market = useAppSelector((state) => state.currentUser.user?.active_group?.market ?? null);
  // A new listing is in the seller group's market; its currency comes with the runtime config.
  const currency =
    listing?.currency ??
    getRuntimeConfig().markets.find((entry) => entry.code === market)?.currency ??
    '';
  const latestYear = new Date().getFullYear() + 1;
  const required = { required: true };
  const belowMaxPrice = {
    type: 'integer' as const,
    max: MAX_PRICE,
    message: t('sellerListings.form.priceTooHigh', {
      max: MAX_PRICE.toLocaleString(i18n.language),
    }),
  };

  const submit = async (values: Values) => {
    let saved: Listing | null = null;
    const isDone = await run(
      'save',
      async () => {
        try {
          saved = listing
            ? await updateListing(listing.id, { ...values, version: listing.version })
            : await createListing(values);
        } catch (error) {
          // A refusal about one field is shown on that field as well as in the notice.
          const fields = error instanceof ApiRequestError ? error.failure.fieldErrors : undefined;
          if (fields)
            form.setFields(
              Object.keys(fields)
                .filter((name) => FORM_FIELDS.has(name))
                .map((name) => ({
                  name: name as keyof Values,
                  errors: [
                    t(
                      (SERVER_FIELD_TEXT[name] ??
                        'sellerListings.form.fieldRefused') as 'sellerListings.form.chassisTaken',
                    ),
                  ],
                })),
            );
          throw error;
        }
      },
      listing ? t('sellerListings.form.saved') : t('sellerListings.form.created'),
    );
    if (isDone && saved) await navigate(listingPath((saved as Listing).id));
  };

  const initial: Partial<Values> = listing
    ? {
        model_id: listing.car.model_id,
        year: listing.car.year,
        variant: listing.car.variant,
        mileage_km: listing.car.mileage_km,
        transmission: listing.car.transmission as Values['transmission'],
        fuel: listing.car.fuel as Values['fuel'],
        color: listing.car.color,
        registration_number: listing.car.registration_number,
        chassis_number: listing.car.chassis_number,
        location: listing.location,
        start_price: listing.start_price,
        reserve_price: listing.reserve_price,
        preferred_session_id: listing.preferred_session_id,
      }
    : { transmission: 'Automatic', fuel: 'Petrol', preferred_session_id: null };
  const carName = listing ? `${listing.car.year} ${listing.car.make} ${listing.car.model}` : '';

  return (
    <section className="listing-form" data-testid="listing-form">
      <Link to={listing ? listingPath(listing.id) : listPath} className="seller-listings__back">
        {t('sellerListings.back')}
      </Link>
      <Typography.Title level={2}>
        {listing
          ? t('sellerListings.form.editTitle', { car: carName })
          : t('sellerListings.form.newTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sellerListings.form.intro')}</Typography.Paragraph>
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={(values) => void submit(values)}
          disabled={busy !== null}
          requiredMark={false}
          size="large"
          className="listing-form__grid"
        >
          <Form.Item
            name="model_id"
            label={t('sellerListings.form.model')}
            rules={[required]}
            className="listing-form__wide"
          >
            <ModelPicker
              {...(listing
                ? {
                    initial: {
                      value: listing.car.model_id,
                      label: `${listing.car.make} ${listing.car.model}`,
                    },
                  }
                : {})}
            />
          </Form.Item>
          <Form.Item
            name="year"
            label={t('sellerListings.form.year')}
            rules={[
              required,
              {
                type: 'integer',
                min: 1980,
                max: latestYear,
                message: t('sellerListings.form.yearRange', { latest: latestYear }),
              },
            ]}
          >
            <InputNumber precision={0} inputMode="numeric" data-testid="listing-year" />
          </Form.Item>
          <Form.Item
            name="variant"
            label={t('sellerListings.form.variant')}
            rules={listingTextRules(t, 'variant')}
            validateFirst
          >
            <Input data-testid="listing-variant" />
          </Form.Item>
          <Form.Item
            name="mileage_km"
            label={t('sellerListings.form.mileage')}
            rules={mileageRules(t, i18n.language)}
            validateFirst
          >
            <InputNumber precision={0} min={0} inputMode="numeric" data-testid="listing-mileage" />
          </Form.Item>
          <Form.Item
            name="transmission"
            label={t('sellerListings.form.transmission')}
            rules={[required]}
          >
            <Select
              options={TRANSMISSIONS.map((value) => ({
                value,
                label: translateVehicleValue(t, 'transmission', value),
              }))}
            />
          </Form.Item>
          <Form.Item name="fuel" label={t('sellerListings.form.fuel')} rules={[required]}>
            <Select
              options={FUELS.map((value) => ({
                value,
                label: translateVehicleValue(t, 'fuel', value),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="color"
            label={t('sellerListings.form.color')}
            rules={listingTextRules(t, 'color')}
            validateFirst
          >
            <Input data-testid="listing-color" />
          </Form.Item>
          <Form.Item
            name="registration_number"
            label={t('sellerListings.form.registration')}
            rules={listingTextRules(t, 'registration_number')}
            validateFirst
          >
            <Input data-testid="listing-registration" />
          </Form.Item>
          <Form.Item
            name="chassis_number"
            label={t('sellerListings.form.chassis')}
            extra={t('sellerListings.form.chassisHelp')}
            rules={chassisRules(t, i18n.language)}
            validateFirst
          >
            <Input data-testid="listing-chassis" />
          </Form.Item>
          <Form.Item
            name="location"
            label={t('sellerListings.form.location')}
            rules={listingTextRules(t, 'location')}
            validateFirst
          >
            <Input data-testid="listing-location" />
          </Form.Item>
          <Form.Item
            name="start_price"
            label={t('sellerListings.form.startPrice')}
            rules={[required, { type: 'integer', min: 1 }, belowMaxPrice]}
          >
            <MoneyField
              currency={currency}
              label={t('sellerListings.form.startPrice')}
              testId="listing-start"
            />
          </Form.Item>
          <Form.Item
            name="reserve_price"
            label={t('sellerListings.form.reserve')}
            extra={t('sellerListings.form.reserveHelp')}
            dependencies={['start_price']}
            rules={[
              required,
              belowMaxPrice,
              ({ getFieldValue }) => ({
                validator: (_rule, value: number | null) =>
                  value === null ||
                  value === undefined ||
                  value >= ((getFieldValue('start_price') as number | null) ?? 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('sellerListings.form.reserveBelowStart'))),
              }),
            ]}
          >
            <MoneyField
              currency={currency}
              label={t('sellerListings.form.reserve')}
              testId="listing-reserve"
            />
          </Form.Item>
          <Form.Item
            name="preferred_session_id"
            label={t('saleSessions.preferred.label')}
            extra={t('saleSessions.preferred.help')}
            className="listing-form__wide"
          >
            <PreferredSessionSelect />
          </Form.Item>
          <div className="listing-form__actions listing-form__wide">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={busy !== null}
              data-testid="listing-submit"
            >
              {listing ? t('sellerListings.form.submitEdit') : t('sellerListings.form.submitNew')}
            </Button>
            <Link to={listing ? listingPath(listing.id) : listPath}>
              <Button size="large">{t('sellerListings.form.cancel')}</Button>
            </Link>
          </div>
        </Form>
      </Card>
    </section>
  );
}

/** The shared money field, as a form control (Ant Design passes `value` and `onChange`). */
function MoneyField({
  value,
  onChange,
  currency,
  label,
  testId,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  currency: string;
  label: string;
  testId: string;
}) {
  return (
    <AmountInput
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      placeholder={0}
      currency={currency}
      step={500}
      label={label}
      testId={testId}
      className="listing-form__money"
    />
  );
}
