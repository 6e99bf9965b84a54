import { z } from 'zod/mini';
import { recordId } from './ids';
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

/**
 * `GET /general/api/v2/notifications` as it answers since notices can be read: the page and, in
 * `meta.unread`, how many of the caller's notices (all pages) are still unread, for the bell's badge.
 */
export const noticeListSchema = z.object({
  data: z.array(privateNoticeSchema),
  meta: z.object({ pagination: paginationSchema, unread: z.int() }),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** The most notice ids one `POST …/notifications/read` may name. */
export const MAX_READ_IDS = 100;

/**
 * `POST /general/api/v2/notifications/read`: marks the caller's notices read, either every one up
 * to `up_to_id` (the newest the reader has seen, so one arriving meanwhile stays unread) or only
 * those in `ids`; with both, only those of `ids` up to `up_to_id`. Marked pure so a bundle that
 * does not use it (the web app) leaves it out despite its `.check`.
 */
export const markNoticesReadRequestSchema = /* @__PURE__ */ z
  .object({
    up_to_id: z.optional(recordId('up_to_id')),
    ids: z.optional(
      z
        .array(recordId('ids'), { error: 'ids must be a list of ids' })
        .check(
          z.minLength(1, { error: 'Please enter ids' }),
          z.maxLength(MAX_READ_IDS, { error: `ids must hold at most ${MAX_READ_IDS} ids` }),
        ),
    ),
  })
  .check(
    z.refine((body) => body.up_to_id !== undefined || body.ids !== undefined, {
      error: 'Please enter up_to_id',
      path: ['up_to_id'],
    }),
  );
export type MarkNoticesReadRequest = z.infer<typeof markNoticesReadRequestSchema>;

/** The answer of `POST /general/api/v2/notifications/read`: the caller's notices left unread. */
export const markNoticesReadResponseSchema = z.object({ data: z.object({ unread: z.int() }) });
export type MarkNoticesReadResponse = z.infer<typeof markNoticesReadResponseSchema>;

/** The payload field that carries a private notice's id on the live event. */
export const NOTICE_ID_FIELD = 'notice_id';
