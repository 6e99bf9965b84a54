import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTempFileStore } from '../../testing/files';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { browserAt, exchange, listen, pkcePair, signInByEmail } from './sso-test-kit';

describe('the central sign-in service on several nodes of one database', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let addressA: string;
  let addressB: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    addressA = await listen(ctx);
    other = await buildApp({
      db: ctx.db,
      clock: ctx.clock,
      files: await createTempFileStore(),
      realtime: {
        publish: (app, channel, event, data) => ctx.hub.publish(app, channel, event, data),
        authorizeChannel: (app, socketId, channel) =>
          ctx.hub.authorizeChannel(app, socketId, channel),
      },
      settings: {
        tokenTtlHours: 24,
        loginMaxFailures: 5,
        loginWindowMinutes: 15,
        realtimeKeys: { general: 'test-general', auction: 'test-auction' },
        fileUrlSecret: 'test-file-url-secret-0123456789',
      },
    });
    addressB = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it('both nodes publish the same signing key', async () => {
    const [a, b] = await Promise.all(
      [addressA, addressB].map(async (address) => (await fetch(`${address}/sso/api/jwks`)).json()),
    );
    expect(a).toEqual(b);
    expect((a as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it('a code from one node is exchanged on another, and a logout there ends the token everywhere', async () => {
    const user = await createUser(ctx.db);
    const { verifier, challenge } = pkcePair();
    const { code } = await signInByEmail(browserAt(addressA), challenge, user.email, TEST_PASSWORD);

    const onB = browserAt(addressB);
    const token = await exchange(onB, { code, code_verifier: verifier });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };

    const current = await fetch(`${addressA}/auction/api/v1/users/current`, { headers });
    expect(current.status).toBe(200);
    const logout = await fetch(`${addressB}/autobid-sso/v1/logout`, { method: 'POST', headers });
    expect(logout.status).toBe(204);
    expect((await fetch(`${addressB}/autobid-sso/v1/check`, { headers })).status).toBe(401);
    // The first node remembers a caller for a few seconds; past that it asks the shared database.
    ctx.clock.advance(10_000);
    expect((await fetch(`${addressA}/autobid-sso/v1/check`, { headers })).status).toBe(401);
  });
});
