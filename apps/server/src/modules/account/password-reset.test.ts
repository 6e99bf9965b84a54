import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_SETTINGS } from '../../config/sign-in-settings';
import { auditLog, loginFailures, outbox, passwordResets } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { createSmtpSender } from '../mail/mail-sender';
import { bodyOf, resetLinkIn, startSmtpServer, startVerifyServer } from './account-test-support';
import { RESET_REQUESTED } from './password-reset.service';

const BASE = '/portal/api/v2/mytukar/portal/account/password';
const NO_LIMITS = { rateLimits: { ...DEFAULT_SIGN_IN_SETTINGS.rateLimits, enabled: false } };

describe('password reset by e-mail link (docs/account.md)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      signIn: { ...NO_LIMITS, publicUrl: 'https://autobid.example/' },
    });
  });
  afterAll(() => ctx.close());

  const request = (email: string) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/request-reset`, payload: { email } });
  const reset = (userId: number | string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${BASE}/reset/${userId}`, payload });
  const mailsTo = (to: string) =>
    ctx.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id));
  async function linkFor(email: string) {
    expect((await request(email)).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    return resetLinkIn(mail!.body);
  }
  const currentUser = (token: string) =>
    ctx.app.inject({
      url: '/auction/api/v1/users/current',
      headers: { authorization: `Bearer ${token}` },
    });

  it('a known address gets a link in its language; the database keeps only the hash of the token', async () => {
    const user = await createUser(ctx.db, { email: 'lupa.sandi@example.com', language: 'id' });
    const res = await request('Lupa.Sandi@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: RESET_REQUESTED } });
    const [mail] = await mailsTo('lupa.sandi@example.com');
    expect(mail).toMatchObject({ kind: 'password_reset', channel: 'email' });
    expect(mail!.subject).toBe('AutoBid: pilih kata sandi baru');
    const link = resetLinkIn(mail!.body);
    expect(link.url).toBe(
      `https://autobid.example/reset-password?user=${user.id}&token=${link.token}`,
    );
    const [row] = await ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).not.toContain(link.token);
    expect(row!.expiresAt.getTime() - ctx.clock.now()).toBe(60 * 60_000);
  });

  it('an unknown or disabled address gets the same answer and nothing is queued', async () => {
    const known = await createUser(ctx.db);
    await createUser(ctx.db, { email: 'gone@example.com', disabledAt: new Date(ctx.clock.now()) });
    const [before] = await ctx.db.select({ n: count() }).from(outbox);
    const knownAnswer = await request(known.email);
    for (const email of ['nobody-here@example.com', 'gone@example.com']) {
      const res = await request(email);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(knownAnswer.body);
    }
    const [after] = await ctx.db.select({ n: count() }).from(outbox);
    expect(after!.n).toBe(before!.n + 1);
    expect(await mailsTo('gone@example.com')).toEqual([]);
  });

  it('the link sets a new password once, ends every session and clears failed sign-ins', async () => {
    const user = await createUser(ctx.db, { email: 'reset.me@example.com' });
    const oldToken = await ctx.login(user.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/auction/api/v1/loginByEmail',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const { userId, token } = await linkFor(user.email);
    expect(userId).toBe(user.id);

    const res = await reset(user.id, { password: 'harbour-lights-77', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: 'reset.me@example.com' } });
    expect(
      await ctx.db.select().from(loginFailures).where(eq(loginFailures.email, user.email)),
    ).toEqual([]);
    expect((await currentUser(oldToken)).statusCode).toBe(401);
    expect(await ctx.login(user.email, 'harbour-lights-77')).toBeTruthy();
    await expect(ctx.login(user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.reset_password'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorId: user.id, entityId: String(user.id) });
    expect(audit!.after).toEqual({ sessions_ended: 1 });

    const again = await reset(user.id, { password: 'another-fine-phrase', token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('reset_link_invalid');
    expect(await ctx.login(user.email, 'harbour-lights-77')).toBeTruthy();
  });

  it('a link expires after 60 minutes', async () => {
    const user = await createUser(ctx.db);
    const { token } = await linkFor(user.email);
    ctx.clock.advance(60 * 60_000);
    const res = await reset(user.id, { password: 'harbour-lights-77', token });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('reset_link_invalid');
    expect(await ctx.login(user.email)).toBeTruthy();
  });

  it('a newer link spends the earlier one, and a link works only for its own user', async () => {
    const user = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(
      (await reset(user.id, { password: 'harbour-lights-77', token: first.token })).statusCode,
    ).toBe(410);
    expect(
      (await reset(other.id, { password: 'harbour-lights-77', token: second.token })).statusCode,
    ).toBe(410);
    expect(
      (await reset(user.id, { password: 'harbour-lights-77', token: 'x'.repeat(43) })).statusCode,
    ).toBe(410);
    expect(
      (await reset(user.id, { password: 'harbour-lights-77', token: second.token })).statusCode,
    ).toBe(200);
  });

  it('a common password or one made of the e-mail is refused and leaves the link usable', async () => {
    const user = await createUser(ctx.db, { email: 'kampung.dealer@example.com' });
    const { token } = await linkFor(user.email);
    for (const [password, message] of [
      ['Password2024!', 'password is too common: choose one that others would not guess'],
      ['kampung.dealer', 'password must not be your e-mail address'],
      ['short', 'must be at least 10 characters'],
    ] as const) {
      const res = await reset(user.id, { password, token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { password: [message] },
      });
    }
    expect((await reset(user.id, { password: 'harbour-lights-77', token })).statusCode).toBe(200);
  });

  it('bad input is a 422 naming the field, never a 5xx', async () => {
    expect((await request('not-an-email')).json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['email is not a valid email'] },
    });
    const noToken = await reset(1, { password: 'harbour-lights-77' });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().errors.token).toEqual(['Please enter token']);
    expect((await reset('abc', { password: 'harbour-lights-77', token: 'x' })).statusCode).toBe(
      422,
    );
  });
});

