import { transactionSchema, type Transaction } from '@autobid/contract';
import i18n from 'i18next';
import { z } from 'zod/mini';
import { isLanguage } from '../../../i18n/languages';
import { RETRY_DELAYS_MS, apiUrl, newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, networkFailure, parseErrorBody } from '../../../lib/api-error';
import { readAuthToken } from '../../../lib/auth-token';

const transactionAnswerSchema = z.object({ data: transactionSchema });

export interface TransferSlip {
  file: File;
  /** The bank's reference of the transfer. */
  reference: string;
  /** Must equal the transaction's total. */
  amount: number;
}

/**
 * `POST /portal/api/v2/dealers/transactions/{id}/files/submit` as `multipart/form-data` with the
 * slip and its reference and amount (`lib/upload-file.ts` sends the file alone).
 */
export async function submitTransferSlip(id: number, slip: TransferSlip): Promise<Transaction> {
  const form = new FormData();
  form.append('file', slip.file, slip.file.name);
  form.append('reference', slip.reference);
  form.append('amount', String(slip.amount));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isLanguage(i18n.language)) headers['Accept-Language'] = i18n.language;
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // One key for the slip: when the answer is lost it is sent again, and counted once.
  headers['Idempotency-Key'] = newIdempotencyKey();

  const url = apiUrl('portal', 'v2', `/dealers/transactions/${id}/files/submit`);
  const sendOnce = () =>
    fetch(url, { method: 'POST', headers, body: form }).catch(() => null as Response | null);
  let response = await sendOnce();
  for (const delay of RETRY_DELAYS_MS) {
    if (response && ![502, 503, 504].includes(response.status)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    response = await sendOnce();
  }
  if (!response) throw new ApiRequestError(networkFailure, false);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(parseErrorBody(response.status, body).failure, true);
  const parsed = transactionAnswerSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(
      { status: response.status, code: 'invalid_response', message: parsed.error.message },
      true,
    );
  }
  return parsed.data.data;
}
