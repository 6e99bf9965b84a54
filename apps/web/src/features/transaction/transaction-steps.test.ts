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
  it('marks every step of a completed purchase done, the last one too', () => {
    const steps = transactionSteps('completed', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('payment_submitted', '2030-01-01T15:00:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
      entry('ready_for_release', '2030-01-02T10:00:00Z'),
      entry('handed_over', '2030-01-03T10:00:00Z'),
      entry('completed', '2030-01-03T10:05:00Z'),
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
  });

  it('marks the steps before the current one done, with the time each was reached', () => {
    const steps = transactionSteps('ready_for_release', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('payment_submitted', '2030-01-01T15:00:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
      entry('ready_for_release', '2030-01-02T10:00:00Z'),
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['awaiting_payment', 'done', '2030-01-01T11:00:00Z'],
      ['payment_submitted', 'done', '2030-01-01T15:00:00Z'],
      ['paid', 'done', '2030-01-02T09:00:00Z'],
      ['ready_for_release', 'current', '2030-01-02T10:00:00Z'],
      ['handed_over', 'ahead', null],
      ['completed', 'ahead', null],
    ]);
  });

  it('leaves out the slip step of a purchase paid online or by financing, which went past it', () => {
    const steps = transactionSteps('paid', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['awaiting_payment', 'done', '2030-01-01T11:00:00Z'],
      ['paid', 'current', '2030-01-02T09:00:00Z'],
      ['ready_for_release', 'ahead', null],
      ['handed_over', 'ahead', null],
      ['completed', 'ahead', null],
    ]);
  });

  it('leaves out a slip that was rejected before the car was paid online, so the times read in order', () => {
    const steps = transactionSteps('paid', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('payment_submitted', '2030-01-01T15:00:00Z'),
      entry('awaiting_payment', '2030-01-02T08:00:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
    ]);
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['awaiting_payment', 'done', '2030-01-02T08:00:00Z'],
      ['paid', 'current', '2030-01-02T09:00:00Z'],
      ['ready_for_release', 'ahead', null],
      ['handed_over', 'ahead', null],
      ['completed', 'ahead', null],
    ]);
  });

  it('keeps the slip that was sent again after a rejection and led to the payment', () => {
    const steps = transactionSteps('paid', [
      entry('awaiting_payment', '2030-01-01T11:00:00Z'),
      entry('payment_submitted', '2030-01-01T15:00:00Z'),
      entry('awaiting_payment', '2030-01-02T08:00:00Z'),
      entry('payment_submitted', '2030-01-02T08:30:00Z'),
      entry('paid', '2030-01-02T09:00:00Z'),
    ]);
    expect(steps.slice(0, 3).map((s) => [s.status, s.at])).toEqual([
      ['awaiting_payment', '2030-01-02T08:00:00Z'],
      ['payment_submitted', '2030-01-02T08:30:00Z'],
      ['paid', '2030-01-02T09:00:00Z'],
    ]);
  });

  it('keeps every step of the path when no status log came with the purchase', () => {
    expect(transactionSteps('paid', []).map((s) => [s.status, s.state])).toEqual([
      ['awaiting_payment', 'done'],
      ['payment_submitted', 'done'],
      ['paid', 'current'],
      ['ready_for_release', 'ahead'],
      ['handed_over', 'ahead'],
      ['completed', 'ahead'],
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
