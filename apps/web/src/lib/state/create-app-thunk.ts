import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiRequestError, networkFailure, type ApiFailure, type RejectedCall } from '../api-error';
import type { AppDispatch, RootState } from './root-state';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: RejectedCall;
}>();

/**
 * Spec §8: an error that came with a response is returned as the rejected value (with any auction
 * it carried); one without a response (offline) is rethrown.
 */
export function rejectCall<R>(error: unknown, rejectWithValue: (value: RejectedCall) => R): R {
  if (error instanceof ApiRequestError && error.hasResponse) {
    return rejectWithValue({
      failure: error.failure,
      ...(error.auction ? { auction: error.auction } : {}),
    });
  }
  throw error;
}

/** The failure a rejected action stands for; a thrown (response-less) error counts as offline. */
export function failureOf(payload: RejectedCall | undefined): ApiFailure {
  return payload?.failure ?? networkFailure;
}
