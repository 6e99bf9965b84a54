import type { InviteView } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashToken, isTokenShaped } from '../auth/tokens';
import type { InviteRow, UserRow, UsersRepository } from './users.repository';
import { auditedUser } from './user-view';

const unknown = () =>
  new AppError('not_found', 'This invite link is not valid. Ask your administrator for a new one.');

/**
 * The public side of an invite (docs/admin.md): whom a link is for, and setting the password
 * with it once. The token is looked up by its SHA-256 through a unique index, so no comparison
 * of the secret itself takes place, and it is never logged.
 */
export function createInvitesService(deps: { db: Database; repo: UsersRepository; clock: Clock }) {
  const { db, repo, clock } = deps;

  /** The invite of a token, refused unless it can still be used. */
  async function usable(
    tx: Executor,
    token: string,
  ): Promise<{ invite: InviteRow; user: UserRow }> {
    if (!isTokenShaped(token)) throw unknown();
    const found = await repo.findInviteByHash(tx, hashToken(token));
    if (!found) throw unknown();
    if (found.invite.usedAt)
      throw new AppError(
        'invite_used',
        'This invite link was already used. Sign in with the password you set.',
      );
    if (found.invite.expiresAt.getTime() <= clock.now())
      throw new AppError(
        'invite_expired',
        'This invite link has expired. Ask your administrator to send a new one.',
      );
    if (found.user.disabledAt)
      throw new AppError('account_disabled', 'This account is disabled. Ask your administrator.');
    return found;
  }

  return {
    async view(token: string): Promise<InviteView> {
      const { invite, user } = await usable(db, token);
      return { name: user.name, email: user.email, expires_at: invite.expiresAt.toISOString() };
    },

    /** Sets the password and uses the link up; the person then signs in as anyone does. */
    async accept(token: string, password: string): Promise<{ email: string }> {
      await usable(db, token);
      // Hashing takes a while; it is done before the transaction, which only stores the result.
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const { invite, user } = await usable(tx, token);
        assertPasswordAllowed(password, { email: user.email });
        const locked = await repo.lockInvite(tx, invite.id);
        if (!locked || locked.usedAt)
          throw new AppError('invite_used', 'This invite link was already used.');
        const at = new Date(clock.now());
        await repo.markInviteUsed(tx, invite.id, at);
        await repo.update(tx, user.id, { passwordHash, updatedAt: at });
        await recordAudit(tx, {
          actor: {
            id: user.id,
            role: user.role === 'staff' ? user.staffRoles.join('+') || 'staff' : user.role,
          },
          action: 'user.accept_invite',
          entityType: 'user',
          entityId: user.id,
          before: auditedUser(user),
          after: auditedUser({ ...user, passwordHash }),
          at,
        });
        return { email: user.email };
      });
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
