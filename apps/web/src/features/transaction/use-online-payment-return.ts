import type { OnlinePayment } from '@autobid/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getOnlinePayment } from './api/get-online-payment';

export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 60_000;
/** What the gateway adds to the return address; none of it is trusted, and all of it goes. */
const RETURN_PARAMS = ['online_payment_id', 'payment_id', 'status'];

export type OnlinePaymentCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'final'; outcome: Exclude<OnlinePayment['status'], 'created'> }
  | { status: 'unconfirmed' };

/**
 * After the gateway sends the browser back (`online_payment_id` in the query), asks the server
 * every 2 s, for at most a minute, until the payment is final; then takes the gateway's query off
 * the address (replacing the history entry) and calls `onSucceeded` for a payment that went through.
 */
export function useOnlinePaymentReturn(onSucceeded: () => void): OnlinePaymentCheck {
  const [searchParams, setSearchParams] = useSearchParams();
  const [paymentId] = useState(() => {
    const id = Number(searchParams.get('online_payment_id'));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  const [check, setCheck] = useState<OnlinePaymentCheck>(
    paymentId === null ? { status: 'idle' } : { status: 'checking' },
  );
  // The effect runs once per return; it reads the latest callbacks without starting again.
  const latest = useRef({ onSucceeded, setSearchParams });
  latest.current = { onSucceeded, setSearchParams };

  useEffect(() => {
    if (paymentId === null) return undefined;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const finish = (next: OnlinePaymentCheck) => {
      setCheck(next);
      latest.current.setSearchParams(
        (params) => {
          const kept = new URLSearchParams(params);
          RETURN_PARAMS.forEach((name) => kept.delete(name));
          return kept;
        },
        { replace: true },
      );
    };
    const poll = () => {
      getOnlinePayment(paymentId).then(
        (payment) => {
          if (!isCurrent) return;
          if (payment.status !== 'created') {
            finish({ status: 'final', outcome: payment.status });
            if (payment.status === 'succeeded') latest.current.onSucceeded();
          } else next();
        },
        () => {
          if (isCurrent) next();
        },
      );
    };
    const next = () => {
      if (Date.now() - startedAt + POLL_EVERY_MS > POLL_FOR_MS) finish({ status: 'unconfirmed' });
      else timer = setTimeout(poll, POLL_EVERY_MS);
    };
    poll();
    return () => {
      isCurrent = false;
      if (timer) clearTimeout(timer);
    };
  }, [paymentId]);

  return check;
}
