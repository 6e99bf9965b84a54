import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../../db/audit-log';
import { groups, outbox, userInvites, users } from '../../db/schema';
import { INVITE_TTL_HOURS, inviteLink, inviteMail, newInviteToken } from '../admin/invite-mail';
import { NO_PASSWORD } from '../admin/users.repository';
import { DEMO_GROUPS } from './demo-accounts';

/** The demo's invited dealer: `new.dealer@demo.test`, then `new.dealer.2@demo.test`, … once used. */
const emailFor = (n: number) => (n === 1 ? 'new.dealer@demo.test' : `new.dealer.${n}@demo.test`);

/**
 * Keeps one open invite in the demo (docs/admin.md), so the admin's users page and outbox always
 * show one waiting: when no invite is open, the demo's invited dealer gets a new link, or a new
 * invited dealer is made once the last one set a password. Returns whether it sent one.
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
    let user = demoInvited.find((u) => u.passwordHash === NO_PASSWORD && !u.disabledAt);
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
      actor: null,
      action: 'user.invite',
      entityType: 'user',
      entityId: user!.id,
      after: { email: user!.email, kind: 'dealer', group_id: group.id, status: 'invited' },
      reason: 'Demo data: one invite is always waiting.',
      at: now,
    });
    return true;
  });
}
