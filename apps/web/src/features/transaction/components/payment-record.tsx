import type { Payment, Transaction } from '@autobid/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** The newest transfer slip the dealer sent, and what finance made of it. */
export function latestSlip(transaction: Transaction): Payment | null {
  const slips = (transaction.payments ?? []).filter(
    (payment) => payment.method === 'bank_transfer' && payment.status !== 'superseded',
  );
  return slips.reduce<Payment | null>(
    (latest, slip) => (latest === null || slip.created_at > latest.created_at ? slip : latest),
    null,
  );
}

export function PaymentRecord({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const slip = latestSlip(transaction);
  if (!slip) return null;
  const details = t('transaction.slip.details', {
    reference: slip.reference,
    amount: money(slip.amount, transaction.currency),
    date: dateTime(slip.created_at),
  });
  switch (slip.status) {
    case 'pending':
      return (
        <Alert
          type="info"
          showIcon
          className="page-alert trx-record"
          data-testid="trx-slip-state"
          data-state="pending"
          title={t('transaction.slip.pending')}
          description={details}
        />
      );
    case 'rejected':
      // A rejected slip matters while the purchase waits for another payment.
      return transaction.status === 'awaiting_payment' ? (
        <Alert
          type="error"
          showIcon
          className="page-alert trx-record"
          data-testid="trx-slip-state"
          data-state="rejected"
          title={t('transaction.slip.rejected')}
          description={
            <>
              <div>{slip.reject_reason}</div>
              <div className="trx-muted">{details}</div>
            </>
          }
        />
      ) : null;
    case 'verified':
      return (
        <Alert
          type="success"
          showIcon
          className="page-alert trx-record"
          data-testid="trx-slip-state"
          data-state="verified"
          title={t('transaction.slip.verified')}
          description={details}
        />
      );
    case 'superseded':
      return null;
  }
}
