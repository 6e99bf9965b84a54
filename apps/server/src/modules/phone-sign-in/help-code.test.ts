import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, helpCodes } from '../../db/schema';
import { createUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { signedInAs } from '../admin/admin-test-support';
import {
  dealerWithPhone,
  fromDevOutbox,
  loginByToken,
  sendCode,
  uniquePhone,
} from './phone-test-support';

const MINUTE = 60_000;

describe('the help code support staff issue when an SMS does not arrive (docs/sign-in.md)', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signedInAs(ctx, { role: 'staff', activeGroupId: null, staffRoles: ['admin'] });
  });
  afterAll(() => ctx.close());

  const issue = (userId: number, headers: Record<string, string> = admin.headers) =>
    ctx.app.inject({
      method: 'POST',
      url: `/portal/api/v2/staff/users/${userId}/help-code`,
      headers,
    });
  async function helpCodeFor(userId: number): Promise<string> {
    const res = await issue(userId);
    expect(res.statusCode).toBe(200);
    return res.json().data.code;
  }
  async function verificationFor(phone: string): Promise<string> {
    const res = await sendCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    return res.json().data.access_token;
  }
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('an admin issues a six-digit help code, shown once; the audit log names it without the code', async () => {
    const dealer = await dealerWithPhone(ctx);
    const res = await issue(dealer.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      code: expect.stringMatching(/^\d{6}$/),
      phone: dealer.phone,
      expires_at: new Date(ctx.clock.now() + 15 * MINUTE).toISOString(),
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(dealer.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'user.help_code',
      entityType: 'user',
      actorId: admin.user.id,
    });
    expect(JSON.stringify(audits[0])).not.toContain(data.code);
    const [stored] = await ctx.db.select().from(helpCodes).where(eq(helpCodes.userId, dealer.id));
    expect(stored!.codeHash).not.toContain(data.code);
  });

  it('operations may issue one; finance, an inspector and a dealer may not', async () => {
    const dealer = await dealerWithPhone(ctx);
    const operations = await signedInAs(ctx, {
      role: 'staff',
      activeGroupId: null,
      staffRoles: ['operations'],
    });
    expect((await issue(dealer.id, operations.headers)).statusCode).toBe(200);
    for (const staffRoles of [['finance'], ['inspector']] as const) {
      const other = await signedInAs(ctx, {
        role: 'staff',
        activeGroupId: null,
        staffRoles: [...staffRoles],
      });
      expect((await issue(dealer.id, other.headers)).statusCode).toBe(403);
    }
    const { headers } = await ctx.dealer();
    expect((await issue(dealer.id, headers)).statusCode).toBe(403);
  });

  it('an account without a phone, a staff account and an unknown user are refused clearly', async () => {
    const noPhone = await createUser(ctx.db);
    const res = await issue(noPhone.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'This account has no phone number: add one before issuing a help code.',
    });
    const staff = await createUser(ctx.db, {
      role: 'staff',
      activeGroupId: null,
      phone: uniquePhone(),
    });
    expect((await issue(staff.id)).json()).toMatchObject({
      code: 'validation_failed',
      message: 'Help codes are for dealer and seller accounts.',
    });
    const unknown = await issue(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('the dealer signs in with the help code and the verification from the send step, without the SMS code', async () => {
    const dealer = await dealerWithPhone(ctx);
    const code = await helpCodeFor(dealer.id);
    const token = await verificationFor(dealer.phone!);
    const res = await loginByToken(ctx, token, dealer.phone!, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: dealer.id, phone: dealer.phone });
    expect(res.json().data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(code);
    // Both are used up: the same pair, or the code with a new verification, no longer work.
    expect((await loginByToken(ctx, token, dealer.phone!, code)).statusCode).toBe(422);
    ctx.clock.advance(MINUTE);
    const fresh = await verificationFor(dealer.phone!);
    const reused = await loginByToken(ctx, fresh, dealer.phone!, code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('auth/invalid-verification-code');
  });

  it("a help code is refused for another dealer's phone", async () => {
    const owner = await dealerWithPhone(ctx);
    const stranger = await dealerWithPhone(ctx);
    const code = await helpCodeFor(owner.id);
    // With the stranger's own verification: their account has no help code.
    const strangers = await loginByToken(
      ctx,
      await verificationFor(stranger.phone!),
      stranger.phone!,
      code,
    );
    expect(strangers.statusCode).toBe(422);
    expect(strangers.json().code).toBe('auth/invalid-verification-code');
    // With the owner's verification but another phone: the phone does not match.
    const ownerToken = await verificationFor(owner.phone!);
    const mismatch = await loginByToken(ctx, ownerToken, stranger.phone!, code);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('auth/invalid-phone-number');
    // The refusals did not spend the owner's code.
    expect((await loginByToken(ctx, ownerToken, owner.phone!, code)).statusCode).toBe(200);
  });

  it('five wrong help codes spend it: the right one is then refused with 429 auth/too-many-requests', async () => {
    const dealer = await dealerWithPhone(ctx);
    const code = await helpCodeFor(dealer.id);
    const token = await verificationFor(dealer.phone!);
    for (let i = 0; i < 5; i += 1) {
      const res = await loginByToken(ctx, token, dealer.phone!, otherThan(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('auth/invalid-verification-code');
    }
    ctx.clock.advance(MINUTE);
    const fresh = await verificationFor(dealer.phone!);
    const res = await loginByToken(ctx, fresh, dealer.phone!, code);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('auth/too-many-requests');
  });

  it('a new help code replaces the earlier one', async () => {
    const dealer = await dealerWithPhone(ctx);
    const first = await helpCodeFor(dealer.id);
    const second = await helpCodeFor(dealer.id);
    const token = await verificationFor(dealer.phone!);
    if (first !== second)
      expect((await loginByToken(ctx, token, dealer.phone!, first)).statusCode).toBe(422);
    expect((await loginByToken(ctx, token, dealer.phone!, second)).statusCode).toBe(200);
  });

  it('a help code fifteen minutes old is refused; a verification just under thirty minutes old still works', async () => {
    const dealer = await dealerWithPhone(ctx);
    const stale = await helpCodeFor(dealer.id);
    ctx.clock.advance(15 * MINUTE);
    const token = await verificationFor(dealer.phone!);
    const late = await loginByToken(ctx, token, dealer.phone!, stale);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('auth/invalid-verification-code');

    const code = await helpCodeFor(dealer.id);
    ctx.clock.advance(15 * MINUTE - 1_000);
    expect((await loginByToken(ctx, token, dealer.phone!, code)).statusCode).toBe(200);
  });

  it('a verification sent thirty minutes before answers 410 auth/code-expired', async () => {
    const dealer = await dealerWithPhone(ctx);
    const token = await verificationFor(dealer.phone!);
    ctx.clock.advance(30 * MINUTE);
    const code = await helpCodeFor(dealer.id);
    const res = await loginByToken(ctx, token, dealer.phone!, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('auth/code-expired');
  });

  it('a help code never reaches the outbox or any answer but its issue', async () => {
    const dealer = await dealerWithPhone(ctx);
    const code = await helpCodeFor(dealer.id);
    const sent = await sendCode(ctx, dealer.phone!);
    expect(sent.body).not.toContain(code);
    const sms = await fromDevOutbox(ctx, dealer.phone!);
    expect(sms!.body).not.toContain(code);
  });

  it('a help code of the wrong shape answers 422 validation_failed', async () => {
    const res = await loginByToken(ctx, 'x'.repeat(43), uniquePhone(), '12ab');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { phone_code: ['phone_code must be 6 digits'] },
    });
  });
});
