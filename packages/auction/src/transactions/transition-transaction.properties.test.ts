import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINAL_TRANSACTION_STATUSES,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from './transaction-status';
import {
  TRANSACTION_EVENT_TYPES,
  transitionTransaction,
  type TransactionEvent,
} from './transition-transaction';

const eventsArb = fc.array(fc.constantFrom(...TRANSACTION_EVENT_TYPES), { maxLength: 40 });

/** Replays events from awaiting_payment, skipping refused ones, and returns every status passed. */
function replay(types: readonly TransactionEvent['type'][]): TransactionStatus[] {
  const path: TransactionStatus[] = ['awaiting_payment'];
  for (const type of types) {
    const result = transitionTransaction(path.at(-1)!, { type });
    if (result.ok) path.push(result.value);
  }
  return path;
}

describe('TRX-11, TRX-12 properties of the state machine over random event sequences', () => {
  it('no sequence of events reaches paid twice', () => {
    fc.assert(
      fc.property(eventsArb, (types) => {
        expect(replay(types).filter((status) => status === 'paid').length).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('no event leaves completed or cancelled', () => {
    for (const from of FINAL_TRANSACTION_STATUSES) {
      for (const type of TRANSACTION_EVENT_TYPES)
        expect(transitionTransaction(from, { type }).ok).toBe(false);
    }
    fc.assert(
      fc.property(eventsArb, (types) => {
        const path = replay(types);
        const final = path.findIndex((status) =>
          (FINAL_TRANSACTION_STATUSES as readonly string[]).includes(status),
        );
        if (final >= 0) expect(path.length).toBe(final + 1);
      }),
    );
  });
  it('no sequence reaches cancelled after paid', () => {
    fc.assert(
      fc.property(eventsArb, (types) => {
        const path = replay(types);
        if (path.includes('paid')) expect(path).not.toContain('cancelled');
      }),
    );
  });
  it('every status is reachable from awaiting_payment', () => {
    const reached = new Set<TransactionStatus>(['awaiting_payment']);
    const queue: TransactionStatus[] = ['awaiting_payment'];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const type of TRANSACTION_EVENT_TYPES) {
        const result = transitionTransaction(from, { type });
        if (result.ok && !reached.has(result.value)) {
          reached.add(result.value);
          queue.push(result.value);
        }
      }
    }
    expect([...reached].sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });
});
