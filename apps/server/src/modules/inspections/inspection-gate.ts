import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inspections } from '../../db/schema';

/**
 * Whether the car has a published inspection report: a listing is scheduled into a sale only
 * then (docs/inspections.md), so dealers never bid on a car without a report. Call it in the
 * scheduling transaction.
 */
export async function hasPublishedInspection(tx: Executor, inventoryId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.inventoryId, inventoryId), eq(inspections.status, 'published')))
    .limit(1);
  return row !== undefined;
}
