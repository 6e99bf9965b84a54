import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState } from './auth-state';
import type { WebAuth } from './web-auth';

const WebAuthContext = createContext<WebAuth | null>(null);

/**
 * Makes a central sign-in client available below it and runs its steps as spec §4 orders them:
 * the start-up step once, and a check whenever a session appears (after an exchange, say).
 */
export function AuthProvider({ auth, children }: { auth: WebAuth; children: ReactNode }) {
  const hasSession = useSyncExternalStore(auth.subscribe, () => auth.getState().hasSession);
  useEffect(() => {
    void auth.start();
  }, [auth]);
  useEffect(() => {
    const { hasSession: hasToken, check } = auth.getState();
    if (hasToken && check === false) void auth.check();
  }, [auth, hasSession]);
  return <WebAuthContext value={auth}>{children}</WebAuthContext>;
}

/** The client the nearest {@link AuthProvider} holds. */
export function useWebAuth(): WebAuth {
  const auth = useContext(WebAuthContext);
  // Spec §8 gives this message word for word.
  if (!auth) throw new Error("useAuthState must be used within it's Provider");
  return auth;
}

/** The central sign-in state (spec §3), re-rendering on every change. */
export function useAuthState(): AuthState {
  const auth = useWebAuth();
  return useSyncExternalStore(auth.subscribe, auth.getState);
}
