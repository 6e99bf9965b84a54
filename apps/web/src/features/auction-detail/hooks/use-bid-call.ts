import type { DealerAuction } from '@autobid/contract';
import { isFulfilled, type AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useRef, useState } from 'react';
import type { ApiFailure, RejectedCall } from '../../../lib/api-error';
import type { BidAnswer } from '../../../lib/state/bid-actions';
import { failureOf } from '../../../lib/state/create-app-thunk';
import { useAppDispatch } from '../../../lib/state/hooks';
import type { AppDispatch, RootState } from '../../../lib/state/root-state';

/** A call to one of the six shared bid thunks of `store/bid-actions.ts`, e.g. `placeMaxBid({ … })`. */
type BidCall = AsyncThunkAction<
  BidAnswer,
  unknown,
  { state: RootState; dispatch: AppDispatch; rejectValue: RejectedCall }
>;

export interface BidCallState {
  pending: boolean;
  failure: ApiFailure | null;
  clearFailure: () => void;
  /** Runs one call at a time; resolves to the answered auction, or null when refused (the failure is kept). */
  run: (call: BidCall) => Promise<DealerAuction | null>;
}

/**
 * One of the shared bid calls from a form: a pending flag, the last failure, and no second call
 * while one is in flight. The answer reaches the store through the slices, not through here.
 */
export function useBidCall(): BidCallState {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // A ref, not state: a fast double tap arrives before React re-renders the disabled button.
  const inFlight = useRef(false);

  const run = useCallback(
    async (call: BidCall) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      setFailure(null);
      const result = await dispatch(call);
      inFlight.current = false;
      setPending(false);
      if (isFulfilled(result)) return result.payload.auction;
      setFailure(failureOf(result.payload));
      return null;
    },
    [dispatch],
  );

  return { pending, failure, clearFailure: useCallback(() => setFailure(null), []), run };
}
