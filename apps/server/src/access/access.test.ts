import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/test-app';
import { registerAccess } from './access';

describe('the access check', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const schedule = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/auctions',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{not json',
    });

  it('a wrong role is refused with 403 forbidden before the body is read; signed out is 401', async () => {
    const { headers } = await ctx.dealer();
    const wrong = await schedule(headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('forbidden');
    const anonymous = await schedule({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
  });

  it('a staff user holding the role gets past the check to the input (here a 400 for the broken body)', async () => {
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['inspector', 'operations'],
    });
    const res = await schedule({ authorization: `Bearer ${await ctx.login(staff.email)}` });
    expect(res.statusCode).toBe(400);
  });

  it('a route that declares no access cannot be registered', () => {
    const app = Fastify();
    registerAccess(app);
    expect(() => app.get('/undeclared', async () => 'hello')).toThrow(
      'GET /undeclared declares no access',
    );
  });
});
