import { STORAGE_PREFIX } from './callback-path';

export { STORAGE_PREFIX };

/** Spec §3 "Persisted session record": what survives a reload and the trip to the hosted sign-in. */
export interface PersistedSession {
  token?: string;
  code?: string;
  state?: string;
  code_verifier?: string;
}

const FIELDS = ['token', 'code', 'state', 'code_verifier'] as const;

/**
 * The key of one session: a page that returns to another address, or the same page inside an
 * app's webview, keeps a session of its own, so the two never read each other's verifier or token.
 */
export function storageKeyFor(redirectUri: string, isWebview: boolean): string {
  return `${STORAGE_PREFIX}:${redirectUri}:${isWebview ? 'webview' : 'browser'}`;
}

/**
 * Whether the page runs inside an app's embedded browser: Android marks its WebView with `wv`;
 * an iOS webview reports AppleWebKit on an iPhone or iPad but, unlike Safari, no `Safari/` token.
 */
export function isWebviewAgent(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  return /(iPhone|iPad|iPod).*AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}

/** Reads a record, keeping only string fields: storage may hold anything another script wrote. */
export function readPersistedSession(storage: Storage, key: string): PersistedSession {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record: PersistedSession = {};
  for (const field of FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') record[field] = value;
  }
  return record;
}

/** Writes a record, or removes the key when nothing is left in it. */
export function writePersistedSession(
  storage: Storage,
  key: string,
  record: PersistedSession,
): void {
  const kept = Object.fromEntries(FIELDS.flatMap((f) => (record[f] ? [[f, record[f]]] : [])));
  try {
    if (Object.keys(kept).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the session then lasts for this page view only.
  }
}
