import { STORAGE_PREFIX } from './callback-path';

/**
 * Whether this browser keeps a central sign-in record (a session, or one under way), read without
 * loading the central sign-in code: most people never use it, and every page would pay for it.
 */
export function hasStoredCentralSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1)
      if (window.localStorage.key(i)?.startsWith(STORAGE_PREFIX)) return true;
  } catch {
    // Storage refused (private mode): no record can be kept either.
  }
  return false;
}
