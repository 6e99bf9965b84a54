import type { Transaction } from '@autobid/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCATION_FIELDS, saveLocations, type Locations } from '../staff-transactions-api';
import type { useDeskAction } from '../use-desk-action';

interface LocationsFormProps {
  transaction: Transaction;
  desk: ReturnType<typeof useDeskAction>;
}

type LocationFields = Record<(typeof LOCATION_FIELDS)[number], string | undefined>;

/** Where the car is handed over or delivered, where it came in and where it is now; the buyer sees them. */
export function LocationsForm({ transaction, desk }: LocationsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LocationFields>();
  const { busy, run } = desk;
  const initial = Object.fromEntries(
    LOCATION_FIELDS.map((field) => [field, transaction[field] ?? '']),
  ) as LocationFields;
  const submit = async (fields: LocationFields) => {
    const locations = Object.fromEntries(
      LOCATION_FIELDS.map((field) => [field, fields[field]?.trim() || null]),
    ) as Locations;
    await run(
      'locations',
      () => saveLocations(transaction.id, locations),
      t('financeDesk.locations.saved'),
    );
  };
  return (
    <Card size="small" title={t('financeDesk.locations.title')}>
      <Form
        form={form}
        layout="vertical"
        // A newer version of the sale (after any change) brings its locations into the form.
        key={transaction.version}
        initialValues={initial}
        onFinish={(fields) => void submit(fields)}
        data-testid="finance-locations"
      >
        {LOCATION_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`financeDesk.locations.${field}`)}
            rules={[{ max: 200, message: t('financeDesk.locations.rule') }]}
          >
            <Input maxLength={200} allowClear />
          </Form.Item>
        ))}
        <Button
          htmlType="submit"
          loading={busy === 'locations'}
          disabled={busy !== null && busy !== 'locations'}
        >
          {t('financeDesk.locations.save')}
        </Button>
      </Form>
    </Card>
  );
}
