import type { TransactionStatusEntry, TransactionStatusValue } from '@autobid/contract';

/** The way a transaction goes when nothing goes wrong; `cancelled` can end it at any step. */
export const STATUS_PATH = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'ready_for_release',
  'handed_over',
  'completed',
] as const satisfies readonly TransactionStatusValue[];

export type StepState = 'done' | 'current' | 'ahead' | 'cancelled';

export interface TransactionStep {
  status: TransactionStatusValue;
  state: StepState;
  /** When the transaction reached this status (its latest arrival there), if it did. */
  at: string | null;
}

function reachedAt(log: readonly TransactionStatusEntry[], status: TransactionStatusValue) {
  let at: string | null = null;
  for (const entry of log) if (entry.to_status === status) at = entry.at;
  return at;
}

/**
 * The steps of the timeline: the whole path with the current status marked (a completed
 * transaction's last step is done). A step the
 * transaction went past without reaching (no slip to submit when paid online or by floor-stock
 * financing) is left out, as far as its status log tells, and so is one it reached only before
 * going back to an earlier step (a slip rejected, then the car paid online): each step shows when
 * the transaction last arrived there, so the times read in order. A cancelled transaction shows
 * the steps it reached and ends with its cancellation.
 */
export function transactionSteps(
  status: TransactionStatusValue,
  log: readonly TransactionStatusEntry[],
): TransactionStep[] {
  if (status === 'cancelled') {
    const reached: TransactionStep[] = STATUS_PATH.flatMap((step) => {
      const at = reachedAt(log, step);
      return at === null && step !== 'awaiting_payment'
        ? []
        : [{ status: step, state: 'done', at }];
    });
    return [
      ...reached,
      { status: 'cancelled', state: 'cancelled', at: reachedAt(log, 'cancelled') },
    ];
  }
  const current = STATUS_PATH.indexOf(status);
  let previousAt: string | null = null;
  return STATUS_PATH.flatMap((step, index): TransactionStep[] => {
    const at = index <= current ? reachedAt(log, step) : null;
    const passedOver =
      index < current &&
      step !== 'awaiting_payment' &&
      log.length > 0 &&
      (at === null || (previousAt !== null && Date.parse(at) < Date.parse(previousAt)));
    if (passedOver) return [];
    if (at !== null) previousAt = at;
    return [
      {
        status: step,
        // The last step reached is the journey's end: done, not under way.
        state:
          index < current || (index === current && index === STATUS_PATH.length - 1)
            ? 'done'
            : index === current
              ? 'current'
              : 'ahead',
        at,
      },
    ];
  });
}
