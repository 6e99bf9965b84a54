import { useSyncExternalStore } from 'react';

/** Ant Design's `md` breakpoint: from here up the pages take their desk layout. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWideNow = () => window.matchMedia(WIDE).matches;

/**
 * Whether the window is a desk's (768 px and wider) rather than a phone's; follows the window as it
 * is resized. The plain-markup pages' answer to antd's `Grid.useBreakpoint().md`, at the same width.
 */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, isWideNow);
}
