import { z } from 'zod/mini';
import { paginationSchema } from './portal';

/**
 * One private notice as the notifications list returns it (docs/notifications.md): what was sent
 * on the caller's `private-user.{id}` channel, or on their active group's `private-group.{id}`.
 * `id` is the `notice_id` the live event carried, so a client can tell the two apart from new.
 */
export const privateNoticeSchema = z.object({
  id: z.int(),
  /** The realtime event name, e.g. `bid.outbid`, `auction.won`. */
  event: z.string(),
  /** The event's payload as it was sent live, without `notice_id`. */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type PrivateNotice = z.infer<typeof privateNoticeSchema>;

/** `GET /general/api/v2/notifications`: newest first. */
export const privateNoticePageSchema = z.object({
  data: z.array(privateNoticeSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type PrivateNoticePage = z.infer<typeof privateNoticePageSchema>;

/** The payload field that carries a private notice's id on the live event. */
export const NOTICE_ID_FIELD = 'notice_id';
