import type { Transaction, TransactionStatusValue } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { STATUS_PATH } from '../transaction-steps';
import { StatusSteps } from './status-steps';

const at = (hour: number) => `2030-01-01T${String(hour).padStart(2, '0')}:00:00Z`;
const log = (statuses: TransactionStatusValue[]) =>
  statuses.map((to, i) => ({
    event: to,
    from_status: null,
    to_status: to,
    note: null,
    at: at(i + 1),
  }));

async function stepsOf(status: TransactionStatusValue, reached: TransactionStatusValue[]) {
  const transaction = { status, status_log: log(reached) } as unknown as Transaction;
  const { container } = await renderWithProviders(<StatusSteps transaction={transaction} />);
  const items = [...container.querySelectorAll('.ant-steps-item')];
  return {
    active: items.findIndex((item) => item.className.includes('ant-steps-item-active')),
    states: items.map(
      (item) => /ant-steps-item-(wait|process|finish|error)/.exec(item.className)?.[1],
    ),
  };
}

describe('a purchase’s steps', () => {
  it('highlight the step under way, not the first one', async () => {
    const { active, states } = await stepsOf('paid', [
      'awaiting_payment',
      'payment_submitted',
      'paid',
    ]);
    expect(states).toEqual(['finish', 'finish', 'process', 'wait', 'wait', 'wait']);
    expect(active).toBe(2);
  });

  it('show a completed purchase finished to its last step, ticked', async () => {
    const { active, states } = await stepsOf('completed', [...STATUS_PATH]);
    expect(states).toEqual(['finish', 'finish', 'finish', 'finish', 'finish', 'finish']);
    expect(active).toBe(5);
  });
});