describe('the reset e-mail through a real SMTP server', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      signIn: { ...NO_LIMITS, publicUrl: 'https://autobid.example' },
      mail: {
        sender: createSmtpSender({
          url: `smtp://127.0.0.1:${smtp.port}`,
          from: 'AutoBid <no-reply@autobid.example>',
        }),
        publicUrl: 'https://autobid.example',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('the link read from the delivered e-mail resets the password', async () => {
    const user = await createUser(ctx.db, { email: 'smtp.reset@example.com', language: 'th' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/request-reset`,
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const message = await smtp.waitFor('smtp.reset@example.com');
    expect(message.raw).toMatch(/Subject: =\?UTF-8\?/); // the Thai subject, encoded
    expect(bodyOf(message.raw)).toMatch(/^สวัสดีคุณ /);
    const { userId, token } = resetLinkIn(bodyOf(message.raw));
    const done = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/reset/${userId}`,
      payload: { password: 'mekong-sunrise-42', token },
    });
    expect(done.statusCode).toBe(200);
    expect(await ctx.login(user.email, 'mekong-sunrise-42')).toBeTruthy();
  });
});

describe('the reset request behind a bot check', () => {
  const answer = { success: false, action: 'password_reset' };
  let verify: Awaited<ReturnType<typeof startVerifyServer>>;
  let ctx: TestContext;
  beforeAll(async () => {
    verify = await startVerifyServer(answer);
    ctx = await createTestContext({
      signIn: {
        ...NO_LIMITS,
        botCheck: { secret: 'test-secret', siteKey: 'site', verifyUrl: verify.url, minScore: 0.5 },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await verify.close();
  });

  it('a token the service rejects is refused and sends nothing; a vouched one sends the link', async () => {
    const user = await createUser(ctx.db);
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${BASE}/request-reset`,
        payload: {
          email: user.email,
          g_recaptcha_response: 'tok',
          g_recaptcha_action: 'password_reset',
        },
      });
    const mails = () => ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    const refused = await ask();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('captcha_failed');
    expect(await mails()).toHaveLength(0);
    answer.success = true;
    expect((await ask()).statusCode).toBe(200);
    expect(await mails()).toHaveLength(1);
    expect(verify.asked).toHaveLength(2);
    expect(verify.asked[0]).toContain('response=tok');
  });
});
