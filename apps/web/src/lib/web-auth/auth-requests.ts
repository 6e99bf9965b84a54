/** A call to the sign-in service that failed; `status` is absent when no answer came at all. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number | undefined,
    /** OAuth's `error` (e.g. `invalid_grant`), or `network_error` / `invalid_response`. */
    readonly code: string,
  ) {
    super(status === undefined ? code : `${code} (${status})`);
    this.name = 'AuthRequestError';
  }
}

/** Spec §7: both services are asked for JSON, with a bearer header only when there is a token. */
function headersFor(token: string | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new AuthRequestError(undefined, 'network_error');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error =
      typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
        ? body.error
        : 'request_failed';
    throw new AuthRequestError(response.status, error);
  }
  return response;
}

export interface TokenRequest {
  tokenUrl: string;
  code: string;
  clientId: string;
  codeVerifier: string;
  redirectUri: string;
}

/** `POST <sso>/oauth/token` (spec §7): the authorization code and verifier for an access token. */
export async function requestToken(request: TokenRequest): Promise<string> {
  const response = await send(request.tokenUrl, {
    method: 'POST',
    headers: headersFor(undefined, { 'Content-Type': 'application/x-www-form-urlencoded' }),
    body: new URLSearchParams({
      code: request.code,
      client_id: request.clientId,
      grant_type: 'authorization_code',
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
    }).toString(),
  });
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'access_token' in body) {
    const token = body.access_token;
    if (typeof token === 'string' && token !== '') return token;
  }
  throw new AuthRequestError(response.status, 'invalid_response');
}

/** What `GET <sso_app>/check` says of a session: whether it stands and whose it is. */
export interface SessionCheck {
  active: boolean;
  sub: string | undefined;
}

/** `GET <sso_app>/check` (spec §7). */
export async function requestCheck(checkUrl: string, token: string): Promise<SessionCheck> {
  const response = await send(checkUrl, { method: 'GET', headers: headersFor(token) });
  const body: unknown = await response.json().catch(() => null);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  if (typeof data !== 'object' || data === null || !('active' in data)) {
    throw new AuthRequestError(response.status, 'invalid_response');
  }
  const sub = 'sub' in data && typeof data.sub === 'string' ? data.sub : undefined;
  return { active: data.active === true, sub };
}

/** `POST <sso_app>/logout` (spec §7). */
export async function requestLogout(logoutUrl: string, token: string | undefined): Promise<void> {
  await send(logoutUrl, { method: 'POST', headers: headersFor(token) });
}
