import { desc } from 'drizzle-orm';
import { auditLog, outbox } from '../../db/schema';
import { createUser } from '../../testing/factories';
import type { TestContext } from '../../testing/test-app';

/** An admin (only that role) signed in, with the headers that carry their token. */
export async function signedInAdmin(ctx: TestContext) {
  const user = await createUser(ctx.db, {
    role: 'staff',
    activeGroupId: null,
    staffRoles: ['admin'],
  });
  return { user, headers: { authorization: `Bearer ${await ctx.login(user.email)}` } };
}

export async function signedInAs(ctx: TestContext, overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(ctx.db, overrides);
  return { user, headers: { authorization: `Bearer ${await ctx.login(user.email)}` } };
}

export async function latestAudit(ctx: TestContext) {
  const [row] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

export async function latestMail(ctx: TestContext) {
  const [row] = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row;
}

/** The invite token in an e-mail's link. */
export function tokenIn(body: string): string {
  const match = /\/invite\/([A-Za-z0-9_-]{43})/.exec(body);
  if (!match?.[1]) throw new Error(`no invite link in: ${body}`);
  return match[1];
}
