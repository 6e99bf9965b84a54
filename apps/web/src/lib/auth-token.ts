/** The access token lives in a cookie (spec §3) and is sent as the Authorization header. */
const TOKEN_COOKIE = 'autobid_access_token';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

export function readAuthToken(): string | null {
  const prefix = `${TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return null;
  const value = decodeURIComponent(entry.slice(prefix.length));
  return value === '' ? null : value;
}

export function storeAuthToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function removeAuthToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function hasAuthToken(): boolean {
  return readAuthToken() !== null;
}
