import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { latestMail, signedInAdmin, tokenIn } from '../admin/admin-test-support';

describe('the password policy on an invite link (docs/account.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a common password is refused and the link still sets a good one', async () => {
    const admin = await signedInAdmin(ctx);
    const group = await createGroup(ctx.db, { kind: 'dealer' });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/users',
      headers: admin.headers,
      payload: {
        email: 'new.dealer@example.com',
        name: 'New Dealer',
        kind: 'dealer',
        group_id: group.id,
      },
    });
    expect(invited.statusCode).toBe(201);
    const token = tokenIn((await latestMail(ctx))!.body);
    const accept = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/portal/api/v2/invites/accept',
        payload: { token, password },
      });
    const refused = await accept('password123');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual([
      'password is too common: choose one that others would not guess',
    ]);
    expect((await accept('selangor-motors-8')).statusCode).toBe(200);
    expect(await ctx.login('new.dealer@example.com', 'selangor-motors-8')).toBeTruthy();
  });
});
