import { createUser } from '../../testing/factories';
import type { TestContext } from '../../testing/test-app';

let nextNumber = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A Malaysian mobile number no other test uses, in E.164. */
export function uniquePhone(): string {
  nextNumber += 1;
  return `+6012${String(nextNumber).padStart(7, '0')}`;
}

/** A dealer with a phone of their own. */
export function dealerWithPhone(
  ctx: TestContext,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  return createUser(ctx.db, { phone: uniquePhone(), ...overrides });
}

let nextAddress = 1;
/** An address no other request of the test file comes from, so per-address limits stay apart. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

export function post(ctx: TestContext, url: string, payload: object, remoteAddress?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress ?? freshAddress(),
  });
}

export const sendCode = (ctx: TestContext, phone: string, remoteAddress?: string) =>
  post(ctx, '/auction/api/v1/otp/send', { phone }, remoteAddress);

export const verifyCode = (ctx: TestContext, accessToken: string, code: string) =>
  post(ctx, '/auction/api/v1/otp/verify', { access_token: accessToken, code });

export const loginByOtp = (ctx: TestContext, accessToken: string, phone: string) =>
  post(ctx, '/auction/api/v1/loginByOtp?include=active_group', {
    access_token: accessToken,
    phone,
  });

export const loginByToken = (
  ctx: TestContext,
  accessToken: string,
  phone: string,
  phoneCode: string,
) =>
  post(ctx, '/auction/api/v1/loginByToken?include=active_group', {
    access_token: accessToken,
    phone,
    phone_code: phoneCode,
  });

/** The six-digit code in a message's text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** The newest dev outbox message to `to`, as a newcomer reads it. */
export async function fromDevOutbox(ctx: TestContext, to: string) {
  const res = await ctx.app.inject({ url: '/portal/api/v2/dev/outbox' });
  if (res.statusCode !== 200) throw new Error(`dev outbox: ${res.statusCode} ${res.body}`);
  const messages = res.json<{ data: { to: string; body: string; channel: string }[] }>().data;
  return messages.find((m) => m.to === to);
}

export { startSmtpServer } from '../../testing/smtp-server';
