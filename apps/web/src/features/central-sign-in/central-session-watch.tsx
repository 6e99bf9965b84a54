import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { CALLBACK_PATH } from '../../lib/web-auth/callback-path';
import { hasStoredCentralSession } from '../../lib/web-auth/stored-session';

const CentralSignInProvider = lazy(() =>
  import('./central-sign-in-provider').then((m) => ({ default: m.CentralSignInProvider })),
);

/**
 * Spec §4's check of a kept central session, loaded only in a browser that keeps one. The callback
 * page runs its own provider (it exchanges the code), so this stays away from it.
 */
export function CentralSessionWatch() {
  const { pathname } = useLocation();
  if (pathname === CALLBACK_PATH || !hasStoredCentralSession()) return null;
  return (
    <Suspense fallback={null}>
      <CentralSignInProvider>{null}</CentralSignInProvider>
    </Suspense>
  );
}
