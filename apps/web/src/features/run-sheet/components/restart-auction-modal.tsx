import { Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { restartAuction } from '../run-sheet-api';
import { validValues } from '../../../lib/form-values';

interface RestartAuctionModalProps {
  auction: { id: number; car: string } | null;
  onClose: () => void;
  onDone: () => void;
}

interface RestartValues {
  startsInMinutes: number;
  durationMinutes: number;
}

/** A new window for an unsold or rejected auction: when it opens and how long it runs. */
export function RestartAuctionModal({ auction, onClose, onDone }: RestartAuctionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RestartValues>();
  const { busy, run } = useAction();
  const submit = async () => {
    if (!auction) return;
    const values = await validValues(form);
    if (!values) return;
    const isDone = await run(
      'restart',
      () => restartAuction(auction.id, values),
      t('runSheet.restart.done', { id: auction.id }),
    );
    if (isDone) onDone();
  };
  return (
    <Modal
      open={auction !== null}
      title={t('runSheet.restart.title', { id: auction?.id ?? '' })}
      okText={t('runSheet.restart.confirm')}
      okButtonProps={{ loading: busy !== null, 'data-testid': 'restart-confirm' }}
      cancelText={t('runSheet.back')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{auction?.car}</p>
      <Form<RestartValues>
        form={form}
        layout="vertical"
        initialValues={{ startsInMinutes: 0, durationMinutes: 60 }}
      >
        <Form.Item
          name="startsInMinutes"
          label={t('runSheet.restart.startsIn')}
          rules={[{ required: true, type: 'integer', min: 0, max: 43_200 }]}
        >
          <InputNumber min={0} max={43_200} precision={0} />
        </Form.Item>
        <Form.Item
          name="durationMinutes"
          label={t('runSheet.restart.duration')}
          rules={[{ required: true, type: 'integer', min: 1, max: 43_200 }]}
        >
          <InputNumber min={1} max={43_200} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
