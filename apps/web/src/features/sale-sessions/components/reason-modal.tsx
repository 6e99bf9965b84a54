import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { validValues } from '../../../lib/form-values';

interface ReasonModalProps {
  open: boolean;
  title: string;
  body: string;
  reasonLabel: string;
  confirm: string;
  busy: boolean;
  /** Resolves true when the action went through; the modal then closes. */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
  testId: string;
}

/** Asks for the reason of a call-off (a session or a lot); nothing happens without one. */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { reason } = values;
    if (await props.onSubmit(reason.trim())) form.resetFields();
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.confirm}
      okButtonProps={{
        danger: true,
        loading: props.busy,
        'data-testid': `${props.testId}-confirm`,
      }}
      cancelText={t('saleSessions.form.cancel')}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p>{props.body}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={props.reasonLabel}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 3,
              message: t('saleSessions.cancelSession.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            data-testid={`${props.testId}-reason`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
