import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createBotCheck, type BotCheckSettings } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import type { MailSender } from '../mail/mail-sender';
import { createMailer } from '../mail/mailer';
import { createOutboxRepository } from '../mail/outbox.repository';
import { accountRoutes } from './account.routes';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import type { AccountSessions } from './account-sessions';
import { createPasswordChangeService } from './password-change.service';
import { createPasswordResetService } from './password-reset.service';

/** Registers password reset and the account calls with their services (docs/account.md). */
export async function registerAccount(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    /** SMTP, or null: the reset e-mail stays in the outbox. */
    mailSender: MailSender | null;
    /** The site's address, for the link in the reset e-mail. */
    publicUrl: string;
    botCheck: BotCheckSettings;
    /** Forgets this node's remembered sessions of a user (`auth.forgetUser`). */
    forgetSessions: (userId: number) => void;
    /** Ends the user's central sign-in sessions; nothing to end when the service is not wired. */
    endCentralSessions?: AccountSessions['endCentral'];
  },
): Promise<void> {
  const { db, clock } = deps;
  const repo = createAccountRepository(db);
  const sessions: AccountSessions = {
    forget: deps.forgetSessions,
    endCentral: deps.endCentralSessions ?? (() => Promise.resolve()),
  };
  const mailer = createMailer({
    repo: createOutboxRepository(db),
    sender: deps.mailSender,
    clock,
    log: app.log,
  });
  const account = createAccountService({ db, repo, clock, forgetSessions: deps.forgetSessions });
  await app.register(accountRoutes, {
    account,
    passwords: createPasswordChangeService({ db, repo, clock, account, sessions, log: app.log }),
    resets: createPasswordResetService({
      db,
      repo,
      clock,
      mailer,
      botCheck: createBotCheck(deps.botCheck),
      publicUrl: deps.publicUrl,
      sessions,
      log: app.log,
    }),
  });
}
