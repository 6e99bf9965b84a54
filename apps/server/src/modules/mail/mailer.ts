import type { OutboxMessage, OutboxPage } from '@autobid/contract';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import type { MailMessage, MailSender } from './mail-sender';
import type { OutboxRepository, OutboxRow } from './outbox.repository';

const PER_PAGE = 50;

export interface MailLog {
  warn(details: object, message: string): void;
}

function present(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    last_error: row.lastError,
  };
}

/**
 * E-mail in two steps (docs/admin.md): `queue` writes the message to the outbox in the caller's
 * transaction, so it exists exactly when the change that caused it does; `deliver`, called after
 * the commit, hands it to SMTP when one is configured and records the outcome. Without SMTP the
 * outbox is the delivery: the back office lists what would have been sent.
 */
export function createMailer(deps: {
  repo: OutboxRepository;
  sender: MailSender | null;
  clock: Clock;
  log: MailLog;
}) {
  const { repo, sender, clock, log } = deps;
  return {
    queue(tx: Executor, message: MailMessage & { kind: string }): Promise<number> {
      return repo.insert(tx, {
        toAddress: message.to,
        subject: message.subject,
        body: message.text,
        kind: message.kind,
        createdAt: new Date(clock.now()),
      });
    },

    /** Sends queued messages; a failure is recorded on its row (never thrown), so nothing is lost. */
    async deliver(ids: number[]): Promise<void> {
      if (!sender) return;
      for (const row of await repo.findByIds(ids)) {
        if (row.sentAt) continue;
        try {
          await sender.send({ to: row.toAddress, subject: row.subject, text: row.body });
          await repo.markSent(row.id, new Date(clock.now()));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          // The address and subject only: the body may hold an invite link.
          log.warn({ outboxId: row.id, kind: row.kind, reason }, 'mail: SMTP refused a message');
          await repo.markFailed(row.id, reason);
        }
      }
    },

    async list(page: number): Promise<OutboxPage> {
      const { rows, total } = await repo.findPage(page, PER_PAGE);
      return {
        data: rows.map(present),
        meta: { pagination: paginate(total, page, PER_PAGE) },
        smtp: sender !== null,
      };
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
