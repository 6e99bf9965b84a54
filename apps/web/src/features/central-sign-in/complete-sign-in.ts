import { safeRedirectPath } from '../../lib/safe-redirect';
import { AuthRequestError } from '../../lib/web-auth/auth-requests';
import type { WebAuth } from '../../lib/web-auth/web-auth';

/** Why the return from the sign-in service signed no one in; each has its own text. */
export type CallbackFailure = 'noCode' | 'refused' | 'denied' | 'network' | 'session';

export type CallbackOutcome =
  { ok: true; target: string } | { ok: false; failure: CallbackFailure };

interface CompleteSignInOptions {
  auth: WebAuth;
  /** The callback address's query: `code` and `state`, or OAuth's `error`. */
  search: string;
  homePath: string;
  /** Starts the app's own session with the token; false when the app could not load the user. */
  startSession: (token: string) => Promise<boolean>;
}

function failureOf(error: unknown): CallbackFailure {
  if (error instanceof Error && error.message === 'invalid-code') return 'noCode';
  if (error instanceof AuthRequestError && error.status === undefined) {
    return error.code === 'network_error' ? 'network' : 'refused';
  }
  return 'refused';
}

/**
 * The callback path's work (spec §4): trade the code for a token, start the app's session with it
 * and name the page to land on. The landing page came back as `state`; only a path of this site
 * is followed, so a forged `state` cannot send the dealer elsewhere.
 */
export async function completeCentralSignIn({
  auth,
  search,
  homePath,
  startSession,
}: CompleteSignInOptions): Promise<CallbackOutcome> {
  const query = new URLSearchParams(search);
  const refusal = query.get('error');
  if (refusal) return { ok: false, failure: refusal === 'access_denied' ? 'denied' : 'refused' };
  const state = query.get('state');
  let token: string;
  try {
    token = await auth.exchange(query.get('code'), state);
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
  const isStarted = await startSession(token).catch(() => false);
  if (!isStarted) return { ok: false, failure: 'session' };
  return { ok: true, target: safeRedirectPath(state, homePath, window.location.origin) };
}
