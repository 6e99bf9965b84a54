import { z } from 'zod/mini';
import { recordId } from './ids';
import { amountField } from './money';
import { enteredText } from './text';

/** `POST /dealers/bids`: amounts are integers in the market's currency unit (spec §5). */
export const placeBidRequestSchema = z.object({
  auction_id: recordId('auction_id'),
  amount: amountField('amount'),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

/** `POST /loginByEmail`. The bot-check fields are optional. */
export const loginByEmailRequestSchema = z.object({
  email: z.email({ error: 'email is not a valid email' }).check(z.maxLength(254)),
  password: enteredText('password', 200),
  g_recaptcha_response: z.optional(z.string().check(z.maxLength(4000))),
  g_recaptcha_action: z.optional(z.string().check(z.maxLength(100))),
});
export type LoginByEmailRequest = z.infer<typeof loginByEmailRequestSchema>;

/** Query of `GET /dealers/auctions/live`. Lists are comma-joined. */
export const liveAuctionsQuerySchema = z.object({
  include: z.optional(z.string().check(z.maxLength(200))),
  ids: z.optional(z.string().check(z.maxLength(2000))),
  'filter[group_id]': z.optional(z.string().check(z.maxLength(20))),
  'filter[order_by]': z.optional(z.string().check(z.maxLength(40))),
  'filter[make]': z.optional(z.string().check(z.maxLength(200))),
  'filter[model]': z.optional(z.string().check(z.maxLength(200))),
  'filter[channel]': z.optional(z.string().check(z.maxLength(40))),
  page: z.optional(z.string().check(z.maxLength(10))),
  per_page: z.optional(z.string().check(z.maxLength(10))),
});

/** `POST /dealers/closed-bids`: a sealed bid on a closed auction, for the whole car or the body only. */
export const placeClosedBidRequestSchema = z.extend(placeBidRequestSchema, {
  bid_type: z.enum(['whole_car', 'body_only'], {
    error: 'bid_type must be whole_car or body_only',
  }),
});
export type PlaceClosedBidRequest = z.infer<typeof placeClosedBidRequestSchema>;

/** `PUT /dealers/bids/{bidId}/accept` and `/reject` (a seller's decision). */
export const bidDecisionRequestSchema = z.object({
  auction_id: recordId('auction_id'),
});
