import type { ReactNode } from 'react';
import { AuthProvider } from '../../lib/web-auth/auth-provider';
import { getPortalWebAuth } from '../../lib/web-auth/portal-web-auth';

/**
 * The portal's central sign-in session for the whole app: a kept session is checked at start and
 * after each sign-in (spec §4). Nothing is asked of the service when no central session is kept.
 */
export function CentralSignInProvider({ children }: { children: ReactNode }) {
  return <AuthProvider auth={getPortalWebAuth()}>{children}</AuthProvider>;
}
