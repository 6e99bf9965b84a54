import {
  channels,
  EVENTS,
  transactionUpdatedEventSchema,
  type Transaction,
} from '@autobid/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../lib/api-error';
import { subscribeRealtime } from '../../lib/realtime';
import { useAppSelector } from '../../lib/state/hooks';
import { failureOfError } from '../../lib/use-api-call';
import { getTransaction } from './api/get-transaction';

export type TransactionState =
  | { status: 'loading' }
  | { status: 'done'; data: Transaction }
  | { status: 'failed'; failure: ApiFailure };

/**
 * One transaction, kept fresh: read on open, read again quietly (the page stays as it is) on
 * `refresh` and whenever the buyer's private channel says it moved to a newer version, and
 * replaced by the transaction an action answered with.
 */
export function useTransaction(id: number) {
  const [state, setState] = useState<TransactionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shownVersion = useRef<number | null>(null);
  const userId = useAppSelector((s) => s.currentUser.user?.id ?? null);

  const show = useCallback((data: Transaction) => {
    // An older answer arriving after a newer one must not take the page back.
    if (shownVersion.current !== null && data.version < shownVersion.current) return;
    shownVersion.current = data.version;
    setState({ status: 'done', data });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    if (shownVersion.current === null) setState({ status: 'loading' });
    getTransaction(id).then(
      (data) => {
        if (isCurrent) show(data);
      },
      (error: unknown) => {
        // A failed quiet refresh keeps what is shown; only the first read shows the failure.
        if (isCurrent && shownVersion.current === null)
          setState({ status: 'failed', failure: failureOfError(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [id, attempt, show]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (userId === null) return undefined;
    return subscribeRealtime(
      'general',
      channels.user(userId),
      EVENTS.transactionUpdated,
      (data) => {
        const event = transactionUpdatedEventSchema.safeParse(data);
        if (!event.success || event.data.id !== id) return;
        if (shownVersion.current === null || event.data.version > shownVersion.current) refresh();
      },
    );
  }, [userId, id, refresh]);

  return { state, refresh, show };
}
