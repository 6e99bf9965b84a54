import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, networkFailure, type ApiFailure } from './api-error';

export type ApiCallState<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'failed'; failure: ApiFailure };

/** The failure a thrown call stands for: the server's answer, or offline when none came back. */
export function failureOfError(error: unknown): ApiFailure {
  return error instanceof ApiRequestError ? error.failure : networkFailure;
}

/**
 * Runs one read call for a page that keeps its data to itself (no store): again whenever `load`
 * changes, and on `reload`. An answer that arrives after the page moved on is dropped.
 */
export function useApiCall<T>(load: () => Promise<T>): {
  state: ApiCallState<T>;
  reload: () => void;
} {
  const [state, setState] = useState<ApiCallState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (isCurrent) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'failed', failure: failureOfError(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
