import type { TransactionStatusValue } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TransactionStatusValue, string> = {
  awaiting_payment: 'gold',
  payment_submitted: 'blue',
  paid: 'green',
  ready_for_release: 'cyan',
  handed_over: 'purple',
  completed: 'default',
  cancelled: 'red',
};

export function TransactionStatusTag({ status }: { status: TransactionStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`financeDesk.status.${status}`)}</Tag>;
}
