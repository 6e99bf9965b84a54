import { useSyncExternalStore } from 'react';

/** How the lists draw each car: a roomy card with a big photo, or a compact row for scanning. */
export type ListDensity = 'cards' | 'compact';

export const LIST_DENSITY_KEY = 'list_density';

/** Phones start compact (a dealer scans many cars on a small screen); desks start with cards. */
export const PHONE_MAX_WIDTH = 767;

const listeners = new Set<() => void>();
// Where the choice lives when storage is off, until the page is left.
let memory: ListDensity | null = null;

function isPhoneWidth(): boolean {
  return window.matchMedia?.(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches === true;
}

/** The dealer's stored choice when it is a valid one, else the default for the screen. */
export function readListDensity(isPhone = isPhoneWidth()): ListDensity {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LIST_DENSITY_KEY);
  } catch {
    // Storage off (private mode): the default for the screen.
  }
  if (stored === 'cards' || stored === 'compact') return stored;
  return isPhone ? 'compact' : 'cards';
}

/** Remembers the choice for every list, in this tab and the others. */
export function saveListDensity(density: ListDensity): void {
  try {
    window.localStorage.setItem(LIST_DENSITY_KEY, density);
  } catch {
    memory = density;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIST_DENSITY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => memory ?? readListDensity();

/** The lists' density and its setter, shared by every list and the banners above them. */
export function useListDensity(): [ListDensity, (density: ListDensity) => void] {
  const density = useSyncExternalStore(subscribe, snapshot, () => 'cards' as const);
  return [density, saveListDensity];
}
