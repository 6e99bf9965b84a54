import { Grid } from 'antd';

/**
 * Where a table pins its actions column: at the right edge on a desk, so the actions stay in
 * reach while the row scrolls. On a phone nothing is pinned: a pinned column there takes most of
 * the width and leaves the other columns a sliver, so the row scrolls whole instead.
 */
export function usePinnedActions(): 'right' | undefined {
  return Grid.useBreakpoint().md === false ? undefined : 'right';
}
