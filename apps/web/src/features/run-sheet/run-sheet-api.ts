import { runSheetSchema, type RunSheet } from '@autobid/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../lib/api-client';

export type RunSheetData = RunSheet['data'];

/** One market's auctions of one local day (`GET /portal/api/v2/staff/run-sheet`). */
export async function fetchRunSheet(market: string, date: string | null): Promise<RunSheetData> {
  const answer = await apiRequest('portal', 'v2', '/staff/run-sheet', runSheetSchema, {
    query: { market, date: date ?? undefined },
    noCache: true,
  });
  return answer.data;
}

const changedSchema = z.object({ data: z.object({ id: z.int(), status: z.string() }) });

/** Calls an auction off; every dealer who bid is told the reason. */
export async function cancelAuction(id: number, reason: string): Promise<void> {
  await apiRequest('portal', 'v2', `/staff/auctions/${id}/cancel`, changedSchema, {
    method: 'POST',
    body: { reason },
  });
}

/** Opens a new window for an unsold or rejected auction. */
export async function restartAuction(
  id: number,
  window: { startsInMinutes: number; durationMinutes: number },
): Promise<void> {
  await apiRequest('portal', 'v2', `/staff/auctions/${id}/restart`, changedSchema, {
    method: 'POST',
    body: {
      starts_in_seconds: window.startsInMinutes * 60,
      duration_seconds: window.durationMinutes * 60,
    },
  });
}
