import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ssoCheckSchema } from '@autobid/contract';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { SSO_CLIENT_ID } from '../../app';
import {
  REDIRECT_URI,
  authorizeUrl,
  browserAt,
  exchange,
  listen,
  openSignInPage,
  pkcePair,
  signInByEmail,
  type Browser,
} from './sso-test-kit';

describe('the central sign-in service (docs/central-sign-in.md)', () => {
  let ctx: TestContext;
  let address: string;
  let browser: Browser;

  // One app for the file (every test makes its own user); a fresh browser, with no cookies, per test.
  beforeAll(async () => {
    ctx = await createTestContext();
    address = await listen(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    browser = browserAt(address);
  });

  const bearer = (token: string) => ({
    authorization: `Bearer ${token}`,
    accept: 'application/json',
  });

  it('a PKCE round trip signs in by e-mail, the token works on every API, and logout ends it', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();

    const { callback, code } = await signInByEmail(browser, challenge, user.email, TEST_PASSWORD);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-1');

    const token = await exchange(browser, { code, code_verifier: verifier });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };

    const check = await browser.request('/autobid-sso/v1/check', { headers: bearer(access_token) });
    expect(check.status).toBe(200);
    const checked = z.safeParse(ssoCheckSchema, await check.json());
    expect(checked.data?.data).toMatchObject({ active: true, sub: String(user.id) });
    expect(checked.data?.data.user.email).toBe(user.email);

    const current = await browser.request('/auction/api/v1/users/current', {
      headers: bearer(access_token),
    });
    expect(current.status).toBe(200);

    const logout = await browser.request('/autobid-sso/v1/logout', {
      method: 'POST',
      headers: bearer(access_token),
    });
    expect(logout.status).toBe(204);
    const after = await browser.request('/autobid-sso/v1/check', { headers: bearer(access_token) });
    expect(after.status).toBe(401);
    // The service's own session ended too: the next sign-in asks for credentials again.
    const again = await openSignInPage(browser, pkcePair().challenge);
    expect(again).toMatch(/^\/sso\/api\/interaction\//);
  });

  it('an exchange with a verifier that does not match the challenge is refused as invalid_grant', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();
    const { code } = await signInByEmail(browser, challenge, user.email, TEST_PASSWORD);

    const tampered = `${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`;
    const res = await exchange(browser, { code, code_verifier: tampered });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('the portal pages may exchange a code (a browser sends their Origin), another site may not', async () => {
    const user = await createUser(ctx.db);
    const fromSite = async (origin: string) => {
      // A browser of its own each time, so the second sign-in is not answered by the first's session.
      const visitor = browserAt(browser.address);
      const { verifier, challenge } = pkcePair();
      const { code } = await signInByEmail(visitor, challenge, user.email, TEST_PASSWORD);
      const request = visitor.form({
        grant_type: 'authorization_code',
        client_id: SSO_CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code,
        code_verifier: verifier,
      });
      return visitor.request('/sso/api/oauth/token', {
        ...request,
        headers: { ...request.headers, origin },
      });
    };
    const own = await fromSite(new URL(REDIRECT_URI).origin);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(new URL(REDIRECT_URI).origin);
    const foreign = await fromSite('https://evil.example');
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('a code used once is refused the second time, and the token it gave is ended', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();
    const { code } = await signInByEmail(browser, challenge, user.email, TEST_PASSWORD);

    const first = await exchange(browser, { code, code_verifier: verifier });
    expect(first.status).toBe(200);
    const { access_token } = (await first.json()) as { access_token: string };
    const second = await exchange(browser, { code, code_verifier: verifier });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
    const check = await browser.request('/autobid-sso/v1/check', { headers: bearer(access_token) });
    expect(check.status).toBe(401);
  });

  it('an exchange naming another redirect URI than the sign-in did is refused', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();
    const { code } = await signInByEmail(browser, challenge, user.email, TEST_PASSWORD);
    const res = await exchange(browser, {
      code,
      code_verifier: verifier,
      redirect_uri: 'http://localhost:3000/authorized/',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('a sign-in to a redirect URI that is not registered is refused without redirecting there', async () => {
    const { challenge } = pkcePair();
    const res = await browser.request(
      authorizeUrl(challenge, { redirect_uri: 'https://evil.example/authorized' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('redirect_uri');
  });

  it('a sign-in without a challenge, or with the plain method, is refused', async () => {
    const { verifier, challenge } = pkcePair();
    const plain = await browser.request(authorizeUrl(verifier, { code_challenge_method: 'plain' }));
    const plainBack = new URL(plain.headers.get('location') ?? 'http://x/');
    expect(plainBack.searchParams.get('error')).toBe('invalid_request');

    const query = new URL(authorizeUrl(challenge), 'http://x');
    query.searchParams.delete('code_challenge');
    query.searchParams.delete('code_challenge_method');
    const missing = await browser.request(`${query.pathname}${query.search}`);
    const missingBack = new URL(missing.headers.get('location') ?? 'http://x/');
    expect(missingBack.searchParams.get('error')).toBe('invalid_request');
  });

  it('a wrong password shows the message on the page, in the language asked for, and signs nobody in', async () => {
    const user = await createUser(ctx.db);
    const page = await openSignInPage(browser, pkcePair().challenge, {
      ui_locales: 'id',
      auth_user: user.email,
    });

    const shown = await browser.request(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('<html lang="id"');
    expect(html).toContain(`value="${user.email}"`);

    const res = await browser.request(
      `${page}/login`,
      browser.form({ email: user.email, password: 'not-the-password', lang: 'id' }),
    );
    expect(res.status).toBe(401);
    const body = await res.text();
    expect(body).toContain('Email atau kata sandi salah.');
    expect(body).toContain(`value="${user.email}"`);
  });

  it('a sign-in by phone on the hosted page: the code from the SMS, then back to the portal with a code', async () => {
    const user = await createUser(ctx.db);
    await ctx.db.update(users).set({ phone: '+60123459901' }).where(eq(users.id, user.id));
    const { verifier, challenge } = pkcePair();
    const page = await openSignInPage(browser, challenge, { auth_method: 'phone' });
    const sent = await browser.request(
      `${page}/phone/send`,
      browser.form({ phone: '012-345 9901', country: 'MY' }),
    );
    expect(sent.status).toBe(200);
    const html = await sent.text();
    const accessToken = /name="access_token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(accessToken).not.toBe('');

    // No SMS provider here: the dev outbox holds the SMS.
    const outbox = await ctx.app.inject({ method: 'GET', url: '/portal/api/v2/dev/outbox' });
    const sms = outbox
      .json<{ data: { channel: string; to: string; body: string }[] }>()
      .data.find((m) => m.channel === 'sms' && m.to === '+60123459901');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';

    const wrong = await browser.request(
      `${page}/phone/verify`,
      browser.form({
        access_token: accessToken,
        phone: '+60123459901',
        code: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.status).toBe(422);
    const verified = await browser.request(
      `${page}/phone/verify`,
      browser.form({ access_token: accessToken, phone: '+60123459901', code }),
    );
    expect(verified.status).toBe(303);
    const back = await browser.request(verified.headers.get('location') ?? '');
    const callback = new URL(back.headers.get('location') ?? '');
    const token = await exchange(browser, {
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/auction/api/v1/users/current',
      headers: bearer(access_token),
    });
    expect(me.json()).toMatchObject({ data: { id: user.id } });
  });

  it('a disabled account cannot sign in on the page', async () => {
    const user = await createUser(ctx.db, { disabledAt: new Date(ctx.clock.now()) });
    const page = await openSignInPage(browser, pkcePair().challenge);
    const res = await browser.request(
      `${page}/login`,
      browser.form({ email: user.email, password: TEST_PASSWORD }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This account is disabled.');
  });

  it('a page post without the sign-in cookie (another site, or an expired sign-in) changes nothing', async () => {
    const user = await createUser(ctx.db);
    const page = await openSignInPage(browser, pkcePair().challenge);
    browser.jar.clear();
    const res = await browser.request(
      `${page}/login`,
      browser.form({ email: user.email, password: TEST_PASSWORD }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('This sign-in has expired');
  });

  it('ending an account (after a password reset) ends its central tokens and sessions', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();
    const { code } = await signInByEmail(browser, challenge, user.email, TEST_PASSWORD);
    const token = await exchange(browser, { code, code_verifier: verifier });
    const { access_token } = (await token.json()) as { access_token: string };
    expect(
      (await browser.request('/autobid-sso/v1/check', { headers: bearer(access_token) })).status,
    ).toBe(200);

    await ctx.app.sso.revokeAccount(user.id);

    expect(
      (await browser.request('/autobid-sso/v1/check', { headers: bearer(access_token) })).status,
    ).toBe(401);
    expect(await openSignInPage(browser, pkcePair().challenge)).toMatch(
      /^\/sso\/api\/interaction\//,
    );
  });

  it('the metadata names every endpoint under /sso/api and S256 as the only PKCE method', async () => {
    const res = await browser.request('/sso/api/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      issuer: 'http://localhost:3000/sso/api',
      authorization_endpoint: `${address}/sso/api/oauth/authorize`,
      token_endpoint: `${address}/sso/api/oauth/token`,
      jwks_uri: `${address}/sso/api/jwks`,
      end_session_endpoint: `${address}/sso/api/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('check and logout refuse a request without a valid token', async () => {
    const check = await browser.request('/autobid-sso/v1/check', {
      headers: bearer('x'.repeat(43)),
    });
    expect(check.status).toBe(401);
    const logout = await browser.request('/autobid-sso/v1/logout', { method: 'POST' });
    expect(logout.status).toBe(401);
  });
});
