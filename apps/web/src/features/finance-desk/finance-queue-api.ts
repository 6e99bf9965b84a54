import {
  collectionSchema,
  floorStockAccountSchema,
  paymentSchema,
  transactionStatusSchema,
} from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';
import { staffTransactionRowSchema } from './staff-transactions-api';

const queueTransactionSchema = z.object({
  id: z.int(),
  auction_id: z.int(),
  invoice_number: z.string(),
  market: z.string(),
  currency: z.string(),
  total: z.int(),
  status: transactionStatusSchema,
});

/** A transfer slip waiting for finance, with the bill it should pay. */
export const queuePaymentSchema = z.extend(paymentSchema, {
  transaction: queueTransactionSchema,
  buyer_group: z.string(),
});
export type QueuePayment = z.infer<typeof queuePaymentSchema>;

/** A collection (buyer's or seller's) finance has yet to mark as received. */
export const queueCollectionSchema = z.object({
  id: z.int(),
  party: collectionSchema.shape.party,
  name: z.string(),
  amount: z.int(),
  status: collectionSchema.shape.status,
  transaction: z.object({
    id: z.int(),
    invoice_number: z.string(),
    currency: z.string(),
    status: transactionStatusSchema,
  }),
});
export type QueueCollection = z.infer<typeof queueCollectionSchema>;

const queueSchema = z.object({
  data: z.object({
    payments: z.array(queuePaymentSchema),
    releases: z.array(staffTransactionRowSchema),
    collections: z.array(queueCollectionSchema),
  }),
});
export type FinanceQueue = z.infer<typeof queueSchema>['data'];

/** Everything waiting on finance, oldest first (`GET /portal/api/v2/staff/finance/queue`). */
export async function fetchFinanceQueue(): Promise<FinanceQueue> {
  const answer = await apiRequest('portal', 'v2', '/staff/finance/queue', queueSchema, {
    noCache: true,
  });
  return answer.data;
}

/**
 * A pending floor-stock case as the desk shows it, whichever of the two answer shapes the server
 * gives: a flat row (`invoice_number`, `account_available`) or the case with its `transaction` and
 * the group's `account`.
 */
export interface FinancingCase {
  id: number;
  transactionId: number;
  invoiceNumber: string;
  buyerGroup: string;
  amount: number;
  currency: string;
  note: string | null;
  createdAt: string;
  /** What the group's line can still take; null when the group has no line. */
  available: number | null;
}

const flatCaseSchema = z.object({
  id: z.int(),
  transaction_id: z.int(),
  invoice_number: z.string(),
  buyer_group: z.union([z.string(), z.object({ name: z.string() })]),
  amount: z.int(),
  currency: z.string(),
  note: z.nullable(z.string()),
  created_at: z.string(),
  account_available: z.nullable(z.int()),
});

const nestedCaseSchema = z.object({
  id: z.int(),
  transaction_id: z.int(),
  amount: z.int(),
  note: z.nullable(z.string()),
  created_at: z.string(),
  transaction: z.object({ invoice_number: z.string(), currency: z.string() }),
  buyer_group: z.union([z.string(), z.object({ name: z.string() })]),
  account: z.nullable(floorStockAccountSchema),
});

const casesSchema = z.object({ data: z.array(z.union([flatCaseSchema, nestedCaseSchema])) });

function groupName(group: string | { name: string }): string {
  return typeof group === 'string' ? group : group.name;
}

function financingCaseOf(row: z.infer<typeof casesSchema>['data'][number]): FinancingCase {
  const common = {
    id: row.id,
    transactionId: row.transaction_id,
    buyerGroup: groupName(row.buyer_group),
    amount: row.amount,
    note: row.note,
    createdAt: row.created_at,
  };
  if ('account_available' in row)
    return {
      ...common,
      invoiceNumber: row.invoice_number,
      currency: row.currency,
      available: row.account_available,
    };
  return {
    ...common,
    invoiceNumber: row.transaction.invoice_number,
    currency: row.transaction.currency,
    available: row.account?.available ?? null,
  };
}

/** Floor-stock requests waiting for a decision (`GET /portal/api/v2/staff/floor-stock/cases`). */
export async function fetchPendingCases(): Promise<FinancingCase[]> {
  const answer = await apiRequest('portal', 'v2', '/staff/floor-stock/cases', casesSchema, {
    query: { status: 'pending' },
    noCache: true,
  });
  return answer.data.map(financingCaseOf);
}

const doneSchema = z.object({ data: z.unknown() });

const post = (path: string, body?: unknown) =>
  apiRequest('portal', 'v2', path, doneSchema, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  });

/** The slip matches the bank: the transaction is paid. */
export async function verifyPayment(paymentId: number): Promise<void> {
  await post(`/staff/payments/${paymentId}/verify`);
}

/** The slip does not match: the buyer is told why and may pay again. */
export async function rejectPayment(paymentId: number, reason: string): Promise<void> {
  await post(`/staff/payments/${paymentId}/reject`, { reason });
}

/** The line pays the transaction. */
export async function approveCase(caseId: number): Promise<void> {
  await post(`/staff/floor-stock/cases/${caseId}/approve`);
}

/** The line does not pay; the buyer is told why and pays otherwise. */
export async function declineCase(caseId: number, reason: string): Promise<void> {
  await post(`/staff/floor-stock/cases/${caseId}/decline`, { reason });
}

/** A collection is received (or netted from the payout). */
export async function collect(transactionId: number, collectionId: number): Promise<void> {
  await post(`/staff/transactions/${transactionId}/collections/${collectionId}/collect`);
}
