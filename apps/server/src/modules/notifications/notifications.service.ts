import type { MarkNoticesReadResponse, NoticeList } from '@autobid/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import type { NoticeOwner, NoticesRepository, ReadSelection } from './notices.repository';
import type { NotificationsQuery } from './notifications.schemas';

/**
 * The notifications list (docs/notifications.md): the private notices sent to the caller and to
 * their active group, newest first, so that a page load or a reconnect catches up on what it missed;
 * and "mark as read", so the bell in the header shows only what the caller has not seen yet.
 */
export function createNotificationsService(deps: {
  db: Database;
  repo: NoticesRepository;
  clock: Clock;
}) {
  return {
    async list(owner: NoticeOwner, query: NotificationsQuery): Promise<NoticeList> {
      const [{ rows, total }, unread] = await Promise.all([
        deps.repo.findPage(deps.db, owner, {
          ...(query.after_id !== undefined ? { afterId: query.after_id } : {}),
          page: query.page,
          perPage: query.per_page,
        }),
        deps.repo.countUnread(deps.db, owner),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          event: row.event,
          data: row.data,
          created_at: row.createdAt.toISOString(),
          read_at: row.readAt?.toISOString() ?? null,
        })),
        meta: { pagination: paginate(total, query.page, query.per_page), unread },
      };
    },

    /**
     * Marks the caller's unread notices the selection covers as read now. Ids of notices that are
     * not the caller's (another user's, another group's) are passed over, not refused: a reader
     * cannot learn from the answer whether such a notice exists. Repeating it changes nothing.
     */
    async markRead(owner: NoticeOwner, selection: ReadSelection): Promise<MarkNoticesReadResponse> {
      await deps.repo.markRead(deps.db, owner, selection, new Date(deps.clock.now()));
      return { data: { unread: await deps.repo.countUnread(deps.db, owner) } };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
