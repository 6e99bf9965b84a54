import { getRuntimeConfig } from '../../config/runtime-config';
import { createWebAuth, type WebAuth } from './web-auth';

import { CALLBACK_PATH } from './callback-path';

export { CALLBACK_PATH };

let portalAuth: WebAuth | null = null;

/**
 * The portal's one central sign-in client, built from `/config.json` on first use. The bases fall
 * back to the ones the server serves by default (DESIGN §4). A failed exchange does not start a new
 * sign-in by itself: the callback page says what went wrong and offers to try again, where an
 * automatic restart could loop between the service and a callback that keeps failing.
 */
export function getPortalWebAuth(): WebAuth {
  if (portalAuth) return portalAuth;
  const config = getRuntimeConfig();
  portalAuth = createWebAuth({
    clientId: config.sso_client_id ?? 'autobid-portal',
    authority: config.api.sso ?? '/sso/api',
    appService: config.api.sso_app ?? '/autobid-sso/v1',
    redirectUri: `${window.location.origin}${CALLBACK_PATH}`,
    restartOnExchangeFailure: false,
  });
  return portalAuth;
}

/**
 * Ends a central session along with the app's (spec §4: a 401 still resets locally). Forced: the
 * dealer asked to leave, so a shared desk keeps no token even when the service cannot be reached.
 */
export async function endCentralSession(): Promise<void> {
  const auth = getPortalWebAuth();
  if (auth.getState().hasSession) await auth.logout({ force: true });
}
