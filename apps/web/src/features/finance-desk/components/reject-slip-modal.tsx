import { useTranslation } from 'react-i18next';
import { rejectPayment } from '../finance-queue-api';
import type { useDeskAction } from '../use-desk-action';
import { ReasonModal } from './reason-modal';

interface RejectSlipModalProps {
  /** The slip being rejected; null keeps the modal closed. */
  slip: { id: number; reference: string } | null;
  desk: ReturnType<typeof useDeskAction>;
  onClose: () => void;
}

/** Rejects a transfer slip with the reason the dealer will read; the queue and the detail share it. */
export function RejectSlipModal({ slip, desk, onClose }: RejectSlipModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      open={slip !== null}
      title={t('financeDesk.slip.rejectTitle', { reference: slip?.reference ?? '' })}
      body={t('financeDesk.slip.rejectBody')}
      confirmText={t('financeDesk.slip.reject')}
      busy={desk.busy === 'reject'}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!slip) return false;
        const isDone = await desk.run(
          'reject',
          () => rejectPayment(slip.id, reason),
          t('financeDesk.slip.rejectDone', { reference: slip.reference }),
        );
        if (isDone) onClose();
        return isDone;
      }}
    />
  );
}
