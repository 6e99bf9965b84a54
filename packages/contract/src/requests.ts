import { z } from 'zod';

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` });

/** `POST /dealers/bids`: amounts are integers in the market's currency unit (spec §5). */
export const placeBidRequestSchema = z.object({
  auction_id: wholeNumber('auction_id').positive({ error: 'auction_id must be positive' }),
  amount: wholeNumber('amount').positive({ error: 'amount must be positive' }),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

/** `POST /loginByEmail`. The bot-check fields are optional. */
export const loginByEmailRequestSchema = z.object({
  email: z.email({ error: 'email is not a valid email' }).max(254),
  password: z
    .string({ error: 'Please enter password' })
    .min(1, { error: 'Please enter password' })
    .max(200),
  g_recaptcha_response: z.string().max(4000).optional(),
  g_recaptcha_action: z.string().max(100).optional(),
});
export type LoginByEmailRequest = z.infer<typeof loginByEmailRequestSchema>;

/** Query of `GET /dealers/auctions/live`. Lists are comma-joined. */
export const liveAuctionsQuerySchema = z.object({
  include: z.string().max(200).optional(),
  ids: z.string().max(2000).optional(),
  'filter[group_id]': z.string().max(20).optional(),
  'filter[order_by]': z.string().max(40).optional(),
  'filter[make]': z.string().max(200).optional(),
  'filter[model]': z.string().max(200).optional(),
  'filter[channel]': z.string().max(40).optional(),
  page: z.string().max(10).optional(),
  per_page: z.string().max(10).optional(),
});

/** `POST /dealers/closed-bids`: a sealed bid on a closed auction, for the whole car or the body only. */
export const placeClosedBidRequestSchema = placeBidRequestSchema.extend({
  bid_type: z.enum(['whole_car', 'body_only'], {
    error: 'bid_type must be whole_car or body_only',
  }),
});
export type PlaceClosedBidRequest = z.infer<typeof placeClosedBidRequestSchema>;

/** `PUT /dealers/bids/{bidId}/accept` and `/reject` (a seller's decision). */
export const bidDecisionRequestSchema = z.object({
  auction_id: z
    .number({ error: 'auction_id must be a whole number' })
    .int({ error: 'auction_id must be a whole number' })
    .positive(),
});
