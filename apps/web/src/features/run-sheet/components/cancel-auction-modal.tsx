import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { cancelAuction } from '../run-sheet-api';
import { validValues } from '../../../lib/form-values';

interface CancelAuctionModalProps {
  auction: { id: number; car: string } | null;
  onClose: () => void;
  onDone: () => void;
}

/** Cancel with a reason the bidders will read; nothing happens without one. */
export function CancelAuctionModal({ auction, onClose, onDone }: CancelAuctionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, run } = useAction();
  const submit = async () => {
    if (!auction) return;
    const values = await validValues(form);
    if (!values) return;
    const { reason } = values;
    const isDone = await run(
      'cancel',
      () => cancelAuction(auction.id, reason.trim()),
      t('runSheet.cancel.done', { id: auction.id }),
    );
    if (!isDone) return;
    form.resetFields();
    onDone();
  };
  return (
    <Modal
      open={auction !== null}
      title={t('runSheet.cancel.title', { id: auction?.id ?? '' })}
      okText={t('runSheet.cancel.confirm')}
      okButtonProps={{ danger: true, loading: busy !== null, 'data-testid': 'cancel-confirm' }}
      cancelText={t('runSheet.back')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{auction?.car}</p>
      <p>{t('runSheet.cancel.body')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('runSheet.cancel.reason')}
          rules={[
            { required: true, whitespace: true, message: t('runSheet.cancel.reasonRequired') },
            { min: 3, message: t('runSheet.cancel.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="cancel-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
