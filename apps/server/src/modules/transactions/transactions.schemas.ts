import { LANGUAGES, TRANSACTION_INCLUDES, TRANSACTION_STATUS_VALUES } from '@autobid/contract';
import { z } from 'zod';
import { intParam, namesParam } from '../../lib/query-params';
import { DOCUMENT_TYPES } from './document-links';

/** Text a person typed: trimmed, within bounds, without control characters. */
export const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, {
      error: min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`,
    })
    .max(max, { error: `${label} may be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: `${label} may not contain control characters` });

export const transactionParamsSchema = z.object({ id: intParam('transaction id') });

export const transactionQuerySchema = z.object({
  include: namesParam('include', TRANSACTION_INCLUDES).default([]),
  view: z.enum(['spa-report'], { error: 'view must be spa-report' }).optional(),
});

export const documentParamsSchema = z.object({
  id: intParam('transaction id'),
  type: z.enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(', ')}` }),
});

export const documentQuerySchema = z.object({
  language: z
    .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
    .default('en'),
  expires: intParam('expires', 0),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'signature is not valid' }),
});

export const generateDocumentSchema = z.object({
  type: z.enum(['sales_purchase_agreement_my'], {
    error: 'type must be sales_purchase_agreement_my',
  }),
});

/** The text fields of a transfer slip upload (multipart). */
export const slipFieldsSchema = z.object({
  reference: plainText('reference', 1, 64),
  amount: z
    .string({ error: 'amount is required' })
    .regex(/^[1-9]\d{0,14}$/, { error: 'amount must be a whole amount without decimals' })
    .transform(Number),
});

export const paymentParamsSchema = z.object({ paymentId: intParam('payment id') });
export const collectionParamsSchema = z.object({
  id: intParam('transaction id'),
  collectionId: intParam('collection id'),
});

export const reasonSchema = z.object({ reason: plainText('reason', 3, 500) });

export const handoverSchema = z.object({
  received_by: plainText('received_by', 2, 120),
  odometer_km: z
    .number({ error: 'odometer_km must be a whole number of kilometres' })
    .int({ error: 'odometer_km must be a whole number of kilometres' })
    .min(0, { error: 'odometer_km may not be negative' })
    .max(2_000_000, { error: 'odometer_km is beyond any car' }),
  note: plainText('note', 0, 500).nullish(),
});

const location = (label: string) => plainText(label, 0, 200).nullable().optional();
export const locationsSchema = z
  .object({
    handover_location: location('handover_location'),
    delivery_location: location('delivery_location'),
    car_in_location: location('car_in_location'),
    current_location: location('current_location'),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    error: 'name at least one location',
  });

export const staffListQuerySchema = z.object({
  status: z
    .enum(TRANSACTION_STATUS_VALUES, {
      error: `status must be one of ${TRANSACTION_STATUS_VALUES.join(', ')}`,
    })
    .optional(),
  market: z.enum(['MY', 'SG', 'ID', 'HK'], { error: 'market must be MY, SG, ID or HK' }).optional(),
  page: intParam('page', 1, 100_000).default(1),
  per_page: intParam('per_page', 1, 100).default(20),
});
