import type { ChangePassword, User } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertPasswordAllowed } from '../../lib/password-policy';
import type { Caller } from '../auth/auth.service';
import type { MailLog } from '../mail/mailer';
import type { AccountRepository } from './account.repository';
import type { AccountService } from './account.service';
import { actorOf, type AccountSessions } from './account-sessions';

function refuse(
  field: 'current_password' | 'password',
  code: 'wrong_password' | 'validation_failed',
  message: string,
) {
  return new AppError(code, message, { errors: { [field]: [message] } });
}

/**
 * A signed-in person's new password (docs/account.md): the current one proves it is them; every
 * other session of the account ends, the one that asked stays signed in.
 */
export function createPasswordChangeService(deps: {
  db: Database;
  repo: AccountRepository;
  clock: Clock;
  account: AccountService;
  sessions: AccountSessions;
  log: MailLog;
}) {
  const { db, repo, clock } = deps;

  return {
    /** `token` is the caller's bearer token, kept at the central service when it is one of its. */
    async changePassword(
      caller: Caller,
      id: number,
      input: ChangePassword,
      token?: string,
    ): Promise<User> {
      if (id !== caller.user.id)
        throw new AppError('forbidden', 'You can only change your own password.');
      // The row, not the remembered caller: the hash may have changed in the last few seconds.
      const user = await repo.findUser(db, id);
      if (!user) throw new AppError('not_found', `User ${id} does not exist.`);
      if (!(await verifyPassword(user.passwordHash, input.current_password)))
        throw refuse('current_password', 'wrong_password', 'current_password is not correct');
      assertPasswordAllowed(input.password, { email: user.email });
      if (await verifyPassword(user.passwordHash, input.password))
        throw refuse('password', 'validation_failed', 'password must differ from the current one');
      const passwordHash = await hashPassword(input.password);
      const changed = await db.transaction(async (tx) => {
        const locked = await repo.lockUser(tx, id);
        if (!locked || locked.passwordHash !== user.passwordHash)
          throw new AppError(
            'invalid_transition',
            'Your password was changed meanwhile. Sign in again and retry.',
          );
        const at = new Date(clock.now());
        await repo.updateUser(tx, id, { passwordHash, updatedAt: at });
        // A caller of the central sign-in service holds no access_tokens row (tokenId 0).
        const ended = await repo.revokeTokens(tx, {
          userId: id,
          at,
          ...(caller.tokenId !== 0 ? { exceptTokenId: caller.tokenId } : {}),
        });
        await recordAudit(tx, {
          actor: actorOf(locked),
          action: 'user.change_password',
          entityType: 'user',
          entityId: id,
          after: { sessions_ended: ended },
          at,
        });
        return deps.account.presentWithGroup(tx, { ...locked, passwordHash, updatedAt: at });
      });
      deps.sessions.forget(id);
      const keepToken = caller.tokenId === 0 ? token : undefined;
      await deps.sessions.endCentral(id, keepToken ? { keepToken } : {}).catch((error: unknown) => {
        deps.log.warn({ err: error, userId: id }, 'sso: could not end central sessions');
      });
      return changed;
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
