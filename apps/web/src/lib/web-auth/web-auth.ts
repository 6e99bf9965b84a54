import { deriveAuthState, initialRuntime, type AuthState, type RuntimeState } from './auth-state';
import { AuthRequestError, requestCheck, requestLogout, requestToken } from './auth-requests';
import {
  isWebviewAgent,
  readPersistedSession,
  storageKeyFor,
  writePersistedSession,
  type PersistedSession,
} from './persisted-session';
import { createCodeChallenge, createCodeVerifier } from './pkce';
import { buildSignInUrl } from './sign-in-query';

export interface WebAuthOptions {
  clientId: string;
  /** The sign-in service's base (`/sso/api`): `/oauth/authorize` and `/oauth/token` sit below it. */
  authority: string;
  /** The app service's base (`/{product}-sso/v1`): `/check` and `/logout` sit below it. */
  appService: string;
  /** Where the service sends the browser back with a code: the callback path `authorized`. */
  redirectUri: string;
  /** Spec §3: sessions are scoped to webview or browser; read from the user agent unless given. */
  isWebview?: boolean;
  verifierLength?: number;
  /** With no session at start, go to the sign-in at once (spec §4; off unless set). */
  autoRequestOnInit?: boolean;
  /** A failed check ends the session with a forced logout (spec §4; on unless turned off). */
  autoLogoutOnInvalidSession?: boolean;
  /** Ask for a new sign-in after a logout (spec §4; off unless set). */
  autoRequestOnLogout?: boolean;
  /** A failed exchange starts a new sign-in (spec §4; on unless turned off). */
  restartOnExchangeFailure?: boolean;
  storage?: Storage;
  /** Sends the browser to the hosted sign-in; a full page load unless given. */
  navigate?: (url: string) => void;
}

/** The hosted sign-in's optional fields (spec §3 "Sign-in redirect query"). */
export interface SignInRequest {
  state?: string;
  authMethod?: string;
  authUser?: string;
  authCountry?: string;
  authPhoneNumber?: string;
}

export interface WebAuth {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Runs the start-up step: a check for a kept session, or the initial auto-request. */
  start: () => Promise<void>;
  requestSignIn: (request?: SignInRequest) => Promise<void>;
  /** Trades the code the service sent back for a token; resolves with the token. */
  exchange: (code: string | null | undefined, state?: string | null) => Promise<string>;
  /** Asks whether the kept session still stands; resolves with the answer, never rejects. */
  check: () => Promise<boolean>;
  logout: (options?: { force?: boolean }) => Promise<void>;
}

/** Spec §4 "Central sign-in": the authorization-code flow with PKCE, its session kept across loads. */
export function createWebAuth(options: WebAuthOptions): WebAuth {
  const storage = options.storage ?? window.localStorage;
  const key = storageKeyFor(
    options.redirectUri,
    options.isWebview ?? isWebviewAgent(navigator.userAgent),
  );
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const authority = options.authority.replace(/\/$/, '');
  const appService = options.appService.replace(/\/$/, '');
  const listeners = new Set<() => void>();
  let record = readPersistedSession(storage, key);
  let runtime: RuntimeState = initialRuntime;
  let snapshot = deriveAuthState(record, runtime);
  let exchanging: { code: string; done: Promise<string> } | null = null;
  let checking: Promise<boolean> | null = null;

  function update(nextRecord: PersistedSession | null, changes: Partial<RuntimeState>): void {
    if (nextRecord) {
      record = nextRecord;
      writePersistedSession(storage, key, record);
    }
    runtime = { ...runtime, ...changes };
    snapshot = deriveAuthState(record, runtime);
    listeners.forEach((listener) => listener());
  }

  async function requestSignIn(request: SignInRequest = {}): Promise<void> {
    const verifier = createCodeVerifier(options.verifierLength);
    const challenge = await createCodeChallenge(verifier);
    update({ code_verifier: verifier }, initialRuntime);
    navigate(
      buildSignInUrl(`${authority}/oauth/authorize`, {
        client_id: options.clientId,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        response_type: 'code',
        redirect_uri: options.redirectUri,
        state: request.state,
        auth_method: request.authMethod ?? 'email',
        auth_user: request.authUser,
        auth_country: request.authCountry,
        auth_phone_number: request.authPhoneNumber,
      }),
    );
  }

  async function runExchange(code: string, state: string | undefined): Promise<string> {
    update(null, { exchange: 'loading' });
    try {
      const verifier = record.code_verifier;
      if (!verifier) throw new AuthRequestError(undefined, 'missing_verifier');
      const token = await requestToken({
        tokenUrl: `${authority}/oauth/token`,
        code,
        clientId: options.clientId,
        codeVerifier: verifier,
        redirectUri: options.redirectUri,
      });
      update(
        { token, code, state },
        { exchange: true, is_alive: true, logout: false, check: false },
      );
      return token;
    } catch (error) {
      update(null, { exchange: false });
      if (options.restartOnExchangeFailure ?? true) await requestSignIn();
      throw error;
    }
  }

  function exchange(code: string | null | undefined, state?: string | null): Promise<string> {
    if (!code) return Promise.reject(new Error('invalid-code'));
    // A code is single use: a repeated call (React runs effects twice in development) shares the first.
    if (record.code === code && record.token) return Promise.resolve(record.token);
    if (exchanging?.code !== code)
      exchanging = { code, done: runExchange(code, state || undefined) };
    return exchanging.done;
  }

  async function logout({ force = false }: { force?: boolean } = {}): Promise<void> {
    update(null, { logout: 'loading' });
    try {
      await requestLogout(`${appService}/logout`, record.token);
    } catch (error) {
      const isUnauthorized = error instanceof AuthRequestError && error.status === 401;
      if (!force && !isUnauthorized) {
        update(null, { logout: false });
        throw error;
      }
    }
    update({}, { ...initialRuntime, logout: true });
    if (options.autoRequestOnLogout) await requestSignIn();
  }

  async function runCheck(token: string): Promise<boolean> {
    update(null, { check: 'loading' });
    try {
      const answer = await requestCheck(`${appService}/check`, token);
      if (!answer.active) throw new AuthRequestError(200, 'inactive');
      update(null, { check: true, is_alive: true, sub: answer.sub });
      return true;
    } catch {
      update(null, { check: false, is_alive: false });
      // A forced logout resets locally whatever the server answers; only a new sign-in could fail.
      if (options.autoLogoutOnInvalidSession ?? true) await logout({ force: true }).catch(() => {});
      return false;
    }
  }

  function check(): Promise<boolean> {
    const token = record.token;
    if (!token) return Promise.resolve(false);
    checking ??= runCheck(token).finally(() => (checking = null));
    return checking;
  }

  return {
    getState: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => {
      if (record.token) await check();
      else if (options.autoRequestOnInit) await requestSignIn();
    },
    requestSignIn,
    exchange,
    check,
    logout,
  };
}
