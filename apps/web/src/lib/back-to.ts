import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * Where a page's back link returns to: the list the dealer opened it from, as they left it (its
 * path with the query, so filters and page survive), and how to name it. The name is a
 * translation key, read when shown, so a language switch on the way renames the link too.
 */
export interface BackTo {
  path: string;
  labelKey: string;
  labelValues?: Record<string, string>;
}

/** What a list link carries in the history entry's state for the page it opens. */
export interface BackToState {
  backTo: BackTo;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The origin a link left in a history entry's state, when it is well formed and a path of this app. */
export function readBackTo(state: unknown): BackTo | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return null;
  const { backTo } = state;
  if (typeof backTo !== 'object' || backTo === null) return null;
  const { path, labelKey, labelValues } = backTo as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (typeof labelKey !== 'string' || labelKey === '') return null;
  if (labelValues !== undefined && !isStringRecord(labelValues)) return null;
  return { path, labelKey, ...(labelValues ? { labelValues } : {}) };
}

/** The origin this page was opened with, if any. */
export function useBackTo(): BackTo | null {
  const state: unknown = useLocation().state;
  return useMemo(() => readBackTo(state), [state]);
}

/**
 * The state for links leaving the current list, so the page they open can return here. Stable
 * while the address and name stay the same, so memoised cards keep their props.
 */
export function useBackToHere(labelKey: string, labelValues?: Record<string, string>): BackToState {
  const { pathname, search } = useLocation();
  const valuesKey = labelValues ? JSON.stringify(labelValues) : '';
  return useMemo(
    () => ({
      backTo: {
        path: `${pathname}${search}`,
        labelKey,
        ...(valuesKey ? { labelValues: JSON.parse(valuesKey) as Record<string, string> } : {}),
      },
    }),
    [pathname, search, labelKey, valuesKey],
  );
}
