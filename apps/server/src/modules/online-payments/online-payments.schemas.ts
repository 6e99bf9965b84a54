import { z } from 'zod';
import { intListParam, intParam, namesParam } from '../../lib/query-params';
import { gatewayPaymentSchema } from './gateway-client';

/**
 * A path of this site for the browser to come back to: it starts with one `/` and holds only URL
 * path and query characters, so the gateway can never be told to send the payer elsewhere.
 */
export const returnPathSchema = z
  .string({ error: 'return_path must be text' })
  .max(300, { error: 'return_path may be at most 300 characters' })
  .regex(/^\/[\w\-.~!$&'()*+,;=:@%/?]*$/, { error: 'return_path must be a path of this site' })
  .refine((path) => !path.includes('//'), { error: 'return_path must be a path of this site' });

export const createPaymentBodySchema = z.object({
  transaction_id: z
    .number({ error: 'transaction_id must be a whole number' })
    .int({ error: 'transaction_id must be a whole number' })
    .min(1, { error: 'transaction_id must be at least 1' })
    .max(2_147_483_647, { error: 'transaction_id is too large' }),
  return_path: returnPathSchema.optional(),
});

export const onlinePaymentParamsSchema = z.object({ id: intParam('online payment id') });

export const onlinePaymentQuerySchema = z.object({
  include: namesParam('include', ['floorstock_account']).default([]),
});

export const historiesQuerySchema = z.object({
  auction_ids: intListParam('auction_ids'),
});

/** The body of a gateway callback: one event about one payment that ended. */
export const callbackEventSchema = z
  .object({
    event_id: z.string().min(1).max(100),
    type: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled', 'payment.expired']),
    payment: gatewayPaymentSchema,
  })
  .refine((event) => event.type === `payment.${event.payment.status}`, {
    error: "the event's type does not match its payment's status",
  });
