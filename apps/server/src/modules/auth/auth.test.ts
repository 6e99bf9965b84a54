import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_SETTINGS } from '../../config/sign-in-settings';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('sign-in and session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The request limits as shipped, so the policy is shown to hold under them.
    ctx = await createTestContext({ signIn: { rateLimits: DEFAULT_SIGN_IN_SETTINGS.rateLimits } });
  });
  afterAll(() => ctx.close());

  const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail?include=active_group',
      payload: payload as object,
      remoteAddress,
    });

  it('when the e-mail and password are right, answers the user with active group and a token', async () => {
    const user = await createUser(ctx.db, { email: 'Right.Person@test.example' });
    const res = await login({ email: 'right.person@test.example', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({
      id: user.id,
      email: 'Right.Person@test.example',
      locale: { language: 'en' },
    });
    expect(body.data.user.active_group).toMatchObject({ id: user.activeGroupId, kind: 'dealer' });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('when the password is wrong, answers 401 invalid_credentials with a clear message', async () => {
    const user = await createUser(ctx.db);
    const res = await login({ email: user.email, password: 'wrong-password' }, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect.',
    });
  });

  it('when the e-mail is unknown, answers exactly as for a wrong password', async () => {
    const res = await login({ email: 'nobody@test.example', password: 'whatever-1' }, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect.',
    });
  });

  it('when fields are missing or malformed, answers 422 with a message per field', async () => {
    const res = await login({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.email).toEqual(['email is not a valid email']);
    expect(body.errors.password).toEqual(['Please enter password']);
  });

  it('a password given but not text, or too long, is told so rather than asked for', async () => {
    const errorsFor = async (password: unknown) =>
      (await login({ email: 'someone@test.example', password })).json().errors.password;
    expect(await errorsFor(12_345_678)).toEqual(['password is not a valid string']);
    expect(await errorsFor(['hunter2'])).toEqual(['password is not a valid string']);
    expect(await errorsFor('x'.repeat(201))).toEqual(['password must be at most 200 characters']);
    expect(await errorsFor(null)).toEqual(['Please enter password']);
  });

  it('when the body is not JSON, answers a 4xx validation error and never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'The request body is not valid JSON',
    });
  });

  it('after five wrong passwords from a stranger, that address is refused with Retry-After while the owner signs in from theirs', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await login({ email: user.email, password: 'nope-nope' }, '10.0.1.1')).statusCode,
      ).toBe(401);
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(blocked.headers['retry-after']).toBe('900');
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.2')).statusCode,
    ).toBe(200);
    // The owner's success clears only their own address's failures: the stranger still waits.
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1')).statusCode,
    ).toBe(429);
    ctx.clock.advance(16 * 60_000);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1')).statusCode,
    ).toBe(200);
  });

  it('after fifty wrong passwords from ten addresses, the owner still signs in from theirs and every stranger address waits', async () => {
    const user = await createUser(ctx.db);
    for (let a = 0; a < 10; a += 1)
      for (let i = 0; i < 5; i += 1)
        expect(
          (await login({ email: user.email, password: `guess-${a}-${i}` }, `10.0.2.${a}`))
            .statusCode,
        ).toBe(401);
    for (let a = 0; a < 10; a += 1)
      expect(
        (await login({ email: user.email, password: 'guess' }, `10.0.2.${a}`)).statusCode,
      ).toBe(429);
    const owner = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.2.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);
  });

  it('after twenty wrong passwords from one address across accounts, that address is refused for any account', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (await login({ email: `spray${i}@test.example`, password: 'Password1' }, '10.0.3.1'))
          .statusCode,
      ).toBe(401);
    const user = await createUser(ctx.db);
    const refused = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_attempts');
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.3.2')).statusCode,
    ).toBe(200);
  });

  it('without a bot-check secret, an account with many failures asks nothing more than the right password', async () => {
    const user = await createUser(ctx.db);
    for (let a = 0; a < 3; a += 1)
      for (let i = 0; i < 5; i += 1)
        await login({ email: user.email, password: 'nope-nope' }, `10.0.4.${a}`);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.4.100')).statusCode,
    ).toBe(200);
  });

  it('with a valid token, users/current answers the user under data', async () => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    const res = await ctx.app.inject({
      url: '/auction/api/v1/users/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, role: 'dealer' });
  });

  it('without a token, or with a malformed or unknown one, protected calls answer 401 unauthenticated', async () => {
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      `Bearer ${'a'.repeat(43)}`,
      'Basic abc',
    ]) {
      const res = await ctx.app.inject({
        url: '/auction/api/v1/users/current',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('after logout, the same token is refused', async () => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/auction/api/v1/logout', headers })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ url: '/auction/api/v1/users/current', headers })).statusCode,
    ).toBe(401);
  });

  it('when the token has expired, it is refused', async () => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    ctx.clock.advance(25 * 3_600_000);
    const res = await ctx.app.inject({
      url: '/auction/api/v1/users/current',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('account-info answers the overdue count and the followed and pinned ids of the dealer', async () => {
    const user = await createUser(ctx.db);
    const token = await ctx.login(user.email);
    const res = await ctx.app.inject({
      url: '/auction/api/v2/dealers/account-info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      count_overdue_payment: 0,
      followed_auctions_ids: [],
      pined_auctions_ids: [],
    });
  });
});

describe('an account under challenge (many failures from anywhere) with a bot check configured', () => {
  type Mode = 'success' | 'failure' | 'low-score' | 'error' | 'hang';
  let mode: Mode = 'success';
  const received: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(new URLSearchParams(body));
      if (mode === 'hang') return;
      if (mode === 'error') {
        res.writeHead(500).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          mode === 'failure'
            ? { success: false, 'error-codes': ['invalid-input-response'] }
            : { success: true, score: mode === 'low-score' ? 0.1 : 0.9, action: 'login' },
        ),
      );
    });
  });
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestContext({
      signIn: {
        botCheck: {
          secret: 'test-bot-secret',
          siteKey: 'test-site-key',
          verifyUrl: `http://127.0.0.1:${port}/siteverify`,
          minScore: 0.5,
        },
      },
    });
    owner = await createUser(ctx.db);
    // Ten failures from two strangers' addresses put the account under challenge.
    for (const ip of ['10.1.0.1', '10.1.0.2'])
      for (let i = 0; i < 5; i += 1) await login({ email: owner.email, password: 'nope-nope' }, ip);
  });
  afterAll(async () => {
    await ctx.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const login = (payload: object, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail?include=active_group',
      payload,
      remoteAddress,
    });
  const ownerLogin = (extra: object = {}) =>
    login({ email: owner.email, password: TEST_PASSWORD, ...extra }, '10.1.9.9');
  const withToken = { g_recaptcha_response: 'browser-token', g_recaptcha_action: 'login' };

  it('without a bot-check token, answers 422 captcha_required and asks the service nothing', async () => {
    const res = await ownerLogin();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'captcha_required' });
    expect(received).toHaveLength(0);
  });

  it('with a token the service vouches for, signs the owner in, sending it the secret, token and address', async () => {
    mode = 'success';
    const res = await ownerLogin(withToken);
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.get('secret')).toBe('test-bot-secret');
    expect(received[0]!.get('response')).toBe('browser-token');
    expect(received[0]!.get('remoteip')).toBe('10.1.9.9');
  });

  it('with a token the service refuses, or scores too low, answers 422 captcha_failed', async () => {
    for (const refusal of ['failure', 'low-score'] as const) {
      mode = refusal;
      const res = await ownerLogin(withToken);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'captcha_failed',
        message: 'The robot check failed. Please try again.',
      });
    }
  });

  it('with a refused token, the password is not even tried: a right one does not help', async () => {
    mode = 'failure';
    const res = await login(
      { email: owner.email, password: TEST_PASSWORD, ...withToken },
      '10.1.8.8',
    );
    expect(res.json().code).toBe('captcha_failed');
  });

  it('when the service answers 500, lets the owner in under the limits alone (the fallback)', async () => {
    mode = 'error';
    expect((await ownerLogin(withToken)).statusCode).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('when the service hangs, gives up after its timeout and lets the owner in under the limits', async () => {
    mode = 'hang';
    const res = await ownerLogin(withToken);
    expect(res.statusCode).toBe(200);
  }, 20_000);

  it('an account not under challenge signs in without any token', async () => {
    const other = await createUser(ctx.db);
    const res = await login({ email: other.email, password: TEST_PASSWORD }, '10.1.7.7');
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(0);
  });

  it('once the window passes, the challenge ends', async () => {
    ctx.clock.advance(16 * 60_000);
    expect((await ownerLogin()).statusCode).toBe(200);
  });
});
