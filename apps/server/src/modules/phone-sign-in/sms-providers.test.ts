import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_SETTINGS } from '../../config/sign-in-settings';
import { outbox } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { signedInAdmin } from '../admin/admin-test-support';
import { createSmtpSender } from '../mail/mail-sender';
import {
  codeIn,
  dealerWithPhone,
  loginByOtp,
  post,
  sendCode,
  startSmtpServer,
  uniquePhone,
  verifyCode,
} from './phone-test-support';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const mailVia = (smtp: Smtp) => ({
  sender: createSmtpSender({
    url: `smtp://127.0.0.1:${smtp.port}`,
    from: 'AutoBid <no-reply@autobid.example>',
  }),
  publicUrl: 'https://autobid.example/',
});
const devOutbox = (ctx: TestContext) => ctx.app.inject({ url: '/portal/api/v2/dev/outbox' });

describe('codes by SMS through an e-mail-to-SMS gateway (docs/sign-in.md)', () => {
  let ctx: TestContext;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      mail: mailVia(smtp),
      signIn: { smsGatewayDomain: 'sms.test' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('the code reaches the SMTP server as an e-mail to <digits>@gateway and signs the dealer in', async () => {
    const dealer = await dealerWithPhone(ctx);
    const sent = await sendCode(ctx, dealer.phone!);
    expect(sent.statusCode).toBe(200);
    const message = await smtp.waitFor(`${dealer.phone!.slice(1)}@sms.test`);
    expect(message.raw).toMatch(/AutoBid code: \d{6}\. It expires in 5 minutes\. Never share it\./);
    const code = codeIn(message.raw.split('\r\n\r\n').slice(1).join('\n'));
    const token = sent.json().data.access_token;
    expect((await verifyCode(ctx, token, code)).statusCode).toBe(200);
    const login = await loginByOtp(ctx, token, dealer.phone!);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(dealer.id);
    const [row] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, dealer.phone!), eq(outbox.channel, 'sms')));
    expect(row!.sentAt).not.toBeNull();
  });

  it('nothing reaches the gateway for a phone no account uses', async () => {
    const unknown = uniquePhone();
    const dealer = await dealerWithPhone(ctx);
    expect((await sendCode(ctx, unknown)).statusCode).toBe(200);
    expect((await sendCode(ctx, dealer.phone!)).statusCode).toBe(200);
    await smtp.waitFor(`${dealer.phone!.slice(1)}@sms.test`);
    expect(smtp.received.some((m) => m.to.includes(`${unknown.slice(1)}@sms.test`))).toBe(false);
  });

  it('with both providers configured the dev outbox does not exist', async () => {
    const res = await devOutbox(ctx);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('the dev outbox in production mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ signIn: { production: true } });
  });
  afterAll(() => ctx.close());

  it('does not exist, even with no provider', async () => {
    const dealer = await dealerWithPhone(ctx);
    expect((await sendCode(ctx, dealer.phone!)).statusCode).toBe(200);
    expect((await devOutbox(ctx)).statusCode).toBe(404);
  });
});

describe('the dev outbox with SMTP but no SMS gateway', () => {
  let ctx: TestContext;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({ mail: mailVia(smtp) });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('lists the SMS and not the e-mails SMTP sent', async () => {
    const { headers } = await signedInAdmin(ctx);
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/users',
      headers,
      payload: {
        email: 'ops.person@example.com',
        name: 'Ops Person',
        kind: 'staff',
        staff_roles: ['operations'],
        market: 'MY',
      },
    });
    expect(invite.statusCode).toBe(201);
    const dealer = await dealerWithPhone(ctx);
    expect((await sendCode(ctx, dealer.phone!)).statusCode).toBe(200);
    const res = await devOutbox(ctx);
    expect(res.statusCode).toBe(200);
    const messages: { channel: string; to: string }[] = res.json().data;
    expect(messages.map((m) => m.channel)).toEqual(['sms']);
    expect(messages[0]!.to).toBe(dealer.phone);
  });
});

describe('the bot check on sending a code', () => {
  let verifier: Server;
  let answer: object = { success: true, score: 0.9, action: 'otp_send' };
  let ctx: TestContext;
  beforeAll(async () => {
    verifier = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as AddressInfo;
    ctx = await createTestContext({
      signIn: {
        botCheck: {
          ...DEFAULT_SIGN_IN_SETTINGS.botCheck,
          secret: 'test-secret',
          verifyUrl: `http://127.0.0.1:${port}/verify`,
        },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => verifier.close(resolve));
  });
  const send = (phone: string, token?: string) =>
    post(ctx, '/auction/api/v1/otp/send', {
      phone,
      ...(token ? { g_recaptcha_response: token, g_recaptcha_action: 'otp_send' } : {}),
    });

  it('a token the service rejects answers 422 captcha_failed and sends nothing', async () => {
    answer = { success: false };
    const dealer = await dealerWithPhone(ctx);
    const res = await send(dealer.phone!, 'bad-token');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('captcha_failed');
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, dealer.phone!));
    expect(rows).toHaveLength(0);
  });

  it('a token for another action is rejected too', async () => {
    answer = { success: true, score: 0.9, action: 'login' };
    expect((await send(uniquePhone(), 'token')).json().code).toBe('captcha_failed');
  });

  it('a token the service vouches for, or no token at all (the fallback branch), goes on', async () => {
    answer = { success: true, score: 0.9, action: 'otp_send' };
    expect((await send(uniquePhone(), 'good-token')).statusCode).toBe(200);
    expect((await send(uniquePhone())).statusCode).toBe(200);
  });
});
