import type { Transaction, TransactionDocument } from '@autobid/contract';
import { Alert, Button, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { isRetryable, LoadFailure } from '../../../components/load-failure';
import { useErrorText } from '../../../lib/error-text';
import { useAppSelector } from '../../../lib/state/hooks';
import { CollectionSection } from '../components/collection-section';
import { FeeBreakdown } from '../components/fee-breakdown';
import { FinancingRecord } from '../components/financing-record';
import { HandoverRecord } from '../components/handover-record';
import { OnlinePaymentCheckAlert } from '../components/online-payment-check';
import { PaySection } from '../components/pay-section';
import { PaymentRecord } from '../components/payment-record';
import { StatusSteps } from '../components/status-steps';
import { TransactionDocuments } from '../components/transaction-documents';
import { TransactionHeader } from '../components/transaction-header';
import { useOnlinePaymentReturn, type OnlinePaymentCheck } from '../use-online-payment-return';
import { usePayOnline } from '../use-pay-online';
import { useTransaction } from '../use-transaction';
import '../transaction.css';

/** Statuses in which the dealer books (or changes) how the car is collected. */
const COLLECTION_STATUSES = new Set<Transaction['status']>([
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'ready_for_release',
]);

interface TransactionPageProps {
  transactionId: number;
  /** Where the back link goes after a direct visit: the list of wins to complete. */
  backPath: string;
  /** Where it goes instead for a purchase that is completed or cancelled: the purchase history. */
  historyPath: string;
}

/** A won car's purchase: what the dealer owes, how to pay it, the documents and the collection. */
export function TransactionPage({ transactionId, backPath, historyPath }: TransactionPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, refresh, show } = useTransaction(transactionId);
  const check = useOnlinePaymentReturn(refresh);
  // After a direct visit a purchase that is over leads back to the history, not the wins to complete.
  const isOver =
    state.status === 'done' &&
    (state.data.status === 'completed' || state.data.status === 'cancelled');
  const back = (
    <BackLink
      fallback={
        isOver
          ? { path: historyPath, labelKey: 'portal.nav.history' }
          : { path: backPath, labelKey: 'transaction.back' }
      }
    />
  );

  // A purchase that is not the dealer's is named as missing, with the way back to the wins.
  if (state.status === 'failed' && state.failure.status === 404)
    return (
      <LoadFailure
        failure={state.failure}
        onRetry={refresh}
        record={{
          kind: 'purchase',
          id: transactionId,
          back: { path: backPath, label: t('transaction.back') },
        }}
      />
    );
  if (state.status !== 'done') {
    return (
      <section className="page page--transaction">
        {back}
        {state.status === 'failed' ? (
          <Alert
            type="error"
            showIcon
            className="page-alert"
            title={t('transaction.loadFailed')}
            description={errorText(state.failure)}
            action={
              isRetryable(state.failure) ? (
                <Button onClick={refresh}>{t('app.retry')}</Button>
              ) : null
            }
          />
        ) : (
          <>
            <OnlinePaymentCheckAlert check={check} isRetrying={false} />
            <Skeleton active avatar paragraph={{ rows: 8 }} />
          </>
        )}
      </section>
    );
  }
  return (
    <TransactionContent
      transaction={state.data}
      back={back}
      check={check}
      onTransaction={show}
      onRefresh={refresh}
    />
  );
}

interface TransactionContentProps {
  transaction: Transaction;
  back: ReactNode;
  check: OnlinePaymentCheck;
  onTransaction: (transaction: Transaction) => void;
  onRefresh: () => void;
}

function TransactionContent({
  transaction,
  back,
  check,
  onTransaction,
  onRefresh,
}: TransactionContentProps) {
  const [now] = useState(() => Date.now());
  const userName = useAppSelector((s) => s.currentUser.user?.name ?? '');
  const userPhone = useAppSelector((s) => s.currentUser.user?.phone ?? '');
  const payOnline = usePayOnline(transaction.id);
  const isUnpaid = transaction.status === 'awaiting_payment';
  const canPayOnline = isUnpaid && transaction.online_payment;

  const handleGenerated = (document: TransactionDocument) => {
    const documents = transaction.invoice.documents.filter((d) => d.type !== document.type);
    onTransaction({
      ...transaction,
      invoice: { ...transaction.invoice, documents: [...documents, document] },
    });
  };

  return (
    <section
      className="page page--transaction"
      data-testid="transaction-page"
      data-transaction-id={transaction.id}
      data-status={transaction.status}
    >
      {back}
      <OnlinePaymentCheckAlert
        check={check}
        onRetry={canPayOnline ? () => void payOnline.start() : undefined}
        isRetrying={payOnline.isStarting}
      />
      <div className="trx-layout">
        <div className="trx-layout__main">
          <TransactionHeader transaction={transaction} now={now} />
          {transaction.status === 'cancelled' ? (
            <CancelledNotice transaction={transaction} />
          ) : null}
          <FinancingRecord transaction={transaction} />
          <PaymentRecord transaction={transaction} />
          {isUnpaid ? (
            <PaySection
              transaction={transaction}
              onPayOnline={() => void payOnline.start()}
              isStartingOnline={payOnline.isStarting}
              onTransaction={onTransaction}
              onFloorStockRequested={onRefresh}
            />
          ) : null}
          {COLLECTION_STATUSES.has(transaction.status) ? (
            <CollectionSection
              transaction={transaction}
              defaultContactName={userName}
              defaultContactPhone={userPhone}
            />
          ) : null}
          {transaction.handover ? <HandoverRecord handover={transaction.handover} /> : null}
        </div>
        <aside className="trx-layout__side">
          <StatusSteps transaction={transaction} />
          <FeeBreakdown transaction={transaction} />
          <TransactionDocuments transaction={transaction} onGenerated={handleGenerated} />
        </aside>
      </div>
    </section>
  );
}

/** Why a purchase was cancelled, as staff wrote it when they cancelled it. */
function CancelledNotice({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const reason = (transaction.status_log ?? [])
    .filter((entry) => entry.to_status === 'cancelled')
    .at(-1)?.note;
  return (
    <Alert
      type="warning"
      showIcon
      className="page-alert"
      title={t('transaction.cancelled.title')}
      description={reason ? t('transaction.cancelled.reason', { reason }) : undefined}
      data-testid="trx-cancelled"
    />
  );
}
