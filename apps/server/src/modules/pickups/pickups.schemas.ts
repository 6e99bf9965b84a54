import { pickupPhoneOf } from '@autobid/contract';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';
import { plainText } from '../transactions/transactions.schemas';

export const pickupParamsSchema = z.object({ id: intParam('transaction id') });

/** A phone number as `+` and 8–15 digits; spaces and dashes people type are dropped first. */
const phone = z.string({ error: 'contact_phone must be text' }).transform((value, ctx) => {
  const stored = pickupPhoneOf(value);
  if (stored === null) {
    ctx.addIssue({
      code: 'custom',
      message: 'contact_phone must be + followed by 8 to 15 digits, e.g. +60123456789',
    });
    return z.NEVER;
  }
  return stored;
});

/** `YYYY-MM-DD HH:mm:ss` in UTC, as a real moment (no 31 February). */
const pickupAt = z
  .string({ error: 'pickup_at must be text' })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, {
    error: 'pickup_at must be YYYY-MM-DD HH:mm:ss in UTC',
  })
  .transform((value, ctx) => {
    const moment = new Date(`${value.replace(' ', 'T')}Z`);
    if (
      Number.isNaN(moment.getTime()) ||
      moment.toISOString().slice(0, 19) !== value.replace(' ', 'T')
    ) {
      ctx.addIssue({ code: 'custom', message: 'pickup_at is not a real date and time' });
      return z.NEVER;
    }
    return moment;
  });

const contact = {
  contact_name: plainText('contact_name', 2, 120),
  contact_phone: phone,
};

/** How the buyer takes the car: at a yard at a time, or delivered to an address. */
export const pickupPlanInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('pickup'),
      location_id: z
        .number({ error: 'location_id must be a whole number' })
        .int({ error: 'location_id must be a whole number' })
        .min(1, { error: 'location_id must be at least 1' })
        .max(2_147_483_647, { error: 'location_id is too large' }),
      pickup_at: pickupAt,
      ...contact,
    }),
    z.object({
      kind: z.literal('delivery'),
      delivery_address: plainText('delivery_address', 10, 300),
      ...contact,
    }),
  ],
  { error: 'kind must be pickup or delivery' },
);
export type PickupPlanInput = z.infer<typeof pickupPlanInputSchema>;
