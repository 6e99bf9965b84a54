import { desc } from 'drizzle-orm';
import { startSmtpServer } from '../../testing/smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createGroup } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { signedInAdmin } from '../admin/admin-test-support';
import { createSmtpSender } from './mail-sender';

describe('e-mail through SMTP (docs/admin.md)', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      mail: {
        sender: createSmtpSender({
          url: `smtp://127.0.0.1:${smtp.port}`,
          from: 'AutoBid <no-reply@autobid.example>',
        }),
        publicUrl: 'https://autobid.example/',
      },
    });
    headers = (await signedInAdmin(ctx)).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close().catch(() => undefined);
  });

  const invite = async (email: string) => {
    const group = await createGroup(ctx.db, { kind: 'dealer' });
    return ctx.app.inject({
      method: 'POST',
      url: '/portal/api/v2/staff/users',
      headers,
      payload: { email, name: 'Mailed Dealer', kind: 'dealer', group_id: group.id },
    });
  };
  const latest = async () =>
    (await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0]!;

  it('an invite is handed to the SMTP server with its link and marked sent in the outbox', async () => {
    expect((await invite('smtp.one@example.com')).statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe('no-reply@autobid.example');
    expect(message!.to).toEqual(['smtp.one@example.com']);
    expect(message!.raw).toMatch(/Subject: Your AutoBid account: set your password/);
    expect(message!.raw.replace(/=\r\n/g, '')).toMatch(
      /https:\/\/autobid\.example\/invite\/[A-Za-z0-9_-]{43}/,
    );
    const row = await latest();
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    const page = await ctx.app.inject({ url: '/portal/api/v2/staff/outbox', headers });
    expect(page.json().smtp).toBe(true);
    expect(page.json().data[0]).toMatchObject({ to: 'smtp.one@example.com', attempts: 1 });
  });

  it('when the SMTP server is down the invite still succeeds and the outbox keeps the message with the error', async () => {
    await smtp.close();
    const res = await invite('smtp.down@example.com');
    expect(res.statusCode).toBe(201);
    const row = await latest();
    expect(row).toMatchObject({ toAddress: 'smtp.down@example.com', sentAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
