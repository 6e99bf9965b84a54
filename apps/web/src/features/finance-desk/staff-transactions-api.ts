import {
  PAYMENT_METHODS,
  paginationSchema,
  transactionSchema,
  transactionStatusSchema,
  type Transaction,
  type TransactionStatusValue,
} from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload-file';

/** One transaction in the staff lists and the queue's cars to release. */
export const staffTransactionRowSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  invoice_number: z.string(),
  market: z.string(),
  currency: z.string(),
  status: transactionStatusSchema,
  total: z.int(),
  due_at: z.string(),
  paid_at: z.nullable(z.string()),
  paid_by: z.nullable(z.enum(PAYMENT_METHODS)),
  buyer_group: z.string(),
  car: z.object({
    year: z.int(),
    make: z.string(),
    model: z.string(),
    variant: z.string(),
    registration_number: z.nullable(z.string()),
  }),
  version: z.int(),
});
export type StaffTransactionRow = z.infer<typeof staffTransactionRowSchema>;

const staffPageSchema = z.object({
  data: z.array(staffTransactionRowSchema),
  meta: z.object({ pagination: paginationSchema }),
});
export type StaffTransactionPage = z.infer<typeof staffPageSchema>;

export const STAFF_PAGE_SIZE = 20;

export interface StaffTransactionQuery {
  status: TransactionStatusValue | null;
  market: string | null;
  page: number;
}

/** A page of transactions, newest first (`GET /portal/api/v2/staff/transactions`). */
export function fetchStaffTransactions(
  query: StaffTransactionQuery,
): Promise<StaffTransactionPage> {
  return apiRequest('portal', 'v2', '/staff/transactions', staffPageSchema, {
    query: {
      status: query.status ?? undefined,
      market: query.market ?? undefined,
      page: query.page,
      per_page: STAFF_PAGE_SIZE,
    },
    noCache: true,
  });
}

const INCLUDE = 'status,payments,collections,inventory,handover,pickup,floorstock_account';
const transactionAnswerSchema = z.object({ data: transactionSchema });

/** One transaction with everything the desk reads: lines, payments, log, pickup, handover. */
export async function fetchStaffTransaction(id: number): Promise<Transaction> {
  const answer = await apiRequest('general', 'v2', `/transactions/${id}`, transactionAnswerSchema, {
    query: { include: INCLUDE },
    noCache: true,
  });
  return answer.data;
}

const movedSchema = z.object({
  data: z.object({ id: z.int(), status: transactionStatusSchema, version: z.int() }),
});

const move = (id: number, action: string, body?: unknown) =>
  apiRequest('portal', 'v2', `/staff/transactions/${id}/${action}`, movedSchema, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  });

/** A paid car may leave the yard: ready for release. */
export async function releaseTransaction(id: number): Promise<void> {
  await move(id, 'release');
}

export interface HandoverInput {
  receivedBy: string;
  odometerKm: number;
  note: string | null;
}

/** The keys changed hands: who took the car and its odometer. */
export async function handOverTransaction(id: number, input: HandoverInput): Promise<void> {
  await move(id, 'handover', {
    received_by: input.receivedBy,
    odometer_km: input.odometerKm,
    ...(input.note ? { note: input.note } : {}),
  });
}

/** Photos one handover record may hold (the server refuses the next with `file_limit_reached`). */
export const MAX_HANDOVER_PHOTOS = 12;

const photoAddedSchema = z.object({
  data: z.object({
    id: z.int(),
    status: transactionStatusSchema,
    version: z.int(),
    photos: z.array(z.string()),
  }),
});

/** One photo of the car at the gate, added to the kept handover record; the answer holds every photo's link. */
export async function uploadHandoverPhoto(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const answer = await uploadFile({
    api: 'portal',
    version: 'v2',
    path: `/staff/transactions/${id}/handover/photos`,
    file,
    schema: photoAddedSchema,
    onProgress,
  });
  return answer.data.photos;
}

/** The sale is closed. */
export async function completeTransaction(id: number): Promise<void> {
  await move(id, 'complete');
}

/** The sale is called off before payment; the buyer reads the reason. */
export async function cancelTransaction(id: number, reason: string): Promise<void> {
  await move(id, 'cancel', { reason });
}

export const LOCATION_FIELDS = [
  'handover_location',
  'delivery_location',
  'car_in_location',
  'current_location',
] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];
export type Locations = Record<LocationField, string | null>;

const locationsAnswerSchema = z.object({ data: z.object({ id: z.int(), version: z.int() }) });

/** Where the car is and goes; an empty field clears its location. */
export async function saveLocations(id: number, locations: Locations): Promise<void> {
  await apiRequest('portal', 'v2', `/staff/transactions/${id}/locations`, locationsAnswerSchema, {
    method: 'PUT',
    body: locations,
  });
}
