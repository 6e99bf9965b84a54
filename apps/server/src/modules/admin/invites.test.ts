import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInvites, users } from '../../db/schema';
import { createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { latestAudit, latestMail, signedInAdmin, tokenIn } from './admin-test-support';

const LOOKUP = '/portal/api/v2/invites/lookup';
const ACCEPT = '/portal/api/v2/invites/accept';

describe('the invite link (docs/admin.md)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signedInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}`,
    });

  async function invite(email: string) {
    const group = await createGroup(ctx.db, { kind: 'seller' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/users',
      headers: admin.headers,
      payload: { email, name: 'Invited Person', kind: 'seller', group_id: group.id },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data.id as number, token: tokenIn((await latestMail(ctx))!.body) };
  }

  it('an open link shows whom it is for; setting a password uses it up and the person signs in', async () => {
    const { id, token } = await invite('accept.me@example.com');
    const view = await post(LOOKUP, { token });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toEqual({
      name: 'Invited Person',
      email: 'accept.me@example.com',
      expires_at: new Date(ctx.clock.now() + 72 * 3_600_000).toISOString(),
    });
    const res = await post(ACCEPT, { token, password: 'a-good-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'accept.me@example.com' });
    expect(await ctx.login('accept.me@example.com', 'a-good-password')).toBeTruthy();
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'user.accept_invite',
      actorId: id,
      before: expect.objectContaining({ status: 'invited' }),
      after: expect.objectContaining({ status: 'active' }),
    });

    const again = await post(ACCEPT, { token, password: 'another-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invite_used');
    expect((await post(LOOKUP, { token })).json().code).toBe('invite_used');
  });

  it('a password shorter than 10 characters is refused on its field and the link stays open', async () => {
    const { token } = await invite('short.pass@example.com');
    const res = await post(ACCEPT, { token, password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['must be at least 10 characters']);
    expect((await post(ACCEPT, { token, password: '          ' })).statusCode).toBe(422);
    expect((await post(LOOKUP, { token })).statusCode).toBe(200);
  });

  it('an expired link is refused with its own code and sets no password', async () => {
    const { id, token } = await invite('late@example.com');
    ctx.clock.advance(72 * 3_600_000);
    const res = await post(ACCEPT, { token, password: 'a-good-password' });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('invite_expired');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(user!.passwordHash).toBe('!invited');
    // The admin's own session has run out meanwhile too.
    admin = await signedInAdmin(ctx);
  });

  it('an unknown or malformed token is not found, and nothing is looked up for it', async () => {
    for (const token of ['x'.repeat(43), 'short', '../../etc', '']) {
      const res = await post(LOOKUP, { token });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await post(LOOKUP, {})).statusCode).toBe(422);
  });

  it('a link of an account disabled meanwhile is refused', async () => {
    const { id, token } = await invite('disabled.invite@example.com');
    await ctx.app.inject({
      method: 'POST',
      url: `/portal/api/v2/staff/users/${id}/disable`,
      headers: admin.headers,
    });
    const res = await post(ACCEPT, { token, password: 'a-good-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_disabled');
  });

  it('only the token’s hash is stored', async () => {
    const { id, token } = await invite('hash.only@example.com');
    const rows = await ctx.db.select().from(userInvites).where(eq(userInvites.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('one address trying many tokens is stopped with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: LOOKUP,
        payload: { token: 'y'.repeat(43) },
        remoteAddress: '192.0.2.7',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});
