import { remoteConfigSchema } from '@autobid/contract';

/**
 * Spec §4/§7: central sign-in is offered only when the remote config says the portal is in
 * production. The timestamp query and `no-store` get past every cache, so switching it off takes
 * effect at the next page load; no address, a failed fetch or an unreadable answer all mean off.
 */
export async function fetchCentralSignInEnabled(
  remoteConfigUrl: string | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  if (!remoteConfigUrl) return false;
  const separator = remoteConfigUrl.includes('?') ? '&' : '?';
  try {
    const response = await fetch(`${remoteConfigUrl}${separator}t=${now}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const parsed = remoteConfigSchema.safeParse(await response.json());
    return parsed.success && parsed.data.portal.production === true;
  } catch {
    return false;
  }
}
