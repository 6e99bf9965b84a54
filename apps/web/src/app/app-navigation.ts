import type { NavigateFunction } from 'react-router';

/**
 * The router's navigate for code outside React (the handler of a rejected session, set up before
 * the first render): the router registers it once it is mounted (`NavigationBridge`).
 */
let navigateOutside: NavigateFunction | null = null;

export function setOutsideNavigate(navigate: NavigateFunction | null): void {
  navigateOutside = navigate;
}

/** Goes to `path` in the app, replacing the current entry; a full load before the router is up. */
export function replaceLocation(path: string): void {
  if (navigateOutside) void navigateOutside(path, { replace: true });
  else window.location.replace(path);
}
