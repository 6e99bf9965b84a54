import { ENDED_BID_TAGS, PORTAL_SORTS } from '@autobid/contract';
import { z } from 'zod';
import { intParam, namesParam } from '../../lib/query-params';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A UTC date given as `YYYY-MM-DD` (a whole day) or `YYYY-MM-DD HH:mm:ss` (one moment). */
export interface DateBound {
  at: Date;
  isDay: boolean;
}

/** Dates a list may be asked about: anything outside is a typo, and would overflow date arithmetic. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

export const dateParam = (label: string) =>
  z
    .string()
    .regex(DATE_TIME, { error: `${label} must be a date as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss` })
    .transform((value, ctx): DateBound => {
      const [, y, mo, d, h = '00', mi = '00', s = '00'] = DATE_TIME.exec(value)!;
      if (Number(y) < EARLIEST_YEAR || Number(y) > LATEST_YEAR) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be between ${EARLIEST_YEAR}-01-01 and ${LATEST_YEAR}-12-31`,
        });
        return z.NEVER;
      }
      const at = new Date(
        Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)),
      );
      const isReal =
        at.getUTCFullYear() === Number(y) &&
        at.getUTCMonth() === Number(mo) - 1 &&
        at.getUTCDate() === Number(d) &&
        at.getUTCHours() === Number(h) &&
        at.getUTCMinutes() === Number(mi);
      if (!isReal || Number(s) > 59) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a real date: ${value}` });
        return z.NEVER;
      }
      return { at, isDay: value.length === 10 };
    });

/** Query of every portal list (success, overdue, history, has-online-payments). */
export const portalListQuerySchema = z.object({
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 200).default(20),
  sort: z
    .enum(PORTAL_SORTS, { error: `sort must be one of ${PORTAL_SORTS.join(', ')}` })
    .default('time_end_desc'),
  'filter[group_id]': intParam('filter[group_id]').optional(),
});

/** Query of `GET /dealers/auctions/ended-bids`: a portal list's plus the end dates and the tag. */
export const endedBidsQuerySchema = portalListQuerySchema.extend({
  'filterDate[from]': dateParam('filterDate[from]').optional(),
  'filterDate[to]': dateParam('filterDate[to]').optional(),
  tag: z
    .enum(ENDED_BID_TAGS, { error: `tag must be one of ${ENDED_BID_TAGS.join(', ')}` })
    .default('all'),
});

export const DETAIL_INCLUDES = [
  'extra_inspection_photos',
  'associated_files',
  'active_inspection',
  'bids',
] as const;

export const detailQuerySchema = z.object({
  include: namesParam('include', DETAIL_INCLUDES).default([]),
});

export const auctionIdParamsSchema = z.object({ id: intParam('auction id') });

/** `GET /portal/api/v2/files/{id}/{file_name}?expires&signature[&download=1]`. */
export const fileParamsSchema = z.object({
  id: intParam('file id'),
  fileName: z.string().min(1).max(200),
});
export const fileQuerySchema = z.object({
  expires: intParam('expires', 0),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'signature must be 64 hexadecimal characters' }),
  download: z.enum(['0', '1'], { error: 'download must be 0 or 1' }).default('0'),
});
