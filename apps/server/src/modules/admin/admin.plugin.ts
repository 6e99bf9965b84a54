import { EVENTS } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailSender } from '../mail/mail-sender';
import { createMailer } from '../mail/mailer';
import { createOutboxRepository } from '../mail/outbox.repository';
import { adminRoutes } from './admin.routes';
import { createGroupsRepository } from './groups.repository';
import { createGroupsService } from './groups.service';
import { invitesRoutes } from './invites.routes';
import { createInvitesService } from './invites.service';
import { createMarketSettingsRepository } from './market-settings.repository';
import { createMarketSettingsService } from './market-settings.service';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

/** How the app sends e-mail: an SMTP sender (or none: the outbox only) and the site's address for links. */
export interface MailSettings {
  sender: MailSender | null;
  publicUrl: string;
}

/** Registers the admin's routes and the public invite calls with their services (docs/admin.md). */
export async function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    mail: MailSettings;
    forgetSessions: (userId: number) => void;
    publishToUser: (userId: number, event: string) => Promise<void>;
    onMarketChange: () => void;
  },
): Promise<void> {
  const { db, clock } = deps;
  const mailer = createMailer({
    repo: createOutboxRepository(db),
    sender: deps.mail.sender,
    clock,
    log: app.log,
  });
  const usersRepo = createUsersRepository(db);
  await app.register(adminRoutes, {
    groups: createGroupsService({ db, repo: createGroupsRepository(db), clock }),
    users: createUsersService({
      db,
      repo: usersRepo,
      clock,
      mailer,
      publicUrl: deps.mail.publicUrl,
      forgetSessions: deps.forgetSessions,
      notifySessionEnded: (userId) =>
        deps.publishToUser(userId, EVENTS.sessionEnded).catch((error: unknown) => {
          app.log.warn({ err: error, userId }, 'realtime: could not tell a disabled user');
        }),
    }),
    markets: createMarketSettingsService({
      db,
      repo: createMarketSettingsRepository(db),
      clock,
      onChange: deps.onMarketChange,
    }),
    mailer,
  });
  await app.register(invitesRoutes, {
    invites: createInvitesService({ db, repo: usersRepo, clock }),
    clock,
  });
}
