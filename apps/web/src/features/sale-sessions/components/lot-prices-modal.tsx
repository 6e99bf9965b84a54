import type { SessionLot } from '@autobid/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/amount-input';
import { validValues } from '../../../lib/form-values';

interface LotPricesModalProps {
  lot: SessionLot | null;
  currency: string;
  busy: boolean;
  onSubmit: (prices: { start_price: number; reserve_price: number }) => Promise<boolean>;
  onClose: () => void;
}

/** A lot's start price and reserve before the session starts; the reserve is never below the start. */
export function LotPricesModal({ lot, currency, busy, onSubmit, onClose }: LotPricesModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ start_price: number; reserve_price: number }>();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await onSubmit(values);
  };
  return (
    <Modal
      open={lot !== null}
      title={t('saleSessions.lotPrices.title', { position: lot?.position ?? '' })}
      okText={t('saleSessions.lotPrices.save')}
      okButtonProps={{ loading: busy, 'data-testid': 'lot-prices-save' }}
      cancelText={t('saleSessions.form.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {lot ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ start_price: lot.start_price, reserve_price: lot.reserve_price }}
        >
          <Form.Item
            name="start_price"
            label={t('saleSessions.lotPrices.start')}
            validateFirst
            rules={[{ required: true, type: 'integer', min: 1 }]}
          >
            <MoneyField
              currency={currency}
              label={t('saleSessions.lotPrices.start')}
              testId="lot-start"
            />
          </Form.Item>
          <Form.Item
            name="reserve_price"
            label={t('saleSessions.lotPrices.reserve')}
            dependencies={['start_price']}
            validateFirst
            rules={[
              { required: true, type: 'integer', min: 1 },
              ({ getFieldValue }) => ({
                validator: (_rule, value: number | null) =>
                  value === null ||
                  value === undefined ||
                  value >= ((getFieldValue('start_price') as number | null) ?? 0)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('saleSessions.lotPrices.reserveBelowStart'))),
              }),
            ]}
          >
            <MoneyField
              currency={currency}
              label={t('saleSessions.lotPrices.reserve')}
              testId="lot-reserve"
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** The shared money field as a form control (Ant Design passes `value` and `onChange`). */
function MoneyField(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  currency: string;
  label: string;
  testId: string;
}) {
  return (
    <AmountInput
      value={props.value ?? null}
      onChange={(next) => props.onChange?.(next)}
      placeholder={0}
      currency={props.currency}
      step={500}
      label={props.label}
      testId={props.testId}
      className="lot-prices__amount"
    />
  );
}
