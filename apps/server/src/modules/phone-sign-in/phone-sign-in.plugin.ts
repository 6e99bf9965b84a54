import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BotCheck } from '../../lib/bot-check';
import type { Clock } from '../../lib/clock';
import type { MailSender } from '../mail/mail-sender';
import { createMailer } from '../mail/mailer';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createSmsSender } from '../mail/sms-sender';
import { createPhoneSignInRepository } from './phone-sign-in.repository';
import { phoneSignInRoutes } from './phone-sign-in.routes';
import { createPhoneSignInService, type PhoneSignInService } from './phone-sign-in.service';

/**
 * Registers sign-in by phone, the help code and the dev outbox (docs/sign-in.md); answers the
 * service, whose `proof` other ways in that accept a phone use.
 */
export async function registerPhoneSignIn(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    botCheck: BotCheck;
    mailSender: MailSender | null;
    smsGatewayDomain: string | null;
    production: boolean;
    startSession: Parameters<typeof createPhoneSignInService>[0]['startSession'];
  },
): Promise<PhoneSignInService> {
  const { db, clock } = deps;
  const mailer = createMailer({
    repo: createOutboxRepository(db),
    sender: deps.mailSender,
    sms: createSmsSender({ mailSender: deps.mailSender, gatewayDomain: deps.smsGatewayDomain }),
    clock,
    log: app.log,
  });
  // A code is sent after the answer, so an answer takes as long whether or not an SMS goes out
  // (which would tell which numbers have accounts); closing the app waits for what is on its way.
  const sending = new Set<Promise<void>>();
  const deliverLater = (ids: number[]) => {
    if (ids.length === 0) return;
    const delivery = mailer
      .deliver(ids)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sms: could not hand over a code'))
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
  };
  app.addHook('onClose', async () => {
    await Promise.all(sending);
  });
  const phone = createPhoneSignInService({
    db,
    repo: createPhoneSignInRepository(db),
    clock,
    botCheck: deps.botCheck,
    mailer,
    deliverLater,
    startSession: deps.startSession,
  });
  await app.register(phoneSignInRoutes, {
    phone,
    mailer,
    devOutbox: !deps.production && mailer.undeliveredChannels().length > 0,
  });
  return phone;
}
