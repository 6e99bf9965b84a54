import type { RequestPasswordReset, ResetPassword } from '@autobid/contract';
import { recordAudit } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BotCheck } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashToken, isTokenShaped } from '../auth/tokens';
import type { Mailer, MailLog } from '../mail/mailer';
import type { AccountRepository, AccountUserRow, PasswordResetRow } from './account.repository';
import { actorOf, type AccountSessions } from './account-sessions';
import { newResetToken, RESET_TTL_MINUTES, resetLink, resetMail } from './reset-mail';

/** The one answer to every reset request: it never tells whether the address has an account. */
export const RESET_REQUESTED =
  'If an account uses this e-mail address, we have sent it a link to choose a new password.';

const invalidLink = () =>
  new AppError(
    'reset_link_invalid',
    'This password reset link does not work any more. Ask for a new one.',
  );

/**
 * Forgotten passwords (docs/account.md): a single-use link by e-mail that expires, then a new
 * password that ends every session of the account. Only the SHA-256 of a link's token is stored.
 */
export function createPasswordResetService(deps: {
  db: Database;
  repo: AccountRepository;
  clock: Clock;
  mailer: Mailer;
  botCheck: BotCheck;
  publicUrl: string;
  sessions: AccountSessions;
  log: MailLog;
}) {
  const { db, repo, clock, mailer } = deps;

  /** The link's row and user, refused alike whatever is wrong, so a guess learns nothing. */
  async function usable(
    tx: Executor,
    userId: number,
    token: string,
  ): Promise<{ reset: PasswordResetRow; user: AccountUserRow }> {
    if (!isTokenShaped(token)) throw invalidLink();
    const reset = await repo.findResetByHash(tx, hashToken(token));
    if (!reset || reset.userId !== userId || reset.usedAt) throw invalidLink();
    if (reset.expiresAt.getTime() <= clock.now()) throw invalidLink();
    const user = await repo.findUser(tx, userId);
    if (!user || user.disabledAt) throw invalidLink();
    return { reset, user };
  }

  /** Queues the e-mail with a new link in the transaction; earlier links stop working. */
  async function issueLink(tx: Executor, user: AccountUserRow, at: Date): Promise<number> {
    await repo.spendOpenResets(tx, user.id, at);
    const { token, tokenHash } = newResetToken();
    await repo.insertReset(tx, {
      userId: user.id,
      tokenHash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_TTL_MINUTES * 60_000),
    });
    return mailer.queue(
      tx,
      resetMail({
        name: user.name,
        email: user.email,
        language: user.language,
        link: resetLink(deps.publicUrl, user.id, token),
      }),
    );
  }

  return {
    /**
     * Sends a link when the address has an enabled account; answers the same either way. The
     * e-mail is handed to SMTP after the answer, so a slow mail server does not tell either.
     */
    async requestReset(input: RequestPasswordReset & { ip: string }): Promise<{ message: string }> {
      await deps.botCheck.verify({
        token: input.g_recaptcha_response,
        action: 'password_reset',
        ip: input.ip,
      });
      const user = await repo.findUserByEmail(input.email.trim());
      if (user && !user.disabledAt) {
        const mailId = await db.transaction((tx) => issueLink(tx, user, new Date(clock.now())));
        void mailer.deliver([mailId]).catch((error: unknown) => {
          deps.log.warn({ err: error, outboxId: mailId }, 'mail: could not send a reset link');
        });
      }
      return { message: RESET_REQUESTED };
    },

    /** Sets the password with a link once; every session of the account ends. */
    async resetPassword(userId: number, input: ResetPassword): Promise<{ email: string }> {
      const { reset, user } = await usable(db, userId, input.token);
      assertPasswordAllowed(input.password, { email: user.email });
      // Hashing takes a while; it is done before the transaction, which only stores the result.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const locked = await repo.lockReset(tx, reset.id);
        if (!locked || locked.usedAt) throw invalidLink();
        const at = new Date(clock.now());
        await repo.spendOpenResets(tx, userId, at);
        await repo.updateUser(tx, userId, { passwordHash, updatedAt: at });
        const ended = await repo.revokeTokens(tx, { userId, at });
        await repo.clearLoginFailures(tx, user.email);
        await recordAudit(tx, {
          actor: actorOf(user),
          action: 'user.reset_password',
          entityType: 'user',
          entityId: userId,
          after: { sessions_ended: ended },
          at,
        });
      });
      deps.sessions.forget(userId);
      await deps.sessions.endCentral(userId).catch((error: unknown) => {
        deps.log.warn({ err: error, userId }, 'sso: could not end central sessions after a reset');
      });
      return { email: user.email };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
