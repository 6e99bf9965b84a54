import type { DevOutboxMessage, OutboxMessage, OutboxPage } from '@autobid/contract';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import type { MailMessage, MailSender } from './mail-sender';
import { rebaseLoopbackLinks } from './outbox-links';
import type { OutboxChannel, OutboxRepository, OutboxRow } from './outbox.repository';
import type { SmsSender } from './sms-sender';

const PER_PAGE = 50;

export interface MailLog {
  warn(details: object, message: string): void;
}

function present(row: OutboxRow, origin: string | null): OutboxMessage {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    body: rebaseLoopbackLinks(row.body, origin),
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    last_error: row.lastError,
  };
}

function presentForDev(row: OutboxRow, origin: string | null): DevOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    subject: row.subject,
    body: rebaseLoopbackLinks(row.body, origin),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * E-mail (and SMS) in two steps (docs/admin.md): `queue` writes the message to the outbox in the
 * caller's transaction, so it exists exactly when the change that caused it does; `deliver`, after
 * the commit, hands it to SMTP when one is configured and records the outcome. Without SMTP the
 * outbox is the delivery: the back office lists what would have been sent. An SMS (channel `sms`,
 * to an E.164 number) leaves through the SMS sender when one is configured (docs/sign-in.md).
 */
export function createMailer(deps: {
  repo: OutboxRepository;
  sender: MailSender | null;
  /** The SMS provider; without one, SMS stay in the outbox. */
  sms?: SmsSender | null;
  clock: Clock;
  log: MailLog;
}) {
  const { repo, sender, clock, log } = deps;
  const sms = deps.sms ?? null;
  const undeliveredChannels = (): OutboxChannel[] => [
    ...(sender ? [] : ['email' as const]),
    ...(sms ? [] : ['sms' as const]),
  ];
  return {
    queue(
      tx: Executor,
      message: MailMessage & { kind: string; channel?: OutboxChannel },
    ): Promise<number> {
      return repo.insert(tx, {
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        kind: message.kind,
        channel: message.channel ?? 'email',
        createdAt: new Date(clock.now()),
      });
    },

    /** Sends queued messages; a failure is recorded on its row (never thrown), so nothing is lost. */
    async deliver(ids: number[]): Promise<void> {
      if (!sender && !sms) return;
      for (const row of await repo.findByIds(ids)) {
        if (row.sentAt) continue;
        const send =
          row.channel === 'sms'
            ? sms && (() => sms.send({ to: row.toAddress, text: row.body }))
            : sender &&
              (() => sender.send({ to: row.toAddress, subject: row.subject, text: row.body }));
        if (!send) continue;
        try {
          await send();
          await repo.markSent(row.id, new Date(clock.now()));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          // The address and subject only: the body may hold an invite link.
          log.warn(
            { outboxId: row.id, kind: row.kind, channel: row.channel, reason },
            'mail: SMTP refused a message',
          );
          await repo.markFailed(row.id, reason);
        }
      }
    },

    /** The channels no provider delivers: what the dev outbox shows (docs/sign-in.md). */
    undeliveredChannels,

    /**
     * The newest messages of the channels no provider delivers, for the dev outbox; `origin`, the
     * address the reader opened the portal at, replaces the loopback stand-in in their links.
     */
    async newestUndelivered(
      limit: number,
      origin: string | null = null,
    ): Promise<DevOutboxMessage[]> {
      return (await repo.findNewest(undeliveredChannels(), limit)).map((row) =>
        presentForDev(row, origin),
      );
    },

    /** One page of every message; `origin` as for {@link newestUndelivered}. */
    async list(page: number, origin: string | null = null): Promise<OutboxPage> {
      const { rows, total } = await repo.findPage(page, PER_PAGE);
      return {
        data: rows.map((row) => present(row, origin)),
        meta: { pagination: paginate(total, page, PER_PAGE) },
        smtp: sender !== null,
      };
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
