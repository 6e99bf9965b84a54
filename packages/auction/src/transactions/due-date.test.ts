import { describe, expect, it } from 'vitest';
import { DAY_MS, isOverdue, paymentDueAt } from './due-date';
import { TRANSACTION_STATUSES } from './transaction-status';

const WON_AT = 1_750_000_000_000;

describe('TRX-9 payment is due a number of calendar days after the award', () => {
  it('adds whole 24-hour days to the moment the award was won, weekends included', () => {
    expect(paymentDueAt(WON_AT, 3)).toBe(WON_AT + 3 * DAY_MS);
    expect(paymentDueAt(WON_AT, 0)).toBe(WON_AT);
  });
  it('throws on a day count that is negative or not whole, since that is a broken setting', () => {
    expect(() => paymentDueAt(WON_AT, -1)).toThrow(/whole number of at least 0/);
    expect(() => paymentDueAt(WON_AT, 1.5)).toThrow(/whole number of at least 0/);
  });
});

describe('TRX-10 only a transaction awaiting payment can be overdue', () => {
  const dueAt = paymentDueAt(WON_AT, 3);
  it('is not overdue at the due moment itself and is overdue one millisecond after', () => {
    expect(isOverdue('awaiting_payment', dueAt, dueAt)).toBe(false);
    expect(isOverdue('awaiting_payment', dueAt, dueAt + 1)).toBe(true);
  });
  it('is never overdue once a proof is submitted, paid, released, handed over, completed or cancelled', () => {
    const late = dueAt + 30 * DAY_MS;
    const overdue = TRANSACTION_STATUSES.filter((status) => isOverdue(status, dueAt, late));
    expect(overdue).toEqual(['awaiting_payment']);
  });
});
