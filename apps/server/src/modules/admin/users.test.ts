import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, auditLog, outbox, users } from '../../db/schema';
import { createGroup, createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { latestAudit, latestMail, signedInAdmin, signedInAs } from './admin-test-support';

const USERS = '/portal/api/v2/staff/users';

describe('users and invites (docs/admin.md)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signedInAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  it('inviting a seller makes an account without a usable password, an invite and an e-mail, in the audit log', async () => {
    const group = await createGroup(ctx.db, { kind: 'seller', market: 'SG' });
    const res = await post(USERS, {
      email: 'New.Seller@Example.com',
      name: 'New Seller',
      kind: 'seller',
      group_id: group.id,
      language: 'id',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: 'new.seller@example.com',
      kind: 'seller',
      status: 'invited',
      market: 'SG',
      group: { id: group.id, name: group.name },
      staff_roles: [],
    });
    expect(user.invite_expires_at).toBe(new Date(ctx.clock.now() + 72 * 3_600_000).toISOString());
    const mail = await latestMail(ctx);
    expect(mail).toMatchObject({
      toAddress: 'new.seller@example.com',
      kind: 'invite',
      sentAt: null,
    });
    expect(mail!.body).toMatch(/Halo New Seller/);
    expect(mail!.body).toMatch(/\/invite\/[A-Za-z0-9_-]{43}/);
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'user.invite',
      entityId: String(user.id),
      actorId: admin.user.id,
      actorRole: 'admin',
      before: null,
    });
    const login = await post('/auction/api/v1/loginByEmail', {
      email: 'new.seller@example.com',
      password: '!invited',
    });
    expect(login.statusCode).toBe(401);
  });

  it('an invite for an e-mail that already has an account, in any case, is refused on the e-mail', async () => {
    const existing = await createUser(ctx.db);
    const before = await ctx.db.select().from(outbox);
    const res = await post(USERS, {
      email: existing.email.toUpperCase(),
      name: 'Twice',
      kind: 'dealer',
      group_id: existing.activeGroupId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['already has an account']);
    expect(await ctx.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('an invite naming an unknown group, a group of the other kind or another market, or staff without a role, is refused on that field', async () => {
    const dealers = await createGroup(ctx.db, { kind: 'dealer', market: 'MY' });
    const cases = [
      [{ kind: 'dealer', group_id: 2_000_000_000 }, 'group_id'],
      [{ kind: 'seller', group_id: dealers.id }, 'group_id'],
      [{ kind: 'dealer', group_id: dealers.id, market: 'SG' }, 'market'],
      [{ kind: 'dealer' }, 'group_id'],
      [{ kind: 'staff', staff_roles: ['operations'] }, 'market'],
      [{ kind: 'staff', staff_roles: ['operations'], market: 'ZZ' }, 'market'],
      [{ kind: 'staff', staff_roles: ['boss'], market: 'MY' }, 'staff_roles.0'],
      [{ kind: 'staff', market: 'MY' }, 'staff_roles'],
      [{ kind: 'staff', staff_roles: [], market: 'MY' }, 'staff_roles'],
      [{ kind: 'dealer', group_id: dealers.id, staff_roles: ['admin'] }, 'staff_roles'],
    ] as const;
    for (const [fields, field] of cases) {
      const res = await post(USERS, { email: `x${field}@example.com`, name: 'Someone', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(fields)).toContain(field);
    }
    const res = await post(USERS, {
      email: 'not-an-email',
      name: 'X',
      kind: 'staff',
      staff_roles: ['finance'],
      market: 'MY',
    });
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name']);
  });

  it('a staff invite takes its roles and market and no group', async () => {
    const res = await post(USERS, {
      email: 'ops.new@example.com',
      name: 'Ops New',
      kind: 'staff',
      staff_roles: ['operations', 'finance', 'operations'],
      market: 'HK',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      group: null,
      market: 'HK',
      staff_roles: ['operations', 'finance'],
    });
  });

  it('the list filters by kind, group, market, status and a search on name or e-mail', async () => {
    const group = await createGroup(ctx.db, { kind: 'dealer', market: 'ID' });
    const dealer = await createUser(ctx.db, {
      activeGroupId: group.id,
      country: 'ID',
      name: 'Budi Zulkarnain',
    });
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `${USERS}?${query}`, headers: admin.headers })).json();
    expect((await list(`group_id=${group.id}`)).data.map((u: { id: number }) => u.id)).toEqual([
      dealer.id,
    ]);
    expect((await list('q=zulkarn')).data.map((u: { id: number }) => u.id)).toEqual([dealer.id]);
    expect((await list(`q=${dealer.email.slice(0, 12)}`)).data[0].id).toBe(dealer.id);
    expect(
      (await list('market=ID&kind=dealer')).data.every(
        (u: { market: string }) => u.market === 'ID',
      ),
    ).toBe(true);
    const invited = (await list('status=invited')).data;
    expect(invited.length).toBeGreaterThan(0);
    expect(invited.every((u: { status: string }) => u.status === 'invited')).toBe(true);
    const bad = await ctx.app.inject({
      url: `${USERS}?status=gone&group_id=x`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['group_id', 'status']);
  });

  it('resending an invite kills the old link and mails a new one; an account with a password is refused', async () => {
    const group = await createGroup(ctx.db, { kind: 'dealer' });
    const created = await post(USERS, {
      email: 'resend@example.com',
      name: 'Resend Me',
      kind: 'dealer',
      group_id: group.id,
    });
    const id = created.json().data.id;
    const first = (await latestMail(ctx))!.body;
    ctx.clock.advance(60_000);
    const res = await post(`${USERS}/${id}/resend-invite`, {});
    expect(res.statusCode).toBe(200);
    const second = (await latestMail(ctx))!.body;
    expect(second).not.toBe(first);
    const oldToken = /\/invite\/(\S+)/.exec(first)![1];
    const lookup = await post('/portal/api/v2/invites/lookup', { token: oldToken }, {});
    expect(lookup.statusCode).toBe(410);
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'user.resend_invite',
      entityId: String(id),
    });

    const active = await createUser(ctx.db);
    const refused = await post(`${USERS}/${active.id}/resend-invite`, {});
    expect(refused.statusCode).toBe(409);
    expect((await post(`${USERS}/2000000000/resend-invite`, {})).statusCode).toBe(404);
  });

  it('disabling a signed-in dealer ends every session at once, refuses sign-in with a clear code, and enabling lets them back', async () => {
    const dealer = await signedInAs(ctx, {});
    const second = await ctx.login(dealer.user.email);
    const me = () =>
      ctx.app.inject({ url: '/auction/api/v1/users/current', headers: dealer.headers });
    expect((await me()).statusCode).toBe(200);

    const res = await post(`${USERS}/${dealer.user.id}/disable`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('disabled');
    expect(ctx.published).toContainEqual({
      app: 'general',
      channel: `private-user.${dealer.user.id}`,
      event: 'session.ended',
      data: {},
    });
    expect((await me()).statusCode).toBe(401);
    const other = await ctx.app.inject({
      url: '/auction/api/v1/users/current',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(other.statusCode).toBe(401);
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/general/api/v2/broadcasting/auth',
      headers: dealer.headers,
      payload: { socket_id: '1.1', channel_name: `private-user.${dealer.user.id}` },
    });
    expect(channel.statusCode).toBe(401);
    expect(
      await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, dealer.user.id)),
    ).toEqual([]);
    const login = await post(
      '/auction/api/v1/loginByEmail',
      { email: dealer.user.email, password: 'test-pass-1' },
      {},
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_disabled');
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'user.disable',
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'disabled' }),
    });
    expect((await post(`${USERS}/${dealer.user.id}/disable`, {})).statusCode).toBe(409);

    expect((await post(`${USERS}/${dealer.user.id}/enable`, {})).json().data.status).toBe('active');
    expect((await post(`${USERS}/${dealer.user.id}/enable`, {})).statusCode).toBe(409);
    expect(await ctx.login(dealer.user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an admin cannot disable their own account', async () => {
    const res = await post(`${USERS}/${admin.user.id}/disable`, {});
    expect(res.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.disabledAt).toBeNull();
  });

  it('roles change for staff and take effect on the next request; a dealer has none to give', async () => {
    const ops = await signedInAs(ctx, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    const put = (id: number, roles: string[]) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${USERS}/${id}/roles`,
        headers: admin.headers,
        payload: { staff_roles: roles },
      });
    const res = await put(ops.user.id, ['inspector']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff_roles).toEqual(['inspector']);
    const queue = await ctx.app.inject({
      url: '/portal/api/v2/staff/listings',
      headers: ops.headers,
    });
    expect(queue.statusCode).toBe(403);
    expect(await latestAudit(ctx)).toMatchObject({
      action: 'user.roles',
      before: expect.objectContaining({ staff_roles: ['operations'] }),
      after: expect.objectContaining({ staff_roles: ['inspector'] }),
    });
    const dealer = await createUser(ctx.db);
    const refused = await put(dealer.id, ['admin']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.staff_roles).toBeDefined();
    expect((await put(2_000_000_000, ['admin'])).statusCode).toBe(404);
    expect((await put(ops.user.id, ['owner'])).statusCode).toBe(422);
    const none = await put(ops.user.id, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.staff_roles).toEqual([
      'choose at least one; to take every access away, disable the account',
    ]);
    expect((await put(ops.user.id, ['inspector'])).json().data.staff_roles).toEqual(['inspector']);
  });

  it('an admin cannot remove their own admin role, so there is always an admin', async () => {
    const count = (await ctx.db.select().from(auditLog)).length;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${USERS}/${admin.user.id}/roles`,
      headers: admin.headers,
      payload: { staff_roles: ['operations'] },
    });
    expect(res.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.staffRoles).toEqual(['admin']);
    expect(await ctx.db.select().from(auditLog)).toHaveLength(count);
  });

  it('the outbox lists every e-mail newest first and says no SMTP server is configured', async () => {
    const group = await createGroup(ctx.db, { kind: 'dealer' });
    await post(USERS, {
      email: 'outbox.last@example.com',
      name: 'Last One',
      kind: 'dealer',
      group_id: group.id,
    });
    const res = await ctx.app.inject({
      url: '/portal/api/v2/staff/outbox',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().smtp).toBe(false);
    expect(res.json().data[0]).toMatchObject({
      to: 'outbox.last@example.com',
      kind: 'invite',
      sent_at: null,
      attempts: 0,
    });
    const ids = res.json().data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const bad = await ctx.app.inject({
      url: '/portal/api/v2/staff/outbox?page=0',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('operations read the list to find a caller but, like dealers, may not manage users', async () => {
    const ops = await signedInAs(ctx, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    const dealer = await signedInAs(ctx, {});
    expect((await ctx.app.inject({ url: USERS, headers: ops.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: USERS, headers: dealer.headers })).statusCode).toBe(403);
    for (const who of [ops, dealer]) {
      expect((await post(`${USERS}/${admin.user.id}/disable`, {}, who.headers)).statusCode).toBe(
        403,
      );
      const outbox = await ctx.app.inject({
        url: '/portal/api/v2/staff/outbox',
        headers: who.headers,
      });
      expect(outbox.statusCode).toBe(403);
    }
  });
});
