import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

describe('sign-in and session', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
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

  it('after five wrong passwords for one e-mail, even the right password is refused with 429 until the window passes', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await login({ email: user.email, password: 'nope-nope' }, '10.0.1.1')).statusCode,
      ).toBe(401);
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect(blocked.headers['retry-after']).toBe('900');
    ctx.clock.advance(16 * 60_000);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1')).statusCode,
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
