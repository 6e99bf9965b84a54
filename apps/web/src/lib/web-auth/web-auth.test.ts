import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthRequestError } from './auth-requests';
import { storageKeyFor } from './persisted-session';
import { createCodeChallenge } from './pkce';
import { SignInService } from './testing/sign-in-service';
import { createWebAuth, type WebAuthOptions } from './web-auth';

const REDIRECT_URI = 'https://portal.example/authorized';
const KEY = storageKeyFor(REDIRECT_URI, false);
const service = new SignInService();

beforeAll(() => service.start());
afterAll(() => service.stop());
beforeEach(() => {
  localStorage.clear();
  service.received.length = 0;
});

/** A client of the test service; `visited` collects every address it sent the browser to. */
function clientOf(options: Partial<WebAuthOptions> = {}) {
  const visited: URL[] = [];
  const auth = createWebAuth({
    clientId: 'autobid-portal',
    authority: `${service.origin}/sso/api`,
    appService: `${service.origin}/autobid-sso/v1`,
    redirectUri: REDIRECT_URI,
    isWebview: false,
    navigate: (url) => visited.push(new URL(url)),
    ...options,
  });
  return { auth, visited };
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, string>;
const keep = (record: Record<string, string>) => localStorage.setItem(KEY, JSON.stringify(record));

describe('requesting a sign-in (spec §4)', () => {
  it('clears what was stored, keeps a new verifier and sends the browser to the hosted sign-in with its S256 challenge', async () => {
    keep({ token: 'old', code: 'c', state: 's' });
    const { auth, visited } = clientOf();
    await auth.requestSignIn({ authCountry: 'MY', state: '/auctions/live' });

    expect(Object.keys(stored())).toEqual(['code_verifier']);
    const url = visited[0]!;
    expect(`${url.origin}${url.pathname}`).toBe(`${service.origin}/sso/api/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'autobid-portal',
      code_challenge: await createCodeChallenge(stored().code_verifier!),
      code_challenge_method: 'S256',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      state: '/auctions/live',
      auth_method: 'email',
      auth_country: 'MY',
    });
    expect(auth.getState().hasSession).toBe(false);
  });
});

describe('exchanging the code (spec §4, §5)', () => {
  it.each([undefined, null, ''])('rejects with invalid-code when the code is %j', async (code) => {
    const { auth } = clientOf();
    await expect(auth.exchange(code)).rejects.toThrow(new Error('invalid-code'));
    expect(service.received).toEqual([]);
  });

  it('sends code, client, grant, verifier and redirect address, then keeps code, token and state and drops the verifier', async () => {
    keep({ code_verifier: 'v'.repeat(43) });
    service.answer('POST /sso/api/oauth/token', { status: 200, body: { access_token: 'tok-1' } });
    const { auth } = clientOf();

    await expect(auth.exchange('code-1', '/auctions/live')).resolves.toBe('tok-1');

    const [sent] = service.to('POST /sso/api/oauth/token');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(sent!.body))).toEqual({
      code: 'code-1',
      client_id: 'autobid-portal',
      grant_type: 'authorization_code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: REDIRECT_URI,
    });
    expect(stored()).toEqual({ token: 'tok-1', code: 'code-1', state: '/auctions/live' });
    expect(auth.getState()).toMatchObject({ is_alive: true, exchange: true, hasSession: true });
  });

  it('asks the service once when the same code is exchanged twice', async () => {
    keep({ code_verifier: 'v'.repeat(43) });
    service.answer('POST /sso/api/oauth/token', { status: 200, body: { access_token: 'tok-2' } });
    const { auth } = clientOf();
    const results = await Promise.all([auth.exchange('code-2'), auth.exchange('code-2')]);
    expect(results).toEqual(['tok-2', 'tok-2']);
    await expect(auth.exchange('code-2')).resolves.toBe('tok-2');
    expect(service.to('POST /sso/api/oauth/token')).toHaveLength(1);
  });

  it('on a refused code marks the exchange failed, starts a new sign-in and re-raises', async () => {
    keep({ code_verifier: 'v'.repeat(43) });
    service.answer('POST /sso/api/oauth/token', { status: 400, body: { error: 'invalid_grant' } });
    const { auth, visited } = clientOf();

    const failure = await auth.exchange('code-3').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AuthRequestError);
    expect(failure).toMatchObject({ status: 400, code: 'invalid_grant' });
    expect(auth.getState()).toMatchObject({ exchange: false, hasSession: false });
    expect(visited).toHaveLength(1);
    expect(stored().code_verifier).not.toBe('v'.repeat(43));
  });

  it('on a refused code stays put when restarting is turned off', async () => {
    keep({ code_verifier: 'v'.repeat(43) });
    service.answer('POST /sso/api/oauth/token', { status: 400, body: { error: 'invalid_grant' } });
    const { auth, visited } = clientOf({ restartOnExchangeFailure: false });
    await expect(auth.exchange('code-4')).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(visited).toEqual([]);
    expect(auth.getState().exchange).toBe(false);
  });

  it('fails without asking the service when no verifier was kept', async () => {
    const { auth } = clientOf({ restartOnExchangeFailure: false });
    await expect(auth.exchange('code-5')).rejects.toMatchObject({ code: 'missing_verifier' });
    expect(service.received).toEqual([]);
  });
});

describe('checking the session (spec §4, §8)', () => {
  it('sends the bearer token and names the subject as auth_user', async () => {
    keep({ token: 'tok-c' });
    service.answer('GET /autobid-sso/v1/check', {
      status: 200,
      body: { data: { active: true, sub: '42', user: {} } },
    });
    const { auth } = clientOf();
    await expect(auth.check()).resolves.toBe(true);
    const [sent] = service.to('GET /autobid-sso/v1/check');
    expect(sent!.headers).toMatchObject({
      authorization: 'Bearer tok-c',
      accept: 'application/json',
    });
    expect(auth.getState()).toMatchObject({ is_alive: true, check: true, auth_user: '42' });
  });

  it('on failure marks the session not alive and forces a logout that resets it', async () => {
    keep({ token: 'tok-d' });
    service.answer('GET /autobid-sso/v1/check', { status: 401 });
    service.answer('POST /autobid-sso/v1/logout', { status: 500 });
    const { auth } = clientOf();
    await expect(auth.check()).resolves.toBe(false);
    expect(service.to('POST /autobid-sso/v1/logout')).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(auth.getState()).toMatchObject({ is_alive: false, hasSession: false, logout: true });
  });

  it('on failure keeps the session when auto-logout on an invalid session is off', async () => {
    keep({ token: 'tok-e' });
    service.answer('GET /autobid-sso/v1/check', {
      status: 200,
      body: { data: { active: false, sub: '42' } },
    });
    const { auth } = clientOf({ autoLogoutOnInvalidSession: false });
    await expect(auth.check()).resolves.toBe(false);
    expect(service.to('POST /autobid-sso/v1/logout')).toEqual([]);
    expect(auth.getState()).toMatchObject({ is_alive: false, check: false, token: 'tok-e' });
  });
});

describe('logging out (spec §4, §8)', () => {
  it('calls the server, then resets everything stored and sets the logout flag', async () => {
    keep({ token: 'tok-f', code: 'c', state: 's' });
    service.answer('POST /autobid-sso/v1/logout', { status: 204 });
    const { auth, visited } = clientOf();
    await auth.logout();
    expect(service.to('POST /autobid-sso/v1/logout')[0]!.headers.authorization).toBe(
      'Bearer tok-f',
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(auth.getState()).toMatchObject({ logout: true, hasSession: false, is_alive: false });
    expect(visited).toEqual([]);
  });

  it('resets locally when the server answers 401', async () => {
    keep({ token: 'tok-g' });
    service.answer('POST /autobid-sso/v1/logout', { status: 401 });
    const { auth } = clientOf();
    await auth.logout();
    expect(auth.getState()).toMatchObject({ logout: true, hasSession: false });
  });

  it('keeps the session, clears the logout flag and re-raises any other failure', async () => {
    keep({ token: 'tok-h' });
    service.answer('POST /autobid-sso/v1/logout', { status: 500 });
    const { auth } = clientOf();
    await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(stored()).toEqual({ token: 'tok-h' });
    expect(auth.getState()).toMatchObject({ logout: false, hasSession: true });
  });

  it('resets locally on any failure when forced', async () => {
    keep({ token: 'tok-i' });
    service.answer('POST /autobid-sso/v1/logout', { status: 500 });
    const { auth } = clientOf();
    await auth.logout({ force: true });
    expect(auth.getState()).toMatchObject({ logout: true, hasSession: false });
  });

  it('sends no bearer header when no token is kept, and asks for a new sign-in when set to', async () => {
    service.answer('POST /autobid-sso/v1/logout', { status: 401 });
    const { auth, visited } = clientOf({ autoRequestOnLogout: true });
    await auth.logout();
    expect(service.to('POST /autobid-sso/v1/logout')[0]!.headers.authorization).toBeUndefined();
    expect(visited).toHaveLength(1);
  });
});

describe('starting up (spec §4)', () => {
  it('sends the browser to the sign-in when there is no session and the initial auto-request is on', async () => {
    const { auth, visited } = clientOf({ autoRequestOnInit: true });
    await auth.start();
    expect(visited).toHaveLength(1);
  });

  it('stays put without a session when the initial auto-request is off', async () => {
    const { auth, visited } = clientOf();
    await auth.start();
    expect(visited).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('reads the session kept for its own redirect address and webview only', () => {
    keep({ token: 'tok-j' });
    expect(clientOf().auth.getState().token).toBe('tok-j');
    expect(clientOf({ isWebview: true }).auth.getState().hasSession).toBe(false);
    expect(
      clientOf({ redirectUri: 'https://other.example/authorized' }).auth.getState().token,
    ).toBe(undefined);
  });
});
