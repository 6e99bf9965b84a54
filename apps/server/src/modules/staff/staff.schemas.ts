import { MAX_ID, MAX_PRICE } from '@autobid/contract';
import { z } from 'zod';

const DAY = 86_400;
const whole = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` });

/** `POST /portal/api/v2/staff/auctions`: schedule an auction for a car. */
export const createAuctionRequestSchema = z
  .object({
    inventory_id: whole('inventory_id')
      .positive({ error: 'inventory_id must be a positive id' })
      .max(MAX_ID, { error: `inventory_id must be at most ${MAX_ID}` })
      .optional(),
    /** Without `inventory_id`: the first free car of this seller group rather than of any. */
    seller_group_id: whole('seller_group_id')
      .positive({ error: 'seller_group_id must be a positive id' })
      .max(MAX_ID, { error: `seller_group_id must be at most ${MAX_ID}` })
      .optional(),
    type: z.enum(['open', 'closed'], { error: 'type must be open or closed' }),
    starts_in_seconds: whole('starts_in_seconds')
      .min(0)
      .max(30 * DAY),
    duration_seconds: whole('duration_seconds')
      .min(60, { error: 'duration_seconds must be at least 60' })
      .max(30 * DAY),
    start_price: whole('start_price')
      .positive()
      .max(MAX_PRICE, { error: `start_price must be at most ${MAX_PRICE.toLocaleString('en')}` }),
    reserve_price: whole('reserve_price')
      .positive()
      .max(MAX_PRICE, { error: `reserve_price must be at most ${MAX_PRICE.toLocaleString('en')}` }),
    location: z.string().min(1).max(120).optional(),
  })
  .refine((v) => v.reserve_price >= v.start_price, {
    path: ['reserve_price'],
    error: 'reserve_price must be at least start_price',
  });
export type CreateAuctionRequest = z.infer<typeof createAuctionRequestSchema>;

/** `POST /portal/api/v2/staff/auctions/{id}/restart`: a new window for a rejected or unsold auction. */
export const restartAuctionRequestSchema = z.object({
  starts_in_seconds: whole('starts_in_seconds')
    .min(0)
    .max(30 * DAY),
  duration_seconds: whole('duration_seconds')
    .min(60, { error: 'duration_seconds must be at least 60' })
    .max(30 * DAY),
});
export type RestartAuctionRequest = z.infer<typeof restartAuctionRequestSchema>;

/** `POST /portal/api/v2/staff/auctions/{id}/cancel`: why the auction is called off; bidders see it. */
export const cancelAuctionRequestSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, { error: 'reason must be at least 3 characters' })
    .max(500, { error: 'reason may be at most 500 characters' })
    .regex(/^[^\p{Cc}]*$/u, { error: 'reason may not contain control characters' }),
});
export type CancelAuctionRequest = z.infer<typeof cancelAuctionRequestSchema>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Query of `GET /portal/api/v2/staff/run-sheet`: a market and its local day (today by default). */
export const runSheetQuerySchema = z.object({
  market: z.enum(['MY', 'SG', 'ID', 'HK'], { error: 'market must be one of MY, SG, ID, HK' }),
  date: z
    .string()
    .regex(DAY_PATTERN, { error: 'date must be a date as YYYY-MM-DD' })
    .refine(
      (value) => {
        const at = new Date(`${value}T00:00:00.000Z`);
        if (Number.isNaN(at.getTime())) return false;
        const year = at.getUTCFullYear();
        return at.toISOString().slice(0, 10) === value && year >= 2000 && year <= 2100;
      },
      { error: 'date must be a real date between 2000 and 2100' },
    )
    .optional(),
});
