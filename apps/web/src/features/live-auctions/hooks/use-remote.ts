import { useEffect, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Reads something for a control (filter options) whenever `key` changes; an answer to an older
 * key is dropped, so fast typing never shows stale options.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, delayMs = 0): Remote<T> {
  const [state, setState] = useState<Remote<T> & { key: string | null }>({
    key: null,
    data: undefined,
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (key === null) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, key, loading: true, failed: false }));
      load().then(
        (data) => isCurrent && setState({ key, data, loading: false, failed: false }),
        () =>
          isCurrent && setState((previous) => ({ ...previous, key, loading: false, failed: true })),
      );
    }, delayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
    // `load` is rebuilt each render; `key` says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return { data: state.data, loading: state.loading, failed: state.failed };
}
