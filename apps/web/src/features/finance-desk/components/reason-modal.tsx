import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { validValues } from '../../../lib/form-values';

interface ReasonModalProps {
  open: boolean;
  title: string;
  body: string;
  confirmText: string;
  busy: boolean;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** A refusal the buyer will read: nothing is sent without a reason of 3 to 500 characters. */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { reason } = values;
    if (await props.onConfirm(reason.trim())) form.resetFields();
  };
  const rule = t('financeDesk.reason.rule');
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.confirmText}
      okButtonProps={{ danger: true, loading: props.busy, 'data-testid': 'reason-confirm' }}
      cancelText={t('financeDesk.reason.back')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p>{props.body}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('financeDesk.reason.label')}
          rules={[
            { required: true, whitespace: true, message: rule },
            {
              validator: (_, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                return length === 0 || (length >= 3 && length <= 500)
                  ? Promise.resolve()
                  : Promise.reject(new Error(rule));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
