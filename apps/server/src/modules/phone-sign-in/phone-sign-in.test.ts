import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, phoneVerifications, users } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/test-app';
import {
  codeIn,
  dealerWithPhone,
  freshAddress,
  fromDevOutbox,
  loginByOtp,
  sendCode,
  uniquePhone,
  verifyCode,
} from './phone-test-support';

const MINUTE = 60_000;

describe('sign-in by phone with a one-time code, no SMS provider (docs/sign-in.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Sends a code and reads it from the dev outbox, as a newcomer on a fresh clone does. */
  async function challenge(phone: string) {
    const res = await sendCode(ctx, phone);
    expect(res.statusCode).toBe(200);
    const token: string = res.json().data.access_token;
    const message = await fromDevOutbox(ctx, res.json().data.phone);
    return { token, code: message ? codeIn(message.body) : '' };
  }
  const smsTo = (phone: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, phone), eq(outbox.channel, 'sms')));

  it('a dealer signs in by phone: send, the code from the dev outbox, verify, loginByOtp', async () => {
    const user = await dealerWithPhone(ctx);
    const typed = `${user.phone!.slice(0, 3)} ${user.phone!.slice(3, 5)}-${user.phone!.slice(5)}`;
    const sent = await sendCode(ctx, typed);
    expect(sent.statusCode).toBe(200);
    const now = ctx.clock.now();
    expect(sent.json().data).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      phone: user.phone,
      expires_at: new Date(now + 5 * MINUTE).toISOString(),
      resend_at: new Date(now + MINUTE).toISOString(),
      code_length: 6,
    });
    const message = await fromDevOutbox(ctx, user.phone!);
    expect(message).toMatchObject({ channel: 'sms', to: user.phone });
    expect(message!.body).toMatch(
      /^AutoBid code: \d{6}\. It expires in 5 minutes\. Never share it\.$/,
    );
    const code = codeIn(message!.body);
    expect(sent.body).not.toContain(code);

    const token = sent.json().data.access_token;
    const verified = await verifyCode(ctx, token, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { access_token: token, verified: true } });

    const login = await loginByOtp(ctx, token, user.phone!);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      id: user.id,
      phone: user.phone,
      active_group: { id: user.activeGroupId },
    });
    expect(login.body).not.toContain(code);
    const current = await ctx.app.inject({
      url: '/auction/api/v1/users/current',
      headers: { authorization: `Bearer ${login.json().data.access_token}` },
    });
    expect(current.json().data.id).toBe(user.id);
  });

  it('a phone no account uses gets the same answer and no SMS is queued; so does a disabled account', async () => {
    const unknown = uniquePhone();
    const disabled = await dealerWithPhone(ctx, { disabledAt: new Date(ctx.clock.now()) });
    const known = await dealerWithPhone(ctx);
    const shape = (body: { data: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(body.data).map(([k, v]) => [k, typeof v]));
    const answers = [];
    for (const phone of [unknown, disabled.phone!, known.phone!]) {
      const res = await sendCode(ctx, phone);
      expect(res.statusCode).toBe(200);
      answers.push(shape(res.json()));
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(await smsTo(unknown)).toHaveLength(0);
    expect(await smsTo(disabled.phone!)).toHaveLength(0);
    expect(await smsTo(known.phone!)).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, unknown));
    expect(rows).toHaveLength(1);
  });

  it('a phone that cannot be read, of a country not served, invalid for its country or with an extension is refused with 422 auth/invalid-phone-number', async () => {
    for (const [phone, message] of [
      ['not a phone', /phone is not a valid phone number/],
      ['+1 202 555 0100', /\+65, \+62, \+60, \+66, \+61, \+852, \+84/],
      ['+60 1', /phone is not a valid phone number/],
      ['+65 1234', /phone is not a valid phone number/],
      ['+65 9123 4567 ext. 12', /phone cannot have an extension/],
    ] as const) {
      const res = await sendCode(ctx, phone);
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().code).toBe('auth/invalid-phone-number');
      expect(res.json().message).toMatch(message);
      expect(res.json().errors.phone).toHaveLength(1);
    }
  });

  it('a send without a phone answers 422 validation_failed with the spec message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/otp/send',
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { phone: ['Please enter phone'] },
    });
  });

  it('a second code for the same phone within 60 seconds is refused with 429 and Retry-After, then allowed', async () => {
    const phone = uniquePhone();
    expect((await sendCode(ctx, phone)).statusCode).toBe(200);
    ctx.clock.advance(20_000);
    const again = await sendCode(ctx, phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Please wait 40 seconds before asking for another code.',
    });
    expect(again.headers['retry-after']).toBe('40');
    ctx.clock.advance(40_000);
    expect((await sendCode(ctx, phone)).statusCode).toBe(200);
  });

  it('after five codes to one phone in an hour the sixth is refused until the hour has passed', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(ctx, phone)).statusCode).toBe(200);
      ctx.clock.advance(MINUTE);
    }
    const sixth = await sendCode(ctx, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Too many codes were sent to this number. Try again later.',
    });
    // The first of the five was sent five minutes ago: the hour frees up in 55 minutes.
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
    ctx.clock.advance(55 * MINUTE + 1_000);
    expect((await sendCode(ctx, phone)).statusCode).toBe(200);
  });

  it('one address may ask for twenty codes an hour; the twenty-first is refused', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await sendCode(ctx, uniquePhone(), address)).statusCode).toBe(200);
    const res = await sendCode(ctx, uniquePhone(), address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Too many codes were asked for from this address. Try again later.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by it.
    expect((await sendCode(ctx, uniquePhone())).statusCode).toBe(200);
  });

  it('a wrong code answers 422 auth/invalid-verification-code; after five the verification is spent with 429', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verifyCode(ctx, token, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'auth/invalid-verification-code',
        message: 'The code is not correct. Check the SMS and try again.',
      });
    }
    const spent = await verifyCode(ctx, token, code);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('auth/too-many-requests');
    expect((await loginByOtp(ctx, token, user.phone!)).statusCode).toBe(422);
  });

  it('a right code after a few wrong ones still verifies', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await verifyCode(ctx, token, wrong);
    expect((await verifyCode(ctx, token, code)).statusCode).toBe(200);
  });

  it('a code typed after five minutes answers 410 auth/code-expired', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    ctx.clock.advance(5 * MINUTE);
    const res = await verifyCode(ctx, token, code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'auth/code-expired',
      message: 'The code has expired. Ask for a new code.',
    });
  });

  it('an unknown or malformed verification token answers 422 auth/invalid-verification-code', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      const res = await verifyCode(ctx, token, '123456');
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('auth/invalid-verification-code');
    }
  });

  it('a code that is not six digits answers 422 validation_failed', async () => {
    const res = await verifyCode(ctx, 'x'.repeat(43), '12345');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { code: ['code must be 6 digits'] },
    });
  });

  it('loginByOtp before the code is verified answers 422 auth/invalid-verification-code', async () => {
    const user = await dealerWithPhone(ctx);
    const { token } = await challenge(user.phone!);
    const res = await loginByOtp(ctx, token, user.phone!);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth/invalid-verification-code');
  });

  it('loginByOtp with another phone than the verified one answers 422 auth/invalid-phone-number', async () => {
    const user = await dealerWithPhone(ctx);
    const other = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    expect((await verifyCode(ctx, token, code)).statusCode).toBe(200);
    const res = await loginByOtp(ctx, token, other.phone!);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth/invalid-phone-number');
    const unreadable = await loginByOtp(ctx, token, 'abc');
    expect(unreadable.json().code).toBe('auth/invalid-phone-number');
    // Refusals do not use the verification up: the right phone still signs in.
    expect((await loginByOtp(ctx, token, user.phone!)).statusCode).toBe(200);
  });

  it('loginByOtp ten minutes after the code was verified answers 410 auth/code-expired', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    expect((await verifyCode(ctx, token, code)).statusCode).toBe(200);
    ctx.clock.advance(10 * MINUTE);
    const res = await loginByOtp(ctx, token, user.phone!);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('auth/code-expired');
  });

  it('a verification signs in once: the second loginByOtp and a later verify are refused', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    await verifyCode(ctx, token, code);
    expect((await loginByOtp(ctx, token, user.phone!)).statusCode).toBe(200);
    const again = await loginByOtp(ctx, token, user.phone!);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'auth/invalid-verification-code',
      message: 'This code can no longer be used. Ask for a new code.',
    });
    expect((await verifyCode(ctx, token, code)).statusCode).toBe(422);
  });

  it('the phone changed to another account meanwhile: loginByOtp answers 422 auth/invalid-phone-number', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    await verifyCode(ctx, token, code);
    const phone = user.phone!;
    await ctx.db.update(users).set({ phone: null }).where(eq(users.id, user.id));
    await dealerWithPhone(ctx, { phone });
    const res = await loginByOtp(ctx, token, phone);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth/invalid-phone-number');
  });

  it('codes and verification tokens are stored only as hashes', async () => {
    const user = await dealerWithPhone(ctx);
    const { token, code } = await challenge(user.phone!);
    const [row] = await ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phone, user.phone!));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
