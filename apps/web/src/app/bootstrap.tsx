import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { fetchCurrentUser } from '../features/auth/current-user-thunks';
import { initialCurrentUserState } from '../features/auth/current-user-slice';
import { initI18n } from '../i18n/i18n';
import { bootTexts } from '../i18n/locales/boot';
import { readStoredLanguage } from '../i18n/languages';
import { setUnauthorizedHandler } from '../lib/api-client';
import { hasAuthToken, removeAuthToken } from '../lib/auth-token';
import { disconnectRealtime } from '../lib/realtime';
import { isPublicPath } from '../lib/safe-redirect';
import { sessionEnded } from '../lib/state/session-actions';
import { replaceLocation } from './app-navigation';
import { setupStore, type AppStore } from './store';
import { loginPathFor } from './paths';
import { BootShell } from './boot-shell';
import { AppProvider } from './provider';
import { preloadPage } from './route-pages';

/** Spec §8: a rejected session drops the token and sends the user to /login with where they were. */
function handleRejectedSession(store: AppStore): void {
  removeAuthToken();
  disconnectRealtime();
  store.dispatch(sessionEnded());
  const { pathname, search, hash } = window.location;
  if (isPublicPath(pathname)) return;
  replaceLocation(loginPathFor(`${pathname}${search}${hash}`));
}

/** Plain markup on the shell: it must show even when no further code can be fetched. */
function StartFailed() {
  const texts = bootTexts[readStoredLanguage()];
  return (
    <BootShell>
      <div className="boot-shell__failed" role="alert">
        <p>{texts.startFailed}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {texts.retry}
        </button>
      </div>
    </BootShell>
  );
}

/** Loads language, runtime config and any stored session before the first real render. */
export async function bootstrap(root: Root): Promise<void> {
  // The page's code downloads while settings and the session are fetched; index.html shows the shell.
  preloadPage(window.location.pathname, hasAuthToken());
  const language = readStoredLanguage();
  // Texts and settings are fetched side by side: on a slow phone each round trip counts.
  const texts = initI18n(language);
  try {
    await Promise.all([texts, loadRuntimeConfig()]);
  } catch {
    await texts.catch(() => undefined);
    root.render(<StartFailed />);
    return;
  }
  const store = setupStore({
    currentUser: { ...initialCurrentUserState, currentLanguage: language },
  });
  setUnauthorizedHandler(() => handleRejectedSession(store));
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
      <AppProvider store={store} />
    </StrictMode>,
  );
}
