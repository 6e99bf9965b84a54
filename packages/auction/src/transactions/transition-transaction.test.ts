import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUSES, type TransactionStatus } from './transaction-status';
import { TRANSACTION_EVENT_TYPES, transitionTransaction } from './transition-transaction';

/** Every allowed move, written out as the documented state diagram has it. */
const ALLOWED: Record<string, TransactionStatus> = {
  'awaiting_payment submit_proof': 'payment_submitted',
  'awaiting_payment online_payment_confirmed': 'paid',
  'awaiting_payment floor_stock_approved': 'paid',
  'awaiting_payment cancel': 'cancelled',
  'payment_submitted reject_proof': 'awaiting_payment',
  'payment_submitted verify_proof': 'paid',
  'payment_submitted online_payment_confirmed': 'paid',
  'payment_submitted floor_stock_approved': 'paid',
  'payment_submitted cancel': 'cancelled',
  'paid release': 'ready_for_release',
  'ready_for_release hand_over': 'handed_over',
  'handed_over complete': 'completed',
};

describe('TRX-11 the transaction state machine', () => {
  it('allows exactly the moves of the diagram and refuses every other pair as invalid_transition', () => {
    for (const from of TRANSACTION_STATUSES) {
      for (const event of TRANSACTION_EVENT_TYPES) {
        const to = ALLOWED[`${from} ${event}`];
        expect(transitionTransaction(from, { type: event })).toEqual(
          to ? { ok: true, value: to } : { ok: false, code: 'invalid_transition', from, event },
        );
      }
    }
  });
  it('takes a won car from awaiting payment through to completed', () => {
    let status: TransactionStatus = 'awaiting_payment';
    for (const type of [
      'submit_proof',
      'verify_proof',
      'release',
      'hand_over',
      'complete',
    ] as const) {
      const result = transitionTransaction(status, { type });
      if (!result.ok) throw new Error(`refused ${type} in ${status}`);
      status = result.value;
    }
    expect(status).toBe('completed');
  });
});

describe('TRX-12 payments move only an unpaid transaction; cancel only before payment', () => {
  it('refuses a second payment of any kind once paid, so nothing is paid twice', () => {
    for (const from of ['paid', 'ready_for_release', 'handed_over', 'completed'] as const) {
      for (const type of [
        'verify_proof',
        'online_payment_confirmed',
        'floor_stock_approved',
      ] as const) {
        expect(transitionTransaction(from, { type }).ok).toBe(false);
      }
    }
  });
  it('lets an online payment or a floor-stock approval pay while a slip awaits checking', () => {
    expect(
      transitionTransaction('payment_submitted', { type: 'online_payment_confirmed' }),
    ).toEqual({
      ok: true,
      value: 'paid',
    });
  });
  it('refuses cancel once paid, since money has moved and only a refund could undo it', () => {
    const cancellable = TRANSACTION_STATUSES.filter(
      (status) => transitionTransaction(status, { type: 'cancel' }).ok,
    );
    expect(cancellable).toEqual(['awaiting_payment', 'payment_submitted']);
  });
});
