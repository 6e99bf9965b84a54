import type { FloorStockCase, Transaction } from '@autobid/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** How a purchase stands with the floor-stock line: paid by it, being paid by it, or neither. */
export type FinancingState = 'paid' | 'pending' | null;

/** The financing request that paid the purchase or waits for finance; null without one. */
export function financingCaseOf(transaction: Transaction): FloorStockCase | null {
  const found = transaction.floorstock_case ?? null;
  return found && found.status !== 'declined' ? found : null;
}

export function financingStateOf(transaction: Transaction): FinancingState {
  if (transaction.status === 'cancelled') return null;
  const found = financingCaseOf(transaction);
  if (transaction.paid_by === 'floor_stock' || (found && found.status !== 'pending')) return 'paid';
  return found?.status === 'pending' ? 'pending' : null;
}

/**
 * The purchase paid (or being paid) through the group's floor-stock line: who finances it and how
 * much. A request still pending is said here only where the pay panel, which says it beside the
 * request, is not shown.
 */
export function FinancingRecord({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const state = financingStateOf(transaction);
  if (state === null) return null;
  if (state === 'pending' && transaction.status === 'awaiting_payment') return null;
  const found = financingCaseOf(transaction);
  const provider = transaction.floorstock_account?.provider ?? null;
  const decidedAt = found?.decided_at ?? transaction.paid_at;
  const details = [
    provider ? t('transaction.financing.provider', { provider }) : null,
    t('transaction.financing.amount', {
      amount: money(found?.amount ?? transaction.total, transaction.currency),
    }),
    state === 'paid' && decidedAt
      ? t('transaction.financing.approvedOn', { date: dateTime(decidedAt) })
      : null,
    state === 'pending' && found
      ? t('transaction.financing.requestedOn', { date: dateTime(found.created_at) })
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <Alert
      type={state === 'paid' ? 'success' : 'info'}
      showIcon
      className="page-alert trx-record"
      data-testid="trx-financing"
      data-state={state}
      title={t(state === 'paid' ? 'transaction.financing.paid' : 'transaction.financing.pending')}
      description={
        <ul className="trx-financing__details">
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}
