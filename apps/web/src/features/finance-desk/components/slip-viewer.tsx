import { Alert, Modal, Skeleton } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchSlipFile } from '../slip-file-api';
import { LoadFailure } from '../../../components/load-failure';

interface SlipViewerProps {
  payment: { id: number; reference: string } | null;
  onClose: () => void;
}

/** The slip a buyer sent, fetched with the staff token: a photo inline, a PDF in a frame. */
export function SlipViewer({ payment, onClose }: SlipViewerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={payment !== null}
      title={t('financeDesk.slip.title', { reference: payment?.reference ?? '' })}
      footer={null}
      width={900}
      onCancel={onClose}
      destroyOnHidden
    >
      {payment ? <SlipBody paymentId={payment.id} /> : null}
    </Modal>
  );
}

function SlipBody({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchSlipFile(paymentId), [paymentId]);
  const { state, reload } = useApiCall(load);
  const url = state.status === 'done' ? state.data.url : null;
  // The object address holds the file in memory until it is let go.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  if (state.status === 'loading') return <Skeleton.Image active className="finance-slip__wait" />;
  if (state.status === 'failed') return <LoadFailure failure={state.failure} onRetry={reload} />;
  const slip = state.data;
  return (
    <div className="finance-slip" data-testid="slip-viewer">
      {slip.isImage ? <img src={slip.url} alt="" className="finance-slip__image" /> : null}
      {slip.isPdf ? <iframe src={slip.url} title={t('financeDesk.slip.view')} /> : null}
      {!slip.isImage && !slip.isPdf ? (
        <Alert type="info" showIcon title={t('financeDesk.slip.other')} />
      ) : null}
      <a href={slip.url} target="_blank" rel="noreferrer">
        {t('financeDesk.slip.openTab')}
      </a>
    </div>
  );
}
