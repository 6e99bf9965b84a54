import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { rejectListing } from '../review-api';
import { validValues } from '../../../lib/form-values';

interface RejectListingModalProps {
  listing: { id: number; car: string } | null;
  onClose: () => void;
  onDone: () => void;
}

/** Reject with a reason the seller reads; nothing happens without one. */
export function RejectListingModal({ listing, onClose, onDone }: RejectListingModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, run } = useAction();
  const submit = async () => {
    if (!listing) return;
    const values = await validValues(form);
    if (!values) return;
    const { reason } = values;
    if (
      await run(
        'reject',
        () => rejectListing(listing.id, reason.trim()),
        t('listingReview.rejectDone'),
      )
    ) {
      form.resetFields();
      onDone();
    }
  };
  return (
    <Modal
      open={listing !== null}
      title={t('listingReview.rejectTitle', { car: listing?.car ?? '' })}
      okText={t('listingReview.reject')}
      okButtonProps={{ danger: true, loading: busy !== null, 'data-testid': 'reject-confirm' }}
      cancelText={t('listingReview.back')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('listingReview.rejectBody')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('listingReview.reason')}
          rules={[
            { required: true, whitespace: true, message: t('listingReview.reasonRequired') },
            { min: 3, message: t('listingReview.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
