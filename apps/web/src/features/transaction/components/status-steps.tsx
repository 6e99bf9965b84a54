import type { Transaction } from '@autobid/contract';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { transactionSteps, type StepState } from '../transaction-steps';

const STEP_STATUS: Record<StepState, 'wait' | 'process' | 'finish' | 'error'> = {
  done: 'finish',
  current: 'process',
  ahead: 'wait',
  cancelled: 'error',
};

/** Where the purchase stands on its way from the win to the car in the dealer's hands. */
export function StatusSteps({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const steps = transactionSteps(transaction.status, transaction.status_log ?? []);
  // The step that is highlighted: the one under way, or the last one the purchase reached.
  const under = steps.findIndex((step) => step.state === 'current' || step.state === 'cancelled');
  const current = under >= 0 ? under : steps.findLastIndex((step) => step.state === 'done');
  return (
    <Steps
      className="trx-steps"
      data-testid="trx-steps"
      orientation="vertical"
      size="small"
      current={Math.max(current, 0)}
      items={steps.map((step) => ({
        key: step.status,
        status: STEP_STATUS[step.state],
        title: t(`purchase.status.${step.status}`),
        content: step.at ? <span className="num">{dateTime(step.at)}</span> : null,
      }))}
    />
  );
}
