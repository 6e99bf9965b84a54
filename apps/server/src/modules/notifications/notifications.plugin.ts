import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuctionEvents } from '../auctions/auction-events';
import { createNoticeOutbox, type NoticeOutbox, type Publish } from './notice-outbox';
import { createNoticesRepository } from './notices.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox of private notices; `server.ts` runs its relay loop (docs/notifications.md). */
    notices: NoticeOutbox;
  }
}

/**
 * Private notices (docs/notifications.md): attaches the outbox to the auction events, so every
 * private notice is kept and relayed at least once, and serves the notifications list.
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; publish: Publish; events: AuctionEvents },
): Promise<NoticeOutbox> {
  const outbox = createNoticeOutbox({
    db: deps.db,
    clock: deps.clock,
    publish: deps.publish,
    log: app.log,
  });
  deps.events.useOutbox(outbox);
  app.decorate('notices', outbox);
  await app.register(notificationsRoutes, {
    notifications: createNotificationsService({
      db: deps.db,
      repo: createNoticesRepository(),
      clock: deps.clock,
    }),
  });
  return outbox;
}
