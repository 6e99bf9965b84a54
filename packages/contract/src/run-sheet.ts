import { z } from 'zod/mini';
import { auctionStatusSchema } from './auction';

/** Where an auction stands on the day's run sheet. */
export const RUN_SHEET_SECTIONS = ['live', 'upcoming', 'awaiting_seller', 'finished'] as const;
export type RunSheetSection = (typeof RUN_SHEET_SECTIONS)[number];

/** One auction as operations see it on the run sheet. */
export const runSheetRowSchema = z.object({
  id: z.int(),
  section: z.enum(RUN_SHEET_SECTIONS),
  type: z.enum(['open', 'closed']),
  status: auctionStatusSchema,
  award_status: z.nullable(z.enum(['pending_award', 'won', 'cancelled'])),
  car: z.string(),
  seller_group: z.object({ id: z.int(), name: z.string() }),
  start_price: z.int(),
  reserve_price: z.int(),
  /** Null on a sealed auction until it closes: amounts stay hidden from everyone, staff too. */
  highest_amount: z.nullable(z.int()),
  bid_count: z.int(),
  bidders_count: z.int(),
  restart_count: z.int(),
  time_start: z.string(),
  time_end: z.string(),
  closed_at: z.nullable(z.string()),
  /** Awaiting the seller: when the award expires. */
  decision_deadline: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
});
export type RunSheetRow = z.infer<typeof runSheetRowSchema>;

/** `GET /portal/api/v2/staff/run-sheet?market=&date=`: one market's auctions of one local day. */
export const runSheetSchema = z.object({
  data: z.object({
    market: z.string(),
    currency: z.string(),
    date: z.string(),
    /** The local day as UTC instants: [from, until). */
    from: z.string(),
    until: z.string(),
    counts: z.record(z.enum(RUN_SHEET_SECTIONS), z.int()),
    auctions: z.array(runSheetRowSchema),
  }),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
