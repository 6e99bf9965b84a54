import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HandoverInput } from '../staff-transactions-api';
import { validValues } from '../../../lib/form-values';

interface HandoverModalProps {
  open: boolean;
  busy: boolean;
  onConfirm: (input: HandoverInput) => Promise<boolean>;
  onClose: () => void;
}

interface HandoverFields {
  received_by: string;
  odometer_km: number | null;
  note?: string;
}

export const MAX_ODOMETER_KM = 2_000_000;

/** The keys change hands: who took the car, its odometer in whole kilometres, and a note. */
export function HandoverModal({ open, busy, onConfirm, onClose }: HandoverModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HandoverFields>();
  const submit = async () => {
    const fields = await validValues(form);
    if (!fields) return;
    const isDone = await onConfirm({
      receivedBy: fields.received_by.trim(),
      odometerKm: fields.odometer_km!,
      note: fields.note?.trim() || null,
    });
    if (isDone) form.resetFields();
  };
  const odometerRule = t('financeDesk.actions.odometerRule');
  return (
    <Modal
      open={open}
      title={t('financeDesk.actions.handoverTitle')}
      okText={t('financeDesk.actions.handover')}
      okButtonProps={{ loading: busy, 'data-testid': 'handover-confirm' }}
      cancelText={t('financeDesk.reason.back')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="received_by"
          label={t('financeDesk.actions.receivedBy')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              max: 120,
              message: t('financeDesk.actions.receivedByRule'),
            },
          ]}
        >
          <Input maxLength={120} autoComplete="off" data-testid="handover-received-by" />
        </Form.Item>
        <Form.Item
          name="odometer_km"
          label={t('financeDesk.actions.odometer')}
          rules={[
            {
              required: true,
              validator: (_, value: unknown) =>
                typeof value === 'number' &&
                Number.isInteger(value) &&
                value >= 0 &&
                value <= MAX_ODOMETER_KM
                  ? Promise.resolve()
                  : Promise.reject(new Error(odometerRule)),
            },
          ]}
        >
          <InputNumber<number>
            className="finance-number"
            inputMode="numeric"
            controls={false}
            data-testid="handover-odometer"
          />
        </Form.Item>
        <Form.Item name="note" label={t('financeDesk.actions.note')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
