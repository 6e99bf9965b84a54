import type { TransactionStatusEntry, TransactionStatusValue } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { transactionSteps } from './transaction-steps';

const entry = (to: TransactionStatusValue, at: string): TransactionStatusEntry => ({
  event: to,
  from_status: null,
  to_status: to,
  note: null,
  at,
});

describe('transactionSteps', () => {
  it('marks the steps before the current one done, with the time each was reached', () => {
    const steps = transactionSteps('paid', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['awaiting_payment', 'done', '2030-01-01T11:00:00Z'],
      ['payment_submitted', 'done', null],
      ['paid', 'current', '2030-01-02T09:00:00Z'],
      ['ready_for_release', 'ahead', null],
      ['handed_over', 'ahead', null],
      ['completed', 'ahead', null],
    ]);
  });

  it('ends a cancelled transaction with its cancellation after the steps it reached', () => {
    const steps = transactionSteps('cancelled', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('cancelled', '2030-01-05T11:00:00Z'),
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['cancelled', 'cancelled'],
    ]);
    expect(steps[1]?.at).toBe('2030-01-05T11:00:00Z');
  });
});
