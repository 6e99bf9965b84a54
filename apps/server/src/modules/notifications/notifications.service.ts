import type { PrivateNoticePage } from '@autobid/contract';
import type { Database } from '../../db/client';
import { paginate } from '../auctions/auctions.service';
import type { NoticeOwner, NoticesRepository } from './notices.repository';
import type { NotificationsQuery } from './notifications.schemas';

/**
 * The notifications list (docs/notifications.md): the private notices sent to the caller and to
 * their active group, newest first, so that a page load or a reconnect catches up on what it missed.
 */
export function createNotificationsService(deps: { db: Database; repo: NoticesRepository }) {
  return {
    async list(owner: NoticeOwner, query: NotificationsQuery): Promise<PrivateNoticePage> {
      const { rows, total } = await deps.repo.findPage(deps.db, owner, {
        ...(query.after_id !== undefined ? { afterId: query.after_id } : {}),
        page: query.page,
        perPage: query.per_page,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          event: row.event,
          data: row.data,
          created_at: row.createdAt.toISOString(),
          read_at: row.readAt?.toISOString() ?? null,
        })),
        meta: { pagination: paginate(total, query.page, query.per_page) },
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
