import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';

const REQUEST_RESET = '/portal/api/v2/mytukar/portal/account/password/request-reset';

async function resetMailAsRead(ctx: TestContext, headers: Record<string, string>) {
  const user = await createUser(ctx.db);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: REQUEST_RESET,
    payload: { email: user.email },
  });
  expect(asked.statusCode).toBe(200);
  const res = await ctx.app.inject({ url: '/portal/api/v2/dev/outbox', headers });
  expect(res.statusCode).toBe(200);
  const messages = res.json<{ data: { to: string; body: string }[] }>().data;
  const mail = messages.find((m) => m.to === user.email);
  if (!mail) throw new Error(`no mail to ${user.email}`);
  return mail.body;
}

describe('links in the dev outbox without PUBLIC_URL (docs/operations.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('open the portal at the address the reader opened it at, not at localhost', async () => {
    const body = await resetMailAsRead(ctx, { host: '192.168.1.20:3000' });
    expect(body).toMatch(/http:\/\/192\.168\.1\.20:3000\/reset-password\?/);
    expect(body).not.toContain('localhost');
  });

  it('keep the loopback address for a reader on the server itself', async () => {
    const body = await resetMailAsRead(ctx, { host: 'localhost:3000' });
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?/);
  });

  it('open the portal at the reader’s address in the admin’s outbox too', async () => {
    await resetMailAsRead(ctx, {});
    const admin = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['admin'],
    });
    const res = await ctx.app.inject({
      url: '/portal/api/v2/staff/outbox',
      headers: {
        host: '192.168.1.20:3000',
        authorization: `Bearer ${await ctx.login(admin.email)}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const bodies = res.json<{ data: { body: string }[] }>().data.map((m) => m.body);
    expect(bodies.some((b) => b.includes('http://192.168.1.20:3000/reset-password?'))).toBe(true);
    expect(bodies.join('\n')).not.toContain('localhost');
  });

  it('ignore a Host that is not a plain host and port', async () => {
    const body = await resetMailAsRead(ctx, { host: 'evil.example/<script>' });
    expect(body).toMatch(/http:\/\/localhost:3000\/reset-password\?/);
  });
});

describe('links in the dev outbox with PUBLIC_URL set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const publicUrl = 'https://autobid.example';
    ctx = await createTestContext({ mail: { sender: null, publicUrl }, signIn: { publicUrl } });
  });
  afterAll(() => ctx.close());

  it('stay on the configured public address whatever host the reader used', async () => {
    const body = await resetMailAsRead(ctx, { host: '192.168.1.20:3000' });
    expect(body).toMatch(/https:\/\/autobid\.example\/reset-password\?/);
    expect(body).not.toContain('192.168.1.20');
  });
});
