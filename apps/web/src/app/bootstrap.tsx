import { Button, Result, Spin } from 'antd';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { fetchCurrentUser } from '../features/auth/current-user-thunks';
import { initialCurrentUserState } from '../features/auth/current-user-slice';
import { i18n, initI18n } from '../i18n/i18n';
import { readStoredLanguage } from '../i18n/languages';
import { setUnauthorizedHandler } from '../lib/api-client';
import { hasAuthToken, removeAuthToken } from '../lib/auth-token';
import { disconnectRealtime } from '../lib/realtime';
import { isLoginPath } from '../lib/safe-redirect';
import { sessionEnded } from '../lib/state/session-actions';
import { setupStore, type AppStore } from './store';
import { loginPathFor } from './paths';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './routes';

/** Spec §8: a rejected session drops the token and sends the user to /login with where they were. */
function handleRejectedSession(store: AppStore, router: AppRouter): void {
  removeAuthToken();
  disconnectRealtime();
  store.dispatch(sessionEnded());
  const { pathname, search, hash } = window.location;
  if (isLoginPath(pathname)) return;
  void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
}

function StartFailed() {
  return (
    <Result
      status="warning"
      title={i18n.t('app.startFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {i18n.t('app.retry')}
        </Button>
      }
    />
  );
}

/** Loads language, runtime config and any stored session before the first real render. */
export async function bootstrap(root: Root): Promise<void> {
  const language = readStoredLanguage();
  await initI18n(language);
  root.render(
    <div className="boot-screen">
      <Spin size="large" />
    </div>,
  );
  try {
    await loadRuntimeConfig();
  } catch {
    root.render(<StartFailed />);
    return;
  }
  const store = setupStore({ currentUser: { ...initialCurrentUserState, currentLanguage: language } });
  const router = createAppRouter();
  setUnauthorizedHandler(() => handleRejectedSession(store, router));
  // A stored token is only a hint: the server decides whether the session still stands.
  if (hasAuthToken()) {
    const result = await store.dispatch(fetchCurrentUser());
    // No answer at all (offline, server down) is not a rejected session: keep the token and offer a retry.
    if (fetchCurrentUser.rejected.match(result) && !result.payload) {
      root.render(<StartFailed />);
      return;
    }
  }
  root.render(
    <StrictMode>
      <AppProvider store={store} router={router} />
    </StrictMode>,
  );
}
