import { and, asc, eq, gt, inArray, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../db/audit-log';
import { groups, outbox, userInvites, users } from '../../db/schema';
import { INVITE_TTL_HOURS, inviteLink, inviteMail, newInviteToken } from '../admin/invite-mail';
import { auditedUser } from '../admin/user-view';
import { NO_PASSWORD } from '../admin/users.repository';
import { DEMO_EMAILS, DEMO_GROUPS } from './demo-accounts';

const ADMIN_EMAIL = 'admin@demo.test';

/** The demo's invited dealer: `new.dealer@demo.test`, then `new.dealer.2@demo.test`, … once used. */
const emailFor = (n: number) => (n === 1 ? 'new.dealer@demo.test' : `new.dealer.${n}@demo.test`);

/**
 * Keeps one open invite in the demo (docs/admin.md), so the admin's users page and outbox always
 * show one waiting: when no invite is open, the demo's invited dealer gets a new link, or a new
 * invited dealer is made once the last one set a password. The invite is the admin account's (or
 * the all-roles staff account's), in the audit log as an administrator's invite or new link.
 * Returns whether it sent one.
 */
export async function topUpInvites(
  db: Database,
  options: { now: Date; publicUrl: string },
): Promise<boolean> {
  const { now, publicUrl } = options;
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: userInvites.id })
      .from(userInvites)
      .where(and(isNull(userInvites.usedAt), gt(userInvites.expiresAt, now)))
      .limit(1);
    if (open) return false;
    const groupName = DEMO_GROUPS.find((g) => g.key === 'dealerB')!.name;
    const [group] = await tx.select().from(groups).where(eq(groups.name, groupName)).limit(1);
    if (!group) return false;
    const demoInvited = await tx
      .select()
      .from(users)
      .where(like(users.email, 'new.dealer%@demo.test'))
      .orderBy(asc(users.id));
    const admins = await tx
      .select({ id: users.id, email: users.email, staffRoles: users.staffRoles })
      .from(users)
      .where(inArray(users.email, [ADMIN_EMAIL, DEMO_EMAILS.staff]));
    const admin =
      admins.find((a) => a.email === ADMIN_EMAIL) ??
      admins.find((a) => a.email === DEMO_EMAILS.staff);
    let user = demoInvited.find((u) => u.passwordHash === NO_PASSWORD && !u.disabledAt);
    const again = user !== undefined;
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: emailFor(demoInvited.length + 1),
          name: 'Farah Iskandar',
          passwordHash: NO_PASSWORD,
          role: 'dealer',
          country: group.market,
          language: 'en',
          activeGroupId: group.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    const { token, tokenHash } = newInviteToken();
    await tx.insert(userInvites).values({
      userId: user!.id,
      tokenHash,
      createdBy: admin?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000),
    });
    const mail = inviteMail({
      name: user!.name,
      email: user!.email,
      language: user!.language,
      link: inviteLink(publicUrl, token),
    });
    await tx.insert(outbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      kind: mail.kind,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: admin ? { id: admin.id, role: admin.staffRoles.join('+') || 'staff' } : null,
      action: again ? 'user.resend_invite' : 'user.invite',
      entityType: 'user',
      entityId: user!.id,
      ...(again ? { before: auditedUser(user!) } : {}),
      after: auditedUser(user!),
      at: now,
    });
    return true;
  });
}
