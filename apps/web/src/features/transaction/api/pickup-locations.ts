import { pickupLocationSchema, pickupPlanSchema } from '@autobid/contract';
import { z } from 'zod/mini';

/** The yards a car can be collected from and the buyer's plan, as (9) and (10) answer. */
export const collectionAnswerSchema = z.object({
  data: z.object({
    locations: z.array(pickupLocationSchema),
    plan: z.nullable(pickupPlanSchema),
  }),
});
export type CollectionOptions = z.infer<typeof collectionAnswerSchema>['data'];
