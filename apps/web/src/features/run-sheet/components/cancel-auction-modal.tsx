import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { failureOfError } from '../../../lib/use-api-call';
import { cancelAuction } from '../run-sheet-api';

interface CancelAuctionModalProps {
  auction: { id: number; car: string } | null;
  onClose: () => void;
  onDone: () => void;
}

/** Cancel with a reason the bidders will read; nothing happens without one. */
export function CancelAuctionModal({ auction, onClose, onDone }: CancelAuctionModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!auction) return;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await cancelAuction(auction.id, reason.trim());
      void message.success(t('runSheet.cancel.done', { id: auction.id }));
      form.resetFields();
      onDone();
    } catch (error) {
      void message.error(errorText(failureOfError(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={auction !== null}
      title={t('runSheet.cancel.title', { id: auction?.id ?? '' })}
      okText={t('runSheet.cancel.confirm')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'cancel-confirm' }}
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
