import type { Transaction } from '@autobid/contract';
import { Button, Card, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelTransaction,
  completeTransaction,
  handOverTransaction,
  releaseTransaction,
} from '../staff-transactions-api';
import type { useDeskAction } from '../use-desk-action';
import { HandoverModal } from './handover-modal';
import { ReasonModal } from './reason-modal';

interface TransactionActionsProps {
  transaction: Transaction;
  desk: ReturnType<typeof useDeskAction>;
}

type Dialog = 'handover' | 'complete' | 'cancel' | null;

/** The moves finance may make in the sale's status (TRX-11), and only those. */
export function TransactionActions({ transaction, desk }: TransactionActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, run } = desk;
  const { id, status } = transaction;
  const canCancel = status === 'awaiting_payment' || status === 'payment_submitted';
  const close = () => setDialog(null);
  return (
    <Card size="small" title={t('financeDesk.actions.title')} data-testid="finance-actions">
      <div className="finance-actions">
        {status === 'paid' ? (
          <Button
            type="primary"
            loading={busy === 'release'}
            disabled={busy !== null}
            onClick={() =>
              void run(
                'release',
                () => releaseTransaction(id),
                t('financeDesk.actions.releaseDone'),
              )
            }
          >
            {t('financeDesk.actions.release')}
          </Button>
        ) : null}
        {status === 'ready_for_release' ? (
          <Button type="primary" disabled={busy !== null} onClick={() => setDialog('handover')}>
            {t('financeDesk.actions.handover')}
          </Button>
        ) : null}
        {status === 'handed_over' ? (
          <Button type="primary" disabled={busy !== null} onClick={() => setDialog('complete')}>
            {t('financeDesk.actions.complete')}
          </Button>
        ) : null}
        {canCancel ? (
          <Button danger disabled={busy !== null} onClick={() => setDialog('cancel')}>
            {t('financeDesk.actions.cancel')}
          </Button>
        ) : null}
        {!canCancel && !['paid', 'ready_for_release', 'handed_over'].includes(status) ? (
          <Typography.Text type="secondary">{t('financeDesk.actions.none')}</Typography.Text>
        ) : null}
      </div>
      <HandoverModal
        open={dialog === 'handover'}
        busy={busy === 'handover'}
        onClose={close}
        onConfirm={async (input) => {
          const isDone = await run(
            'handover',
            () => handOverTransaction(id, input),
            t('financeDesk.actions.handoverDone'),
          );
          if (isDone) close();
          return isDone;
        }}
      />
      <Modal
        open={dialog === 'complete'}
        title={t('financeDesk.actions.completeTitle')}
        okText={t('financeDesk.actions.complete')}
        okButtonProps={{ loading: busy === 'complete', 'data-testid': 'complete-confirm' }}
        cancelText={t('financeDesk.reason.back')}
        onCancel={close}
        onOk={() =>
          void run(
            'complete',
            () => completeTransaction(id),
            t('financeDesk.actions.completeDone'),
          ).then((isDone) => {
            if (isDone) close();
          })
        }
      >
        <p>{t('financeDesk.actions.completeBody')}</p>
      </Modal>
      <ReasonModal
        open={dialog === 'cancel'}
        title={t('financeDesk.actions.cancelTitle', { invoice: transaction.invoice.number })}
        body={t('financeDesk.actions.cancelBody')}
        confirmText={t('financeDesk.actions.cancel')}
        busy={busy === 'cancel'}
        onClose={close}
        onConfirm={async (reason) => {
          const isDone = await run(
            'cancel',
            () => cancelTransaction(id, reason),
            t('financeDesk.actions.cancelDone'),
          );
          if (isDone) close();
          return isDone;
        }}
      />
    </Card>
  );
}
